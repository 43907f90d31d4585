// Changing the payment schedule (change types 105 to 109, decision 0741) in each state a borrower meets: the
// loan details with their paydays and a change made, the list of changes (offered, past due, with collections),
// each change's form, a refusal, the new schedule or the unchanged dates to confirm, saving, a save refused, and
// the loan details after a change. The brand follows the toolbar (both themes).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Customer } from '#src/api/contract/customer.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { RepaymentEvent } from '#machines/repayment/types.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  CARD_CHANGE,
  CARD_FORM,
  HOLIDAY_CHANGE,
  LOADED,
  LOADED_AFTER_WEEKLY,
  LOADED_AUTOPAY_REVOKED,
  LOADED_IN_COLLECTION,
  LOADED_PAST_DUE,
  VISA,
  WEEKLY_CHANGE,
} from '#src/ui/fixtures/repayment.ts';
import { flowStoryApp } from './flow-story-app.tsx';

const RepaymentStoryApp = flowStoryApp('repayment');

const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane.doe@example.com', firstName: 'Jane', portfolioId: 118 };
const loaded = { loadLoan: { data: LOADED } };
const WEEKLY = {
  type: 'change.preview',
  payrollFrequency: 17003,
  dayOfWeekPaid: 6,
  lastPayday: '2026-11-20',
  paymentFrequency: 17003,
} as const satisfies RepaymentEvent;
const BY_CARD = { type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true } as const satisfies RepaymentEvent;
/** The card automatic payments will be charged to (the sandbox processor's approved test card). */
const CARD = { type: 'card.submit', ...CARD_FORM } as const satisfies RepaymentEvent;
const CONFIRM = { type: 'change.confirm' } as const satisfies RepaymentEvent;
/** The card payer may go back to automatic payments from the bank account. */
const LOADED_CARD_PAYER = {
  ...LOADED_AUTOPAY_REVOKED,
  details: { ...LOADED_AUTOPAY_REVOKED.details, repaymentMode: PAYMENT_MODE.debitCard, paySettings: CARD_CHANGE.after },
  options: { ...LOADED_AUTOPAY_REVOKED.options, changes: { schedule: true, refusal: null, modes: [PAYMENT_MODE.ach] } },
};

const meta = {
  title: 'Pages/Repayment changes',
  component: RepaymentStoryApp,
  args: { brand: '118', path: REPAYMENT_PATHS.changes, customer: CUSTOMER, answers: loaded },
  argTypes: { brand: { table: { disable: true } } },
  render: (args, { globals, id }) => <RepaymentStoryApp key={`${String(globals.brand ?? '118')} ${id}`} {...args} brand={String(globals.brand ?? '118')} />,
} satisfies Meta<typeof RepaymentStoryApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- Loan details ----
export const DetailsAfterChange: Story = {
  name: 'Loan details / paid weekly now, the change listed',
  args: { path: REPAYMENT_PATHS.loanDetails, answers: { loadLoan: { data: LOADED_AFTER_WEEKLY } } },
};
export const DetailsJustChanged: Story = {
  name: 'Loan details / just changed, with the notice',
  args: {
    path: REPAYMENT_PATHS.changePayFrequency,
    // The first load (no loan chosen yet) is before the change; once saved, the loan is loaded again after it.
    answers: {
      loadLoan: { answer: ((input: { loanNo: string | null }) => (input.loanNo === null ? LOADED : LOADED_AFTER_WEEKLY)) as never },
      previewChange: { data: WEEKLY_CHANGE },
      saveChange: { data: WEEKLY_CHANGE },
    },
    steps: [WEEKLY, CONFIRM],
  },
};

// ---- The list of changes ----
export const Changes: Story = { name: 'Changes / what can be changed' };
export const ChangesPastDue: Story = { name: 'Changes / past due: only how you pay', args: { answers: { loadLoan: { data: LOADED_PAST_DUE } } } };
export const ChangesInCollection: Story = { name: 'Changes / with collections: none', args: { answers: { loadLoan: { data: LOADED_IN_COLLECTION } } } };

// ---- How often they are paid (106) ----
export const PayFrequency: Story = { name: 'Pay frequency / the form', args: { path: REPAYMENT_PATHS.changePayFrequency } };
export const PayFrequencyRefused: Story = {
  name: 'Pay frequency / refused by the server',
  args: {
    path: REPAYMENT_PATHS.changePayFrequency,
    answers: { ...loaded, previewChange: { refusal: RESULT.weeklyNeedsWeeklyPay } },
    steps: [{ ...WEEKLY, payrollFrequency: 17000 }],
  },
};
export const PayFrequencyPreparing: Story = {
  name: 'Pay frequency / the new schedule on its way',
  args: { path: REPAYMENT_PATHS.changePayFrequency, answers: { ...loaded, previewChange: 'pending' }, steps: [WEEKLY] },
};
export const PayFrequencyReviewing: Story = {
  name: 'Pay frequency / the new schedule to confirm',
  args: { path: REPAYMENT_PATHS.changePayFrequency, answers: { ...loaded, previewChange: { data: WEEKLY_CHANGE } }, steps: [WEEKLY] },
};
export const PayFrequencySaving: Story = {
  name: 'Pay frequency / saving the change',
  args: {
    path: REPAYMENT_PATHS.changePayFrequency,
    answers: { ...loaded, previewChange: { data: WEEKLY_CHANGE }, saveChange: 'pending' },
    steps: [WEEKLY, CONFIRM],
  },
};
export const PayFrequencySaveRefused: Story = {
  name: 'Pay frequency / the save refused',
  args: {
    path: REPAYMENT_PATHS.changePayFrequency,
    answers: { ...loaded, previewChange: { data: WEEKLY_CHANGE }, saveChange: { refusal: RESULT.changePastDue } },
    steps: [WEEKLY, CONFIRM],
  },
};

// ---- The payday (105), the holiday rule (108), when pay is available (109) ----
export const Payday: Story = { name: 'Payday / the form', args: { path: REPAYMENT_PATHS.changePayday } };
export const HolidayRule: Story = { name: 'Holiday rule / the form', args: { path: REPAYMENT_PATHS.changeHolidayRule } };
export const HolidayRuleReviewing: Story = {
  name: 'Holiday rule / no payment date moves: to confirm',
  args: {
    path: REPAYMENT_PATHS.changeHolidayRule,
    answers: { ...loaded, previewChange: { data: HOLIDAY_CHANGE } },
    steps: [{ type: 'change.preview', paydayOnHoliday: 1 }],
  },
};
export const PayAvailability: Story = { name: 'Pay availability / the form', args: { path: REPAYMENT_PATHS.changePayAvailability } };

// ---- How they pay (107) ----
export const PaymentMethod: Story = { name: 'Payment method / the form', args: { path: REPAYMENT_PATHS.changePaymentMethod } };
export const PaymentMethodCardAsked: Story = {
  name: 'Payment method / by debit card: the card and its authorization',
  args: { path: REPAYMENT_PATHS.changePaymentMethod, steps: [BY_CARD] },
};
export const PaymentMethodReviewing: Story = {
  name: 'Payment method / by debit card: to confirm',
  args: {
    path: REPAYMENT_PATHS.changePaymentMethod,
    answers: { ...loaded, tokenizeCard: { data: VISA }, previewChange: { data: CARD_CHANGE } },
    steps: [BY_CARD, CARD, BY_CARD],
  },
};
export const PaymentMethodBackToAch: Story = {
  name: 'Payment method / back to automatic payments: the authorization',
  args: { path: REPAYMENT_PATHS.changePaymentMethod, answers: { loadLoan: { data: LOADED_CARD_PAYER } } },
};
