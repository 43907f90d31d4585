// Every page of the disbursement wizard in each state a borrower meets: editing, saving, refused, sent back
// by a loan flag, with the same-day countdown open and closed, the loan term calculating, failed and shown
// with a payment's detail, the debit card entered on the repayment mode step (refused, checking, entered, saved),
// and the confirmation by ACH, by debit card and by paper check. Figures are a $500 loan repaid
// weekly in 20 payments, computed by the domain library. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { fill, press, WAIT } from './play.ts';
import type { Customer } from '#src/api/contract/customer.ts';
import type { PaymentOption, SaveAnswer, SaveRequest } from '#machines/disbursement/types.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { LOAN_FLAG } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import {
  ALL_CHOICES,
  DATES,
  FEES,
  PAPER_CHECK,
  SCHEDULE,
  NO_CHOICES,
  OTHER_ACCOUNT_ID,
  PRIMARY_ACCOUNT_ID,
  SAME_DAY_CLOSED,
  SAME_DAY_OPEN,
  paymentOptionWith,
  WIZARD_FORMS,
} from '#src/ui/fixtures/disbursement.ts';
import { flowStoryApp, type StoryAnswers } from './flow-story-app.tsx';

const DisbursementStoryApp = flowStoryApp('disbursement');
type DisbursementStoryAnswers = StoryAnswers<'disbursement'>;

const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };

const option = (choices: Partial<PaymentOption['choices']>, step: PaymentOption['step'] = 'choose-loan-amount'): PaymentOption =>
  paymentOptionWith({ step, choices: { ...NO_CHOICES, ...choices }, requestId: 'r-1' });

const AMOUNT = { amountCents: 500_00 };
const MODE = { ...AMOUNT, paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true } as const;
const ALL = { ...ALL_CHOICES, ...MODE, disbursementDate: '2026-11-24', disbursementMode: PAYMENT_MODE.ach, bankAccountId: PRIMARY_ACCOUNT_ID };

const saved = (step: SaveAnswer['step']): SaveAnswer => ({ step, requestId: 'r-1', loanNo: null, loanFlag: null });
const never = () => new Promise<never>(() => {});
/** Previews (mode 0) are saved at once; confirming (mode 1) stays on its way. */
const previewsSaved = { answer: (input: SaveRequest) => (input.mode === 0 ? saved(input.step) : never()) };

/** What the wizard's calls answer for a borrower who has chosen this much, the countdown open. */
function answers(choices: Partial<PaymentOption['choices']>, more: DisbursementStoryAnswers = {}): DisbursementStoryAnswers {
  return {
    getPaymentOption: { data: option(choices) },
    countdownSameDay: { data: SAME_DAY_OPEN },
    // The business day after the open countdown's today: when a loan confirmed after the cut-off is sent.
    getNextBusinessDay: { data: { date: SAME_DAY_CLOSED.fundingDate } },
    compareTransactionFee: { data: { fees: FEES } },
    loadDates: { data: { dates: DATES, defaultDate: DATES.earliest } },
    calculatePaymentSchedule: { data: SCHEDULE },
    paymentDetail: { answer: (input: { number: number }) => SCHEDULE.schedule[input.number - 1] },
    paperCheck: { data: PAPER_CHECK },
    savePaymentOption: 'pending',
    loadForms: { data: WIZARD_FORMS },
    ...more,
  };
}
const refusal = (result: { code: number; message: string }) => ({ refusal: result });
const SERVICE_DOWN = refusal(RESULT.serviceUnavailable);

