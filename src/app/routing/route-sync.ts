// Keeps the URL and the statecharts in step (DESIGN.md section 3).
// URL -> machine: a visit (deep link at start, link, back, forward) sends route.enter; the guards decide.
// Machine -> URL: whenever the page of the machines differs from the URL, the URL follows.
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { activeRoute, routeEnterEvent, type ActiveRoute, type Route } from '#machines/kit/route-table.ts';
import type { AppHistory } from './history.ts';

/**
 * A page change the system made on its own (a URL refused or redirected, an answer from the API) replaces
 * the history entry, so back never returns to a page the machines refused. Everything the visitor did
 * (a button, a submitted form, a timer they are watching) adds an entry.
 */
export function historyModeFor(event: EventObject | undefined): 'push' | 'replace' {
  return event && !/^(route|api)\./.test(event.type) ? 'push' : 'replace';
}

type RoutedActor = AnyActorRef & { getSnapshot(): AnyMachineSnapshot };

export function startRouteSync({
  actor,
  routes,
  history,
  onPage,
}: {
  actor: RoutedActor;
  routes: readonly Route[];
  history: AppHistory;
  /** The page the machines show after each change (behaviour tracking, issue 16); told again when nothing moved. */
  onPage?: (route: ActiveRoute) => void;
}): () => void {
  // What moved the machines since the last reconcile: the system, the visitor, or both (then the system wins).
  let systemMoved = false;
  let visitorMoved = false;
  let scheduled = false;
  // A flow's redirect (route.enter with `replace`) whose page is not shown yet (its flow still loading): kept until
  // a page shows, which then replaces the refused entry, whatever answer finally showed it.
  let redirecting = false;

  // Booted: the machines learn the URL in the same breath, so the first page renders in one pass.
  const enterIfAwaiting = () => {
    if (actor.getSnapshot().hasTag('awaitingRoute')) actor.send(routeEnterEvent(routes, history.pathname()));
  };

  const reconcile = () => {
    scheduled = false;
    const replace = systemMoved || !visitorMoved || redirecting;
    systemMoved = false;
    visitorMoved = false;
    enterIfAwaiting();
    const route = activeRoute(actor.getSnapshot());
    if (route) redirecting = false;
    if (route) onPage?.(route);
    if (!route || route.path === history.pathname()) return;
    if (replace) history.replace(route.path);
    else history.push(route.path);
  };

  // Snapshots of the whole system, flow machines included; one reconcile per burst of changes.
  const inspection = actor.system.inspect((inspected) => {
    if (inspected.type !== '@xstate.snapshot') return;
    if (inspected.actorRef === actor) enterIfAwaiting();
    if (historyModeFor(inspected.event) === 'replace') systemMoved = true;
    else visitorMoved = true;
    if (inspected.event.type === 'route.enter' && (inspected.event as RouteEnterEvent).replace) redirecting = true;
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(reconcile);
    }
  });
  const stopVisits = history.onVisit((pathname) => actor.send(routeEnterEvent(routes, pathname)));
  scheduled = true;
  queueMicrotask(reconcile);

  return () => {
    inspection.unsubscribe();
    stopVisits();
  };
}
