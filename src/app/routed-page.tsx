import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { Layout } from '#src/ui/layout.tsx';
import { LoadingOverlay } from '#src/ui/loading-overlay.tsx';
import { PageHeading } from '#src/ui/page-heading.tsx';
import type { AppActor } from '#src/views/app-actor.ts';
import { useLenderLicences } from './legal-actors.ts';
import { useSignedInNav } from './signed-in-header.tsx';
import { ROUTE_VIEWS } from './routing/route-views.ts';
import { useActiveRoute } from './routing/use-active-route.ts';
import { useOverlayWords } from './routing/use-overlay-words.ts';
import { useTypedBeforeHydration } from '#src/ssr/typed-before-hydration.ts';

/** The page of the routed state the machines are on: layout from its meta, its title as the one <h1>. */
export function RoutedPage({ actor, portfolio }: { actor: AppActor; portfolio: Portfolio }) {
  const route = useActiveRoute(actor);
  // While no page can show, the overlay says what the machines are doing (issue 18, defect 11).
  const busyWords = useOverlayWords(actor, useLocation().pathname);
  const licences = useLenderLicences(portfolio.portfolioId);
  const nav = useSignedInNav(actor, route);
  const title = route?.meta.title;
  // How many pages this visit has shown; adjusted while rendering, as React suggests for derived state.
  const [pages, setPages] = useState<{ path?: string; count: number }>({ count: 0 });
  if (route && route.path !== pages.path) setPages({ path: route.path, count: pages.count + 1 });

  useEffect(() => {
    if (title) document.title = `${title} | ${portfolio.portfolioName}`;
  }, [title, portfolio.portfolioName]);

  if (!route) return <LoadingOverlay label={busyWords} />;
  const View = ROUTE_VIEWS[route.meta.path];
  if (!View) throw new Error(`No view is registered for ${route.meta.path}`);
  return (
    <Layout
      portfolio={portfolio}
      topBar={route.meta.topBar ?? 'solid'}
      footer={route.meta.footer !== false}
      dark={route.meta.dark}
      width={route.meta.width}
      back={route.meta.back}
      licences={licences}
      nav={nav}
    >
      <Suspense fallback={<LoadingOverlay label={busyWords} />}>
        {/* After the first page, focus moves to the new heading so screen readers start there. */}
        <View key={route.path} heading={<PageHeading title={route.meta.title} focusOnMount={pages.count > 1} />} />
        <TypedBeforeHydration />
      </Suspense>
    </Layout>
  );
}

/** Nothing to show: hands what the visitor typed into the server's page to its form once hydrated. */
function TypedBeforeHydration() {
  useTypedBeforeHydration();
  return null;
}