const meta = {
  title: 'Pages/Disbursement',
  component: DisbursementStoryApp,
  args: { brand: '118', path: '/disbursement/choose-loan-amount', customer: CUSTOMER },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <DisbursementStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof DisbursementStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const AMOUNT_PATH = '/disbursement/choose-loan-amount';
const MODE_PATH = '/disbursement/choose-payment-mode';
const BANK_PATH = '/disbursement/choose-bank-account';
const TERM_PATH = '/disbursement/choose-loan-term';
const CONFIRM_PATH = '/disbursement/confirm-details';

// Loading what the wizard needs
export const LoadFailed: Story = {
  name: 'Entry / could not load',
  args: { path: '/disbursement', answers: { ...answers({}), getPaymentOption: SERVICE_DOWN } },
};

// Choose Loan Amount
export const AmountFirstVisit: Story = { name: 'Amount / first visit, the most offered, countdown open', args: { path: AMOUNT_PATH, answers: answers({}) } };
export const AmountSaved: Story = { name: 'Amount / as saved ($500)', args: { path: AMOUNT_PATH, answers: answers(AMOUNT) } };
export const AmountClosed: Story = {
  name: 'Amount / same-day funding closed',
  args: { path: AMOUNT_PATH, answers: answers(AMOUNT, { countdownSameDay: { data: SAME_DAY_CLOSED } }) },
};
export const AmountRounded: Story = {
  name: 'Amount / typed off the step, rounded',
  args: { path: AMOUNT_PATH, answers: answers(AMOUNT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/Or type the amount/, {}, WAIT);
    await userEvent.clear(field);
    await fill(canvas, /Or type the amount/, '487');
    await userEvent.tab();
  },
};
export const AmountErrors: Story = {
  name: 'Amount / above the maximum',
  args: { path: AMOUNT_PATH, answers: answers(AMOUNT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/Or type the amount/, {}, WAIT);
    await userEvent.clear(field);
    await fill(canvas, /Or type the amount/, '5000');
    await press(canvas, 'Save and continue');
  },
};
export const AmountSaving: Story = {
  name: 'Amount / saving',
  args: { path: AMOUNT_PATH, answers: answers(AMOUNT), steps: [{ type: 'amount.submit', amountCents: 500_00 }] },
};
export const AmountRefused: Story = {
  name: 'Amount / save failed',
  args: { path: AMOUNT_PATH, answers: answers(AMOUNT, { savePaymentOption: SERVICE_DOWN }), steps: [{ type: 'amount.submit', amountCents: 500_00 }] },
};
export const AmountFlagged: Story = {
  name: 'Amount / loan flag: the maximum went down',
  args: {
    path: AMOUNT_PATH,
    answers: answers(AMOUNT, {
      savePaymentOption: { data: { ...saved('choose-loan-amount'), loanFlag: LOAN_FLAG.recalculateLoanAmount, maxAmountCents: 400_00 } },
    }),
    steps: [{ type: 'amount.submit', amountCents: 500_00 }],
  },
};

// Choose Repayment Mode
export const ModeFirstVisit: Story = { name: 'Repayment mode / first visit with the costs', args: { path: MODE_PATH, answers: answers(AMOUNT) } };
export const ModeAchNoConsent: Story = {
  name: 'Repayment mode / ACH without its authorization',
  args: { path: MODE_PATH, answers: answers(AMOUNT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/^Weekly/, {}, WAIT));
    await userEvent.click(await canvas.findByLabelText(/Automatic payments from your bank/, {}, WAIT));
    await press(canvas, 'Save and continue');
  },
};
export const ModeNothingChosen: Story = {
  name: 'Repayment mode / nothing chosen',
  args: { path: MODE_PATH, answers: answers(AMOUNT) },
  play: async ({ canvasElement }) => press(within(canvasElement), 'Save and continue'),
};
export const ModePaperCheck: Story = {
  name: 'Repayment mode / paper check, as saved',
  args: { path: MODE_PATH, answers: answers({ ...MODE, repaymentMode: TRANSACTION_MODE.paperCheck, achAuthorized: false }) },
};
export const ModeSaving: Story = {
  name: 'Repayment mode / saving',
  args: {
    path: MODE_PATH,
    answers: answers(MODE),
    steps: [{ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true }],
  },
};

