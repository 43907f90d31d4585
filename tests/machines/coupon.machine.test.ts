// The coupon flow: what this browser kept read first, the link's identity answers (a mismatch, the lock and
// its end, an invalid link), the offer loaded before a page is routed, the schedule previewed then confirmed
// under one idempotency key per intent (kept across a retry and a reload), the debit card tokenized apart, a
// stale token sending the borrower back to the link's page and then to where they were, and each ending.
import { describe, expect, it } from 'vitest';
import { COUPON_PATHS, verificationPath } from '#machines/coupon/pages.ts';
import type { ScheduleRequest } from '#machines/coupon/types.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  COUPON_IDENTIFIER,
  DISCOUNT,
  DISCOUNT_BY_ACH,
  DISCOUNT_BY_CARD,
  DISCOUNT_SAVED,
  GRANT,
  NOTHING_STORED,
  NOT_VALID,
  OTHER_IDENTIFIER,
  PLAN,
  PLAN_OF_THREE,
  SCHEDULED,
  STORED,
} from '#src/ui/fixtures/coupon.ts';
import { CARD_FORM, VISA } from '#src/ui/fixtures/repayment.ts';
import { NETWORK, refusal, settle, startCoupon, type CouponAnswers } from './coupon-harness.ts';
import { scheduleStageOf, verificationStageOf } from '#src/views/coupon/coupon-actor.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LINK = verificationPath(COUPON_IDENTIFIER);
const ANSWERS = { type: 'identity.submit', ssnLast4: '6789', dateOfBirth: '1988-04-12' } as const;
const PREVIEW = { type: 'plan.preview', ...DISCOUNT_BY_ACH } as const;
const CONFIRM = { type: 'plan.confirm' } as const;
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const STALE = { ...STORED, expiresAt: '2020-01-01T00:00:00.000Z' };
const FRESH = () => ({ ...STORED, expiresAt: inAMinute() });

async function onPage(path: string, answers: CouponAnswers = {}) {
  const run = startCoupon(path, { restore: async () => FRESH(), ...answers });
  await settle();
  return run;
}

describe('the coupon link’s verification', () => {
  it('opens the link’s page with its identifier, whatever this browser kept', async () => {
    const run = await onPage(LINK, { restore: async () => NOTHING_STORED });
    expect(run.path()).toBe(LINK);
    expect(run.snapshot().context.identifier).toBe(COUPON_IDENTIFIER);
    expect(run.callsOf('checkCoupon')).toEqual([]);
  });

  it('sends the answers with the link (purpose coupon), forgets them once the token comes, and shows the offer', async () => {
    const run = await onPage(LINK, { restore: async () => NOTHING_STORED });
    run.send(ANSWERS);
    await settle();
    expect(run.callsOf('authenticate')).toEqual([{ purpose: 'coupon', resource: COUPON_IDENTIFIER, ssnLast4: '6789', dateOfBirth: '1988-04-12' }]);
    expect(run.callsOf('checkCoupon')).toEqual([{ couponToken: GRANT.couponToken }]);
    expect(run.path()).toBe(COUPON_PATHS.overview);
    expect(run.snapshot().context).toMatchObject({ couponToken: GRANT.couponToken, answers: null, details: DISCOUNT });
  });

  it('says a mismatch (-12402) in the server’s words and keeps the answers', async () => {
    const run = await onPage(LINK, { authenticate: () => Promise.reject(refusal('identityMismatch')) });
    run.send(ANSWERS);
    await settle();
    expect(run.snapshot().matches({ verification: 'idle' })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ error: RESULT.identityMismatch.message, answers: { ssnLast4: '6789', dateOfBirth: '1988-04-12' } });
    expect(run.path()).toBe(LINK);
  });

  it('closes the form while the link is locked (-12403), says until when, and opens it when the lock ends', async () => {
    const lockedUntil = new Date(Date.now() + 400).toISOString();
    const run = await onPage(LINK, { authenticate: () => Promise.reject(refusal('identityLocked', { lockedUntil })) });
    run.send(ANSWERS);
    await settle();
    expect(run.snapshot().matches({ verification: 'locked' })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ lockedUntil, error: RESULT.identityLocked.message });
    expect(run.snapshot().can(ANSWERS)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(run.snapshot().matches({ verification: 'idle' })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ lockedUntil: null, error: null });
  });

  it('keeps the lock when the same link is opened again in the tab', async () => {
    const lockedUntil = new Date(Date.now() + 60_000).toISOString();
    const run = await onPage(LINK, { authenticate: () => Promise.reject(refusal('identityLocked', { lockedUntil })) });
    run.send(ANSWERS);
    await settle();
    run.send({ type: 'route.enter', path: LINK, params: { identifier: COUPON_IDENTIFIER } });
    expect(run.snapshot().matches({ verification: 'locked' })).toBe(true);
    run.stop();
  });

  it('leaves an invalid link (-92020043) to the app, which shows /notification/302; a dropped call can be tried again', async () => {
    let answer = () => Promise.reject(refusal('loanStatusInvalid'));
    const run = await onPage(LINK, { authenticate: () => answer() });
    run.send(ANSWERS);
    await settle();
    expect(run.visits()).toEqual([]);
    expect(run.snapshot().matches({ verification: 'idle' })).toBe(true);
    answer = () => Promise.reject(NETWORK());
    run.send(ANSWERS);
    await settle();
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    expect(run.callsOf('authenticate')).toHaveLength(2);
  });

  it('asks another link’s answers afresh: its token is not this link’s', async () => {
    const run = await onPage(COUPON_PATHS.overview);
    run.send({ type: 'route.enter', path: verificationPath(OTHER_IDENTIFIER), params: { identifier: OTHER_IDENTIFIER } });
    await settle();
    expect(run.path()).toBe(verificationPath(OTHER_IDENTIFIER));
    expect(run.snapshot().context).toMatchObject({ identifier: OTHER_IDENTIFIER, couponToken: null, details: null });
  });
});

