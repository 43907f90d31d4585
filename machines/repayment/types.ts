// The repayment flow's input, context, events and call shapes (issue 13).
import type { CallRequest } from '#src/api/contract/define-call.ts';
import type { RepaymentLoan } from '#src/api/contract/loan.ts';
import type { TransactionFee, savePaymentOption } from '#src/api/contract/disbursement.ts';
import type {
  ChangePreview,
  LoanDetails,
  NewSchedule,
  PaymentMethod,
  PaymentQuote,
  PayoffQuote,
  RepaymentOptions,
  SavedChange,
  SelfServiceChangeRequest,
  payFixedAmount,
  payOff,
  payOffInN,
} from '#src/api/contract/repayment.ts';
import type { CardForm } from '../kit/card-entry.ts';
import type { RetryEvent } from '../kit/retry.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { PaymentOption, ScheduleChange } from './pages.ts';

export type RepaymentInput = {
  /** The visit that opened the flow; routed once the loan is loaded. */
  entry: RouteEnterEvent;
};

/** Everything a page of the flow shows about the chosen loan, loaded together. */
export type LoadedLoan = {
  /** The borrower's loans being repaid (a switcher when there are several). */
  loans: RepaymentLoan[];
  details: LoanDetails;
  options: RepaymentOptions;
  /** What paying once costs by each method (compare-transaction-fee with the loan). */
  fees: TransactionFee[];
};

/** What the borrower chose on an option's page; which fields count depends on the option. */
export type PaymentForm = {
  paymentDate?: string;
  mode?: PaymentMethod;
  amountCents?: number;
  count?: number;
};

/** The debit card entered in this visit: its token from the sandbox card processor, never its number. */
export type CardOnFile = { cardToken: string; brand: string; last4: string; expiry: string };
export type { CardForm };

/** A previewed (request mode 0) or saved (mode 1) way to pay, as the app's calls answer it. */
export type PaymentAnswer = {
  quote: PaymentQuote | PayoffQuote | null;
  schedule: NewSchedule | null;
  saved: SavedChange | null;
};

/** The call behind each option, with its request: the app's actor sends it as is. */
export type PaymentCall =
  | { option: 'payOff'; request: CallRequest<typeof payOff> }
  | { option: 'payOffInN'; request: CallRequest<typeof payOffInN> }
  | { option: 'payFixedAmount'; request: CallRequest<typeof payFixedAmount> }
  | { option: 'payDown'; request: Extract<CallRequest<typeof savePaymentOption>, { changeType: 103 }> };

/** Revoking (false) or giving again (true) the authorization of automatic withdrawals (change type 104). */
export type AutopayRequest = Extract<CallRequest<typeof savePaymentOption>, { changeType: 104 }>;

/** What the borrower chose on a change's page; which fields count depends on the change (decision 0741). */
export type ChangeForm = {
  payrollFrequency?: number;
  lastPayday?: string;
  dayOfWeekPaid?: number;
  semiMonthlyDays?: [number, number];
  monthDay?: number;
  paymentFrequency?: number;
  mode?: PaymentMethod;
  authorizeAch?: boolean;
  authorizeCard?: boolean;
  paydayOnHoliday?: number;
  paydayOnAvailability?: number;
};

/** A change previewed (request mode 0) or saved (mode 1): save-payment-option with its change type. */
export type ChangeRequest = SelfServiceChangeRequest;
export type { ChangePreview };

export type RepaymentContext = {
  pendingVisit: RouteEnterEvent;
  /** The loan shown; null until loaded (the stored choice, else the first loan being repaid). */
  loanNo: string | null;
  loaded: LoadedLoan | null;
  /** The option of the page open, its form as last previewed, and the answer to that preview. */
  option: PaymentOption | null;
  form: PaymentForm;
  preview: PaymentAnswer | null;
  card: CardOnFile | null;
  cardError: string | null;
  /** One per confirmation intent: kept across a retry, new after a new preview (idempotency). */
  intentKey: string | null;
  error: string | null;
  /** Said on the loan details page after a change that takes no payment. */
  notice: string | null;
  /** The change of the page open (105 to 109), its form as last previewed, and the answer to that preview. */
  change: ScheduleChange | null;
  changeForm: ChangeForm;
  changePreview: ChangePreview | null;
};

export type RepaymentEvent =
  | RouteEnterEvent
  | RetryEvent
  /** Load everything again and show the loan details (after a change saved). */
  | { type: 'repayment.reload' }
  | { type: 'repayment.switchLoan'; loanNo: string }
  | { type: 'repayment.choose'; option: PaymentOption }
  | ({ type: 'payment.preview' } & PaymentForm)
  | { type: 'payment.edit' }
  | { type: 'payment.confirm' }
  | ({ type: 'card.submit' } & CardForm)
  | { type: 'card.change' }
  | { type: 'autopay.set'; authorize: boolean }
  | { type: 'change.choose'; change: ScheduleChange }
  | ({ type: 'change.preview' } & ChangeForm)
  | { type: 'change.edit' }
  | { type: 'change.confirm' };
