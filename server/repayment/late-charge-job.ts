// The late-charge job (decision 0730): on the locked loan, the agreement's charge on each installment still unpaid
// after its grace days, written once (the unique index on loan and installment), the ledger replayed so the next
// payments pay it first, a notice mailed, and the next look planned. A second run finds them charged: nothing more.
import { businessToday } from '#src/domain/calendar.ts';
import { isRepayingStatus } from '#src/domain/codes/loan.ts';
import { loanLateCharge, type LoanRow } from '../db/schema.ts';
import { couponStandsIn, ledgerOf, rebuild, replayOf, type Db } from './ledger.ts';
import { lateChargesDue, lateChargeTermsOf } from './late-charge.ts';
import { mailJob, planJobs } from './plan.ts';

/** Answers the charges written now (none when the loan moved on or everything was paid within its grace days). */
export async function chargeLateInstallments(db: Db, row: LoanRow, at: Date) {
  if (!isRepayingStatus(row.loanStatus) || couponStandsIn(row)) return [];
  const today = businessToday(at.getTime());
  const ledger = await ledgerOf(db, row);
  const state = replayOf(ledger);
  const due = lateChargesDue(ledger, state, lateChargeTermsOf(row.portfolioId), today);
  const written =
    due.length === 0
      ? []
      : await db
          .insert(loanLateCharge)
          .values(due.map((one) => ({ loanId: row.id, ...one, createdAt: at })))
          .onConflictDoNothing()
          .returning();
  if (written.length === 0) {
    await planJobs(db, row, state, ledger.payments, at, { lateChargesJudgedOn: today });
    return [];
  }
  const rebuilt = await rebuild(db, row, at);
  for (const one of written) await mailJob(db, rebuilt.loan, at, 'late-charge', { lateChargeId: one.id });
  await planJobs(db, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at, { lateChargesJudgedOn: today });
  return written;
}
