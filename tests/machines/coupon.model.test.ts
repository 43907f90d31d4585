// Model-based paths of the coupon flow (issue 14): a path through every transition the borrower and the
// server can cause, found on the statechart alone, each replayed on a live flow whose calls the test settles;
// after every step the live flow must be in the state the model says.
import { describe, expect, it } from 'vitest';
import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import { canSchedule, hasScheduled } from '#machines/coupon/plan.ts';
import { COUPON_PATHS, verificationPath } from '#machines/coupon/pages.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { modelPaths } from '#tests/support/model-paths.ts';
import { CARD_FORM, VISA } from '#src/ui/fixtures/repayment.ts';
import {
  COUPON_IDENTIFIER,
  DISCOUNT,
  DISCOUNT_BY_ACH,
  DISCOUNT_BY_CARD,
  DISCOUNT_PREVIEW,
  DISCOUNT_SAVED,
  GRANT,
  NOTHING_STORED,
  NOT_VALID,
  SCHEDULED,
  STORED,
} from '#src/ui/fixtures/coupon.ts';
import { NETWORK, refusal, startCoupon } from './coupon-harness.ts';
import { done as doneOf, failed as failedOf, pendingCalls, reachedValues, replayPath, type ModelEvent } from './support/model-replay.ts';

type CallName = 'restoreCoupon' | 'authenticate' | 'checkCoupon' | 'previewSchedule' | 'saveSchedule' | 'tokenizeCard';

const KEPT = { ...STORED, expiresAt: '2999-01-01T00:00:00.000Z' };
const done = (call: CallName, output: unknown) => doneOf(call, output);
const failed = (call: CallName, error: unknown = NETWORK()) => failedOf(call, error);
const enter = (path: string): ModelEvent => visit(path);
// An hour ahead: the lock never ends during a path.
const LOCKED = refusal('identityLocked', { lockedUntil: new Date(Date.now() + 3_600_000).toISOString() });
/** The answers given settle in a few microtasks: no timer is waited for, so the paths replay fast. */
const flush = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

/** What can happen on each page: the borrower's moves and the calls' answers. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: object | string) => snapshot.matches(value as never);
  if (at('restoring')) return [done('restoreCoupon', KEPT), done('restoreCoupon', NOTHING_STORED), failed('restoreCoupon')];
  if (at({ verification: 'idle' })) return [{ type: 'identity.submit', ssnLast4: '6789', dateOfBirth: '1988-04-12' }];
  if (at({ verification: 'checking' }))
    return [done('authenticate', GRANT), failed('authenticate', refusal('identityMismatch')), failed('authenticate', LOCKED)];
  if (at('loading'))
    return [
      done('checkCoupon', DISCOUNT),
      done('checkCoupon', NOT_VALID),
      done('checkCoupon', SCHEDULED),
      failed('checkCoupon'),
      failed('checkCoupon', refusal('couponTokenExpired')),
    ];
  if (at('loadFailed')) return [{ type: 'retry' }];
  if (at({ ready: 'overview' })) return [{ type: 'coupon.schedule' }, enter(COUPON_PATHS.congratulations), enter(verificationPath(COUPON_IDENTIFIER))];
  if (at({ ready: 'congratulations' })) return [enter(COUPON_PATHS.overview)];
  if (at({ ready: { schedule: { editing: 'idle' } } }))
    return [
      { type: 'plan.preview', ...DISCOUNT_BY_ACH },
      { type: 'plan.preview', ...DISCOUNT_BY_CARD },
      { type: 'card.submit', ...CARD_FORM },
      enter(COUPON_PATHS.overview),
    ];
  if (at({ ready: { schedule: { editing: 'tokenizing' } } })) return [done('tokenizeCard', VISA), failed('tokenizeCard')];
  if (at({ ready: { schedule: 'previewing' } }))
    return [
      done('previewSchedule', DISCOUNT_PREVIEW),
      failed('previewSchedule', refusal('couponPaymentsDoNotAddUp')),
      failed('previewSchedule', refusal('couponTokenExpired')),
    ];
  if (at({ ready: { schedule: 'reviewing' } })) return [{ type: 'plan.confirm' }, { type: 'plan.edit' }];
  if (at({ ready: { schedule: 'saving' } }))
    return [
      done('saveSchedule', DISCOUNT_SAVED),
      failed('saveSchedule'),
      failed('saveSchedule', refusal('couponTokenExpired')),
      failed('saveSchedule', refusal('couponAlreadyScheduled')),
      failed('saveSchedule', refusal('couponNotValid')),
    ];
  return [];
}

function liveFlow(path: string) {
  const { waitFor, answer } = pendingCalls<CallName>();
  const run = startCoupon(path, {
    restore: waitFor('restoreCoupon'),
    authenticate: waitFor('authenticate'),
    check: waitFor('checkCoupon'),
    preview: waitFor('previewSchedule'),
    save: waitFor('saveSchedule'),
    tokenize: waitFor('tokenizeCard'),
  });
  const perform = async (event: ModelEvent) => {
    if (!answer(event)) run.send(event as never);
    await flush();
  };
  return { run, perform };
}

describe('the coupon flow’s model from a reload of the offer', () => {
  // Found without a parent: the visit it asks of the app for a browser without a link (covered by coupon.machine.test.ts) goes nowhere.
  const model = couponMachine.provide({ actions: { leaveForInvalidLink: () => undefined } });
  const [start] = initialTransition(model, { entry: visit(COUPON_PATHS.overview) });
  // The card on file and where the coupon stands change what the same move does.
  const paths = modelPaths(model, {
    fromState: start,
    events: eventsOf as never,
    distinguish: (snapshot) => [Boolean(snapshot.context.card), canSchedule(snapshot.context.details), hasScheduled(snapshot.context.details)],
  });

  it('has a path through every transition, reaching every page and every stage of the schedule', () => {
    const reached = reachedValues(paths);
    const seen = (fragment: string) => [...reached].some((value) => value.includes(fragment));
    // Once saved, the flow shows the congratulations at once.
    for (const stage of ['tokenizing', 'previewing', 'reviewing', 'saving']) expect(seen(`"${stage}"`), stage).toBe(true);
    for (const page of ['"locked"', '"loadFailed"', '"left"', '"overview"', '"congratulations"']) expect(seen(page), page).toBe(true);
    expect(paths.length).toBeGreaterThan(40);
  });

  for (const each of paths) {
    it(each.description, async () => {
      const { run, perform } = liveFlow(COUPON_PATHS.overview);
      await flush();
      await replayPath(each, perform, run.snapshot);
      run.stop();
    });
  }
});