describe('a coupon page opened again (a reload, another tab)', () => {
  it('continues with the kept token: the offer is loaded before the page is routed', async () => {
    const run = await onPage(COUPON_PATHS.overview);
    expect(run.callsOf('restoreCoupon')).toHaveLength(1);
    expect(run.callsOf('checkCoupon')).toEqual([{ couponToken: STORED.couponToken }]);
    expect(run.path()).toBe(COUPON_PATHS.overview);
  });

  it('sends a browser that never opened a link to the invalid-link page', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { restore: async () => NOTHING_STORED });
    expect(run.visits()).toEqual([COUPON_PATHS.invalidLink]);
    const unreadable = await onPage(COUPON_PATHS.overview, { restore: () => Promise.reject(new Error('unreadable')) });
    expect(unreadable.visits()).toEqual([COUPON_PATHS.invalidLink]);
  });

  it('asks the answers of the kept link when its token is gone or stale, then opens the page asked for', async () => {
    const gone = await onPage(COUPON_PATHS.overview, { restore: async () => ({ ...STORED, couponToken: null, expiresAt: null }) });
    expect(gone.path()).toBe(LINK);
    const stale = await onPage(COUPON_PATHS.schedule, { restore: async () => STALE });
    expect(stale.path()).toBe(LINK);
    expect(stale.snapshot().context.notice).toBe(RESULT.couponTokenExpired.message);
    expect(stale.callsOf('checkCoupon')).toEqual([]);
    stale.send(ANSWERS);
    await settle();
    expect(stale.path()).toBe(COUPON_PATHS.schedule);
    expect(stale.snapshot().context.notice).toBeNull();
  });

  it('asks the answers again when check-coupon says the token went stale (-12404)', async () => {
    const run = await onPage(COUPON_PATHS.overview, { check: () => Promise.reject(refusal('couponTokenExpired')) });
    expect(run.path()).toBe(LINK);
    expect(run.snapshot().context).toMatchObject({ couponToken: null, notice: RESULT.couponTokenExpired.message });
  });

  it('shows why the offer could not load on /coupon, and loads it again on retry', async () => {
    let fail = true;
    const run = await onPage(COUPON_PATHS.overview, { check: async () => (fail ? Promise.reject(NETWORK()) : DISCOUNT) });
    expect(run.path()).toBe(COUPON_PATHS.entry);
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    fail = false;
    run.send({ type: 'retry' });
    await settle();
    expect(run.path()).toBe(COUPON_PATHS.overview);
  });
});

