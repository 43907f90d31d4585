// The browser's router, a chunk of its own: browser-app.ts starts it downloading beside the boot calls, as
// main.tsx does the themed shell, so react-router-dom (about 29 KB gzip) stays out of the first download.
import { createBrowserRouter } from 'react-router-dom';
import { ROUTES } from '#machines/routed-machines.ts';
import { routerTable } from './machine-router.tsx';
import { createRouterHistory, type RouterHistory } from './router-history.ts';

export function createBrowserHistory(win: Window): RouterHistory {
  const router = createBrowserRouter(routerTable(ROUTES), { window: win });
  return createRouterHistory(router, { onNewEntry: () => win.scrollTo(0, 0) });
}
