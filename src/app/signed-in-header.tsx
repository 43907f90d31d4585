// The signed-in header's navigation for the page the machines are on (issue 18, defect 13): which links, from
// signed-in-shell.ts; a loan being repaid from the home page while it is open. Sign out is the home page's own:
// a visit to home asking for it (signOutVisit), at once on home, elsewhere as home opens.
import { Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { signOutVisit } from '#machines/home/pages.ts';
import type { ActiveRoute } from '#machines/kit/route-table.ts';
import { HOME_PAGE_FLAG } from '#src/domain/codes/loan.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import type { HomeActor } from '#src/views/home/home-actor.ts';
import { lazyComponent } from './chunk-load.ts';
import { signedInShellOf } from './signed-in-shell.ts';

/** Its own chunk (the menus' machinery), loaded when a signed-in page first shows. */
const SignedInNav = lazyComponent(() => import('./signed-in-nav.tsx').then((module) => module.SignedInNav));

/** What the home page, while it is open, tells the header: a loan being repaid, and how to sign out. */
function useHomePage(actor: AppActor) {
  const home = useSelector(actor, (snapshot) => snapshot.children.home as HomeActor | undefined);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = home?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [home],
  );
  const repaymentLoan = () => home?.getSnapshot().context.disbursement?.homePageFlag === HOME_PAGE_FLAG.repaymentLoan;
  // The same on the server, which renders the first page (decision 0303).
  const hasRepaymentLoan = useSyncExternalStore(subscribe, repaymentLoan, repaymentLoan);
  // Signing out is the home flow's, asked by a visit the app routes as any other: on home now, elsewhere once home shows.
  const signOut = useCallback(() => actor.send(signOutVisit()), [actor]);
  return { hasRepaymentLoan, signOut };
}

/** The top bar's navigation for this page, or null where it is not shown (signed-out pages, the signature step). */
export function useSignedInNav(actor: AppActor, route: ActiveRoute | undefined): ReactNode {
  // Signed in this tab, or holding a session since the page loaded: a reload of a public page keeps the header.
  const customerKnown = useSelector(actor, (snapshot) => Boolean(snapshot.context.customer) || Boolean(snapshot.context.sessionHeld));
  const home = useHomePage(actor);
  const shell = route
    ? signedInShellOf({ path: route.path, footer: route.meta.footer !== false, customerKnown, hasRepaymentLoan: home.hasRepaymentLoan })
    : null;
  // Until its chunk is here the bar shows the brand alone: the page itself never waits for it.
  return (
    shell && (
      <Suspense fallback={null}>
        <SignedInNav links={shell.links} changePassword={shell.changePassword} onSignOut={home.signOut} />
      </Suspense>
    )
  );
}
