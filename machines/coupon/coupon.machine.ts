// A coupon for a loan in collection (issue 14, decision 0750), opened from an e-mailed link without signing
// in. The flow first reads what this browser keeps of the coupon (the encrypted coupon slice), so a reload on
// any page continues: a visit to the link's verification page asks the identity answers; any other page needs
// the coupon token those answers gave, and the offer (check-coupon) is loaded before the page is routed. A
// token gone stale (-12404) sends the borrower back to the link's verification page, then to where they were.
// The schedule page previews the plan (request mode 0) and schedules it (mode 1) under one idempotency key
// per intent, kept across retries and reloads; it ends on the congratulations page.
// An unknown, expired or used link answers -92020043, which the app routes to /notification/302 on its own.
import { CARD_TOKENIZING, tokenizingCard } from '#machines/kit/card-entry.ts';
import { and, assign, raise, sendParent, setup } from 'xstate';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { failureCode, failureOf } from '../kit/failure.ts';
import { BUSY, FAILED } from '../kit/retry.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';
import { visit } from '../kit/route-meta.ts';
import { isPath, matchPattern } from '../kit/route-table.ts';
import { say } from './words.ts';
import {
  CONGRATULATIONS_PAGE,
  COUPON_PATHS,
  LOAD_FAILED_PAGE,
  OVERVIEW_PAGE,
  SCHEDULE_PAGE,
  scheduleTag,
  VERIFICATION_PAGE,
  verificationTag,
} from './pages.ts';
import { canSchedule, hasScheduled, intentFor, scheduleRequestOf } from './plan.ts';
import type {
  AuthenticateRequest,
  CardForm,
  CardOnFile,
  CouponContext,
  CouponEvent,
  CouponGrant,
  CouponInput,
  ScheduleAnswer,
  ScheduleRequest,
  StoredCoupon,
} from './types.ts';

/** What Review payments says when the debit card is the way to pay and none is entered yet (read when set). */
export const cardNeeded = () => say('coupon.card.needed');

/** Why the identity questions are asked again (the coupon token went stale: -12404's words), said when set. */
const answerAgainWords = () => sayResult(RESULT.couponTokenExpired);

/** The longest delay a timer takes (a longer one would fire at once). */
const MAX_DELAY_MS = 2_147_483_647;

type Args = { context: CouponContext; event: CouponEvent };

/** The server's own words for a refusal (they may name the figure, e.g. the offer's amount), else the catalogue's. */
function refusalMessage(error: unknown): string {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body?: { message?: unknown } }).body : undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : failureOf(error).message;
}
const errorMessage = ({ event }: { event: unknown }) => refusalMessage((event as { error?: unknown }).error);
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const identifierIn = (path: string) => matchPattern(VERIFICATION_PAGE.path, path)?.identifier ?? null;

/** The instant a locked link opens again (the -12403 answer's data), if it says. */
function lockedUntilOf(event: unknown): string | null {
  const data = failureOf((event as { error?: unknown }).error).data;
  const until = typeof data === 'object' && data !== null ? (data as { lockedUntil?: unknown }).lockedUntil : undefined;
  return typeof until === 'string' ? until : null;
}

/** A refusal with this result code. */
const refusedWith = (code: number) => ({ type: 'isRefusal' as const, params: { code } });

/** The coupon token went stale while on a page: the answers are asked again, then the borrower is back on `path`. */
const answersAgainFrom = (path: string) => ({
  guard: refusedWith(RESULT.couponTokenExpired.code),
  target: '#coupon.verification' as const,
  actions: { type: 'askAnswersAgain' as const, params: { path } },
});

