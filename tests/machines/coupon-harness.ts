// The coupon flow's fakes and fixtures: it runs under a parent that records the visits it asks for, its calls
// answered by the test (each a function of its input, defaulting to the fixtures), the inputs recorded in order
// (startFlowWithFakes, support/flow-harness.ts).
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { DISCOUNT, DISCOUNT_PREVIEW, DISCOUNT_SAVED, GRANT, STORED } from '#src/ui/fixtures/coupon.ts';
import { VISA } from '#src/ui/fixtures/repayment.ts';
import { settle as settleRounds, startFlowWithFakes, type AnswersOf, type Fakes } from './support/flow-harness.ts';

export const settle = () => settleRounds(5);

/** The server's refusal with a catalogue result, as the API client throws it. */
export const refusal = (name: keyof typeof RESULT, data: unknown = null) =>
  new ApiError('business', RESULT[name].message, { code: RESULT[name].code, message: RESULT[name].message, data });
export const NETWORK = () => new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');

/** The harness's name for each call, the call, and what it answers when the test gives no answer. */
const FAKES = {
  restore: ['restoreCoupon', STORED],
  authenticate: ['authenticate', GRANT],
  check: ['checkCoupon', DISCOUNT],
  preview: ['previewSchedule', DISCOUNT_PREVIEW],
  save: ['saveSchedule', DISCOUNT_SAVED],
  tokenize: ['tokenizeCard', VISA],
} as const satisfies Fakes<typeof couponMachine>;

export type CouponAnswers = AnswersOf<typeof couponMachine, typeof FAKES>;

export const startCoupon = (path: string, answers: CouponAnswers = {}) => startFlowWithFakes(couponMachine, FAKES, path, answers);
