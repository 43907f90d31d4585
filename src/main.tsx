import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, Shell } from '#src/app/app.tsx';
import { startBrowserApp } from '#src/app/browser-app.ts';
import { preloadViewOf } from '#src/app/routing/route-views.ts';
import { readFirstPage } from '#src/ssr/first-page.ts';
import { pageReady } from '#src/ssr/page-ready.ts';
import { appReady, expectTyped } from '#src/ssr/typed-before-hydration.ts';

// VITE_API_BASE_URL points the app at another backend; by default the API is on the page's own origin.
const { actor, history } = startBrowserApp(window, import.meta.env.VITE_API_BASE_URL || undefined);

// Start downloading the themed shell and the landing page's view now, beside the boot calls (the router table
// knows the pages of the flows here from the start); a failure surfaces where they render.
void Shell.preload();
preloadViewOf(window.location.pathname);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App actor={actor} history={history} />
  </StrictMode>
);
// The server may have rendered the first page (decision 0303): a page is hydrated once the machines stand on it,
// and rendered afresh when the app does not show it after all. The booting overlay is rendered afresh: by the
// time React renders, the embedded boot answers have booted the app past it (hydrating it would not match), and
// the overlay the app shows meanwhile is the same.
const firstPage = readFirstPage(root);
// Hydrating is a transition: React then hydrates in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task (the page is already on screen, so nothing waits for it but the listeners).
// What the visitor typed in the server's form meanwhile is handed to the form once React holds it (RoutedPage).
const hydrate = () => {
  expectTyped(root);
  startTransition(() => void hydrateRoot(root, app));
};
const render = () => {
  appReady(root);
  createRoot(root).render(app);
};
if (firstPage?.kind === 'page') void pageReady(actor, history, firstPage).then((same) => (same ? hydrate() : render()));
else render();
