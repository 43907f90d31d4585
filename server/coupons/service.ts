// The coupon calls (src/api/contract/coupon.ts, decision 0750), all public: identity/authenticate gives the token,
// check-coupon answers the offer for it, coupon/schedule-payment previews and saves the payments. A save runs like
// a repayment save (decision 0730): one transaction on the loan row locked FOR UPDATE, the idempotency key's earlier
// answer first, every refusal decided before anything is written, each payment a ledger payment.
import { eq } from 'drizzle-orm';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import type { checkCoupon, scheduleCouponPayment } from '#src/api/contract/coupon.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { COLLECTING_SUBSTATUS } from '#src/domain/codes/loan.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { businessInstant } from '#src/domain/same-day-funding.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { coupon, couponPayment, loan, type CouponRow } from '../db/schema.ts';
import { isRefusal, refuse, type Refusal } from '../http/refusal.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { lockLoan } from '../loans/decisions.ts';
import { Refused, earlierAnswer, keepAnswer, orThrow, requestHashOf, savedOnce } from '../repayment/idempotency.ts';
import type { Db } from '../repayment/ledger.ts';
import { takePayment } from '../repayment/processor.ts';
import { authenticateCoupon, couponOfToken, type IdentityAnswers } from './identity.ts';
import { COUPON_JOB, moveSubStatus, updateCoupon } from './lifecycle.ts';
import { couponContextOf, detailsOf, paymentView, type CouponContext } from './offer.ts';
import { planOf, previewOf, type Method, type Plan, type SchedulingInput } from './schedule.ts';
import { settleIfPaid } from './settlement.ts';

type Scheduled = CallResponse<typeof scheduleCouponPayment>;
type ScheduleRequest = SchedulingInput & { couponToken: string } & ({ requestMode: 0 } | { requestMode: 1; idempotencyKey: string });

/** A card payment of a plan is charged at this time on its date. */
const CHARGE_TIME = { hour: 8, minute: 0 };

/** The loan moves to accepted or re-planned, each payment goes on the ledger, the borrower is e-mailed. */
async function takeCoupon(tx: Db, context: CouponContext, plan: Plan, mode: Method, at: Date): Promise<Scheduled> {
  const { coupon: offer, today } = context;
  const single = plan.planned.length === 1;
  const total = plan.planned.reduce((sum, one) => sum + one.amountCents, 0);
  let loanRow = await moveSubStatus(
    tx,
    context.row,
    single ? COLLECTING_SUBSTATUS.accepted : COLLECTING_SUBSTATUS.replanned,
    single ? 'coupon-accepted' : 'coupon-replanned',
    'borrower',
    `Coupon ${offer.code}: ${plan.planned.length} payment(s) of ${formatCurrency(total)} scheduled.`,
    at,
  );
  for (const one of plan.planned) {
    const byCard = mode === PAYMENT_MODE.debitCard;
    // A card is charged on its date: today at once, a later date by the charge job; ACH is pending from its date.
    const status = byCard && one.paymentDate <= today ? TRANSACTION_STATUS.checked : TRANSACTION_STATUS.pending;
    const taken = await takePayment(
      tx,
      loanRow,
      {
        mode,
        changeType: CHANGE_TYPE.payDown,
        purpose: 'installment',
        paymentDate: one.paymentDate,
        amountCents: one.amountCents + one.transactionFeeCents,
        transactionFeeCents: one.transactionFeeCents,
        status,
        cardId: plan.card?.id ?? null,
      },
      at,
    );
    loanRow = taken.loan;
    await tx.insert(couponPayment).values({ loanPaymentId: taken.payment.id, couponId: offer.id });
    if (byCard && status === TRANSACTION_STATUS.pending) {
      await enqueueJob(tx, at, {
        kind: COUPON_JOB.charge,
        loanId: loanRow.id,
        payload: { paymentId: taken.payment.id },
        runAt: new Date(businessInstant(one.paymentDate, CHARGE_TIME)),
      });
    }
  }
  const accepted = await updateCoupon(tx, offer.id, { status: 'accepted', acceptedAt: at }, at);
  loanRow = await settleIfPaid(tx, loanRow, accepted, at);
  await enqueueJob(tx, at, { kind: COUPON_JOB.mail, loanId: loanRow.id, payload: { mail: 'scheduled', couponId: offer.id }, runAt: at });
  const [now] = await tx.select().from(coupon).where(eq(coupon.id, offer.id));
  const after = await couponContextOf(tx, now!, loanRow, at);
  const payments = after.payments.map((one) => paymentView(one, after.today));
  return { payments, totalCents: payments.reduce((sum, one) => sum + one.amountCents + one.transactionFeeCents, 0), coupon: detailsOf(after) };
}

export function couponService(orm: AppDatabase, clock: Clock) {
  const now = () => new Date(clock.now());

  async function readContext(token: string, at: Date): Promise<CouponContext | Refusal> {
    const found = await couponOfToken(orm, token, at);
    if (isRefusal(found)) return found;
    const [loanRow] = await orm.select().from(loan).where(eq(loan.id, found.loanId));
    return couponContextOf(orm, found.coupon, loanRow!, at);
  }

  async function save(input: ScheduleRequest & { requestMode: 1 }): Promise<Scheduled | Refusal> {
    // The token is left out: a retry after answering the questions again carries a new one.
    const { couponToken: _token, ...body } = input;
    const hash = requestHashOf('coupon/schedule-payment', body);
    const attempt = () =>
      orm.transaction(async (tx) => {
        const at = now();
        const found = orThrow(await couponOfToken(tx, input.couponToken, at));
        const loanRow = await lockLoan(tx, { id: found.loanId });
        const [row] = await tx.select().from(coupon).where(eq(coupon.id, found.coupon.id)).for('update');
        const customerId = loanRow?.customerId;
        if (!loanRow || !row || !customerId) throw new Refused(refuse(RESULT.couponNotValid));
        const earlier = await earlierAnswer(tx, customerId, input.idempotencyKey, hash);
        if (earlier !== undefined) return orThrow(earlier) as Scheduled;
        const context = await couponContextOf(tx, row as CouponRow, loanRow, at);
        const plan = orThrow(await planOf(tx, context, customerId, input, { save: true }));
        const answer = await takeCoupon(tx, context, plan, input.mode, at);
        await keepAnswer(tx, customerId, input.idempotencyKey, hash, answer, at);
        return answer;
      });
    return savedOnce(attempt);
  }

  return {
    authenticate: (input: IdentityAnswers) => authenticateCoupon(orm, input, now()),

    async check(token: string): Promise<CallResponse<typeof checkCoupon> | Refusal> {
      const context = await readContext(token, now());
      return isRefusal(context) ? context : detailsOf(context);
    },

    async schedule(input: ScheduleRequest): Promise<Scheduled | Refusal> {
      if (input.requestMode === 1) return save(input);
      const context = await readContext(input.couponToken, now());
      if (isRefusal(context)) return context;
      if (!context.row.customerId) return refuse(RESULT.couponNotValid);
      const plan = await planOf(orm, context, context.row.customerId, input, { save: false });
      if (isRefusal(plan)) return plan;
      return { ...previewOf(plan, input.mode), coupon: detailsOf(context) };
    },
  };
}

export type CouponService = ReturnType<typeof couponService>;
