// What an amount means at once, before any schedule is asked: the approximate level payment per period
// from the domain library's schedule (src/domain/lending/schedule.ts), on evenly spaced due dates at the
// program's rate and term. The real schedule falls on the borrower's paydays (the loan term step).
import type { DisbursementProgram } from '#src/api/contract/disbursement.ts';
import { PAY_PERIOD, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';

/** Interest counts days, not dates: any start gives the same estimate. */
const ANY_START = '2026-01-05';

export type PaymentEstimate = { frequency: PaymentFrequency; count: number; paymentCents: number; totalCents: number; termWeeks: number };

export function termWeeksFor(program: Pick<DisbursementProgram, 'termTiers'>, amountCents: number): number | null {
  let weeks: number | null = program.termTiers[0]?.termWeeks ?? null;
  for (const tier of program.termTiers) if (amountCents >= tier.fromCents) weeks = tier.termWeeks;
  return weeks;
}

export function estimatePayment(program: DisbursementProgram, amountCents: number, frequency: PaymentFrequency): PaymentEstimate | null {
  const termWeeks = termWeeksFor(program, amountCents);
  if (termWeeks === null || amountCents <= 0) return null;
  const { periodDays } = PAY_PERIOD[frequency];
  const count = Math.max(1, Math.round((termWeeks * 7) / periodDays));
  const dueDates = Array.from({ length: count }, (_, index) => addDays(ANY_START, periodDays * (index + 1)));
  const schedule = buildSchedule({ principal: amountCents, startDate: ANY_START, annualRateBps: program.annualRateBps, dueDates });
  return { frequency, count, paymentCents: schedule.levelPayment, totalCents: schedule.totalOfPayments, termWeeks };
}
