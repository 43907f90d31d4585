// A loan being repaid, as the repayment flow loads it, for the machine tests: small, with the figures the
// tests read (the stories use the fuller src/ui/fixtures/repayment.ts).
import type { CardOnFile, LoadedLoan, PaymentAnswer } from '#machines/repayment/types.ts';
import { LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';

export const LOAN_NO = 'GC-2026-000123';

export const LOADED_LOAN: LoadedLoan = {
  loans: [
    {
      loanId: 'l-1',
      loanNo: LOAN_NO,
      loanStatus: LOAN_STATUS.disbursed,
      loanSubStatus: null,
      principalCents: 100_000,
      balanceCents: 74_250,
      paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
      nextPaymentDate: '2026-12-04',
      nextPaymentAmountCents: 14_850,
    },
    {
      loanId: 'l-2',
      loanNo: 'GC-2026-000456',
      loanStatus: LOAN_STATUS.disbursed,
      loanSubStatus: null,
      principalCents: 50_000,
      balanceCents: 20_000,
      paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
      nextPaymentDate: '2026-12-04',
      nextPaymentAmountCents: 7_000,
    },
  ],
  details: {
    loanNo: LOAN_NO,
    loanStatus: LOAN_STATUS.disbursed,
    loanSubStatus: null,
    principalCents: 100_000,
    balanceCents: 74_250,
    payoffTodayCents: 75_010,
    annualRateBps: 14_900,
    paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
    repaymentMode: PAYMENT_MODE.ach,
    disbursementDate: '2026-10-24',
    nextPayment: { number: 3, dueDate: '2026-12-04', amountCents: 14_850 },
    pastDueCents: 0,
    paidCents: 29_700,
    pendingCents: 0,
    installments: [],
    totals: { paymentCents: 118_800, principalCents: 100_000, interestCents: 18_800, feeCents: 0, paidCents: 29_700 },
    transactions: [],
    nextWithdrawal: null,
    autopay: { state: 'active', consecutiveFailures: 0 },
    inCollection: false,
    documents: [],
  },
  options: {
    purpose: 'repayment',
    loanNo: LOAN_NO,
    paymentDates: ['2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30'],
    payOff: { payoffTodayCents: 75_010 },
    payOffInN: { counts: [2, 3, 4] },
    payFixedAmount: { minCents: 1_000, maxCents: 75_009 },
    payDown: { minCents: 1_000, maxCents: 75_010 },
    revokeFutureAch: true,
    reauthorizeAch: false,
    methods: [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard],
    inCollection: false,
  },
  fees: [],
};

/** The same loan with collections: only paying off and one-time payments are offered. */
export const IN_COLLECTION: LoadedLoan = {
  ...LOADED_LOAN,
  options: { ...LOADED_LOAN.options, payOffInN: null, payFixedAmount: null, inCollection: true },
};

export const PAYOFF_ANSWER: PaymentAnswer = {
  quote: {
    paymentDate: '2026-11-25',
    goodThroughDate: '2026-11-25',
    mode: PAYMENT_MODE.ach,
    amountCents: 75_041,
    principalCents: 74_250,
    interestCents: 791,
    feeCents: 0,
    transactionFeeCents: 0,
    dailyInterestCents: 30,
  },
  schedule: null,
  saved: null,
};

export const VISA: CardOnFile = { cardToken: 'card_0123456789abcdefXYZ', brand: 'Visa', last4: '4242', expiry: '12/29' };