export const couponMachine = setup({
  types: {
    input: {} as CouponInput,
    context: {} as CouponContext,
    events: {} as CouponEvent,
  },
  actors: {
    restoreCoupon: actorProvidedByApp<StoredCoupon, void>('restoreCoupon'),
    authenticate: actorProvidedByApp<CouponGrant, AuthenticateRequest>('authenticate'),
    checkCoupon: actorProvidedByApp<CouponDetails, { couponToken: string }>('checkCoupon'),
    previewSchedule: actorProvidedByApp<ScheduleAnswer, ScheduleRequest>('previewSchedule'),
    saveSchedule: actorProvidedByApp<ScheduleAnswer, ScheduleRequest>('saveSchedule'),
    tokenizeCard: actorProvidedByApp<CardOnFile, CardForm>('tokenizeCard'),
  },
  delays: {
    /** Until the locked link opens again. */
    lockEnds: ({ context }) => (context.lockedUntil ? Math.min(MAX_DELAY_MS, Math.max(0, Date.parse(context.lockedUntil) - Date.now())) : 0),
  },
  guards: {
    isPath,
    /** The visit waiting to be routed fits a pattern. */
    visitIs: ({ context }, params: { path: string }) => matchPattern(params.path, context.pendingVisit.path) !== null,
    isThisLink: ({ context, event }) => event.type === 'route.enter' && identifierIn(event.path) === context.identifier,
    hasToken: ({ context }) => context.couponToken !== null,
    knowsLink: ({ context }) => context.identifier !== null,
    tokenExpired: ({ context }) => context.expiresAt !== null && Date.parse(context.expiresAt) <= Date.now(),
    isRefusal: ({ event }, params: { code: number }) => failureCode({ event }) === params.code,
    canSchedule: ({ context }) => canSchedule(context.details),
    hasScheduled: ({ context }) => hasScheduled(context.details),
    needsCard: ({ context, event }) => event.type === 'plan.preview' && event.mode === PAYMENT_MODE.debitCard && !context.card,
  },
  actions: {
    rememberVisit: assign({ pendingVisit: ({ event }) => (event.type === 'route.enter' ? event : visit(COUPON_PATHS.overview)) }),
    routePendingVisit: raise(({ context }) => context.pendingVisit),
    visitOverview: raise(visit(COUPON_PATHS.overview)),
    visitSchedule: raise(visit(COUPON_PATHS.schedule)),
    visitCongratulations: raise(visit(COUPON_PATHS.congratulations)),
    leaveForInvalidLink: sendParent(visit(COUPON_PATHS.invalidLink)),
    rememberStored: assign(({ event }) => {
      const stored = outputOf<StoredCoupon>(event);
      return { identifier: stored.identifier, couponToken: stored.couponToken, expiresAt: stored.expiresAt, intent: stored.intent };
    }),
    /** A link's verification page: its identifier; another link's token is no longer this page's. */
    openLink: assign(({ context }) => {
      const identifier = identifierIn(context.pendingVisit.path) ?? context.identifier;
      const sameLink = identifier === context.identifier;
      return {
        identifier,
        couponToken: sameLink ? context.couponToken : null,
        expiresAt: sameLink ? context.expiresAt : null,
        details: sameLink ? context.details : null,
        pendingVisit: visit(COUPON_PATHS.overview),
        lockedUntil: null,
        error: null,
      };
    }),
    tokenExpiredOnReload: assign({ couponToken: null, notice: answerAgainWords }),
    askAnswersAgain: assign((_, params: { path: string }) => ({
      couponToken: null,
      notice: answerAgainWords(),
      pendingVisit: visit(params.path),
      preview: null,
    })),
    rememberAnswers: assign({
      answers: ({ event }) => (event.type === 'identity.submit' ? { ssnLast4: event.ssnLast4, dateOfBirth: event.dateOfBirth } : null),
      error: null,
    }),
    rememberGrant: assign(({ event }) => {
      const grant = outputOf<CouponGrant>(event);
      // The answers are not kept once they did their work.
      return { couponToken: grant.couponToken, expiresAt: grant.expiresAt, answers: null, error: null, notice: null, lockedUntil: null };
    }),
    rememberLock: assign({ lockedUntil: ({ event }) => lockedUntilOf(event) }),
    unlock: assign({ lockedUntil: null, error: null }),
    rememberDetails: assign({ details: ({ event }) => outputOf<CouponDetails>(event), error: null }),
    rememberError: assign({ error: errorMessage }),
    clearError: assign({ error: null, cardError: null }),
    openSchedule: assign({ preview: null, error: null, cardError: null }),
    rememberPlan: assign({
      plan: ({ event }) => {
        if (event.type !== 'plan.preview') return null;
        const { type: _type, ...plan } = event;
        return plan;
      },
    }),
    askForCard: assign({ cardError: () => cardNeeded() }),
    // Another card is another intent: its confirmation gets a key of its own.
    rememberCard: assign({ card: ({ event }) => outputOf<CardOnFile>(event), cardError: null, intent: null }),
    rememberCardError: assign({ cardError: errorMessage }),
    forgetCard: assign({ card: null, intent: null }),
    // The same plan previewed again (a retry, a reload) keeps its intent's key; another plan gets a new one.
    rememberPreview: assign({
      preview: ({ event }) => outputOf<ScheduleAnswer>(event),
      intent: ({ context }) => intentFor(context.plan!, context.intent, () => crypto.randomUUID()),
    }),
    forgetPreview: assign({ preview: null, error: null }),
    rememberScheduled: assign(({ event }) => {
      const answer = outputOf<ScheduleAnswer>(event);
      return { scheduled: answer, details: answer.coupon, intent: null, error: null };
    }),
    /** The coupon changed on the server (scheduled elsewhere, no longer valid): loaded again, then `path`. */
    reloadFor: assign(({ event }, params: { path: string }) => ({
      notice: refusalMessage((event as { error?: unknown }).error),
      pendingVisit: visit(params.path),
      preview: null,
    })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({
    pendingVisit: input.entry,
    identifier: null,
    couponToken: null,
    expiresAt: null,
    details: null,
    answers: null,
    lockedUntil: null,
    plan: null,
    preview: null,
    scheduled: null,
    card: null,
    cardError: null,
    intent: null,
    error: null,
    notice: null,
  }),
  initial: 'restoring',
  states: {
    /** Not a page yet: what this browser keeps of the coupon is read first. */
    restoring: {
      on: { 'route.enter': { actions: 'rememberVisit' } },
      invoke: {
        id: 'restoreCoupon',
        src: 'restoreCoupon',
        onDone: { target: 'routing', actions: 'rememberStored' },
        // Nothing readable kept: as if nothing was.
        onError: 'routing',
      },
    },

    /** Where a visit leads with what is known: the link's page, the offer, or the invalid-link page. */
    routing: {
      always: [
        { guard: { type: 'visitIs', params: { path: VERIFICATION_PAGE.path } }, target: 'verification', actions: 'openLink' },
        { guard: and(['hasToken', 'tokenExpired']), target: 'verification', actions: 'tokenExpiredOnReload' },
        { guard: 'hasToken', target: 'loading' },
        { guard: 'knowsLink', target: 'verification' },
        // No link verified in this browser: the e-mailed link is needed.
        { target: 'left', actions: 'leaveForInvalidLink' },
      ],
    },

    verification: {
      meta: VERIFICATION_PAGE,
      on: {
        'route.enter': [
          // The same link again (back, a second click): the page as it is, a lock included.
          { guard: 'isThisLink' },
          { guard: { type: 'isPath', params: { path: VERIFICATION_PAGE.path } }, target: 'routing', actions: 'rememberVisit' },
          // Another page of the flow before the answers: after them.
          { actions: 'rememberVisit' },
        ],
      },
      initial: 'idle',
      states: {
        idle: {
          tags: [verificationTag('idle')],
          on: { 'identity.submit': { target: 'checking', actions: 'rememberAnswers' } },
        },
        checking: {
          tags: [verificationTag('checking')],
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }: Args): AuthenticateRequest => ({
              purpose: 'coupon',
              resource: context.identifier!,
              ssnLast4: context.answers?.ssnLast4 ?? '',
              dateOfBirth: context.answers?.dateOfBirth ?? '',
            }),
            onDone: { target: '#coupon.loading', actions: 'rememberGrant' },
            onError: [
              { guard: refusedWith(RESULT.identityLocked.code), target: 'locked', actions: ['rememberError', 'rememberLock'] },
              // A mismatch (-12402) and any other refusal: said, the answers kept.
              { target: 'idle', actions: 'rememberError' },
            ],
          },
        },
        /** Too many tries: the form is closed until the lock ends. */
        locked: {
          tags: [verificationTag('locked')],
          after: { lockEnds: { target: 'idle', actions: 'unlock' } },
        },
      },
    },

    /** Not a page: the offer is loaded before the visit is routed. */
    loading: {
      tags: [BUSY],
      on: { 'route.enter': { actions: 'rememberVisit' } },
      invoke: {
        id: 'checkCoupon',
        src: 'checkCoupon',
        input: ({ context }) => ({ couponToken: context.couponToken! }),
        onDone: { target: 'ready', actions: 'rememberDetails' },
        onError: [
          { guard: refusedWith(RESULT.couponTokenExpired.code), target: 'verification', actions: 'tokenExpiredOnReload' },
          { target: 'loadFailed', actions: 'rememberError' },
        ],
      },
    },

    loadFailed: {
      meta: LOAD_FAILED_PAGE,
      tags: [FAILED],
      on: {
        retry: { target: 'loading', actions: 'clearError' },
        'route.enter': { target: 'routing', actions: ['rememberVisit', 'clearError'] },
      },
    },

    /** Sent to the app's invalid-link page. */
    left: {},

    ready: {
      entry: 'routePendingVisit',
      on: {
        'route.enter': [
          { guard: { type: 'isPath', params: { path: VERIFICATION_PAGE.path } }, target: 'routing', actions: 'rememberVisit' },
          { guard: { type: 'isPath', params: { path: COUPON_PATHS.overview } }, target: '.overview' },
          { guard: and([{ type: 'isPath', params: { path: COUPON_PATHS.schedule } }, 'canSchedule']), target: '.schedule' },
          { guard: and([{ type: 'isPath', params: { path: COUPON_PATHS.congratulations } }, 'hasScheduled']), target: '.congratulations' },
          // /coupon, a schedule no longer possible, or congratulations before anything is scheduled: the offer.
          { actions: 'visitOverview' },
        ],
      },
      initial: 'routing',
      states: {
        /** The visit raised on entry decides the page. */
        routing: {},
        overview: {
          meta: OVERVIEW_PAGE,
          exit: 'clearNotice',
          on: { 'coupon.schedule': { guard: 'canSchedule', actions: 'visitSchedule' } },
        },
        schedule: {
          meta: SCHEDULE_PAGE,
          entry: 'openSchedule',
          exit: 'clearNotice',
          initial: 'editing',
          states: {
            editing: {
              tags: [scheduleTag('editing')],
              initial: 'idle',
              on: {
                'plan.preview': [
                  { guard: 'needsCard', actions: ['rememberPlan', 'askForCard'] },
                  { target: 'previewing', actions: ['rememberPlan', 'clearError'] },
                ],
              },
              states: {
                idle: {
                  on: {
                    'card.submit': { target: 'tokenizing', actions: 'clearError' },
                    'card.change': { actions: 'forgetCard' },
                  },
                },
                tokenizing: { ...tokenizingCard, tags: [CARD_TOKENIZING] },
              },
            },
            previewing: {
              tags: [scheduleTag('previewing')],
              invoke: {
                id: 'previewSchedule',
                src: 'previewSchedule',
                input: ({ context }) => scheduleRequestOf(context.couponToken!, context.plan!, context.card, null),
                onDone: { target: 'reviewing', actions: 'rememberPreview' },
                onError: [answersAgainFrom(COUPON_PATHS.schedule), { target: 'editing', actions: 'rememberError' }],
              },
            },
            reviewing: {
              tags: [scheduleTag('reviewing')],
              on: {
                'plan.confirm': { target: 'saving', actions: 'clearError' },
                'plan.edit': { target: 'editing', actions: 'forgetPreview' },
              },
            },
            saving: {
              tags: [scheduleTag('saving')],
              invoke: {
                id: 'saveSchedule',
                src: 'saveSchedule',
                input: ({ context }) => scheduleRequestOf(context.couponToken!, context.plan!, context.card, context.intent),
                onDone: { target: 'saved', actions: ['rememberScheduled', 'visitCongratulations'] },
                onError: [
                  answersAgainFrom(COUPON_PATHS.schedule),
                  // Scheduled already (another tab, an answer lost on the way): what is scheduled is shown.
                  {
                    guard: refusedWith(RESULT.couponAlreadyScheduled.code),
                    target: '#coupon.loading',
                    actions: { type: 'reloadFor', params: { path: COUPON_PATHS.congratulations } },
                  },
                  {
                    guard: refusedWith(RESULT.couponNotValid.code),
                    target: '#coupon.loading',
                    actions: { type: 'reloadFor', params: { path: COUPON_PATHS.overview } },
                  },
                  // Refused or not answered: the same confirmation can be tried again with the same key, so it is never taken twice.
                  { target: 'reviewing', actions: 'rememberError' },
                ],
              },
            },
            saved: { tags: [scheduleTag('saved')] },
          },
        },
        congratulations: {
          meta: CONGRATULATIONS_PAGE,
        },
      },
    },
  },
});
