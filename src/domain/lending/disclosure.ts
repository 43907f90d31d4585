// The Truth in Lending disclosure of a schedule (Regulation Z, 12 CFR 1026.18): APR, finance charge,
// amount financed, total of payments and the payment schedule.
import { roundHalfUp } from '../decimal.ts';
import type { IsoDate } from '../iso-date.ts';
import { annualPercentageRate } from './apr.ts';
import { assertCents } from './interest.ts';
import type { Schedule } from './schedule.ts';

export type DisclosedPayment = { number: number; dueDate: IsoDate; amount: number };

/** Consecutive payments of one amount, as the disclosure reads: "25 payments of $X beginning ...". */
export type PaymentGroup = { count: number; amount: number; firstDueDate: IsoDate };

export type TruthInLendingDisclosure = {
  /** Percent, rounded half up to 2 decimals. */
  apr: number;
  /** Cents: the dollar cost of the credit. */
  financeCharge: number;
  /** Cents: the credit provided to the borrower or on their behalf. */
  amountFinanced: number;
  /** Cents: what the borrower will have paid after all scheduled payments. */
  totalOfPayments: number;
  payments: DisclosedPayment[];
  paymentGroups: PaymentGroup[];
};

function groupPayments(payments: readonly DisclosedPayment[]): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const payment of payments) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.amount === payment.amount) last.count += 1;
    else groups.push({ count: 1, amount: payment.amount, firstDueDate: payment.dueDate });
  }
  return groups;
}

/**
 * The disclosure of a schedule. A prepaid finance charge (a fee kept from the proceeds) lowers the
 * amount financed and adds to the finance charge; the APR is computed on the amount financed.
 */
export function truthInLendingDisclosure(schedule: Schedule, options: { prepaidFinanceCharge?: number } = {}): TruthInLendingDisclosure {
  const prepaidFinanceCharge = options.prepaidFinanceCharge ?? 0;
  assertCents(prepaidFinanceCharge, 'The prepaid finance charge');
  const amountFinanced = schedule.principal - prepaidFinanceCharge;
  if (amountFinanced <= 0) throw new RangeError('The prepaid finance charge must be less than the principal');
  const payments = schedule.installments.map((installment) => ({ number: installment.number, dueDate: installment.dueDate, amount: installment.payment }));
  const apr = annualPercentageRate({
    amountFinanced,
    consummationDate: schedule.startDate,
    payments: payments.map((payment) => ({ date: payment.dueDate, amount: payment.amount })),
  });
  return {
    apr: roundHalfUp(apr, 2),
    financeCharge: schedule.totalOfPayments - amountFinanced,
    amountFinanced,
    totalOfPayments: schedule.totalOfPayments,
    payments,
    paymentGroups: groupPayments(payments),
  };
}
