// The repayment flow's fakes and fixtures: it runs under a parent that records the visits it asks for, its calls
// answered by the test (each a function of its input, defaulting to the fixtures), the inputs recorded in order
// (startFlowWithFakes, support/flow-harness.ts).
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import { LOADED, PAYOFF_ANSWER, VISA, WEEKLY_CHANGE } from '#src/ui/fixtures/repayment.ts';
import { settle as settleRounds, startFlowWithFakes, type AnswersOf, type Fakes } from './support/flow-harness.ts';

export const settle = () => settleRounds(5);

/** The harness's name for each call, the call, and what it answers when the test gives no answer. */
const FAKES = {
  load: ['loadLoan', LOADED],
  preview: ['previewPayment', PAYOFF_ANSWER],
  save: ['savePayment', PAYOFF_ANSWER],
  tokenize: ['tokenizeCard', VISA],
  autopay: ['saveAutopay', null],
  previewChange: ['previewChange', WEEKLY_CHANGE],
  saveChange: ['saveChange', WEEKLY_CHANGE],
} as const satisfies Fakes<typeof repaymentMachine>;

export type RepaymentAnswers = AnswersOf<typeof repaymentMachine, typeof FAKES>;

export const startRepayment = (path: string, answers: RepaymentAnswers = {}) => startFlowWithFakes(repaymentMachine, FAKES, path, answers);