describe('the coupon’s pages', () => {
  it('opens /coupon as the offer', async () => {
    expect((await onPage(COUPON_PATHS.entry)).path()).toBe(COUPON_PATHS.overview);
  });

  it('goes from the offer to Schedule New Payment while the coupon can be taken', async () => {
    const run = await onPage(COUPON_PATHS.overview);
    run.send({ type: 'coupon.schedule' });
    expect(run.path()).toBe(COUPON_PATHS.schedule);
  });

  it('keeps a coupon not valid (-1) on its offer: nothing to schedule', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { check: async () => NOT_VALID });
    expect(run.path()).toBe(COUPON_PATHS.overview);
    expect(run.snapshot().can({ type: 'coupon.schedule' })).toBe(false);
  });

  it('shows congratulations only once something is scheduled, and no new schedule then', async () => {
    expect((await onPage(COUPON_PATHS.congratulations)).path()).toBe(COUPON_PATHS.overview);
    expect((await onPage(COUPON_PATHS.congratulations, { check: async () => SCHEDULED })).path()).toBe(COUPON_PATHS.congratulations);
    expect((await onPage(COUPON_PATHS.schedule, { check: async () => SCHEDULED })).path()).toBe(COUPON_PATHS.overview);
  });

  it('remembers a coupon page visited before the answers and opens it after them', async () => {
    const run = await onPage(LINK, { restore: async () => NOTHING_STORED });
    run.send({ type: 'route.enter', path: COUPON_PATHS.schedule, params: {} });
    expect(run.path()).toBe(LINK);
    run.send(ANSWERS);
    await settle();
    expect(run.path()).toBe(COUPON_PATHS.schedule);
  });
});