// Choose Repayment Mode: the debit card, asked right where it is chosen (tokenized by the sandbox card processor)
const BY_CARD = { ...MODE, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false } as const;
const CARD_FORM = { name: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '78701' };
const VISA = { cardToken: 'card_sbx_4242424242424242', brand: 'Visa', last4: '4242', expiry: '12/30' };
/** Debit card as saved, with its card (the server names it, never its token). */
const withCard = (choices: Partial<PaymentOption['choices']>, step: PaymentOption['step'] = 'choose-payment-mode'): PaymentOption => ({
  ...option(choices, step),
  card: { brand: 'Visa', last4: '4242', expiry: '12/30' },
});
export const ModeCardChosen: Story = {
  name: 'Repayment mode / debit card chosen: the card form and its authorization',
  args: { path: MODE_PATH, answers: answers(AMOUNT) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/^Weekly/, {}, WAIT));
    await userEvent.click(await canvas.findByLabelText(/^Debit card/, {}, WAIT));
    await canvas.findByLabelText('Card number', {}, WAIT);
  },
};
export const ModeCardMissing: Story = {
  name: 'Repayment mode / debit card saved with no card entered nor authorized',
  args: { path: MODE_PATH, answers: answers(BY_CARD) },
  play: async ({ canvasElement }) => press(within(canvasElement), 'Save and continue'),
};
export const ModeCardChecking: Story = {
  name: 'Repayment mode / the card on its way to the card processor',
  args: { path: MODE_PATH, answers: answers(BY_CARD, { tokenizeCard: 'pending' }), steps: [{ type: 'card.submit', ...CARD_FORM }] },
};
export const ModeCardInvalid: Story = {
  name: 'Repayment mode / the card processor refuses the number (Luhn)',
  args: { path: MODE_PATH, answers: answers(BY_CARD, { tokenizeCard: refusal(RESULT.cardNumberInvalid) }), steps: [{ type: 'card.submit', ...CARD_FORM }] },
};
export const ModeCardExpired: Story = {
  name: 'Repayment mode / the card processor refuses an expired card',
  args: {
    path: MODE_PATH,
    answers: answers(BY_CARD, { tokenizeCard: refusal(RESULT.cardExpired) }),
    steps: [{ type: 'card.submit', ...CARD_FORM, expiry: '01/20' }],
  },
};
export const ModeCardEntered: Story = {
  name: 'Repayment mode / Visa ending in 4242, with a way to use another card',
  args: { path: MODE_PATH, answers: answers(BY_CARD, { tokenizeCard: { data: VISA } }), steps: [{ type: 'card.submit', ...CARD_FORM }] },
};
export const ModeCardSaved: Story = {
  name: 'Repayment mode / debit card as saved, its card named',
  args: { path: MODE_PATH, answers: { ...answers(BY_CARD), getPaymentOption: { data: withCard(BY_CARD) } } },
};
export const ModeCardSaving: Story = {
  name: 'Repayment mode / saving by debit card',
  args: {
    path: MODE_PATH,
    answers: { ...answers(BY_CARD), getPaymentOption: { data: withCard(BY_CARD) } },
    steps: [
      { type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false, authorizeCard: true },
    ],
  },
};
export const ModeCardAuthorizationRefused: Story = {
  name: 'Repayment mode / the server asks for the card authorization (-12318)',
  args: {
    path: MODE_PATH,
    answers: { ...answers(BY_CARD, { savePaymentOption: refusal(RESULT.cardAuthorizationNeeded) }), getPaymentOption: { data: withCard(BY_CARD) } },
    steps: [
      { type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false, authorizeCard: false },
    ],
  },
};

// Date & Bank Account
export const BankFirstVisit: Story = { name: 'Date and account / first visit', args: { path: BANK_PATH, answers: answers(MODE) } };
export const BankSaved: Story = { name: 'Date and account / as saved', args: { path: BANK_PATH, answers: answers(ALL) } };
export const BankHoliday: Story = {
  name: 'Date and account / Thanksgiving Day clicked: the holiday is named',
  args: { path: BANK_PATH, answers: answers(ALL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Thursday, November 26, 2026, not available: Thanksgiving Day/ }, WAIT));
    await canvas.findByText(
      'Thursday, November 26, 2026 cannot be chosen: Thanksgiving Day is a Federal Reserve holiday, so no money moves that day.',
      {},
      WAIT,
    );
  },
};
export const BankHolidayNextMonth: Story = {
  name: 'Date and account / December: Christmas Day named under the calendar and when clicked',
  args: { path: BANK_PATH, answers: answers(ALL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next month' }, WAIT));
    await canvas.findByText(/Christmas Day \(12\/25\/2026\)\. No money moves on these days\./, {}, WAIT);
    await userEvent.click(await canvas.findByRole('button', { name: /Friday, December 25, 2026, not available: Christmas Day/ }, WAIT));
  },
};
export const BankOtherAccountMismatch: Story = {
  name: 'Date and account / another account, numbers that do not match',
  args: { path: BANK_PATH, answers: answers(ALL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/Wells Fargo/, {}, WAIT));
    await fill(canvas, 'Routing Number', '021000021');
    await fill(canvas, 'Account Number', '000123456789');
    await press(canvas, 'Save and continue');
  },
};
export const BankOtherAccountConfirmed: Story = {
  name: 'Date and account / another account, confirmed',
  args: { path: BANK_PATH, answers: answers(ALL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText(/Wells Fargo/, {}, WAIT));
    await fill(canvas, 'Routing Number', '121000248');
    await fill(canvas, 'Account Number', '000123459876');
  },
};
export const BankFlagged: Story = {
  name: 'Date and account / loan flag: choose the date again',
  args: {
    path: BANK_PATH,
    answers: answers(ALL, { savePaymentOption: { data: { ...saved('choose-bank-account'), loanFlag: LOAN_FLAG.recalculatePaymentPlan } } }),
    steps: [{ type: 'account.submit', disbursementDate: '2026-11-24', disbursementMode: PAYMENT_MODE.ach, bankAccountId: PRIMARY_ACCOUNT_ID }],
  },
};
export const BankSaving: Story = {
  name: 'Date and account / saving, instant transfer',
  args: {
    path: BANK_PATH,
    answers: answers({ ...ALL, disbursementMode: PAYMENT_MODE.instantFund, bankAccountId: OTHER_ACCOUNT_ID }),
    steps: [{ type: 'account.submit', disbursementDate: '2026-11-24', disbursementMode: PAYMENT_MODE.instantFund, bankAccountId: OTHER_ACCOUNT_ID }],
  },
};
export const BankClosed: Story = {
  name: 'Date and account / same-day funding closed',
  args: { path: BANK_PATH, answers: answers(ALL, { countdownSameDay: { data: SAME_DAY_CLOSED } }) },
};

