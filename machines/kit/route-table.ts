// The path <-> state converter: the router table is read from the `meta` of the routed states of every flow
// machine, so a page's URL is written once, in its machine.
import { isMachineSnapshot, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { isRouteMeta, type RouteEnterEvent, type RouteMeta } from './route-meta.ts';

export type Route = { machineId: string; stateId: string; meta: RouteMeta };
export type RouteMatch = { route: Route; params: Record<string, string> };
export type ActiveRoute = Route & { path: string };

/** Every routed state of the given machines. Two states claiming one path is a programming error. */
export function collectRoutes(machines: readonly AnyStateMachine[]): Route[] {
  const routes: Route[] = [];
  const visit = (machineId: string, node: AnyStateNode) => {
    if (isRouteMeta(node.meta)) {
      const clash = routes.find((route) => route.meta.path === node.meta.path);
      if (clash) throw new Error(`States ${clash.stateId} and ${node.id} both claim ${node.meta.path}`);
      routes.push({ machineId, stateId: node.id, meta: node.meta });
    }
    for (const child of Object.values(node.states)) visit(machineId, child);
  };
  for (const machine of machines) visit(machine.id, machine.root);
  return routes;
}

/** One leading slash, no trailing slash (except the root), no empty segments. */
export function normalizePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

const segmentsOf = (path: string) => normalizePath(path).split('/').filter(Boolean);

/** The params of `pathname` when it fits `pattern` (`/create-account/:resource`), otherwise null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape is not a page of ours
      }
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

/** The route for a pathname; a static route wins over a param route that also fits. */
export function matchRoute(routes: readonly Route[], pathname: string): RouteMatch | undefined {
  const staticSegments = (route: Route) => segmentsOf(route.meta.path).filter((s) => !s.startsWith(':')).length;
  let best: RouteMatch | undefined;
  for (const route of routes) {
    const params = matchPattern(route.meta.path, pathname);
    if (params && (!best || staticSegments(route) > staticSegments(best.route))) best = { route, params };
  }
  return best;
}

/** The URL of a pattern with its params filled in; a missing param is a programming error. */
export function buildPath(pattern: string, paramOf: (name: string) => unknown): string {
  const segments = segmentsOf(pattern).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = paramOf(segment.slice(1));
    if (value === undefined || value === null || value === '') throw new Error(`${pattern} needs ${segment.slice(1)}`);
    return encodeURIComponent(String(value));
  });
  return `/${segments.join('/')}`;
}

/** The event a URL sends to the machines: the normalized path and the params of its route, if any. */
export function routeEnterEvent(routes: readonly Route[], pathname: string): RouteEnterEvent {
  const path = normalizePath(pathname);
  return { type: 'route.enter', path, params: matchRoute(routes, path)?.params ?? {} };
}

/**
 * The page the machines are on: the deepest routed state of the snapshot, or of a flow machine it runs
 * (a child's page wins over its parent's). Params come from the owning machine's context by name.
 */
export function activeRoute(snapshot: AnyMachineSnapshot): ActiveRoute | undefined {
  if (snapshot.status !== 'active') return undefined;
  for (const child of Object.values(snapshot.children)) {
    const childSnapshot: unknown = (child as AnyActorRef | undefined)?.getSnapshot();
    if (isMachineSnapshot(childSnapshot)) {
      const found = activeRoute(childSnapshot);
      if (found) return found;
    }
  }
  let deepest: { stateId: string; meta: RouteMeta } | undefined;
  for (const [stateId, meta] of Object.entries(snapshot.getMeta())) {
    if (isRouteMeta(meta) && (!deepest || depth(stateId) > depth(deepest.stateId))) deepest = { stateId, meta };
  }
  if (!deepest) return undefined;
  const context = (snapshot.context ?? {}) as Record<string, unknown>;
  const { meta } = deepest;
  const back = meta.backOf?.(context);
  return {
    machineId: snapshot.machine.id,
    stateId: deepest.stateId,
    // A copy with this context's back: the state's own meta (and its catalog getters) stays as it is.
    meta: back === undefined ? meta : withBack(meta, back),
    path: buildPath(deepest.meta.path, (name) => context[name]),
  };
}

/** The meta with another back, its other fields (the catalog's getters among them) as they are. */
const withBack = (meta: RouteMeta, back: string): RouteMeta =>
  Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(meta), back: { value: back, enumerable: true } }) as RouteMeta;

const depth = (stateId: string) => stateId.split('.').length;

/** The guard every flow uses on visits: whether the visited path fits a pattern. */
export const isPath = ({ event }: { event: { type: string } }, params: { path: string }) =>
  event.type === 'route.enter' && matchPattern(params.path, (event as RouteEnterEvent).path) !== null;
