// The home page (spec section 2), and the visit that asks it to sign out. Where its actions lead is ways.ts,
// each path read from the table of the flow that owns it.
import { visit, type RouteEnterEvent, type RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

/** The flow's one page; its title is read from the flow's catalog whenever it is shown. */
export const HOME_PAGE = withWords({ path: '/home' } as const, 'title', 'home.page.home') satisfies RouteMeta;

export const HOME_PATHS = { home: HOME_PAGE.path } as const;

/** A visit to the home page; `signOut`: the borrower asked to sign out (the signed-in header), which home does. */
export type HomeVisit = RouteEnterEvent & { signOut?: true };

/**
 * Signing out from any page (the header's "Sign out"): a visit to home that asks for it. Open, home signs out at
 * once; otherwise it opens and signs out as its page shows (its call, then session.signOut).
 */
export const signOutVisit = (): HomeVisit => ({ ...visit(HOME_PAGE.path), signOut: true });

export const asksSignOut = (event: RouteEnterEvent): boolean => (event as HomeVisit).signOut === true;
