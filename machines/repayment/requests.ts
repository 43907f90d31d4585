// The calls behind each way to pay, built from the page's form: a preview (request mode 0), or a save
// (mode 1) carrying the intent's idempotency key. Pure, so the machine and its tests share it.
import { REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { CHANGE_TYPE, PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { PaymentOption } from './pages.ts';
import type { AutopayRequest, CardOnFile, PaymentCall, PaymentForm } from './types.ts';

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
