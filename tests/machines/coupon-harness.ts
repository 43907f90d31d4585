// Runs the coupon flow the way the app does, under a parent that records the visits it asks for: its calls
// answered by the test (each a function of its input, defaulting to the fixtures), the inputs recorded in order.
import { assign, createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { couponMachine } from '#machines/coupon/coupon.machine.ts';
import type { AuthenticateRequest, CardForm, CardOnFile, CouponGrant, ScheduleAnswer, ScheduleRequest, StoredCoupon } from '#machines/coupon/types.ts';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { DISCOUNT, DISCOUNT_PREVIEW, DISCOUNT_SAVED, GRANT, STORED } from '#src/ui/fixtures/coupon.ts';
import { VISA } from '#src/ui/fixtures/repayment.ts';

export const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

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
  const calls: Array<{ name: string; input: unknown }> = [];
  const toParent: Array<{ type: string; path?: string }> = [];
  const answer =
    <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    ({ input }: { input: I }) => {
      calls.push({ name, input });
      return fn(input);
    };
  const flow = couponMachine.provide({
    actors: {
      restoreCoupon: fromPromise(answer('restoreCoupon', answers.restore ?? (async () => STORED))),
      authenticate: fromPromise(answer('authenticate', answers.authenticate ?? (async () => GRANT))),
      checkCoupon: fromPromise(answer('checkCoupon', answers.check ?? (async () => DISCOUNT))),
      previewSchedule: fromPromise(answer('previewSchedule', answers.preview ?? (async () => DISCOUNT_PREVIEW))),
      saveSchedule: fromPromise(answer('saveSchedule', answers.save ?? (async () => DISCOUNT_SAVED))),
      tokenizeCard: fromPromise(answer('tokenizeCard', answers.tokenize ?? (async () => VISA))),
    },
  });
  const parent = setup({ actors: { flow } }).createMachine({
    invoke: { id: 'flow', src: 'flow', input: { entry: visit(path) } },
    on: { '*': { actions: assign(({ event }) => (toParent.push(event as { type: string; path?: string }), {})) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.flow as unknown as ActorRefFrom<typeof couponMachine>;
  const snapshot = () => child().getSnapshot();
  const send = (event: Parameters<ReturnType<typeof child>['send']>[0]) => child().send(event);
  return {
    calls,
    snapshot,
    send,
    /** The visits the flow asked the app for (outside its own pages). */
    visits: () => toParent.filter((event) => event.type === 'route.enter').map((event) => event.path),
    path: () => activeRoute(snapshot())?.path,
    callsOf: (name: string) => calls.filter((each) => each.name === name).map((each) => each.input),
    stop: () => actor.stop(),
  };
}
