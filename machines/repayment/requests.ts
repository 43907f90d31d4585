// The calls behind each way to pay, built from the page's form: a preview (request mode 0), or a save
// (mode 1) carrying the intent's idempotency key. Pure, so the machine and its tests share it.
import { REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { CHANGE_TYPE, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { PaymentOption, ScheduleChange } from './pages.ts';
import type { AutopayRequest, CardOnFile, ChangeForm, ChangeRequest, PaymentCall, PaymentForm } from './types.ts';

/** What a save adds to a preview: the key of the borrower's intent, the same on every retry of it. */
export type SaveIntent = { idempotencyKey: string };

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`A ${what} is needed for this payment`);
  return value;
}

export function paymentCallOf(option: PaymentOption, loanNo: string, form: PaymentForm, card: CardOnFile | null, intent: SaveIntent | null): PaymentCall {
  const mode = intent ? { requestMode: REQUEST_MODE.save, ...intent } : { requestMode: REQUEST_MODE.preview };
  if (option === 'payOffInN') return { option, request: { ...mode, loanNo, count: required(form.count, 'number of payments') } } as PaymentCall;
  const method = required(form.mode, 'way to pay');
  const payment = {
    loanNo,
    paymentDate: required(form.paymentDate, 'payment date'),
    mode: method,
    ...(method === PAYMENT_MODE.debitCard && card ? { cardToken: card.cardToken } : {}),
  };
  switch (option) {
    case 'payOff':
      return { option, request: { ...mode, ...payment } } as PaymentCall;
    case 'payFixedAmount':
      return { option, request: { ...mode, ...payment, amountCents: required(form.amountCents, 'payment amount') } } as PaymentCall;
    case 'payDown':
      return {
        option,
        request: { purpose: 'repayment', changeType: CHANGE_TYPE.payDown, ...mode, ...payment, amountCents: required(form.amountCents, 'payment amount') },
      } as PaymentCall;
  }
}

export function autopayRequestOf(loanNo: string, authorize: boolean, intent: SaveIntent): AutopayRequest {
  return { purpose: 'repayment', changeType: CHANGE_TYPE.revokeFutureAch, requestMode: REQUEST_MODE.save, loanNo, authorize, ...intent };
}

/** The change type each change's page records (spec section 3). */
export const CHANGE_TYPE_OF: Readonly<Record<ScheduleChange, ChangeRequest['changeType']>> = {
  changePayday: CHANGE_TYPE.changePayrollDate,
  changePayFrequency: CHANGE_TYPE.changeFrequency,
  changePaymentMethod: CHANGE_TYPE.changePaymentMode,
  changeHolidayRule: CHANGE_TYPE.changePaydayOnHoliday,
  changePayAvailability: CHANGE_TYPE.changePaydayOnAvailable,
};

/** Only the fields that are set: the server takes the days a frequency uses and nothing else. */
const present = (form: ChangeForm, fields: readonly (keyof ChangeForm)[]) =>
  Object.fromEntries(fields.filter((field) => form[field] !== undefined).map((field) => [field, form[field]]));

const DAY_FIELDS = ['lastPayday', 'dayOfWeekPaid', 'semiMonthlyDays', 'monthDay'] as const;

/** The save-payment-option call of a change (105 to 109): a preview, or a save with the intent's key. */
export function changeRequestOf(
  change: ScheduleChange,
  loanNo: string,
  form: ChangeForm,
  intent: SaveIntent | null,
  card: CardOnFile | null = null,
): ChangeRequest {
  const mode = intent ? { requestMode: REQUEST_MODE.save, ...intent } : { requestMode: REQUEST_MODE.preview };
  const base = { purpose: 'repayment' as const, changeType: CHANGE_TYPE_OF[change], loanNo, ...mode };
  switch (change) {
    case 'changePayday':
      return { ...base, ...present(form, DAY_FIELDS) } as ChangeRequest;
    case 'changePayFrequency':
      return {
        ...base,
        payrollFrequency: required(form.payrollFrequency, 'pay frequency'),
        ...present(form, DAY_FIELDS),
        paymentFrequency: required(form.paymentFrequency, 'payment frequency'),
      } as ChangeRequest;
    case 'changePaymentMethod':
      return {
        ...base,
        mode: required(form.mode, 'way to pay'),
        ...present(form, ['authorizeAch', 'authorizeCard']),
        // Automatic payments by card are taken from the card entered: its token only.
        ...(form.mode === PAYMENT_MODE.debitCard && card ? { cardToken: card.cardToken } : {}),
      } as ChangeRequest;
    case 'changeHolidayRule':
      return { ...base, paydayOnHoliday: required(form.paydayOnHoliday, 'holiday rule') } as ChangeRequest;
    case 'changePayAvailability':
      return { ...base, paydayOnAvailability: required(form.paydayOnAvailability, 'availability rule') } as ChangeRequest;
  }
}
