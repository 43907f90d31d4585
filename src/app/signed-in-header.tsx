// The signed-in header's navigation for the page the machines are on (issue 18, defect 13): which links, from
// signed-in-shell.ts; a loan being repaid and the sign-out from the home page while it is open, so signing out
// from the header is the home page's own event (home.signOut), the same as its Sign out button. Elsewhere Sign
// out visits home first (a visit like any link's) and sends that event once home shows.
import { Suspense, useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { HOME_PATHS } from '#machines/home/pages.ts';
import type { ActiveRoute } from '#machines/kit/route-table.ts';
import { HOME_PAGE_FLAG } from '#src/domain/codes/loan.ts';
import type { AppActor } from '#src/views/app-actor.ts';
import type { HomeActor } from '#src/views/home/home-actor.ts';
import { lazyComponent } from './chunk-load.ts';
import { signedInShellOf } from './signed-in-shell.ts';

/** Its own chunk (the menus' machinery), loaded when a signed-in page first shows. */
const SignedInNav = lazyComponent(() => import('./signed-in-nav.tsx').then((module) => module.SignedInNav));

/** What the home page, while it is open, tells the header: a loan being repaid, and how to sign out. */
function useHomePage(actor: AppActor, path: string | undefined) {
  const home = useSelector(actor, (snapshot) => snapshot.children.home as HomeActor | undefined);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = home?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [home],
  );
  const hasRepaymentLoan = useSyncExternalStore(subscribe, () => home?.getSnapshot().context.disbursement?.homePageFlag === HOME_PAGE_FLAG.repaymentLoan);
  const shown = useSyncExternalStore(subscribe, () => home?.getSnapshot().matches('shown') ?? false);
  const navigate = useNavigate();
  // A sign-out asked for away from home (the page it was asked on): sent once home shows, forgotten if the
  // visitor lands anywhere else (sign-in, when the session had ended). A ref, not state: nothing renders from it.
  const signOutFrom = useRef<string | null>(null);
  useEffect(() => {
    if (signOutFrom.current === null) return;
    if (shown && home) {
      signOutFrom.current = null;
      home.send({ type: 'home.signOut' });
    } else if (path !== undefined && path !== signOutFrom.current && path !== HOME_PATHS.home) signOutFrom.current = null;
  }, [shown, home, path]);
  const signOut = useCallback(() => {
    if (shown && home) return home.send({ type: 'home.signOut' });
    signOutFrom.current = path ?? null;
    void navigate(HOME_PATHS.home);
  }, [shown, home, path, navigate]);
  return { hasRepaymentLoan, signOut };
}

/** The top bar's navigation for this page, or null where it is not shown (signed-out pages, the signature step). */
export function useSignedInNav(actor: AppActor, route: ActiveRoute | undefined): ReactNode {
  const customerKnown = useSelector(actor, (snapshot) => Boolean(snapshot.context.customer));
  const home = useHomePage(actor, route?.path);
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
