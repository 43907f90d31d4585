// Each flow's code (its machine, contract and calls) arrives with the flow's first visit (issue 15): the app
// machine asks (guard flowNotLoaded, action loadFlow) when a visited path's flow is not here, the visit waits on
// the page it came from, and once the chunk is here the flow is provided and the visit made again. Sign-in's
// flow (account) and the lender's pages (legal, whose licences every footer prints) come with the shell.
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';
import { FLOWS, type FlowId } from '#machines/flows.ts';
import type { RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { collectRoutes, routeEnterEvent, type Route } from '#machines/kit/route-table.ts';
import { loadChunk } from './chunk-load.ts';
import { addRouteViews, preloadViewOf } from './routing/route-views.ts';

export type FlowWiring = { call: ApiCall; state: EncryptedStore; openUrl: (url: string) => void };

type LazyFlowId = Exclude<FlowId, 'account' | 'legal'>;

const LOADERS: Record<LazyFlowId, (wiring: FlowWiring) => Promise<AnyStateMachine>> = {
  guidance: (wiring) => import('./guidance-actors.ts').then((m) => m.guidanceFlow(wiring)),
  signing: (wiring) => import('./signing-actors.ts').then((m) => m.signingFlow(wiring)),
  disbursement: (wiring) => import('./disbursement-actors.ts').then((m) => m.disbursementFlow(wiring)),
  repayment: (wiring) => import('./repayment-actors.ts').then((m) => m.repaymentFlow(wiring)),
  coupon: (wiring) => import('./coupon-actors.ts').then((m) => m.couponFlow(wiring)),
  home: (wiring) => import('./home-actors.ts').then((m) => m.homeFlow(wiring)),
  resourceLink: (wiring) => import('./resource-link-actors.ts').then((m) => m.resourceLinkFlow(wiring)),
};

const flowOfPath = (path: string) => FLOWS.find((flow) => flow.owns(path));

type Target = {
  /** The app machine the actor runs: its flows' implementations are filled in as they arrive. */
  machine: { implementations: { actors: Record<string, AnyActorLogic> } };
  /** The router table, grown by each flow's routes. */
  routes: Route[];
  send: (event: RouteEnterEvent) => void;
  /** A flow's chunk that cannot be fetched: the page is loaded afresh once, then the visitor is told. */
  failed: (path: string, error: unknown) => void;
};

/** `provided`: the flows the app machine is given at once (their routes join the router table here). */
export function lazyFlows(wiring: FlowWiring, provided: Partial<Record<FlowId, AnyStateMachine>>) {
  const loaded = new Set(Object.keys(provided) as FlowId[]);
  const loading = new Map<FlowId, Promise<void>>();
  let target: Target | undefined;
  // The visit that waits for its flow; a later visit replaces it (that one is made, this one dropped).
  let waiting: RouteEnterEvent | null = null;

  const load = (id: FlowId): Promise<void> => {
    let found = loading.get(id);
    if (!found) {
      // The flows' views come with the first of them (the first page holds only its own flows' views).
      const views = import('./routing/flow-route-views.ts').then((module) => addRouteViews(module.FLOW_VIEW_IMPORTS));
      found = loadChunk(() => Promise.all([LOADERS[id as LazyFlowId](wiring), views]).then(([logic]) => logic)).then((logic) => {
        if (!target) throw new Error('lazyFlows: no app machine to provide the flow to');
        target.machine.implementations.actors[id] = logic;
        target.routes.push(...collectRoutes([logic]));
        loaded.add(id);
      });
      found.catch(() => loading.delete(id));
      loading.set(id, found);
    }
    return found;
  };

  return {
    attach(next: Target) {
      target = next;
      target.routes.push(...collectRoutes(Object.values(provided)));
    },
    /** A visit (any): the latest one is the one that counts. */
    visited(event: RouteEnterEvent) {
      if (event !== waiting) waiting = null;
    },
    /** Guard: the visited path's flow has not arrived yet. */
    notLoaded(event: { type: string }): boolean {
      if (event.type !== 'route.enter') return false;
      const flow = flowOfPath((event as RouteEnterEvent).path);
      return flow !== undefined && !loaded.has(flow.id);
    },
    /** Action: fetch the flow of the visit, then make the visit again unless another came since. */
    load(event: RouteEnterEvent) {
      const flow = flowOfPath(event.path);
      if (!flow) return;
      waiting = event;
      load(flow.id).then(
        () => {
          if (waiting !== event || !target) return;
          waiting = null;
          // The same visit with its route's params: what else it asks (a home visit's sign-out) goes with it.
          target.send({ ...event, ...routeEnterEvent(target.routes, event.path) });
        },
        (error: unknown) => {
          if (waiting === event) target?.failed(event.path, error);
        },
      );
    },
    /**
     * Starts fetching the flow of the path the page opened on, beside the boot calls, and then that page's view (a
     * failure is its visit's to tell). The view would otherwise be asked for once it renders, after the flow's own
     * first calls have answered: one more round trip before the page shows (issue 15, /home).
     */
    preload(path: string): Promise<void> {
      const flow = flowOfPath(path);
      return flow && !loaded.has(flow.id)
        ? load(flow.id).then(
            () => preloadViewOf(path),
            () => {},
          )
        : Promise.resolve();
    },
  };
}
