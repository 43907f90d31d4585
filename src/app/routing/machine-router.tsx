// react-router-dom's data router, built from the statecharts' route table (DESIGN.md section 3). It keeps the
// browser history and turns links into visits; it never chooses the page. Every route, the catch-all
// included, renders the page the machines are on: the URL only informs them (route-sync.ts).
import { createContext, useContext, type ReactNode } from 'react';
import { RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import type { Route } from '#machines/route-table.ts';

const MachinePageContext = createContext<ReactNode>(null);

function MachinePage() {
  return useContext(MachinePageContext);
}

/** One route per routed state (its meta.path: ':param' reads the same to both) and a catch-all '*'. */
export function routerTable(routes: readonly Route[]): RouteObject[] {
  return [
    ...routes.map(({ stateId, meta }) => ({ id: stateId, path: meta.path, Component: MachinePage })),
    { id: 'unmatched', path: '*', Component: MachinePage },
  ];
}

/** The router around the page the machines chose, so links and history work inside it. */
export function MachineRouter({ router, children }: { router: DataRouter; children: ReactNode }) {
  return (
    <MachinePageContext.Provider value={children}>
      <RouterProvider router={router} />
    </MachinePageContext.Provider>
  );
}
