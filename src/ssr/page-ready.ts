// When the browser may hydrate the page the server rendered (decision 0303): once the app's machines stand on
// that same page and every chunk its first render needs is here, so React's first render in the browser
// produces exactly the server's markup, in one pass, without a fallback. Until then the server's page stays
// on screen as it is.
import { waitFor } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import { Shell } from '../app/app.tsx';
import { ROUTE_VIEWS } from '../app/routing/route-views.ts';
import type { FirstPage } from './first-page.ts';

/**
 * True when the app now shows the server's page (hydrate), false when it went elsewhere or holds a session
 * the server could not see (render afresh).
 */
export async function pageReady(actor: AppActor, history: Promise<unknown>, page: FirstPage & { kind: 'page' }): Promise<boolean> {
  // A session kept in this browser leads elsewhere or changes the page; the server rendered it for a new visitor.
  if (actor.getSnapshot().context.sessionHeld) return false;
  try {
    const snapshot = await waitFor(actor, (state) => activeRoute(state) !== undefined || state.matches('bootFailed') || state.matches('leaving'), {
      timeout: Infinity,
    });
    const route = activeRoute(snapshot);
    if (!route || route.path !== page.path) return false;
    await Promise.all([history, Shell.preload(), ROUTE_VIEWS[route.meta.path]?.preload()]);
    // The route sync may have moved on while the chunks arrived.
    return activeRoute(actor.getSnapshot())?.path === page.path;
  } catch {
    return false;
  }
}