// Review Loan Term
export const TermCalculating: Story = {
  name: 'Loan term / calculating',
  args: { path: TERM_PATH, answers: answers(ALL, { calculatePaymentSchedule: 'pending' }) },
};
export const TermFailed: Story = {
  name: 'Loan term / could not calculate',
  args: { path: TERM_PATH, answers: answers(ALL, { calculatePaymentSchedule: SERVICE_DOWN }) },
};
export const TermShown: Story = { name: 'Loan term / $500 weekly, 20 payments', args: { path: TERM_PATH, answers: answers(ALL) } };
export const TermDetail: Story = {
  name: 'Loan term / a payment in detail',
  args: { path: TERM_PATH, answers: answers(ALL), steps: [{ type: 'term.paymentDetail', number: 4 }] },
};
export const TermSaving: Story = {
  name: 'Loan term / continuing',
  args: { path: TERM_PATH, answers: answers(ALL), steps: [{ type: 'term.continue' }] },
};

// Confirm Loan Details
const THROUGH_TERM = [{ type: 'term.continue' }] as const;
export const ConfirmAch: Story = {
  name: 'Confirm / ACH, with the APR',
  args: { path: TERM_PATH, answers: answers(ALL, { savePaymentOption: previewsSaved }), steps: [...THROUGH_TERM] },
};
export const ConfirmQuoting: Story = {
  name: 'Confirm / opened by a reload: the APR on its way',
  args: { path: CONFIRM_PATH, answers: answers(ALL, { calculatePaymentSchedule: 'pending' }) },
};
export const ConfirmResumed: Story = {
  name: 'Confirm / opened by a reload: the APR asked again',
  args: { path: CONFIRM_PATH, answers: answers(ALL) },
};
export const ConfirmPaperCheck: Story = {
  name: 'Confirm / paper check with the mailing address',
  args: { path: CONFIRM_PATH, answers: answers({ ...ALL, repaymentMode: TRANSACTION_MODE.paperCheck, achAuthorized: false }) },
};
export const ConfirmDebitCard: Story = {
  name: 'Confirm / debit card, the card named',
  args: {
    path: CONFIRM_PATH,
    answers: { ...answers({ ...ALL, ...BY_CARD }), getPaymentOption: { data: withCard({ ...ALL, ...BY_CARD }, 'confirm-details') } },
  },
};
export const ConfirmConfirming: Story = {
  name: 'Confirm / confirming',
  args: { path: TERM_PATH, answers: answers(ALL, { savePaymentOption: previewsSaved }), steps: [...THROUGH_TERM, { type: 'confirm.submit' }] },
};
export const ConfirmRefused: Story = {
  name: 'Confirm / could not confirm',
  args: { path: CONFIRM_PATH, answers: answers(ALL, { savePaymentOption: SERVICE_DOWN }), steps: [{ type: 'confirm.submit' }] },
};
