// The disbursement wizard's input, context and events (issue 11). Bank numbers typed to confirm another
// account travel only in the event that saves them; the context keeps what the server answers (last 4 digits).
import type {
  DisbursementChoices,
  calculatePaymentSchedule,
  PaymentSchedule,
  ScheduledPayment,
  TransactionFee,
  paperCheck,
  SavePaymentOptionAnswer,
  WizardOptions,
  wizardSaveSchema,
  WizardCard,
} from '#src/api/contract/disbursement.ts';
import type { SameDayFundingAnswer, availableDate } from '#src/api/contract/disbursement-dates.ts';
import type { CardForm } from '../kit/card-entry.ts';
import type * as v from 'valibot';
import type { CallRequest, CallResponse } from '#src/api/contract/define-call.ts';
import type { RouteEnterEvent } from '../kit/route-meta.ts';
import type { RetryEvent } from '../kit/retry.ts';
import type { WizardForms } from './display.ts';
import type { ClockReading } from './page-clock.ts';

export type PaymentOption = WizardOptions;
export type AvailableDates = CallResponse<typeof availableDate>;
/** The date step's load: the dates that can be picked (available-date) and the one offered first (get-default-disbursement-date, null when it failed). */
export type DatesLoad = { dates: AvailableDates; defaultDate: string | null };
export type PaperCheckAnswer = CallResponse<typeof paperCheck>;
export type SaveRequest = v.InferInput<typeof wizardSaveSchema>;
export type SaveAnswer = SavePaymentOptionAnswer;
export type ScheduleRequest = CallRequest<typeof calculatePaymentSchedule>;
export type BankConfirmation = { routingNumber: string; accountNumber: string };
/** The card form's fields, sent to the sandbox card processor only (tokenize-card). */
export type { CardForm };
/**
 * The debit card the borrower repays from: its token when entered in this visit (sent with the mode step's save),
 * null when the server has it already (saved before); never its number.
 */
export type CardOnFile = WizardCard & { cardToken: string | null };
export type { DisbursementChoices, PaymentSchedule, SameDayFundingAnswer, ScheduledPayment, TransactionFee };

export type DisbursementInput = {
  portfolioId: number;
  /** The visit that opened the flow; routed once the saved choices are loaded. */
  entry: RouteEnterEvent;
};

export type DisbursementContext = {
  portfolioId: number;
  /** The visit to route once loaded (the first one, or one that arrived while loading). */
  pendingVisit: RouteEnterEvent;
  /** get-payment-option: the program, the borrower's accounts, the saved step, request and loan. */
  option: PaymentOption | null;
  /** The display sections of the term and the confirmation (config get-form) with the code lists they name. */
  forms: WizardForms | null;
  /** What the borrower chose so far (saved on the server after each step). */
  choices: DisbursementChoices;
  /** The step's choices while they are being saved: they join `choices` once the server has them. */
  submitted: Partial<DisbursementChoices> | null;
  /** What each repayment and disbursement mode costs for the chosen amount. */
  fees: TransactionFee[];
  /** The disbursement dates that can be picked. */
  dates: AvailableDates | null;
  /** The date offered when none is chosen (get-default-disbursement-date): the earliest funding date. */
  defaultDate: string | null;
  /** The schedule and Truth-in-Lending box of the chosen terms. */
  schedule: PaymentSchedule | null;
  /** One payment's principal, interest and fee, as asked on the term step. */
  paymentDetail: ScheduledPayment | null;
  /** Where to mail checks, when repaying by paper check. */
  paperCheck: PaperCheckAnswer | null;
  /** The debit card to repay from: entered on the mode step (tokenized), or saved before. */
  card: CardOnFile | null;
  /** Why the card was not taken (the card processor's refusal), or that one is needed. */
  cardError: string | null;
  /** The same-day funding tip: the server's answer, and the seconds left as the tip counts down. */
  sameDay: SameDayFundingAnswer | null;
  /** While same-day funding is open: the business day after today (get-next-business-day), when a loan confirmed after the cut-off is sent. */
  afterCutOffDate: string | null;
  secondsLeft: number;
  /** The cut-off instant on this device's clock (ms), set at the first clock reading after the server's answer. */
  cutOffAt: number | null;
  /** Why the borrower was sent back to this step (a loan flag's message). */
  notice: string | null;
  /** The message of the last refused or failed call, shown on the page. */
  error: string | null;
};

export type ModeChoice = Pick<DisbursementChoices, 'paymentFrequency' | 'repaymentMode' | 'achAuthorized'>;
export type AccountChoice = Pick<DisbursementChoices, 'disbursementDate' | 'disbursementMode' | 'bankAccountId'>;

export type DisbursementEvent =
  | RouteEnterEvent
  | RetryEvent
  | { type: 'amount.submit'; amountCents: number }
  | ({ type: 'mode.submit'; authorizeCard?: boolean } & { [K in keyof ModeChoice]: NonNullable<ModeChoice[K]> })
  | ({ type: 'card.submit' } & CardForm)
  | { type: 'card.change' }
  | ({ type: 'account.submit'; bankConfirmation?: BankConfirmation } & { [K in keyof AccountChoice]: NonNullable<AccountChoice[K]> })
  | { type: 'term.paymentDetail'; number: number }
  | { type: 'term.continue' }
  | { type: 'confirm.submit' }
  | ClockReading;
