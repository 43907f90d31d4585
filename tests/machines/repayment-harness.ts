// The repayment flow's fakes and fixtures: it runs under a parent that records the visits it asks for
// (support/flow-harness.ts), its calls answered by the test (each a function of its input), the inputs
// recorded in order.
import { visit } from '#machines/kit/route-meta.ts';
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import type { AutopayRequest, CardForm, CardOnFile, ChangePreview, ChangeRequest, LoadedLoan, PaymentAnswer, PaymentCall } from '#machines/repayment/types.ts';
import { LOADED, PAYOFF_ANSWER, VISA, WEEKLY_CHANGE } from '#src/ui/fixtures/repayment.ts';
import { fakeCall, inputsOf, settle as settleRounds, startUnderParent, type Call } from './support/flow-harness.ts';

export const settle = () => settleRounds(5);

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
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const flow = repaymentMachine.provide({
    actors: {
      loadLoan: fakeCall('loadLoan', answers.load ?? (async () => LOADED), record),
      previewPayment: fakeCall('previewPayment', answers.preview ?? (async () => PAYOFF_ANSWER), record),
      savePayment: fakeCall('savePayment', answers.save ?? (async () => PAYOFF_ANSWER), record),
      tokenizeCard: fakeCall('tokenizeCard', answers.tokenize ?? (async () => VISA), record),
      saveAutopay: fakeCall('saveAutopay', answers.autopay ?? (async () => null), record),
      previewChange: fakeCall('previewChange', answers.previewChange ?? (async () => WEEKLY_CHANGE), record),
      saveChange: fakeCall('saveChange', answers.saveChange ?? (async () => WEEKLY_CHANGE), record),
    },
  });
  const run = startUnderParent(flow, { entry: visit(path) });
  return { ...run, calls, callsOf: (name: string) => inputsOf(calls, name) };
}