describe('Schedule New Payment', () => {
  it('previews (mode 0), then schedules (mode 1) with a new UUID key, then shows congratulations with what was scheduled', async () => {
    const run = await onPage(COUPON_PATHS.schedule);
    run.send(PREVIEW);
    await settle();
    expect(run.callsOf('previewSchedule')).toEqual([{ requestMode: 0, couponToken: STORED.couponToken, ...DISCOUNT_BY_ACH }]);
    expect(run.snapshot().matches({ ready: { schedule: 'reviewing' } })).toBe(true);
    run.send(CONFIRM);
    await settle();
    const [save] = run.callsOf('saveSchedule') as ScheduleRequest[];
    expect(save).toEqual({ requestMode: 1, couponToken: STORED.couponToken, ...DISCOUNT_BY_ACH, idempotencyKey: expect.stringMatching(UUID) });
    expect(run.path()).toBe(COUPON_PATHS.congratulations);
    expect(run.snapshot().context).toMatchObject({ scheduled: DISCOUNT_SAVED, details: DISCOUNT_SAVED.coupon, intent: null });
    expect(run.visits()).toEqual([]);
  });

  it('a second click while scheduling sends nothing more', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { save: () => new Promise(() => {}) });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    run.send(CONFIRM);
    await settle();
    expect(run.callsOf('saveSchedule')).toHaveLength(1);
  });

  it('tries a refused or dropped confirmation again under the same key, with the reason said', async () => {
    let fail = true;
    const run = await onPage(COUPON_PATHS.schedule, { save: async () => (fail ? Promise.reject(NETWORK()) : DISCOUNT_SAVED) });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    await settle();
    expect(run.snapshot().matches({ ready: { schedule: 'reviewing' } })).toBe(true);
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    fail = false;
    run.send(CONFIRM);
    await settle();
    const [first, second] = run.callsOf('saveSchedule') as Array<ScheduleRequest & { idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(run.path()).toBe(COUPON_PATHS.congratulations);
  });

  it('keeps the key for the same plan previewed again, and makes a new one for another plan', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { check: async () => PLAN });
    run.send({ type: 'plan.preview', ...PLAN_OF_THREE });
    await settle();
    const first = run.snapshot().context.intent!.idempotencyKey;
    run.send({ type: 'plan.edit' });
    run.send({ type: 'plan.preview', ...structuredClone(PLAN_OF_THREE) });
    await settle();
    expect(run.snapshot().context.intent!.idempotencyKey).toBe(first);
    run.send({ type: 'plan.edit' });
    expect(run.snapshot().context.plan).toEqual(PLAN_OF_THREE);
    run.send(PREVIEW);
    await settle();
    expect(run.snapshot().context.intent!.idempotencyKey).not.toBe(first);
  });

  it('after a reload, confirms the same plan under the key kept before it', async () => {
    const kept = { idempotencyKey: '6f1c2b9e-3d4a-4f5b-8c7d-1e2f3a4b5c6d', plan: DISCOUNT_BY_ACH };
    const run = await onPage(COUPON_PATHS.schedule, { restore: async () => ({ ...FRESH(), intent: kept }) });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    await settle();
    expect(run.callsOf('saveSchedule')).toEqual([expect.objectContaining({ idempotencyKey: kept.idempotencyKey })]);
  });

  it('says the server’s own words for a plan that does not add up (-12405) and keeps the plan', async () => {
    const words = 'Your payments must add up to the amount of the offer, $710.62.';
    const answer = new ApiError('business', words, { code: RESULT.couponPaymentsDoNotAddUp.code, message: words, data: { settlementCents: 710_62 } });
    const run = await onPage(COUPON_PATHS.schedule, { preview: () => Promise.reject(answer) });
    run.send(PREVIEW);
    await settle();
    expect(run.snapshot().matches({ ready: { schedule: { editing: 'idle' } } })).toBe(true);
    expect(run.snapshot().context).toMatchObject({ error: words, plan: DISCOUNT_BY_ACH });
  });

  it('asks the answers again when the token goes stale while scheduling (-12404), then comes back with the plan', async () => {
    let stale = true;
    const run = await onPage(COUPON_PATHS.schedule, { save: async () => (stale ? Promise.reject(refusal('couponTokenExpired')) : DISCOUNT_SAVED) });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    await settle();
    expect(run.path()).toBe(LINK);
    expect(run.snapshot().context.notice).toBe(RESULT.couponTokenExpired.message);
    stale = false;
    run.send(ANSWERS);
    await settle();
    expect(run.path()).toBe(COUPON_PATHS.schedule);
    expect(run.snapshot().context.plan).toEqual(DISCOUNT_BY_ACH);
  });

  it('a stale token on the preview asks the answers again too', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { preview: () => Promise.reject(refusal('couponTokenExpired')) });
    run.send(PREVIEW);
    await settle();
    expect(run.path()).toBe(LINK);
  });

  it('shows what is scheduled when the payments were already scheduled (-12406)', async () => {
    let scheduled = false;
    const run = await onPage(COUPON_PATHS.schedule, {
      check: async () => (scheduled ? SCHEDULED : DISCOUNT),
      save: () => {
        scheduled = true;
        return Promise.reject(refusal('couponAlreadyScheduled'));
      },
    });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    await settle();
    expect(run.callsOf('checkCoupon')).toHaveLength(2);
    expect(run.path()).toBe(COUPON_PATHS.congratulations);
    expect(run.snapshot().context.notice).toBe(RESULT.couponAlreadyScheduled.message);
  });

  it('shows the offer as it stands when the coupon is no longer valid (-12401)', async () => {
    let valid = true;
    const run = await onPage(COUPON_PATHS.schedule, {
      check: async () => (valid ? DISCOUNT : NOT_VALID),
      save: () => {
        valid = false;
        return Promise.reject(refusal('couponNotValid'));
      },
    });
    run.send(PREVIEW);
    await settle();
    run.send(CONFIRM);
    await settle();
    expect(run.path()).toBe(COUPON_PATHS.overview);
    expect(run.snapshot().context).toMatchObject({ details: NOT_VALID, notice: RESULT.couponNotValid.message });
  });
});

