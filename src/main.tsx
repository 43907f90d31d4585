import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Shell } from '#src/app/app.tsx';
import { startBrowserApp } from '#src/app/browser-app.ts';
import { preloadViewOf } from '#src/app/routing/route-views.ts';

// Start downloading the themed shell and the landing page's view now, beside the boot calls; a failure
// surfaces where they render.
void Shell.preload();
preloadViewOf(window.location.pathname);

// VITE_API_BASE_URL points the app at another backend; by default the API is on the page's own origin.
const { actor, history } = startBrowserApp(window, import.meta.env.VITE_API_BASE_URL || undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App actor={actor} history={history} />
  </StrictMode>,
);
