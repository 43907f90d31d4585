// The repayment pages in each state a borrower meets: the loan details (as usual, past due with an unusual
// withdrawal, a late charge owed, automatic payments stopped or turned off, several loans, with collections, paid off,
// could not load),
// the ways to pay, each way's form, the debit card asked for, entered or refused, the preview, the payment
// being made and refused, and the automatic payments page. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Customer } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { RepaymentEvent } from '#machines/repayment/types.ts';
import { LOAN_STATUS, TERMINATED_SUBSTATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  CARD_FORM,
  EXTRA_ANSWER,
  IN_THREE_ANSWER,
  LOADED,
  LOADED_AUTOPAY_REVOKED,
  LOADED_AUTOPAY_STOPPED,
  LOADED_IN_COLLECTION,
  LOADED_LATE_CHARGE,
  LOADED_PAST_DUE,
  LOADED_TWO_LOANS,
  PAYMENT_DATES,
  PAYOFF_ANSWER,
  PAYOFF_CARD_ANSWER,
  PAY_DOWN_ANSWER,
  VISA,
} from '#src/ui/fixtures/repayment.ts';
import { flowStoryApp } from './flow-story-app.tsx';

const RepaymentStoryApp = flowStoryApp('repayment');

const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };
const loaded = { loadLoan: { data: LOADED } };
const DATE = PAYMENT_DATES[1]!;
const BY_BANK = { type: 'payment.preview', paymentDate: DATE, mode: PAYMENT_MODE.ach } as const satisfies RepaymentEvent;
const BY_CARD = { type: 'payment.preview', paymentDate: DATE, mode: PAYMENT_MODE.debitCard } as const satisfies RepaymentEvent;
const CARD = { type: 'card.submit', ...CARD_FORM } as const satisfies RepaymentEvent;
const CONFIRM = { type: 'payment.confirm' } as const satisfies RepaymentEvent;
/** Automatic payments charged to a debit card (107, decision 0730): the card named, the fee in the next withdrawal. */
const VISA_ON_FILE = { brand: 'Visa', last4: '4242', expiry: '12/30' };
const LOADED_CARD_AUTOPAY = {
  ...LOADED,
  details: {
    ...LOADED.details,
    repaymentMode: PAYMENT_MODE.debitCard,
    autopay: { ...LOADED.details.autopay, card: VISA_ON_FILE },
    nextWithdrawal: LOADED.details.nextWithdrawal && {
      ...LOADED.details.nextWithdrawal,
      mode: PAYMENT_MODE.debitCard,
      accountLast4: '4242',
      amountCents: LOADED.details.nextWithdrawal.amountCents + 250,
      feeCents: 250,
    },
  },
};
const LOADED_CARD_AUTOPAY_STOPPED = {
  ...LOADED_AUTOPAY_STOPPED,
  details: {
    ...LOADED_AUTOPAY_STOPPED.details,
    repaymentMode: PAYMENT_MODE.debitCard,
    autopay: { ...LOADED_AUTOPAY_STOPPED.details.autopay, card: VISA_ON_FILE },
  },
};
/** Paid off by ACH today (its payment still being collected): nothing is due, taken or offered. */
const LOADED_PAID_OFF = {
  ...LOADED,
  details: {
    ...LOADED.details,
    loanStatus: LOAN_STATUS.terminated,
    loanSubStatus: TERMINATED_SUBSTATUS.paidOff,
    balanceCents: 0,
    payoffTodayCents: 0,
    nextPayment: null,
    nextWithdrawal: null,
    installments: LOADED.details.installments.map((one) =>
      one.state === 'upcoming' || one.state === 'due' ? { ...one, state: 'pending' as const, paidCents: one.paymentCents } : one,
    ),
  },
  options: {
    ...LOADED.options,
    paymentDates: [],
    payOff: null,
    payOffInN: null,
    payFixedAmount: null,
    payDown: null,
    revokeFutureAch: false,
    methods: [],
  },
  fees: [],
};

