// A quote: the schedule on the borrower's paydays and its Truth-in-Lending box (12 CFR 1026.18), for the
// chosen amount, frequency, repayment and disbursement modes and date. Every figure comes from the domain
// library (src/domain/lending: due dates, level payments, APR, finance charge); this module only hands it the
// program's figures and reshapes the answer. Pure.
//
// Fees and the box: what is kept from the amount sent (an origination fee, an instant-funding fee) is a
// prepaid finance charge: it lowers the amount financed (disclosure.ts). A per-installment fee (debit card)
// is added to each payment before the disclosure is computed, so it is part of the total of payments, the
// finance charge and the APR: whether an optional payment-method fee could be left out is Compliance's call,
// and counting it can only overstate the cost, never understate it.
import type { PaymentSchedule, RepaymentMode, DisbursementMode } from '#src/api/contract/disbursement.ts';
import type { PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { installmentDueDates } from '#src/domain/lending/installment-dates.ts';
import type { Payroll } from '#src/domain/lending/paydays.ts';
import { buildSchedule, type Schedule } from '#src/domain/lending/schedule.ts';
import { installmentCountOf, lateChargeText, prepaidFinanceChargeCents, prepaymentText, type Offer, type ProgramPricing } from './pricing.ts';

export type QuoteInput = {
  amountCents: number;
  paymentFrequency: PaymentFrequency;
  repaymentMode: RepaymentMode;
  disbursementDate: IsoDate;
  disbursementMode: DisbursementMode;
};

export type Quote = PaymentSchedule & {
  /** What the loan row keeps beside the answer. */
  annualRateBps: number;
  installmentCount: number;
};

/** The domain's schedule with a per-installment fee added to each payment: what the borrower pays and the box discloses. */
function withInstallmentFee(schedule: Schedule, feeCents: number): Schedule {
  if (feeCents === 0) return schedule;
  return {
    ...schedule,
    installments: schedule.installments.map((installment) => ({ ...installment, payment: installment.payment + feeCents })),
    totalOfPayments: schedule.totalOfPayments + feeCents * schedule.installments.length,
  };
}

/** The due dates of a quote: the borrower's paydays, the first at least the program's minimum days after funding. */
export function dueDatesOf(
  pricing: ProgramPricing,
  payroll: Payroll,
  input: Pick<QuoteInput, 'amountCents' | 'paymentFrequency' | 'disbursementDate'>,
): IsoDate[] {
  return installmentDueDates({
    payroll,
    paymentFrequency: input.paymentFrequency,
    disbursementDate: input.disbursementDate,
    count: installmentCountOf(pricing, input.amountCents, input.paymentFrequency),
    minDaysToFirstInstallment: pricing.minDaysToFirstPayment,
  });
}

export function quoteOf(pricing: ProgramPricing, offer: Offer, payroll: Payroll, input: QuoteInput): Quote {
  const { terms } = offer;
  const dueDates = dueDatesOf(pricing, payroll, input);
  const schedule = buildSchedule({ principal: input.amountCents, startDate: input.disbursementDate, annualRateBps: terms.annualRateBps, dueDates });
  const feeCents = terms.repaymentFeeCents[input.repaymentMode];
  const prepaid = prepaidFinanceChargeCents(terms, input.amountCents, input.disbursementMode);
  const disclosure = truthInLendingDisclosure(withInstallmentFee(schedule, feeCents), { prepaidFinanceCharge: prepaid });

  const rows = schedule.installments.map((installment) => ({
    number: installment.number,
    dueDate: installment.dueDate,
    paymentCents: installment.payment + feeCents,
    principalCents: installment.principal,
    interestCents: installment.interest,
    feeCents,
    balanceAfterCents: installment.balance,
  }));
  return {
    schedule: rows,
    totals: {
      paymentCents: disclosure.totalOfPayments,
      principalCents: schedule.principal,
      interestCents: schedule.totalInterest,
      feeCents: feeCents * rows.length,
    },
    disclosure: {
      aprPercent: disclosure.apr,
      financeChargeCents: disclosure.financeCharge,
      amountFinancedCents: disclosure.amountFinanced,
      totalOfPaymentsCents: disclosure.totalOfPayments,
      itemization: { amountPaidToYouCents: disclosure.amountFinanced, prepaidFinanceChargeCents: prepaid, paidToOthersCents: 0 },
      paymentGroups: disclosure.paymentGroups.map((group) => ({ count: group.count, amountCents: group.amount, firstDueDate: group.firstDueDate })),
      lateCharge: lateChargeText(pricing),
      prepayment: prepaymentText(prepaid),
    },
    balanceOverTime: [
      { date: input.disbursementDate, balanceCents: input.amountCents },
      ...rows.map((row) => ({ date: row.dueDate, balanceCents: row.balanceAfterCents })),
    ],
    annualRateBps: terms.annualRateBps,
    installmentCount: rows.length,
  };
}

/** Whether two schedules ask the borrower for the same payments on the same dates. */
export function samePayments(
  a: ReadonlyArray<{ dueDate: string; paymentCents: number }>,
  b: ReadonlyArray<{ dueDate: string; paymentCents: number }>,
): boolean {
  return a.length === b.length && a.every((row, index) => row.dueDate === b[index]!.dueDate && row.paymentCents === b[index]!.paymentCents);
}
