// The operator's side of repayment (`npm run ops`, decision 0730): settle a loan's pending ACH debits now, return
// the latest one with a Nacha code (the bank said no), and, in development only, book a funded and partly repaid
// loan for an existing customer (browser tests). Each in one transaction on the loan row locked FOR UPDATE.
import { and, eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer } from '../db/schema.ts';
import { lockLoan } from '../loans/decisions.ts';
import { bookRepayingLoan } from './demo.ts';
import { takeWithdrawal } from './jobs.ts';
import { latestPendingAchDebit, pendingAchDebits, returnPayment, settlePayment, type ReturnCode } from './processor.ts';

export class RepaymentOpsError extends Error {
  override name = 'RepaymentOpsError';
}

export type RepaymentOpsResult =
  | { kind: 'settled'; loanNo: string; settled: Array<{ transactionId: string; date: string; amountCents: number }> }
  | {
      kind: 'returned';
      loanNo: string;
      transactionId: string;
      date: string;
      amountCents: number;
      returnCode: string;
      loanStatus: number;
      balanceCents: number;
      autopayStopped: boolean;
    }
  | { kind: 'booked'; loanNo: string; email: string; portfolioId: number }
  | { kind: 'withdrawn'; loanNo: string; transactionId: string; date: string; amountCents: number; mode: number; status: number; returnReason: string | null };

export function repaymentOperations(orm: AppDatabase, clock: Clock, { production }: { production: boolean }) {
  const now = () => new Date(clock.now());

  async function lockedLoan(tx: AppDatabase, loanNo: string) {
    const row = await lockLoan(tx, { loanNo });
    if (!row) throw new RepaymentOpsError(`There is no loan ${loanNo}. \`npm run ops -- list\` shows the loans.`);
    return row;
  }

  return {
    /** Every pending ACH debit of the loan dated today (or the given later day) or before settles now (checked). */
    async settle(loanNo: string, through?: string): Promise<RepaymentOpsResult> {
      return orm.transaction(async (tx) => {
        const at = now();
        const row = await lockedLoan(tx, loanNo);
        const today = businessToday(at.getTime());
        const last = through && through > today ? through : today;
        const due = (await pendingAchDebits(tx, row.id)).filter((one) => one.paymentDate <= last);
        if (due.length === 0) throw new RepaymentOpsError(`${loanNo} has no pending ACH payment dated ${last} or before to settle.`);
        for (const one of due) await settlePayment(tx, row, one, at);
        return { kind: 'settled', loanNo, settled: due.map((one) => ({ transactionId: one.id, date: one.paymentDate, amountCents: one.amountCents })) };
      });
    },

    /**
     * Development only: the loan's next automatic withdrawal is taken now (dated today), by ACH or from the authorized
     * debit card, exactly as the withdrawal job takes it on its due date; a browser test sees it without moving the
     * clock every other test shares.
     */
    async withdrawNow(loanNo: string): Promise<RepaymentOpsResult> {
      if (production) throw new RepaymentOpsError('withdraw-now is for development: it is refused with NODE_ENV=production.');
      return orm.transaction(async (tx) => {
        const at = now();
        const row = await lockedLoan(tx, loanNo);
        const payment = await takeWithdrawal(tx, row, at, { early: true });
        if (!payment) throw new RepaymentOpsError(`${loanNo} has no automatic withdrawal to take: automatic payments are not active or nothing is due.`);
        return {
          kind: 'withdrawn',
          loanNo,
          transactionId: payment.id,
          date: payment.paymentDate,
          amountCents: payment.amountCents,
          mode: payment.mode,
          status: payment.status,
          returnReason: payment.returnReason,
        };
      });
    },

    /** The latest pending ACH debit comes back: rejected with the code, the ledger replayed. */
    async returnLatest(loanNo: string, code: ReturnCode): Promise<RepaymentOpsResult> {
      return orm.transaction(async (tx) => {
        const at = now();
        const row = await lockedLoan(tx, loanNo);
        const payment = await latestPendingAchDebit(tx, row.id);
        if (!payment) throw new RepaymentOpsError(`${loanNo} has no pending ACH payment to return.`);
        const returned = await returnPayment(tx, row, payment, code, at);
        return {
          kind: 'returned',
          loanNo,
          transactionId: payment.id,
          date: payment.paymentDate,
          amountCents: payment.amountCents,
          returnCode: code,
          loanStatus: returned.loan.loanStatus,
          balanceCents: returned.loan.balanceCents,
          autopayStopped: returned.stopped.length > 0,
        };
      });
    },

    /** Development only: a funded, partly repaid ACH-autopay loan for the customer (docs/demo-data.md). */
    async bookRepayingLoan(email: string, portfolioId: number): Promise<RepaymentOpsResult> {
      if (production) throw new RepaymentOpsError('book-repaying-loan makes demo loans: it is refused with NODE_ENV=production.');
      return orm.transaction(async (tx) => {
        const [holder] = await tx
          .select({ id: customer.id, email: customer.email })
          .from(customer)
          .where(and(eq(customer.portfolioId, portfolioId), eq(customer.email, email.toLowerCase())));
        if (!holder) throw new RepaymentOpsError(`There is no customer ${email} in portfolio ${portfolioId}.`);
        const booked = await bookRepayingLoan(tx, { customerId: holder.id, portfolioId, ssnLast4: '6789', dateOfBirth: '1988-04-12', now: now() });
        if (!booked) throw new RepaymentOpsError('The loan number drawn is taken: run the command again.');
        return { kind: 'booked', loanNo: booked.loan.loanNo, email: holder.email, portfolioId };
      });
    },
  };
}
