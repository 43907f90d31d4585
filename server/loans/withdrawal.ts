// withdraw-loan (decision 0720): the signed-in borrower withdraws their own loan until its funding starts
// (101, 102 or 104). Another customer's loan is answered like an unknown one; a withdrawn loan answers again
// as it is (idempotent); once funding started the borrower is told to call.
import { and, eq } from 'drizzle-orm';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { withdrawLoan } from '#src/api/contract/loan-life.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan } from '../db/schema.ts';
import { refuse, type Refusal, type Result } from '../http/refusal.ts';
import { applyDecision, type LifeSettings } from './decisions.ts';
import { stageOf, type Stage } from './rules.ts';
import { loanWatchService } from './watch.ts';

type WithdrawAnswer = CallResponse<typeof withdrawLoan>;

/** Why a stage cannot be withdrawn from, as the borrower reads it. */
const REFUSALS: Partial<Record<Stage, Result>> = {
  funding: RESULT.withdrawFundingStarted,
  'funding-failed': RESULT.withdrawFundingStarted,
  funded: RESULT.withdrawLoanFunded,
  closed: RESULT.withdrawLoanClosed,
};

export function withdrawalService(orm: AppDatabase, clock: Clock, settings: LifeSettings) {
  async function withdraw(customerId: string, loanNo: string): Promise<WithdrawAnswer | Refusal> {
    const at = new Date(clock.now());
    return orm.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(loan)
        .where(and(eq(loan.loanNo, loanNo.toUpperCase()), eq(loan.customerId, customerId)))
        .for('update');
      if (!row) return refuse(RESULT.loanNotFound);
      const stage = stageOf(row);
      if (stage === 'withdrawn') return { loanNo: row.loanNo, loanStatus: row.loanStatus };
      const refusal = REFUSALS[stage];
      if (refusal) return refuse(refusal);
      const withdrawn = await applyDecision(tx, row, { decision: { action: 'withdraw' }, operator: 'borrower', at }, settings);
      return { loanNo: withdrawn.loanNo, loanStatus: withdrawn.loanStatus };
    });
  }
  // The borrower's other call on a loan's life, watching it from the home page (watch.ts), served beside it.
  return { withdraw, ...loanWatchService(orm, clock) };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
