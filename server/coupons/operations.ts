// The operator's side of coupons (`npm run ops -- coupon issue` and `collect`, decision 0750): put a loan being
// repaid with collections (205), and issue a coupon on a loan there, retiring the one issued before. Each in one
// transaction on the loan row locked FOR UPDATE; the offer is e-mailed by its job.
import { eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { COLLECTING_SUBSTATUS, LOAN_STATUS, loanStatusLabel } from '#src/domain/codes/loan.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { businessInstant } from '#src/domain/same-day-funding.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { coupon, loan, loanDecision, portfolio, type CouponRow, type LoanRow } from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { lockLoan } from '../loans/decisions.ts';
import { hasLedger, ledgerOf, replayOf, type Db } from '../repayment/ledger.ts';
import { payoffOn } from '../repayment/replay.ts';
import { offerMailPayload } from './jobs.ts';
import { couponLink, type LinkSettings } from './links.ts';
import { COUPON_JOB, moveSubStatus, updateCoupon } from './lifecycle.ts';
import { offerFigures, type OfferInput } from './offer.ts';
import { couponCodeOf, hashOf, newSecret } from './secrets.ts';
import { couponInEffect } from './settlement.ts';

export class CouponOpsError extends Error {
  override name = 'CouponOpsError';
}

export const DEFAULT_COUPON_DAYS = 14;

export type IssueInput = { offer: OfferInput; days: number; operator: string };
export type Issued = { coupon: CouponRow; identifier: string; loan: LoanRow };

/** Issues a coupon on the locked loan (205): the old one in effect retired, the loan notified 205002, the mail and the expiry planned. */
export async function issueCoupon(db: Db, row: LoanRow, input: IssueInput, at: Date): Promise<Issued> {
  const fail = (why: string) => new CouponOpsError(`Cannot issue a coupon on ${row.loanNo}: ${why}`);
  if (row.loanStatus !== LOAN_STATUS.collecting)
    throw fail(
      `it is ${row.loanStatus} ${loanStatusLabel(row.loanStatus) ?? ''}, and coupons are for loans with collections (205). \`npm run ops -- collect\` puts one there.`,
    );
  if (row.loanSubStatus === COLLECTING_SUBSTATUS.settled || row.loanSubStatus === COLLECTING_SUBSTATUS.cleared) throw fail('it is already settled.');
  if (!row.customerId || !(await hasLedger(db, row.id))) throw fail('it has no online borrower or no ledger to pay through.');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 90) throw fail('--days is a number of days from 1 to 90.');
  const current = await couponInEffect(db, row.id);
  if (current?.status === 'accepted') throw fail(`the borrower scheduled the payments of ${current.code}; a returned payment ends it.`);
  const today = businessToday(at.getTime());
  const ledger = await ledgerOf(db, row);
  const owed = replayOf(ledger).paidOff ? 0 : payoffOn(ledger.terms, ledger.disclosed, ledger.events, today).payoffCents;
  if (owed === 0) throw fail('nothing is owed on it.');
  const figures = offerFigures(owed, input.offer);
  if ('error' in figures) throw fail(figures.error);
  if (current) await updateCoupon(db, current.id, { status: 'retired', endedAt: at, tokenHash: null, tokenExpiresAt: null }, at);
  const identifier = newSecret();
  const expiresOn = addDays(today, input.days);
  const [made] = await db
    .insert(coupon)
    .values({
      loanId: row.id,
      identifierHash: hashOf(identifier),
      code: couponCodeOf(figures.kind),
      ...figures,
      owedWhenIssuedCents: owed,
      expiresOn,
      status: 'issued',
      issuedBy: input.operator,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const moved = await moveSubStatus(
    db,
    row,
    COLLECTING_SUBSTATUS.notified,
    'coupon-issued',
    input.operator,
    `Coupon ${made!.code} e-mailed, good through ${expiresOn}.`,
    at,
  );
  await enqueueJob(db, at, { kind: COUPON_JOB.mail, loanId: row.id, payload: offerMailPayload(made!.id, identifier), runAt: at });
  const endOfOffer = new Date(businessInstant(addDays(expiresOn, 1), { hour: 0, minute: 0 }));
  await enqueueJob(db, at, { kind: COUPON_JOB.expire, loanId: row.id, payload: { couponId: made!.id }, runAt: endOfOffer });
  return { coupon: made!, identifier, loan: moved };
}

/** A loan being repaid (202-204, with its ledger) goes to collections: 205, no substatus until a coupon is sent. */
export async function collectLoan(db: Db, row: LoanRow, operator: string, reason: string, at: Date): Promise<LoanRow> {
  const repaying = row.loanStatus === LOAN_STATUS.disbursed || row.loanStatus === LOAN_STATUS.processing || row.loanStatus === LOAN_STATUS.suspended;
  if (!repaying || !(await hasLedger(db, row.id)))
    throw new CouponOpsError(`Cannot put ${row.loanNo} in collection: only a loan being repaid (202-204) can go there.`);
  const [updated] = await db
    .update(loan)
    .set({ loanStatus: LOAN_STATUS.collecting, loanSubStatus: null, updatedAt: at })
    .where(eq(loan.id, row.id))
    .returning();
  await db.insert(loanDecision).values({
    loanId: row.id,
    action: 'collect',
    fromStatus: row.loanStatus,
    fromSubStatus: row.loanSubStatus,
    toStatus: LOAN_STATUS.collecting,
    toSubStatus: null,
    reason,
    operator,
    at,
  });
  return updated!;
}

export type CouponOpsResult =
  | {
      kind: 'coupon-issued';
      loanNo: string;
      code: string;
      offer: 'discount' | 'plan';
      owedCents: number;
      settlementCents: number;
      maxPayments: number;
      expiresOn: string;
      /** Outside production only: the e-mailed link, to open it at once. */
      link: string | null;
    }
  | { kind: 'collected'; loanNo: string; from: number; to: number };

export function couponOperations(orm: AppDatabase, clock: Clock, links: LinkSettings) {
  const now = () => new Date(clock.now());
  const locked = async (tx: AppDatabase, loanNo: string) => {
    const row = await lockLoan(tx, { loanNo });
    if (!row) throw new CouponOpsError(`There is no loan ${loanNo}. \`npm run ops -- list\` shows the loans.`);
    return row;
  };
  return {
    async issue(loanNo: string, input: IssueInput): Promise<CouponOpsResult> {
      return orm.transaction(async (tx) => {
        const at = now();
        const issued = await issueCoupon(tx, await locked(tx, loanNo), input, at);
        const [brand] = await tx.select().from(portfolio).where(eq(portfolio.id, issued.loan.portfolioId));
        const made = issued.coupon;
        return {
          kind: 'coupon-issued',
          loanNo: issued.loan.loanNo,
          code: made.code,
          offer: made.kind,
          owedCents: made.owedWhenIssuedCents,
          settlementCents: made.settlementCents,
          maxPayments: made.maxPayments,
          expiresOn: made.expiresOn,
          link: links.production ? null : couponLink(brand!, issued.identifier, links),
        };
      });
    },
    async collect(loanNo: string, operator: string, reason: string): Promise<CouponOpsResult> {
      return orm.transaction(async (tx) => {
        const row = await locked(tx, loanNo);
        const moved = await collectLoan(tx, row, operator, reason, now());
        return { kind: 'collected', loanNo: moved.loanNo, from: row.loanStatus, to: moved.loanStatus };
      });
    },
  };
}