const meta = {
  title: 'Pages/Repayment',
  component: RepaymentStoryApp,
  args: { brand: '118', path: REPAYMENT_PATHS.loanDetails, customer: CUSTOMER, answers: loaded },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <RepaymentStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof RepaymentStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- Loan details ----
export const LoanDetails: Story = { name: 'Loan details / as usual' };
export const PastDue: Story = { name: 'Loan details / past due, with an unusual withdrawal', args: { answers: { loadLoan: { data: LOADED_PAST_DUE } } } };
export const LateCharge: Story = {
  name: 'Loan details / a late charge owed',
  args: { answers: { loadLoan: { data: LOADED_LATE_CHARGE } } },
};
export const AutopayStopped: Story = {
  name: 'Loan details / automatic payments stopped after two failures',
  args: { answers: { loadLoan: { data: LOADED_AUTOPAY_STOPPED } } },
};
export const CardAutopay: Story = {
  name: 'Loan details / automatic payments from a debit card',
  args: { answers: { loadLoan: { data: LOADED_CARD_AUTOPAY } } },
};
export const CardAutopayStopped: Story = {
  name: 'Loan details / card payments stopped after two declines',
  args: { answers: { loadLoan: { data: LOADED_CARD_AUTOPAY_STOPPED } } },
};
export const AutopayTurnedOff: Story = {
  name: 'Loan details / automatic payments just turned off',
  args: {
    path: REPAYMENT_PATHS.autopay,
    // The first load (no loan chosen yet) shows them on; once turned off, the loan is loaded again with them off.
    answers: {
      loadLoan: { answer: ((input: { loanNo: string | null }) => (input.loanNo === null ? LOADED : LOADED_AUTOPAY_REVOKED)) as never },
      saveAutopay: { data: null },
    },
    steps: [{ type: 'autopay.set', authorize: false }],
  },
};
export const SeveralLoans: Story = { name: 'Loan details / several loans', args: { answers: { loadLoan: { data: LOADED_TWO_LOANS } } } };
export const InCollection: Story = { name: 'Loan details / with collections', args: { answers: { loadLoan: { data: LOADED_IN_COLLECTION } } } };
export const PaidOff: Story = { name: 'Loan details / paid off', args: { answers: { loadLoan: { data: LOADED_PAID_OFF } } } };
export const LoadFailed: Story = {
  name: 'Loan details / could not load',
  args: { path: REPAYMENT_PATHS.entry, answers: { loadLoan: { refusal: RESULT.serviceUnavailable } } },
};

// ---- The ways to pay ----
export const MakePayment: Story = { name: 'Make a payment / the ways to pay', args: { path: REPAYMENT_PATHS.makePayment } };
export const MakePaymentInCollection: Story = {
  name: 'Make a payment / with collections',
  args: { path: REPAYMENT_PATHS.makePayment, answers: { loadLoan: { data: LOADED_IN_COLLECTION } } },
};

// ---- Pay off ----
export const PayOff: Story = { name: 'Pay off / the form', args: { path: REPAYMENT_PATHS.payOff } };
export const PayOffCardAsked: Story = { name: 'Pay off / by debit card: the card form', args: { path: REPAYMENT_PATHS.payOff, steps: [BY_CARD] } };
export const PayOffCardRefused: Story = {
  name: 'Pay off / by debit card: a card number refused',
  args: { path: REPAYMENT_PATHS.payOff, answers: { ...loaded, tokenizeCard: { refusal: RESULT.cardNumberInvalid } }, steps: [BY_CARD, CARD] },
};
export const PayOffCardEntered: Story = {
  name: 'Pay off / by debit card: the card entered',
  args: { path: REPAYMENT_PATHS.payOff, answers: { ...loaded, tokenizeCard: { data: VISA } }, steps: [BY_CARD, CARD] },
};
export const PayOffReviewing: Story = {
  name: 'Pay off / the quote to confirm',
  args: { path: REPAYMENT_PATHS.payOff, answers: { ...loaded, previewPayment: { data: PAYOFF_ANSWER } }, steps: [BY_BANK] },
};
export const PayOffReviewingCard: Story = {
  name: 'Pay off / the quote to confirm, by debit card',
  args: {
    path: REPAYMENT_PATHS.payOff,
    answers: { ...loaded, tokenizeCard: { data: VISA }, previewPayment: { data: PAYOFF_CARD_ANSWER } },
    steps: [BY_CARD, CARD, BY_CARD],
  },
};
export const PayOffPreparing: Story = {
  name: 'Pay off / the quote on its way',
  args: { path: REPAYMENT_PATHS.payOff, answers: { ...loaded, previewPayment: 'pending' }, steps: [BY_BANK] },
};
export const PayOffSaving: Story = {
  name: 'Pay off / making the payment',
  args: { path: REPAYMENT_PATHS.payOff, answers: { ...loaded, previewPayment: { data: PAYOFF_ANSWER }, savePayment: 'pending' }, steps: [BY_BANK, CONFIRM] },
};
export const PayOffRefused: Story = {
  name: 'Pay off / the payment refused',
  args: {
    path: REPAYMENT_PATHS.payOff,
    answers: { ...loaded, tokenizeCard: { data: VISA }, previewPayment: { data: PAYOFF_CARD_ANSWER }, savePayment: { refusal: RESULT.cardDeclined } },
    steps: [BY_CARD, CARD, BY_CARD, CONFIRM],
  },
};

// ---- Pay an extra amount ----
export const PayExtra: Story = { name: 'Pay extra / the form', args: { path: REPAYMENT_PATHS.payFixedAmount } };
export const PayExtraOutOfRange: Story = {
  name: 'Pay extra / an amount refused by the server',
  args: {
    path: REPAYMENT_PATHS.payFixedAmount,
    answers: { ...loaded, previewPayment: { refusal: RESULT.paymentAmountOutOfRange } },
    steps: [{ ...BY_BANK, amountCents: 800_00 }],
  },
};
export const PayExtraReviewing: Story = {
  name: 'Pay extra / the payment and the shorter schedule',
  args: { path: REPAYMENT_PATHS.payFixedAmount, answers: { ...loaded, previewPayment: { data: EXTRA_ANSWER } }, steps: [{ ...BY_BANK, amountCents: 200_00 }] },
};

// ---- Pay off in installments ----
export const PayOffInN: Story = { name: 'Pay off in installments / the form', args: { path: REPAYMENT_PATHS.payOffInN } };
export const PayOffInNReviewing: Story = {
  name: 'Pay off in installments / the new schedule',
  args: { path: REPAYMENT_PATHS.payOffInN, answers: { ...loaded, previewPayment: { data: IN_THREE_ANSWER } }, steps: [{ type: 'payment.preview', count: 3 }] },
};
export const PayOffInNSaving: Story = {
  name: 'Pay off in installments / saving the plan',
  args: {
    path: REPAYMENT_PATHS.payOffInN,
    answers: { ...loaded, previewPayment: { data: IN_THREE_ANSWER }, savePayment: 'pending' },
    steps: [{ type: 'payment.preview', count: 3 }, CONFIRM],
  },
};

// ---- One-time payment ----
export const PayDown: Story = { name: 'One-time payment / the form', args: { path: REPAYMENT_PATHS.payDown } };
export const PayDownReviewing: Story = {
  name: 'One-time payment / the payment to confirm',
  args: { path: REPAYMENT_PATHS.payDown, answers: { ...loaded, previewPayment: { data: PAY_DOWN_ANSWER } }, steps: [{ ...BY_BANK, amountCents: 148_50 }] },
};

// ---- Automatic payments ----
export const Autopay: Story = { name: 'Automatic payments / on', args: { path: REPAYMENT_PATHS.autopay } };
export const AutopayToAuthorize: Story = {
  name: 'Automatic payments / stopped: authorize again',
  args: { path: REPAYMENT_PATHS.autopay, answers: { loadLoan: { data: LOADED_AUTOPAY_STOPPED } } },
};
export const AutopayByCard: Story = {
  name: 'Automatic payments / on, from a debit card',
  args: { path: REPAYMENT_PATHS.autopay, answers: { loadLoan: { data: LOADED_CARD_AUTOPAY } } },
};
export const AutopayByCardToAuthorize: Story = {
  name: 'Automatic payments / card payments stopped: authorize again',
  args: { path: REPAYMENT_PATHS.autopay, answers: { loadLoan: { data: LOADED_CARD_AUTOPAY_STOPPED } } },
};
export const AutopayOff: Story = {
  name: 'Automatic payments / off',
  args: { path: REPAYMENT_PATHS.autopay, answers: { loadLoan: { data: LOADED_AUTOPAY_REVOKED } } },
};
export const AutopaySaving: Story = {
  name: 'Automatic payments / saving',
  args: { path: REPAYMENT_PATHS.autopay, answers: { ...loaded, saveAutopay: 'pending' }, steps: [{ type: 'autopay.set', authorize: false }] },
};
export const AutopayRefused: Story = {
  name: 'Automatic payments / refused',
  args: {
    path: REPAYMENT_PATHS.autopay,
    answers: { ...loaded, saveAutopay: { refusal: RESULT.serviceUnavailable } },
    steps: [{ type: 'autopay.set', authorize: false }],
  },
};
