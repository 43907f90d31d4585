// The coupon flow's calls, made through the API client (all three public: the link's identifier and the
// coupon token are the capabilities), and what it keeps in the encrypted store (spec section 3: the coupon
// details and code, the collection loan number and portfolio id; decision 0750: the token and its expiry, so a
// reload continues, and a confirmation's key, so a reload retries it under the same key). Never the answers.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { authenticateIdentity, checkCoupon, scheduleCouponPayment, type CouponDetails } from '#src/api/contract/coupon.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import type { AuthenticateRequest, CardForm, PaymentIntent, ScheduleAnswer, ScheduleRequest, StoredCoupon } from '#machines/coupon/types.ts';
import type { PaymentMethod } from '#src/api/contract/repayment.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';
import type { CouponSlice } from '#src/storage/slices.ts';

type Signal = { signal: AbortSignal };

/** Stored state helps; it is never needed, so a failed read or write is not the borrower's problem. */
async function update(state: EncryptedStore, change: (coupon: CouponSlice) => CouponSlice): Promise<void> {
  const coupon = await state.read('coupon').catch(() => undefined);
  await state.write('coupon', change(coupon ?? {})).catch(() => undefined);
}

export async function restoreCoupon(state: EncryptedStore): Promise<StoredCoupon> {
  const coupon = (await state.read('coupon').catch(() => undefined)) ?? {};
  const intent: PaymentIntent | null = coupon.intent
    ? { idempotencyKey: coupon.intent.idempotencyKey, plan: { payments: [...coupon.intent.plan.payments], mode: coupon.intent.plan.mode as PaymentMethod } }
    : null;
  return { identifier: coupon.identifier ?? null, couponToken: coupon.couponToken ?? null, expiresAt: coupon.tokenExpiresAt ?? null, intent };
}

async function authenticate(call: ApiCall, state: EncryptedStore, request: AuthenticateRequest, signal: AbortSignal) {
  const grant = await call(authenticateIdentity, request, { signal });
  // Another link's coupon is forgotten; the same link's offer and pending confirmation are kept.
  await update(state, (coupon) => ({
    ...(coupon.identifier === request.resource ? coupon : {}),
    identifier: request.resource,
    couponToken: grant.couponToken,
    tokenExpiresAt: grant.expiresAt,
  }));
  return grant;
}

async function rememberDetails(state: EncryptedStore, details: CouponDetails): Promise<void> {
  await update(state, (coupon) => ({ ...coupon, couponDetails: details, couponCode: details.couponCode }));
  const loan = await state.read('loan').catch(() => undefined);
  await state
    .write('loan', { ...loan, collectionLoanNo: details.collectionLoanNo, collectionPortfolioId: details.collectionPortfolioId })
    .catch(() => undefined);
}

async function check(call: ApiCall, state: EncryptedStore, couponToken: string, signal: AbortSignal): Promise<CouponDetails> {
  const details = await call(checkCoupon, { couponToken }, { signal });
  await rememberDetails(state, details);
  return details;
}

/** A save keeps its key before it is sent (a reload retries it under the same key) and forgets it once scheduled. */
async function schedule(call: ApiCall, state: EncryptedStore, request: ScheduleRequest, signal: AbortSignal): Promise<ScheduleAnswer> {
  if (request.requestMode === REQUEST_MODE.save) {
    const { idempotencyKey, payments, mode } = request;
    await update(state, (coupon) => ({ ...coupon, intent: { idempotencyKey, plan: { payments, mode } } }));
  }
  const answer = await call(scheduleCouponPayment, request, { signal });
  if (request.requestMode === REQUEST_MODE.save) {
    await update(state, ({ intent: _intent, ...coupon }) => coupon);
    await rememberDetails(state, answer.coupon);
  }
  return answer;
}

/** The coupon flow with its calls, for the app machine's `coupon` actor. */
export function couponFlow({ call, state }: { call: ApiCall; state: EncryptedStore }) {
  return couponMachine.provide({
    actors: {
      restoreCoupon: fromPromise(() => restoreCoupon(state)),
      authenticate: fromPromise(({ input, signal }: Signal & { input: AuthenticateRequest }) => authenticate(call, state, input, signal)),
      checkCoupon: fromPromise(({ input, signal }: Signal & { input: { couponToken: string } }) => check(call, state, input.couponToken, signal)),
      previewSchedule: fromPromise(({ input, signal }: Signal & { input: ScheduleRequest }) => schedule(call, state, input, signal)),
      saveSchedule: fromPromise(({ input, signal }: Signal & { input: ScheduleRequest }) => schedule(call, state, input, signal)),
      tokenizeCard: fromPromise(({ input, signal }: Signal & { input: CardForm }) => call(tokenizeCard, input, { signal })),
    },
  });
}
