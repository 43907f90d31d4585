// The coupon flow's fakes and fixtures: it runs under a parent that records the visits it asks for
// (support/flow-harness.ts), its calls answered by the test (each a function of its input, defaulting to the
// fixtures), the inputs recorded in order.
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import type { AuthenticateRequest, CardForm, CardOnFile, CouponGrant, ScheduleAnswer, ScheduleRequest, StoredCoupon } from '#machines/coupon/types.ts';
import { visit } from '#machines/kit/route-meta.ts';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { DISCOUNT, DISCOUNT_PREVIEW, DISCOUNT_SAVED, GRANT, STORED } from '#src/ui/fixtures/coupon.ts';
import { VISA } from '#src/ui/fixtures/repayment.ts';
import { fakeCall, inputsOf, settle as settleRounds, startUnderParent, type Call } from './support/flow-harness.ts';

export const settle = () => settleRounds(5);

/** The server's refusal with a catalogue result, as the API client throws it. */
export const refusal = (name: keyof typeof RESULT, data: unknown = null) =>
  new ApiError('business', RESULT[name].message, { code: RESULT[name].code, message: RESULT[name].message, data });
export const NETWORK = () => new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');

export type CouponAnswers = {
  restore?: () => Promise<StoredCoupon>;
  authenticate?: (input: AuthenticateRequest) => Promise<CouponGrant>;
  check?: (input: { couponToken: string }) => Promise<CouponDetails>;
  preview?: (input: ScheduleRequest) => Promise<ScheduleAnswer>;
  save?: (input: ScheduleRequest) => Promise<ScheduleAnswer>;
  tokenize?: (input: CardForm) => Promise<CardOnFile>;
};

export function startCoupon(path: string, answers: CouponAnswers = {}) {
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const flow = couponMachine.provide({
    actors: {
      restoreCoupon: fakeCall<void, StoredCoupon>('restoreCoupon', answers.restore ?? (async () => STORED), record),
      authenticate: fakeCall('authenticate', answers.authenticate ?? (async () => GRANT), record),
      checkCoupon: fakeCall('checkCoupon', answers.check ?? (async () => DISCOUNT), record),
      previewSchedule: fakeCall('previewSchedule', answers.preview ?? (async () => DISCOUNT_PREVIEW), record),
      saveSchedule: fakeCall('saveSchedule', answers.save ?? (async () => DISCOUNT_SAVED), record),
      tokenizeCard: fakeCall('tokenizeCard', answers.tokenize ?? (async () => VISA), record),
    },
  });
  const run = startUnderParent(flow, { entry: visit(path) });
  return { ...run, calls, callsOf: (name: string) => inputsOf(calls, name) };
}
