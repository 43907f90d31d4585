// Behaviour tracking in the browser (issue 16, decision 0800; the spec's sender did nothing). The route sync
// tells it each page shown; the API client each call answered. It keeps records in a batch and sends them with
// navigator.sendBeacon when the page hides (or the batch is full), so a leaving visitor's last page still
// arrives. It never records personal data: a page is its route PATTERN ('/create-account/:resource', never the
// link's token), its title the page's own, a call its contract path and answer code; no field values, no
// e-mail, no ids. A portfolio whose behaviorTracking is false records nothing.
import type { BehaviorRecord } from '#src/api/contract/behavior.ts';
import { BEHAVIOR_BATCH_MAX, SAVE_BEHAVIOR_RECORD_PATH } from '#src/api/contract/behavior-path.ts';
import type { ApiCall } from '#src/api/client.ts';
import { ApiError } from '#src/api/api-error.ts';
import { BEHAVIOR_AREA, behaviorSourceOf, type BehaviorArea } from '#src/domain/codes/behavior.ts';
import type { ActiveRoute } from '#machines/kit/route-table.ts';

/** Which area of the product a page belongs to, by the flow that owns it (its machine). */
const AREA_OF_FLOW: Readonly<Record<string, BehaviorArea>> = {
  account: BEHAVIOR_AREA.account,
  legal: BEHAVIOR_AREA.account,
  guidance: BEHAVIOR_AREA.guidance,
  resourceLink: BEHAVIOR_AREA.guidance,
  home: BEHAVIOR_AREA.me,
  app: BEHAVIOR_AREA.me,
  disbursement: BEHAVIOR_AREA.preOrigination,
  signing: BEHAVIOR_AREA.preOrigination,
  repayment: BEHAVIOR_AREA.postOrigination,
  coupon: BEHAVIOR_AREA.postOrigination,
};

/** The signed-in borrower's own pages in the account flow. */
const ME_PAGES: ReadonlySet<string> = new Set(['/change-password']);

export function behaviorAreaOf(route: Pick<ActiveRoute, 'machineId' | 'meta'>): BehaviorArea {
  if (ME_PAGES.has(route.meta.path)) return BEHAVIOR_AREA.me;
  return AREA_OF_FLOW[route.machineId] ?? BEHAVIOR_AREA.me;
}

/** Who the records are for, once the app has booted: undefined while it has not. */
export type TrackingContext = { portfolioId: number; sessionId: string; tracking: boolean };

export type BehaviorTrackerOptions = {
  /** The API's origin ('' for the page's own). */
  baseUrl: string;
  /** navigator.sendBeacon: queued by the browser, sent even while the page goes away. */
  send: (url: string, body: Blob) => boolean;
  /** Milliseconds, for instants (Date.now). */
  now: () => number;
  context: () => TrackingContext | undefined;
  batchSize?: number;
};

type Shown = { key: string; page: string; area: BehaviorArea; enteredAt: number };

export type BehaviorTracker = ReturnType<typeof createBehaviorTracker>;

export function createBehaviorTracker({ baseUrl, send, now, context, batchSize = BEHAVIOR_BATCH_MAX }: BehaviorTrackerOptions) {
  const url = `${baseUrl.replace(/\/+$/, '')}${SAVE_BEHAVIOR_RECORD_PATH}`;
  let batch: BehaviorRecord[] = [];
  let shown: Shown | undefined;
  /** The page hidden by page hide, shown again if the browser restores it from its cache. */
  let hidden: Shown | undefined;

  const off = () => context()?.tracking === false;
  const at = (ms: number) => new Date(ms).toISOString();

  const flush = () => {
    const who = context();
    if (!who || batch.length === 0) return;
    if (!who.tracking) {
      batch = [];
      return;
    }
    while (batch.length > 0) {
      const records = batch.splice(0, Math.min(batchSize, BEHAVIOR_BATCH_MAX));
      const body = JSON.stringify({ portfolioId: who.portfolioId, sessionId: who.sessionId, records });
      send(url, new Blob([body], { type: 'application/json' }));
    }
  };

  const record = (entry: BehaviorRecord) => {
    if (off()) return;
    batch.push(entry);
    if (batch.length >= batchSize) flush();
  };

  const enter = (page: Shown, title: string | undefined) =>
    record({ source: behaviorSourceOf(page.area, 'pageEnter'), kind: 'pageEnter', at: at(page.enteredAt), page: page.page, ...(title ? { title } : {}) });

  const leave = (page: Shown) => {
    const time = now();
    record({
      source: behaviorSourceOf(page.area, 'pageLeave'),
      kind: 'pageLeave',
      at: at(time),
      page: page.page,
      timeOnPageMs: Math.max(0, time - page.enteredAt),
    });
  };

  return {
    /** The route sync shows a page: the one before is left, this one entered (the same URL again is no visit). */
    pageShown(route: ActiveRoute): void {
      if (shown?.key === route.path) return;
      if (shown) leave(shown);
      shown = { key: route.path, page: route.meta.path, area: behaviorAreaOf(route), enteredAt: now() };
      hidden = undefined;
      enter(shown, route.meta.title);
    },

    /** A call answered: its contract path, its answer code (1 success; 0 no answer) and how long it took. */
    apiAction(call: string, outcome: number, durationMs: number): void {
      const area = shown?.area ?? BEHAVIOR_AREA.account;
      record({
        source: behaviorSourceOf(area, 'apiAction'),
        kind: 'apiAction',
        at: at(now()),
        page: shown?.page ?? '/',
        call,
        outcome,
        durationMs: Math.max(0, Math.round(durationMs)),
      });
    },

    /** The page goes away (tab closed, another site, back to the bank's page): the page is left, the batch sent. */
    pageHidden(): void {
      if (shown) {
        leave(shown);
        hidden = shown;
        shown = undefined;
      }
      flush();
    },

    /** The browser restored the page from its back-forward cache: the page hidden is entered again. */
    pageRestored(): void {
      if (!hidden || shown) return;
      shown = { ...hidden, enteredAt: now() };
      hidden = undefined;
      enter(shown, undefined);
    },

    /** Sends what is waiting (the tab is hidden: a phone may never fire page hide). */
    flush,

    /** What waits to be sent (tests). */
    pending: (): readonly BehaviorRecord[] => [...batch],
  };
}

/** The API client, with each answer told to the tracker: the call's path, its code, its duration. Never its data. */
export function trackedCalls(call: ApiCall, tracker: Pick<BehaviorTracker, 'apiAction'>, clock: () => number = () => performance.now()): ApiCall {
  return async (definition, request, options) => {
    const started = clock();
    try {
      const answer = await call(definition, request, options);
      tracker.apiAction(definition.path, 1, clock() - started);
      return answer;
    } catch (error) {
      if (!options?.signal?.aborted) tracker.apiAction(definition.path, error instanceof ApiError ? (error.code ?? 0) : 0, clock() - started);
      throw error;
    }
  };
}

/** Wires the tracker to the window: page hide sends, a hidden tab sends, a restored page is entered again. */
export function trackPageLifecycle(win: Window, tracker: BehaviorTracker): () => void {
  const onHide = () => tracker.pageHidden();
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) tracker.pageRestored();
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') tracker.flush();
  };
  win.addEventListener('pagehide', onHide);
  win.addEventListener('pageshow', onShow);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onHide);
    win.removeEventListener('pageshow', onShow);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
