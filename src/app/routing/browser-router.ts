// The browser's router history, a chunk of its own: browser-app.ts starts it downloading beside the boot
// calls, as main.tsx does the themed shell, so react-router-dom stays out of the entry.
import { browserUrlHistory, createRouterHistory, type RouterHistory } from './router-history.ts';

export function createBrowserHistory(win: Window): RouterHistory {
  return createRouterHistory(browserUrlHistory(win), { onNewEntry: () => win.scrollTo(0, 0) });
}
