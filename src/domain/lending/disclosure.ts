// The Truth in Lending disclosure of a schedule (Regulation Z, 12 CFR 1026.18): APR, finance charge,
// amount financed, total of payments and the payment schedule.
import { roundHalfUp } from '../decimal.ts';
import { toDayNumber, type IsoDate } from '../iso-date.ts';
import { annualPercentageRate, weeklyAnnualPercentageRate } from './apr.ts';
import { assertCents, dailyRate } from './interest.ts';
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

/** Consecutive payments of one amount grouped, as the disclosure lists them (also for a schedule read back from storage). */
export function groupPayments(payments: readonly DisclosedPayment[]): PaymentGroup[] {
  const groups: PaymentGroup[] = [];
  for (const payment of payments) {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.amount === payment.amount) last.count += 1;
    else groups.push({ count: 1, amount: payment.amount, firstDueDate: payment.dueDate });
  }
  return groups;
}

/**
 * roundHalfUp(apr, 2) without printing the number when apr x 100 is nowhere near a half: the same double
 * (k / 100 is the double nearest k hundredths, as reading "k/100" back is), at a fraction of the cost.
 */
function twoDecimals(apr: number): number {
  const hundredths = apr * 100;
  const fraction = Math.abs(hundredths - Math.trunc(hundredths));
  if (Math.abs(hundredths) < 1e12 && Math.abs(fraction - 0.5) > 1e-6) return Math.round(hundredths) / 100 + 0;
  return roundHalfUp(apr, 2);
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
  const count = schedule.installments.length;
  const payments = new Array<DisclosedPayment>(count);
  const amounts = new Array<number>(count);
  const dayNumbers = new Array<number>(count);
  // Each installment holds its days since the one before: the due dates need not be read again.
  const startDay = toDayNumber(schedule.startDate);
  let day = startDay;
  for (let index = 0; index < count; index += 1) {
    const installment = schedule.installments[index]!;
    payments[index] = { number: installment.number, dueDate: installment.dueDate, amount: installment.payment };
    amounts[index] = installment.payment;
    day += installment.days;
    dayNumbers[index] = day;
  }
  const apr =
    weeklyAnnualPercentageRate(amountFinanced, startDay, dayNumbers, amounts, dailyRate(schedule.annualRateBps)) ??
    annualPercentageRate({
      amountFinanced,
      consummationDate: schedule.startDate,
      payments: payments.map((payment) => ({ date: payment.dueDate, amount: payment.amount })),
    });
  return {
    apr: twoDecimals(apr),
    financeCharge: schedule.totalOfPayments - amountFinanced,
    amountFinanced,
    totalOfPayments: schedule.totalOfPayments,
    payments,
    paymentGroups: groupPayments(payments),
  };
}
