// Automatic withdrawals of a loan (decision 0730), by ACH or from the debit card the borrower authorized (107):
// active, revoked by the borrower (104), or stopped after two failed withdrawals in a row across the borrower's
// loans (12 CFR 1041.8: a returned ACH debit and a declined card both count) until the borrower authorizes again.
// A one-time payment the borrower asks for is never stopped. Every change is a loan_decision row (the audit).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { autopayFailures, loan, loanAutopay, loanDecision, paymentCard, type LoanRow, type PaymentCardRow } from '../db/schema.ts';
import type { Db } from './ledger.ts';

export type AutopayState = 'active' | 'revoked' | 'stoppedAfterFailures' | 'none';

/** Two failed withdrawals in a row stop automatic withdrawals (12 CFR 1041.8(b)). */
export const FAILURES_THAT_STOP = 2;

export async function consecutiveFailuresOf(db: Db, customerId: string | null): Promise<number> {
  if (!customerId) return 0;
  const [row] = await db.select().from(autopayFailures).where(eq(autopayFailures.customerId, customerId));
  return row?.consecutiveFailures ?? 0;
}

export type Autopay = { state: AutopayState; consecutiveFailures: number; card: PaymentCardRow | null };

/** The loan's automatic payments; `card` is the debit card they are taken from, null when by ACH. */
export async function autopayOf(db: Db, row: LoanRow): Promise<Autopay> {
  // Both at once: on a pooled connection each, outside a transaction.
  const [[found], consecutiveFailures] = await Promise.all([
    db
      .select({ autopay: loanAutopay, card: paymentCard })
      .from(loanAutopay)
      .leftJoin(paymentCard, eq(paymentCard.id, loanAutopay.cardId))
      .where(eq(loanAutopay.loanId, row.id)),
    consecutiveFailuresOf(db, row.customerId),
  ]);
  if (!found) return { state: 'none', consecutiveFailures, card: null };
  const card = found.card;
  if (found.autopay.state === 'revoked') return { state: 'revoked', consecutiveFailures, card };
  return { state: found.autopay.stoppedAfterFailures ? 'stoppedAfterFailures' : 'active', consecutiveFailures, card };
}

async function audit(db: Db, row: LoanRow, action: string, operator: string, reason: string | null, at: Date): Promise<void> {
  await db.insert(loanDecision).values({
    loanId: row.id,
    action,
    fromStatus: row.loanStatus,
    fromSubStatus: row.loanSubStatus,
    toStatus: row.loanStatus,
    toSubStatus: row.loanSubStatus,
    reason,
    operator,
    at,
  });
}

/** 104 authorize false: no more automatic withdrawals on this loan. */
export async function revokeAutopay(db: Db, row: LoanRow, at: Date, reason = 'The borrower revoked automatic withdrawals (104).'): Promise<void> {
  await db
    .insert(loanAutopay)
    .values({ loanId: row.id, state: 'revoked', updatedAt: at })
    .onConflictDoUpdate({ target: loanAutopay.loanId, set: { state: 'revoked', stoppedAfterFailures: false, updatedAt: at } });
  await audit(db, row, 'revoke-ach', 'borrower', reason, at);
}

/**
 * 104 authorize true: automatic withdrawals again on this loan; the failure count starts again (12 CFR 1041.8(d)).
 * With `card` (107 debit card): from that card from now on; `card: null` (107 ACH): by ACH; absent (104): as before.
 */
export async function authorizeAutopay(
  db: Db,
  row: LoanRow,
  at: Date,
  reason = 'The borrower authorized automatic withdrawals (104).',
  { card }: { card?: PaymentCardRow | null } = {},
): Promise<void> {
  const cardId = card === undefined ? {} : { cardId: card?.id ?? null };
  await db
    .insert(loanAutopay)
    .values({ loanId: row.id, state: 'active', updatedAt: at, ...cardId })
    .onConflictDoUpdate({ target: loanAutopay.loanId, set: { state: 'active', stoppedAfterFailures: false, updatedAt: at, ...cardId } });
  if (row.customerId) {
    await db
      .insert(autopayFailures)
      .values({ customerId: row.customerId, consecutiveFailures: 0, updatedAt: at })
      .onConflictDoUpdate({ target: autopayFailures.customerId, set: { consecutiveFailures: 0, updatedAt: at } });
  }
  await audit(db, row, 'authorize-ach', 'borrower', reason, at);
}

/** A settled ACH debit or an approved automatic card payment ends the run of failures. */
export async function recordWithdrawalSuccess(db: Db, customerId: string | null, at: Date): Promise<void> {
  if (!customerId) return;
  await db
    .insert(autopayFailures)
    .values({ customerId, consecutiveFailures: 0, updatedAt: at })
    .onConflictDoUpdate({ target: autopayFailures.customerId, set: { consecutiveFailures: 0, updatedAt: at } });
}

/**
 * A returned ACH debit or a declined automatic card payment: one more failure in a row. At the second, automatic
 * withdrawals stop on every loan of the borrower that has them active; answers the loans stopped now (empty when
 * nothing stopped).
 */
export async function recordWithdrawalFailure(db: Db, row: LoanRow, at: Date): Promise<{ failures: number; stopped: LoanRow[] }> {
  if (!row.customerId) return { failures: 0, stopped: [] };
  const [counted] = await db
    .insert(autopayFailures)
    .values({ customerId: row.customerId, consecutiveFailures: 1, updatedAt: at })
    .onConflictDoUpdate({ target: autopayFailures.customerId, set: { consecutiveFailures: sqlIncrement(), updatedAt: at } })
    .returning();
  const failures = counted!.consecutiveFailures;
  if (failures < FAILURES_THAT_STOP) return { failures, stopped: [] };
  const loans = await db.select().from(loan).where(eq(loan.customerId, row.customerId));
  const ids = loans.map((one) => one.id);
  if (ids.length === 0) return { failures, stopped: [] };
  const stoppedIds = await db
    .update(loanAutopay)
    .set({ stoppedAfterFailures: true, updatedAt: at })
    .where(and(inArray(loanAutopay.loanId, ids), eq(loanAutopay.state, 'active'), eq(loanAutopay.stoppedAfterFailures, false)))
    .returning({ loanId: loanAutopay.loanId });
  const stopped = loans.filter((one) => stoppedIds.some((s) => s.loanId === one.id));
  for (const one of stopped) {
    await audit(
      db,
      one,
      'autopay-stopped',
      'system:repayment',
      `${failures} failed withdrawals in a row: no automatic withdrawal until the borrower authorizes again (12 CFR 1041.8).`,
      at,
    );
  }
  return { failures, stopped };
}

const sqlIncrement = () => sql`${autopayFailures.consecutiveFailures} + 1`;
