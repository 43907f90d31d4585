import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_PATH, PAINT_FIRST_SCRIPT, paintFirst } from '#server/plugins/paint-first.ts';

const PAGE =
  '<html><head><script type="module" crossorigin src="/assets/index-E1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-dom-R1.js">' +
  '<link rel="icon" href="/brand/118/favicon.svg"><link rel="modulepreload" crossorigin href="/assets/ui-kit-U1.js"></head><body><div id="root" data-first-page="page /sign-in"><h1>Sign in</h1></div></body></html>';

describe("a server-rendered page's scripts start after its first paint (decision 0303)", () => {
  it('hands the module entry and every modulepreload to the paint-first script, and keeps everything else', () => {
    expect(paintFirst(PAGE)).toBe(
      `<html><head><script defer src="${PAINT_FIRST_PATH}" data-entry="/assets/index-E1.js" data-preloads="/assets/react-dom-R1.js /assets/ui-kit-U1.js"></script>` +
        '<link rel="icon" href="/brand/118/favicon.svg"></head><body><div id="root" data-first-page="page /sign-in"><h1>Sign in</h1></div></body></html>',
    );
  });

  it('leaves a page without a module entry as it is', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(paintFirst(page)).toBe(page);
  });

  it('is served under a name that changes with its content, as the build names its files', () => {
    expect(PAINT_FIRST_PATH).toMatch(/^\/paint-first-[0-9a-f]{10}\.js$/);
    expect(() => new Function(PAINT_FIRST_SCRIPT)).not.toThrow();
  });
});
