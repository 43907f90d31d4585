// react-router-dom's declarative router around the page the machines chose (DESIGN.md section 3). It keeps
// the URL history and turns links into visits; it never chooses the page. Its route table is built from the
// statecharts' routes, and every route, the catch-all included, renders the page the machines are on.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router-dom';
import type { Route } from '#machines/kit/route-table.ts';
import type { RouterHistory } from './router-history.ts';

/** One route per routed state (its meta.path: ':param' reads the same to both) and a catch-all '*'. */
export function routerTable(routes: readonly Route[], page: ReactNode = null): RouteObject[] {
  return [...routes.map(({ stateId, meta }) => ({ id: stateId, path: meta.path, element: page })), { id: 'unmatched', path: '*', element: page }];
}

function MachineRoutes({ routes, children }: { routes: readonly Route[]; children: ReactNode }) {
  return useRoutes(routerTable(routes, children));
}

/** The router around the page the machines chose, so links and history work inside it. */
export function MachineRouter({ history, routes, children }: { history: RouterHistory; routes: readonly Route[]; children: ReactNode }) {
  const { location, action } = useSyncExternalStore(history.subscribe, history.view, history.view);
  return (
    <Router location={location} navigationType={action} navigator={history.navigator}>
      <MachineRoutes routes={routes}>{children}</MachineRoutes>
    </Router>
  );
}
