// What the coupon jobs do when they run (decision 0750), in the worker's transaction on the loan row locked FOR
// UPDATE: the e-mails (the offer's link travels sealed with the data key in its job and is erased once sent), the
// expiry of a coupon nobody took, and the charge of a plan's card payment on its date.
import { eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { seal, unseal } from '../application/sealed.ts';
import type { AppDatabase } from '../db/database.ts';
import { coupon, customer, job, loanPayment, paymentCard, type JobRow } from '../db/schema.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { lockLoan } from '../loans/decisions.ts';
import type { Mailer } from '../mail/mailer.ts';
import { chargeOutcome } from '../repayment/cards.ts';
import { rebuild } from '../repayment/ledger.ts';
import { mailJob, planJobs } from '../repayment/plan.ts';
import { couponLink, type LinkSettings } from './links.ts';
import { COUPON_JOB, rejectCoupon } from './lifecycle.ts';
import { couponScheduledMail, couponOfferMail } from './mail.ts';
import { couponContextOf, detailsOf } from './offer.ts';
import { couponPaymentReturned, couponPaymentSettled } from './settlement.ts';

/** The offer's mail job: the identifier sealed, since only its hash is kept. */
export const offerMailPayload = (couponId: string, identifier: string) => ({ mail: 'offer', couponId, sealedIdentifier: seal(identifier) });

async function sendCouponMail(tx: AppDatabase, mailer: Mailer, links: LinkSettings, job_: JobRow, at: Date): Promise<void> {
  const { mail, couponId, sealedIdentifier } = job_.payload;
  const loanRow = job_.loanId ? await lockLoan(tx, { id: job_.loanId }) : undefined;
  const [row] = couponId ? await tx.select().from(coupon).where(eq(coupon.id, couponId)) : [];
  if (!loanRow || !row || !loanRow.customerId) return;
  const [holder] = await tx.select({ email: customer.email }).from(customer).where(eq(customer.id, loanRow.customerId));
  const context = await couponContextOf(tx, row, loanRow, at);
  if (mail === 'offer') {
    // The link is no longer kept anywhere once this runs, sent or not.
    await tx
      .update(job)
      .set({ payload: { mail, couponId: row.id } })
      .where(eq(job.id, job_.id));
    if (row.status !== 'issued' || !sealedIdentifier || !holder) return;
    const url = couponLink(context.brand, unseal(sealedIdentifier), links);
    await mailer.send(
      context.brand,
      holder.email,
      couponOfferMail(context.brand, {
        firstName: context.firstName,
        loanNo: loanRow.loanNo,
        code: row.code,
        kind: row.kind,
        owedCents: row.owedWhenIssuedCents,
        settlementCents: row.settlementCents,
        maxPayments: row.maxPayments,
        expiresOn: row.expiresOn,
        url,
      }),
      tx,
    );
  } else if (mail === 'scheduled' && holder && context.payments.length > 0) {
    const details = detailsOf(context);
    const facts = { loanNo: loanRow.loanNo, code: row.code, payments: details.payments, accountLast4: context.accountLast4 };
    await mailer.send(
      context.brand,
      holder.email,
      couponScheduledMail(context.brand, { ...facts, settlesOn: details.settlesOn!, discountCents: details.offer.discountCents }),
      tx,
    );
  }
}

export function couponJobHandlers({ mailer, links }: { mailer: Mailer; links: LinkSettings }): Record<string, JobHandler> {
  return {
    [COUPON_JOB.mail]: { run: (tx, row, at) => sendCouponMail(tx, mailer, links, row, at) },
    [COUPON_JOB.expire]: {
      async run(tx, row, at) {
        const loanRow = row.loanId ? await lockLoan(tx, { id: row.loanId }) : undefined;
        const [found] = row.payload.couponId ? await tx.select().from(coupon).where(eq(coupon.id, row.payload.couponId)) : [];
        if (!loanRow || !found || found.status !== 'issued' || businessToday(at.getTime()) <= found.expiresOn) return;
        await rejectCoupon(tx, loanRow, found, 'expired', at, 'system:coupon');
      },
    },
    [COUPON_JOB.charge]: {
      async run(tx, row, at) {
        const loanRow = row.loanId ? await lockLoan(tx, { id: row.loanId }) : undefined;
        const [payment] = row.payload.paymentId ? await tx.select().from(loanPayment).where(eq(loanPayment.id, row.payload.paymentId)) : [];
        if (!loanRow || !payment || payment.loanId !== loanRow.id || payment.status !== TRANSACTION_STATUS.pending || !payment.cardId) return;
        const [card] = await tx.select().from(paymentCard).where(eq(paymentCard.id, payment.cardId));
        const declined = card ? chargeOutcome(card) : null;
        if (card && !declined) {
          await tx.update(loanPayment).set({ status: TRANSACTION_STATUS.checked, settledAt: at }).where(eq(loanPayment.id, payment.id));
          await mailJob(tx, loanRow, at, 'payment-received', { paymentId: payment.id });
          await couponPaymentSettled(tx, loanRow, payment, at);
          return;
        }
        const reason = declined?.result.message ?? 'The card is no longer on file.';
        await tx
          .update(loanPayment)
          .set({ status: TRANSACTION_STATUS.rejected, returnCode: 'CARD', returnReason: reason, returnedAt: at })
          .where(eq(loanPayment.id, payment.id));
        const current = await couponPaymentReturned(tx, loanRow, payment, at);
        const rebuilt = await rebuild(tx, current, at);
        await mailJob(tx, rebuilt.loan, at, 'payment-failed', { paymentId: payment.id });
        await planJobs(tx, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, at);
      },
    },
  };
}
