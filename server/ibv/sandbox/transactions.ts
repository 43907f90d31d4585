// 90 days of made-up transactions for a sandbox user, the same every time for the same user and end date:
// payroll deposits at the user's frequency and net pay (moved back to the business day before a weekend or
// Federal Reserve holiday), rent, a monthly transfer from savings (a deposit that is not income) and
// everyday spending picked by a hash of the user and the day. A user without payroll (no_income) gets
// only irregular small transfers in, and the spending.
import { createHash } from 'node:crypto';
import { isBusinessDay, shiftToBusinessDay } from '#src/domain/calendar.ts';
import { PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { addDays, dayOfWeek, daysBetween, isLastDayOfMonth, parseIsoDate, type IsoDate } from '#src/domain/iso-date.ts';
import { INCOME_WINDOW_DAYS } from '../income.ts';
import type { FoundTransaction } from '../provider.ts';
import type { SandboxPayroll, SandboxUser } from './users.ts';

const FRIDAY = 5;
/** A Friday: bi-weekly paydays are this date plus whole fortnights. */
const BIWEEKLY_ANCHOR = '2026-01-02';

const SPENDING = [
  ['GROCERY MART #114', 3_000, 9_000],
  ['FUEL STOP 22', 2_500, 5_500],
  ['COFFEE CORNER', 400, 900],
  ['PHARMACY PLUS', 1_000, 4_000],
  ['ONLINE RETAIL', 1_500, 7_500],
  ['CITY TRANSIT', 250, 500],
] as const;

/** The nominal payday (before moving off weekends and holidays) that a calendar day is, if any. */
function isNominalPayday(date: IsoDate, payroll: SandboxPayroll): boolean {
  switch (payroll.frequency) {
    case PAYROLL_FREQUENCY.weekly:
      return dayOfWeek(date) === FRIDAY;
    case PAYROLL_FREQUENCY.biWeekly: {
      const offset = daysBetween(BIWEEKLY_ANCHOR, date);
      return ((offset % 14) + 14) % 14 === 0;
    }
    case PAYROLL_FREQUENCY.semiMonthly:
      return parseIsoDate(date).day === 15 || isLastDayOfMonth(date);
    default:
      return isLastDayOfMonth(date);
  }
}

/** A number 0..1 from the user and the day: the same spending on every run. */
function draw(seed: string, salt: number): number {
  const bytes = createHash('sha256').update(`${seed}:${salt}`).digest();
  return bytes.readUInt32BE(0) / 0x1_0000_0000;
}

export function sandboxTransactions(user: SandboxUser, endDate: IsoDate): FoundTransaction[] {
  const from = addDays(endDate, -(INCOME_WINDOW_DAYS - 1));
  const transactions: FoundTransaction[] = [];
  const payroll = user.payroll;
  if (payroll) {
    // Look a few days past the window: a payday on a Sunday just after it is paid on the Friday inside it.
    for (let day = from; day <= addDays(endDate, 4); day = addDays(day, 1)) {
      if (!isNominalPayday(day, payroll)) continue;
      const paidOn = isBusinessDay(day) ? day : shiftToBusinessDay(day, -1);
      if (paidOn < from || paidOn > endDate) continue;
      transactions.push({
        date: paidOn,
        amountCents: payroll.netPayCents,
        description: `PAYROLL ${payroll.employer} DIR DEP`,
        kind: 'payroll',
        payer: payroll.employer,
      });
    }
  }
  for (let day = from; day <= endDate; day = addDays(day, 1)) {
    const { day: dayOfMonth } = parseIsoDate(day);
    const seed = `${user.username}:${day}`;
    if (payroll) {
      if (dayOfMonth === 1) transactions.push({ date: day, amountCents: -85_000, description: 'RENT PAYMENT MAPLE APTS', kind: 'other' });
      if (dayOfMonth === 20) transactions.push({ date: day, amountCents: 10_000, description: 'TRANSFER FROM SAVINGS', kind: 'other' });
    } else if (draw(seed, 3) < 0.1) {
      // No pay at all (no_income): money comes in only as small transfers from people, on no pattern.
      transactions.push({ date: day, amountCents: Math.round(2_000 + draw(seed, 4) * 10_000), description: 'P2P TRANSFER RECEIVED', kind: 'other' });
    }
    if (draw(seed, 0) < 0.6) {
      const [description, min, max] = SPENDING[Math.floor(draw(seed, 1) * SPENDING.length)]!;
      transactions.push({ date: day, amountCents: -Math.round(min + draw(seed, 2) * (max - min)), description, kind: 'other' });
    }
  }
  return transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
