// The repayment flow's calls, made through the API client, and the loan it remembers (spec section 3's
// stored "repayment loan info"): the loan shown last is shown again after a reload.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { checkCollectionStatus } from '#src/api/contract/application.ts';
import { compareTransactionFee, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { listRepaymentLoan } from '#src/api/contract/loan.ts';
import { getLoanDetails, payFixedAmount, payOff, payOffInN, tokenizeCard, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { isRepayingStatus } from '#src/domain/codes/loan.ts';
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import type { AutopayRequest, CardForm, ChangePreview, ChangeRequest, LoadedLoan, PaymentAnswer, PaymentCall } from '#machines/repayment/types.ts';
import type { EncryptedStore } from '#src/storage/encrypted-store.ts';

type Signal = { signal: AbortSignal };

export const NO_LOAN_BEING_REPAID = 'You have no loan being repaid. Your home page shows where your loans are.';

/** A loan no longer being repaid (paid off): its details and history still show, with nothing to pay. */
const nothingOffered = (loanNo: string): RepaymentOptions => ({
  purpose: 'repayment',
  loanNo,
  paymentDates: [],
  payOff: null,
  payOffInN: null,
  payFixedAmount: null,
  payDown: null,
  revokeFutureAch: false,
  reauthorizeAch: false,
  methods: [],
  inCollection: false,
});

/**
 * The asked loan, else the one shown last (still shown once paid off), else the first being repaid; its
 * details, the ways to pay it and their fees.
 */
async function loadLoan(call: ApiCall, state: EncryptedStore, asked: string | null, signal: AbortSignal): Promise<LoadedLoan> {
  const [{ loans }, stored] = await Promise.all([call(listRepaymentLoan, {}, { signal }), state.read('loan').catch(() => undefined)]);
  const loanNo = asked ?? stored?.repaymentLoan?.loanNo ?? loans[0]?.loanNo;
  if (!loanNo) throw new Error(NO_LOAN_BEING_REPAID);
  const details = await call(getLoanDetails, { loanNo }, { signal }).catch((error: unknown) => {
    // The loan shown last may have been another account's on this device: the first loan being repaid then.
    if (asked || !loans[0] || loans[0].loanNo === loanNo) throw error;
    return call(getLoanDetails, { loanNo: loans[0].loanNo }, { signal });
  });
  const repaying = isRepayingStatus(details.loanStatus);
  // What collection allows is in the options; the collection loan is kept in the stored state (spec section 3).
  const [options, collection] = repaying
    ? await Promise.all([
        call(getPaymentOption, { purpose: 'repayment', loanNo: details.loanNo }, { signal }),
        call(checkCollectionStatus, { loanNo: details.loanNo }, { signal }),
      ])
    : [nothingOffered(details.loanNo), null];
  if (options.purpose !== 'repayment') throw new Error('The server answered the wizard for a loan being repaid.');
  const { fees } = repaying ? await call(compareTransactionFee, { amountCents: details.payoffTodayCents, loanNo: details.loanNo }, { signal }) : { fees: [] };
  // Stored state helps; it is never needed, so a failed write is not the borrower's problem.
  void state
    .read('loan')
    .then((loan) =>
      state.write('loan', {
        ...loan,
        repaymentLoan: { loanNo: details.loanNo, loanStatus: details.loanStatus, balanceCents: details.balanceCents },
        collectionLoanNo: collection?.collectionLoanNo ?? undefined,
        collectionPortfolioId: collection?.collectionPortfolioId ?? undefined,
      }),
    )
    .catch(() => undefined);
  return { loans, details, options, fees };
}

async function pay(call: ApiCall, payment: PaymentCall, signal: AbortSignal): Promise<PaymentAnswer> {
  switch (payment.option) {
    case 'payOff': {
      const { quote, saved } = await call(payOff, payment.request, { signal });
      return { quote, schedule: null, saved };
    }
    case 'payOffInN': {
      const { schedule, saved } = await call(payOffInN, payment.request, { signal });
      return { quote: null, schedule, saved };
    }
    case 'payFixedAmount':
      return call(payFixedAmount, payment.request, { signal });
    case 'payDown': {
      const answer = await call(savePaymentOption, payment.request, { signal });
      if (answer.purpose !== 'repayment') throw new Error('The server answered the wizard for a payment.');
      return { quote: answer.quote, schedule: answer.schedule ?? null, saved: answer.saved };
    }
  }
}

/** A change the borrower makes themselves (105 to 109), previewed or saved: what it changes. */
async function changeOf(call: ApiCall, request: ChangeRequest, signal: AbortSignal): Promise<ChangePreview> {
  const answer = await call(savePaymentOption, request, { signal });
  if (answer.purpose !== 'repayment' || !answer.change) throw new Error('The server answered no change for a change of the payment schedule.');
  return answer.change;
}

/** The repayment flow with its calls, for the app machine's `repayment` actor. */
export function repaymentFlow({ call, state }: { call: ApiCall; state: EncryptedStore }) {
  return repaymentMachine.provide({
    actors: {
      loadLoan: fromPromise(({ input, signal }: Signal & { input: { loanNo: string | null } }) => loadLoan(call, state, input.loanNo, signal)),
      previewPayment: fromPromise(({ input, signal }: Signal & { input: PaymentCall }) => pay(call, input, signal)),
      savePayment: fromPromise(({ input, signal }: Signal & { input: PaymentCall }) => pay(call, input, signal)),
      tokenizeCard: fromPromise(({ input, signal }: Signal & { input: CardForm }) => call(tokenizeCard, input, { signal })),
      saveAutopay: fromPromise(({ input, signal }: Signal & { input: AutopayRequest }) => call(savePaymentOption, input, { signal }).then(() => null)),
      previewChange: fromPromise(({ input, signal }: Signal & { input: ChangeRequest }) => changeOf(call, input, signal)),
      saveChange: fromPromise(({ input, signal }: Signal & { input: ChangeRequest }) => changeOf(call, input, signal)),
    },
  });
}
