// Shared by the coupon tests: the repayment tests' borrower (the demo repaying loan, $758.69 owed on Monday 16 March
// 2026), put with collections and offered a coupon through the operator's commands; the link's identifier read
// from the e-mail the jobs send; identity answers and the coupon's rows.
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { authenticateIdentity } from '#src/api/contract/coupon.ts';
import { coupon, couponPayment, job, loan, loanDecision, loanForgiveness, loanPayment, paymentCard, paymentIdempotency } from '#server/db/schema.ts';
import { DEMO_ATTACH_ANSWERS } from '#server/loans/demo-loans.ts';
import { latestMail, resourceIn } from '../support/accounts.ts';
import { data, ops, repayingBorrower, type Repaying, type RepaymentApp } from '../repayment/support.ts';
import type { OpsCommand } from '#server/loans/operations.ts';

export const ANSWERS = DEMO_ATTACH_ANSWERS;
/** What the demo repaying loan owes on the test's Monday. */
export const OWED_TODAY = 75_869;

export type Offered = Repaying & { identifier: string; code: string };

export async function offeredBorrower(
  ctx: RepaymentApp,
  offer: Partial<Extract<OpsCommand, { command: 'coupon-issue' }>> = { discount: { percent: 30 } },
  email = 'ada@example.com',
): Promise<Offered> {
  const who = await repayingBorrower(ctx, email);
  const run = ops(ctx);
  await run({ command: 'collect', loanNo: who.loanNo, operator: 'tester' });
  const issued = await run({ command: 'coupon-issue', loanNo: who.loanNo, days: 14, operator: 'tester', ...offer });
  if (issued.kind !== 'coupon-issued') throw new Error('not issued');
  await ctx.app.jobs.runDue();
  const mail = await latestMail(ctx.app, email);
  return { ...who, identifier: resourceIn(mail.text, '/coupon/verification'), code: issued.code };
}

export async function tokenOf(ctx: RepaymentApp, who: Offered): Promise<string> {
  const answer = await data<{ couponToken: string }>(ctx.app, authenticateIdentity, { purpose: 'coupon', resource: who.identifier, ...ANSWERS }, {});
  return answer.couponToken;
}

async function rowsIn(ctx: RepaymentApp, table: PgTable): Promise<number> {
  const [row] = await ctx.app.database.orm.select({ n: count() }).from(table);
  return row!.n;
}

/** Every row a coupon call may write: a refusal leaves them as they were. */
export async function couponCounts(ctx: RepaymentApp) {
  const orm = ctx.app.database.orm;
  return {
    payments: await rowsIn(ctx, loanPayment),
    couponPayments: await rowsIn(ctx, couponPayment),
    keys: await rowsIn(ctx, paymentIdempotency),
    jobs: await rowsIn(ctx, job),
    decisions: await rowsIn(ctx, loanDecision),
    forgiveness: await rowsIn(ctx, loanForgiveness),
    cards: JSON.stringify(await orm.select().from(paymentCard).orderBy(asc(paymentCard.token))),
    coupons: JSON.stringify(await orm.select().from(coupon).orderBy(asc(coupon.createdAt))),
    loans: JSON.stringify(await orm.select().from(loan).orderBy(asc(loan.loanNo))),
  };
}

export async function couponRow(ctx: RepaymentApp, loanId: string) {
  const [row] = await ctx.app.database.orm.select().from(coupon).where(eq(coupon.loanId, loanId)).orderBy(asc(coupon.createdAt));
  return row!;
}
