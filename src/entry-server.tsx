// The server's half of the first page (decision 0303), built by `vite build --ssr` into dist/.ssr/ and loaded
// by server/plugins/static-app.ts when present. A public page is rendered as the app shows it once booted
// (the brand's Chakra system, the layout, the view), with the critical CSS Emotion wrote for it; any other
// page as the overlay the app shows while it boots. The browser hydrates either (src/main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createActor } from 'xstate';
import { appMachine } from '#machines/app/app.machine.ts';
import { APP_PATHS } from '#machines/app/pages.ts';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { NOTIFICATIONS, notificationPath } from '#machines/app/notification-codes.ts';
import { App, Shell } from '#src/app/app.tsx';
import type { BootAnswer } from '#src/app/boot-answers.ts';
import { trackForUse } from '#src/app/chunk-load.ts';
import { ROUTE_VIEWS } from '#src/app/routing/route-views.ts';
import type { RouterHistory } from '#src/app/routing/router-history.ts';
import { createRouterHistory, memoryUrlHistory } from '#src/app/routing/router-history.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import { firstPageAttribute, FIRST_PAGE_ATTRIBUTE, type FirstPage } from './ssr/first-page.ts';
import { settleServerApp } from './ssr/server-app.ts';

export { FIRST_PAGE_ATTRIBUTE };

/**
 * The pages rendered as they show: public, and asking the API nothing on arrival (or what the page carries), so the browser's machines
 * reach the same page in the same state. `/` leads to /sign-in.
 */
const RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/',
  ACCOUNT_PATHS.signIn,
  ACCOUNT_PATHS.sendResetLink,
  // Its consent templates are embedded in the page (server/plugins/static-page.ts) and answer its one call.
  ACCOUNT_PATHS.welcome,
  APP_PATHS.notFound,
  APP_PATHS.denied,
  APP_PATHS.serverError,
  ...NOTIFICATIONS.map(({ code }) => notificationPath(code)),
]);

export type RenderedFirstPage = {
  /** What goes inside #root. */
  html: string;
  /** The critical CSS as Emotion's style tags, for <head>. */
  styles: string;
  /** The value of #root's FIRST_PAGE_ATTRIBUTE. */
  marker: string;
  /** The document title the page sets, when it is a page. */
  title: string | null;
};

const resolved = <T,>(value: T) => trackForUse(Promise.resolve(value));

/** The app's tree rendered with an Emotion cache of the browser's key ('css'), so the browser's cache adopts its styles. */
async function render(actor: AppActor, history: RouterHistory) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const historyPromise = resolved(history);
  await historyPromise;
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App actor={actor} history={historyPromise} />
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}

/** The first page of a visit to `url`, or null when the server should send the page without it. */
export async function renderFirstPage({ url, userAgent, answers }: { url: URL; userAgent: string; answers: BootAnswer[] }): Promise<RenderedFirstPage | null> {
  if (RENDERED_PAGES.has(url.pathname)) {
    const app = await settleServerApp({ url, userAgent, answers });
    if (!app) return null;
    try {
      const View = ROUTE_VIEWS[app.route.meta.path];
      await Promise.all([Shell.preload(), View?.preload()]);
      const { html, styles } = await render(app.actor, app.history);
      const page: FirstPage = { kind: 'page', path: app.route.path };
      const portfolioName = app.actor.getSnapshot().context.portfolio?.portfolioName;
      return { html, styles, marker: firstPageAttribute(page), title: app.route.meta.title ? `${app.route.meta.title} | ${portfolioName ?? ''}` : null };
    } finally {
      app.stop();
    }
  }
  // Any other page: the overlay of the app booting, which is what the browser's first render shows.
  const actor = createActor(appMachine, { input: { url: url.href, userAgent, redirectParam: url.searchParams.get('redirect'), sessionHeld: false } });
  const { html, styles } = await render(actor as AppActor, createRouterHistory(memoryUrlHistory([url.pathname])));
  return { html, styles, marker: firstPageAttribute({ kind: 'boot' }), title: null };
}
