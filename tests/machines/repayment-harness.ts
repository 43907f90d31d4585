// Runs the repayment flow the way the app does, under a parent that records the visits it asks for: its calls
// answered by the test (each a function of its input), the inputs recorded in order.
import { assign, createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { activeRoute } from '#machines/kit/route-table.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import type { AutopayRequest, CardForm, CardOnFile, ChangePreview, ChangeRequest, LoadedLoan, PaymentAnswer, PaymentCall } from '#machines/repayment/types.ts';
import { LOADED, PAYOFF_ANSWER, VISA, WEEKLY_CHANGE } from '#src/ui/fixtures/repayment.ts';

export const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export type RepaymentAnswers = {
  load?: (input: { loanNo: string | null }) => Promise<LoadedLoan>;
  preview?: (input: PaymentCall) => Promise<PaymentAnswer>;
  save?: (input: PaymentCall) => Promise<PaymentAnswer>;
  tokenize?: (input: CardForm) => Promise<CardOnFile>;
  autopay?: (input: AutopayRequest) => Promise<null>;
  previewChange?: (input: ChangeRequest) => Promise<ChangePreview>;
  saveChange?: (input: ChangeRequest) => Promise<ChangePreview>;
};

export function startRepayment(path: string, answers: RepaymentAnswers = {}) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const toParent: Array<{ type: string; path?: string }> = [];
  const answer =
    <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    ({ input }: { input: I }) => {
      calls.push({ name, input });
      return fn(input);
    };
  const flow = repaymentMachine.provide({
    actors: {
      loadLoan: fromPromise(answer('loadLoan', answers.load ?? (async () => LOADED))),
      previewPayment: fromPromise(answer('previewPayment', answers.preview ?? (async () => PAYOFF_ANSWER))),
      savePayment: fromPromise(answer('savePayment', answers.save ?? (async () => PAYOFF_ANSWER))),
      tokenizeCard: fromPromise(answer('tokenizeCard', answers.tokenize ?? (async () => VISA))),
      saveAutopay: fromPromise(answer('saveAutopay', answers.autopay ?? (async () => null))),
      previewChange: fromPromise(answer('previewChange', answers.previewChange ?? (async () => WEEKLY_CHANGE))),
      saveChange: fromPromise(answer('saveChange', answers.saveChange ?? (async () => WEEKLY_CHANGE))),
    },
  });
  const parent = setup({ actors: { flow } }).createMachine({
    invoke: { id: 'flow', src: 'flow', input: { entry: visit(path) } },
    on: { '*': { actions: assign(({ event }) => (toParent.push(event as { type: string; path?: string }), {})) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.flow as unknown as ActorRefFrom<typeof repaymentMachine>;
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
  };
}