describe('paying a coupon by debit card', () => {
  it('asks for the card first, keeping the plan, without a call', async () => {
    const run = await onPage(COUPON_PATHS.schedule);
    run.send({ type: 'plan.preview', ...DISCOUNT_BY_CARD });
    await settle();
    expect(run.snapshot().context).toMatchObject({ cardError: 'Please enter your debit card first.', plan: DISCOUNT_BY_CARD });
    expect(run.callsOf('previewSchedule')).toEqual([]);
  });

  it('tokenizes the card apart and previews with its token only', async () => {
    const run = await onPage(COUPON_PATHS.schedule);
    run.send({ type: 'card.submit', ...CARD_FORM });
    await settle();
    expect(run.callsOf('tokenizeCard')).toEqual([CARD_FORM]);
    expect(run.snapshot().context.card).toEqual(VISA);
    run.send({ type: 'plan.preview', ...DISCOUNT_BY_CARD });
    await settle();
    expect(run.callsOf('previewSchedule')).toEqual([{ requestMode: 0, couponToken: STORED.couponToken, ...DISCOUNT_BY_CARD, cardToken: VISA.cardToken }]);
    expect(run.callsOf('previewSchedule')[0]).toMatchObject({ mode: PAYMENT_MODE.debitCard });
  });

  it('says a refused card, and forgets a card (and its intent) to use another', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { tokenize: () => Promise.reject(refusal('cardNumberInvalid')) });
    run.send({ type: 'card.submit', ...CARD_FORM });
    await settle();
    expect(run.snapshot().context.cardError).toBe(RESULT.cardNumberInvalid.message);
    const withCard = await onPage(COUPON_PATHS.schedule);
    withCard.send({ type: 'card.submit', ...CARD_FORM });
    await settle();
    withCard.send({ type: 'plan.preview', ...DISCOUNT_BY_CARD });
    await settle();
    withCard.send({ type: 'plan.edit' });
    withCard.send({ type: 'card.change' });
    expect(withCard.snapshot().context).toMatchObject({ card: null, intent: null });
  });
});

describe('the stages the pages read (issue 10: tags, not the state tree)', () => {
  const hanging = () => new Promise<never>(() => {});

  it('tags the verification page idle, checking and locked', async () => {
    const run = await onPage(LINK, { authenticate: hanging });
    expect(verificationStageOf(run.snapshot())).toBe('idle');
    run.send(ANSWERS);
    expect(verificationStageOf(run.snapshot())).toBe('checking');
    expect(scheduleStageOf(run.snapshot())).toBeNull();
    const locked = await onPage(LINK, { authenticate: () => Promise.reject(refusal('identityLocked', { lockedUntil: inAMinute() })) });
    locked.send(ANSWERS);
    await settle();
    expect(verificationStageOf(locked.snapshot())).toBe('locked');
  });

  it('tags Schedule New Payment editing, tokenizing, previewing, reviewing and saving, and none once it is left', async () => {
    const run = await onPage(COUPON_PATHS.schedule, { tokenize: hanging, preview: hanging });
    expect([scheduleStageOf(run.snapshot()), verificationStageOf(run.snapshot())]).toEqual(['editing', null]);
    run.send({ type: 'card.submit', ...CARD_FORM });
    expect(scheduleStageOf(run.snapshot())).toBe('tokenizing');
    const previewing = await onPage(COUPON_PATHS.schedule, { preview: hanging });
    previewing.send(PREVIEW);
    expect(scheduleStageOf(previewing.snapshot())).toBe('previewing');
    const saving = await onPage(COUPON_PATHS.schedule, { save: hanging });
    saving.send(PREVIEW);
    await settle();
    expect(scheduleStageOf(saving.snapshot())).toBe('reviewing');
    saving.send(CONFIRM);
    expect(scheduleStageOf(saving.snapshot())).toBe('saving');
    const done = await onPage(COUPON_PATHS.schedule);
    done.send(PREVIEW);
    await settle();
    done.send(CONFIRM);
    await settle();
    expect([done.path(), scheduleStageOf(done.snapshot())]).toEqual([COUPON_PATHS.congratulations, null]);
  });
});
