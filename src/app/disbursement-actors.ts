// The disbursement wizard's calls, made through the API client.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import {
  calculatePaymentSchedule,
  compareTransactionFee,
  getPaymentOption,
  paperCheck,
  paymentDetail,
  savePaymentOption,
} from '#src/api/contract/disbursement.ts';
import { availableDate, countdownSameDay, getDefaultDisbursementDate } from '#src/api/contract/disbursement-dates.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import type { SaveRequest, ScheduleRequest } from '#machines/disbursement/types.ts';

type Signal = { signal: AbortSignal };

/** The wizard asks without a purpose, so the server answers the wizard's shape; anything else is a contract break. */
function wizardAnswer<T extends { purpose?: string }>(answer: T): Exclude<T, { purpose: 'repayment' }> {
  if (answer.purpose === 'repayment') throw new Error('The server answered a repayment for the disbursement wizard.');
  return answer as Exclude<T, { purpose: 'repayment' }>;
}

/** The disbursement flow with its calls, for the app machine's `disbursement` actor. */
export function disbursementFlow({ call }: { call: ApiCall }) {
  return disbursementMachine.provide({
    actors: {
      getPaymentOption: fromPromise(({ signal }: Signal) => call(getPaymentOption, {}, { signal }).then(wizardAnswer)),
      compareTransactionFee: fromPromise(({ input, signal }: Signal & { input: { amountCents: number } }) => call(compareTransactionFee, input, { signal })),
      availableDate: fromPromise(({ signal }: Signal) => call(availableDate, {}, { signal })),
      getDefaultDisbursementDate: fromPromise(({ signal }: Signal) => call(getDefaultDisbursementDate, {}, { signal })),
      calculatePaymentSchedule: fromPromise(({ input, signal }: Signal & { input: ScheduleRequest }) => call(calculatePaymentSchedule, input, { signal })),
      paymentDetail: fromPromise(({ input, signal }: Signal & { input: { number: number } }) => call(paymentDetail, input, { signal })),
      paperCheck: fromPromise(({ signal }: Signal) => call(paperCheck, {}, { signal })),
      savePaymentOption: fromPromise(({ input, signal }: Signal & { input: SaveRequest }) => call(savePaymentOption, input, { signal }).then(wizardAnswer)),
      countdownSameDay: fromPromise(({ input, signal }: Signal & { input: { portfolioId: number } }) => call(countdownSameDay, input, { signal })),
    },
  });
}
