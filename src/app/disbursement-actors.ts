// The disbursement wizard's calls, made through the API client, and what the borrower's stored state keeps of them.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import type { TransactionFee } from '#src/api/contract/disbursement.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';
import type { LoanSlice } from '#src/storage/slices.ts';
import {
  calculatePaymentSchedule,
  compareTransactionFee,
  getPaymentOption,
  paperCheck,
  paymentDetail,
  savePaymentOption,
} from '#src/api/contract/disbursement.ts';
import { availableDate, countdownSameDay, getDefaultDisbursementDate, getNextBusinessDay } from '#src/api/contract/disbursement-dates.ts';
import { getDomainValue, getForm } from '#src/api/contract/config-forms.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import type { CardForm, DisbursementChoices, SaveRequest, ScheduleRequest } from '#machines/disbursement/types.ts';
import { listsToLoad, type WizardForms } from '#machines/disbursement/display.ts';
import { pageClock } from '#machines/disbursement/page-clock.ts';

type Signal = { signal: AbortSignal };

/** The wizard asks without a purpose, so the server answers the wizard's shape; anything else is a contract break. */
function wizardAnswer<T extends { purpose?: string }>(answer: T): Exclude<T, { purpose: 'repayment' }> {
  if (answer.purpose === 'repayment') throw new Error('The server answered a repayment for the disbursement wizard.');
  return answer as Exclude<T, { purpose: 'repayment' }>;
}

/** The form (config get-form), then every code list its rows and the choice pages name (get-domain-value), side by side. */
async function loadForms(call: ApiCall, code: string, signal: AbortSignal): Promise<WizardForms> {
  const form = await call(getForm, { code }, { signal });
  const lists = await Promise.all(listsToLoad(form).map((list) => call(getDomainValue, { code: list }, { signal })));
  return { form, domains: Object.fromEntries(lists.map((list) => [list.code, list.values])) };
}

/** Calls `listener` each time the tab is shown again (its timers were throttled or frozen while hidden). */
function whenPageShown(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const onChange = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

type WizardState = Pick<LoanSlice, 'requestId' | 'approvedAmount' | 'chosenTerms' | 'transactionFees'>;

const feeList = (fees: readonly TransactionFee[]): WizardState['transactionFees'] =>
  fees.map(({ purpose, mode, feeCents }) => ({ purpose, mode, fee: feeCents }));

/** The chosen terms, once the amount, how often and the date are all chosen; never the account. */
function termsOf(choices: Partial<DisbursementChoices>): Pick<WizardState, 'chosenTerms'> {
  const { amountCents, paymentFrequency, disbursementDate } = choices;
  if (amountCents === null || amountCents === undefined || paymentFrequency === null || paymentFrequency === undefined || !disbursementDate) return {};
  return { chosenTerms: { amount: amountCents, paymentFrequency, disbursementDate } };
}

/**
 * What the spec's stored state keeps of the wizard (section 3): the request id, the approved amount, the chosen terms
 * and the transaction fee list, merged into the loan slice; never a bank number (the store refuses them too). It
 * helps and is never needed (the wizard resumes from the server), so a failed write is not the borrower's problem.
 */
function keeper(state: EncryptedStore) {
  // One write after another: two answers close together (a save and the fees it asks for) each read the slice the last wrote.
  let writes = Promise.resolve();
  return <T>(answer: T, kept: (answer: T) => WizardState): T => {
    writes = writes.then(async () => state.write('loan', { ...(await state.read('loan')), ...kept(answer) })).catch(() => undefined);
    return answer;
  };
}

/** The disbursement flow with its calls, for the app machine's `disbursement` actor. */
export function disbursementFlow({ call, state }: { call: ApiCall; state: EncryptedStore }) {
  const keep = keeper(state);
  return disbursementMachine.provide({
    actors: {
      getPaymentOption: fromPromise(({ signal }: Signal) =>
        call(getPaymentOption, {}, { signal })
          .then(wizardAnswer)
          .then((option) =>
            keep(option, () => ({
              ...(option.requestId ? { requestId: option.requestId } : {}),
              approvedAmount: option.qualifiedAmountCents,
              transactionFees: feeList(option.transactionFees),
              ...termsOf(option.choices),
            })),
          ),
      ),
      compareTransactionFee: fromPromise(({ input, signal }: Signal & { input: { amountCents: number } }) =>
        call(compareTransactionFee, input, { signal }).then((answer) => keep(answer, () => ({ transactionFees: feeList(answer.fees) }))),
      ),
      // Both calls made at once, in one round trip; the default is not needed to choose a date.
      loadDates: fromPromise(({ signal }: Signal) =>
        Promise.all([
          call(availableDate, {}, { signal }),
          call(getDefaultDisbursementDate, {}, { signal }).then(
            (answer) => answer.date,
            () => null,
          ),
        ]).then(([dates, defaultDate]) => ({ dates, defaultDate })),
      ),
      calculatePaymentSchedule: fromPromise(({ input, signal }: Signal & { input: ScheduleRequest }) => call(calculatePaymentSchedule, input, { signal })),
      paymentDetail: fromPromise(({ input, signal }: Signal & { input: { number: number } }) => call(paymentDetail, input, { signal })),
      paperCheck: fromPromise(({ signal }: Signal) => call(paperCheck, {}, { signal })),
      tokenizeCard: fromPromise(({ input, signal }: Signal & { input: CardForm }) => call(tokenizeCard, input, { signal })),
      savePaymentOption: fromPromise(({ input, signal }: Signal & { input: SaveRequest }) =>
        call(savePaymentOption, input, { signal })
          .then(wizardAnswer)
          // A loan flag saved nothing: the choices sent are not the borrower's terms.
          .then((answer) =>
            keep(answer, () => ({ ...(answer.requestId ? { requestId: answer.requestId } : {}), ...(answer.loanFlag === null ? termsOf(input.choices) : {}) })),
          ),
      ),
      countdownSameDay: fromPromise(({ input, signal }: Signal & { input: { portfolioId: number } }) => call(countdownSameDay, input, { signal })),
      getNextBusinessDay: fromPromise(({ input, signal }: Signal & { input: { date: string } }) => call(getNextBusinessDay, input, { signal })),
      loadForms: fromPromise(({ input, signal }: Signal & { input: { code: string } }) => loadForms(call, input.code, signal)),
      pageClock: pageClock({ now: () => Date.now(), whenShown: whenPageShown }),
    },
  });
}
