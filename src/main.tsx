import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, Shell } from '#src/app/app.tsx';
import { startBrowserApp } from '#src/app/browser-app.ts';
import { preloadViewOf } from '#src/app/routing/route-views.ts';
import { readFirstPage } from '#src/ssr/first-page.ts';
import { pageReady } from '#src/ssr/page-ready.ts';

// Start downloading the themed shell and the landing page's view now, beside the boot calls; a failure
// surfaces where they render.
void Shell.preload();
preloadViewOf(window.location.pathname);

// VITE_API_BASE_URL points the app at another backend; by default the API is on the page's own origin.
const { actor, history } = startBrowserApp(window, import.meta.env.VITE_API_BASE_URL || undefined);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App actor={actor} history={history} />
  </StrictMode>
);
// The server may have rendered the first page (decision 0303): the booting overlay is hydrated at once, a page
// once the machines stand on it; a page the app does not show after all is rendered afresh.
const firstPage = readFirstPage(root);
if (firstPage?.kind === 'boot') hydrateRoot(root, app);
else if (firstPage?.kind === 'page') void pageReady(actor, history, firstPage).then((same) => (same ? hydrateRoot(root, app) : createRoot(root).render(app)));
else createRoot(root).render(app);
