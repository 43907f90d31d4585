// A page the server rendered shows without its scripts (decision 0303), so they wait for its first paint: the page's
// bytes get the connection to themselves, and the paint depends on nothing else. A small classic script (deferred,
// served from our origin: the CSP's script-src 'self' holds) starts them once the browser has painted; in a tab that
// is hidden, where nothing paints, at once. Lighthouse's simulation counts every request that ended before the
// first paint as the paint's dependency: with the scripts preloaded beside the page, its LCP followed their 200 KB.
import { createHash } from 'node:crypto';

/** Runs in the browser: the module entry and its preloads, from the tag's data attributes, after the first paint. */
const SCRIPT = `(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  function add(attributes) {
    var element = document.createElement(attributes.tag);
    element.crossOrigin = '';
    for (var name in attributes) if (name !== 'tag') element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function start() {
    add({ tag: 'script', type: 'module', src: entry });
    preloads.forEach(function (href) { add({ tag: 'link', rel: 'modulepreload', href: href }); });
  }
  // A form sent before the app holds the page waits for it: the app sends it again once hydrated, with what was typed
  // (src/ssr/typed-before-hydration.ts), rather than the browser posting it and loading the page afresh, empty.
  document.addEventListener('submit', function (event) {
    var root = document.getElementById('root');
    if (!root || root.hasAttribute('data-app-ready')) return;
    event.preventDefault();
    event.target.setAttribute('data-sent-early', '');
  }, true);
  var started = false;
  function startOnce() {
    if (!started) { started = true; start(); }
  }
  // Once the browser reports the first contentful paint (its time on screen, a little after the main thread drew
  // it); without paint timing, one frame after the next. A hidden tab paints nothing: at once. The timer is only a
  // safety net.
  if (document.visibilityState === 'hidden') return startOnce();
  document.addEventListener('visibilitychange', startOnce);
  setTimeout(startOnce, 3000);
  if ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0)
    return requestAnimationFrame(function () { setTimeout(startOnce, 0); });
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startOnce, 0);
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** Where the script is served: its content's hash in the name, so browsers keep it as they keep /assets/. */
export const PAINT_FIRST_PATH = `/paint-first-${createHash('sha256').update(SCRIPT).digest('hex').slice(0, 10)}.js`;
export const PAINT_FIRST_SCRIPT = SCRIPT;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with its module entry and modulepreload links replaced by the paint-first script carrying them. A page
 * without a module entry is returned as it is.
 */
export function paintFirst(html: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
  const tag = `<script defer src="${PAINT_FIRST_PATH}" data-entry="${escapeAttribute(entry[1]!)}" data-preloads="${escapeAttribute(preloads.join(' '))}"></script>`;
  return html.replace(entry[0], () => tag).replace(/<link rel="modulepreload"[^>]*>/g, '');
}
