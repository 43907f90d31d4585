// What the repayment jobs do when they run (decision 0730), in the worker's transaction on the loan row locked
// FOR UPDATE: the automatic withdrawal of a due installment (by ACH, or charged to the debit card the borrower
// authorized), the settlement of an ACH debit, and the e-mails.
// A job that finds the loan moved on (paid off, autopay revoked or stopped, installment paid) does nothing.
import { eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, loan, loanLateCharge, loanPayment, paymentCard, portfolio, type JobRow, type LoanPaymentRow, type LoanRow } from '../db/schema.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { lockLoan } from '../loans/decisions.ts';
import type { RenderedMail } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import { autopayOf } from './autopay.ts';
import { couponStandsIn, ledgerOf, replayOf, type Db } from './ledger.ts';
import { COLLECTING_SUBSTATUS, isRepayingStatus } from '#src/domain/codes/loan.ts';
import {
  autopayStoppedMail,
  firstWithdrawalMail,
  lateChargeMail,
  paymentFailedMail,
  paymentReceivedMail,
  paymentReminderMail,
  unusualWithdrawalMail,
  type WithdrawalFacts,
} from './mail.ts';
import { accountLast4Of, planJobs, plannedWithdrawalOf, planReminder, REPAYMENT_JOB, REPAYMENT_MAILS, withdrawalSourceOf, type RepaymentMail } from './plan.ts';
import { chargeLateInstallments } from './late-charge-job.ts';
import { lateChargeText, pricingOf } from '../disbursement/pricing.ts';
import { chargeCardWithdrawal, settlePayment, takePayment } from './processor.ts';
import { isOpen } from './replay.ts';

const methodText = (mode: number, last4: string, cardLast4: string | null) =>
  mode === PAYMENT_MODE.debitCard ? (cardLast4 ? `debit card ending in ${cardLast4}` : 'debit card') : `ACH from the account ending in ${last4}`;

/**
 * The loan's automatic withdrawal due today, on the locked loan: charged to the authorized card or taken by ACH.
 * Nothing due today (the job ran again, or the installment was paid): only the next one is planned. `early`: the
 * operator's withdraw-now (development), the next one taken today though it is due later. Answers the row written.
 */
export async function takeWithdrawal(tx: Db, row: LoanRow, at: Date, { early = false } = {}): Promise<LoanPaymentRow | null> {
  if (!isRepayingStatus(row.loanStatus) || couponStandsIn(row)) return null;
  const autopay = await autopayOf(tx, row);
  if (autopay.state !== 'active') return null;
  const ledger = await ledgerOf(tx, row);
  const state = replayOf(ledger);
  const today = businessToday(at.getTime());
  // On the day its notice allows (12 CFR 1041.9), which may be after the installment's due date.
  const next = (await plannedWithdrawalOf(tx, row, state, ledger.payments, today, await withdrawalSourceOf(tx, row, autopay)))?.withdrawal;
  if (!next || (next.date > today && !early)) {
    await planJobs(tx, row, state, ledger.payments, at);
    return null;
  }
  if (autopay.card) return (await chargeCardWithdrawal(tx, row, autopay.card, next, today, at)).payment;
  const taken = await takePayment(
    tx,
    row,
    {
      mode: PAYMENT_MODE.ach,
      changeType: null,
      purpose: 'installment',
      paymentDate: today,
      amountCents: next.amountCents,
      status: TRANSACTION_STATUS.pending,
      installmentNumber: next.installmentNumber,
      retry: next.retry,
    },
    at,
  );
  return taken.payment;
}

export function repaymentJobHandlers({ mailer }: { mailer: Mailer }): Record<string, JobHandler> {
  return {
    [REPAYMENT_JOB.withdraw]: {
      async run(tx, job, at) {
        const row = job.loanId ? await lockLoan(tx, { id: job.loanId }) : undefined;
        if (row) await takeWithdrawal(tx, row, at);
      },
    },
    [REPAYMENT_JOB.settle]: {
      async run(tx, job, at) {
        const row = job.loanId ? await lockLoan(tx, { id: job.loanId }) : undefined;
        const [payment] = row && job.payload.paymentId ? await tx.select().from(loanPayment).where(eq(loanPayment.id, job.payload.paymentId)) : [];
        if (row && payment && payment.loanId === row.id) await settlePayment(tx, row, payment, at);
      },
    },
    [REPAYMENT_JOB.lateCharge]: {
      async run(tx, job, at) {
        const row = job.loanId ? await lockLoan(tx, { id: job.loanId }) : undefined;
        if (row) await chargeLateInstallments(tx, row, at);
      },
    },
    [REPAYMENT_JOB.mail]: {
      async run(tx, job, at) {
        const mail = job.payload.mail;
        if (!job.loanId || !(REPAYMENT_MAILS as readonly string[]).includes(mail ?? ''))
          throw new Error(`A repayment mail job needs a loan and a mail name, not ${JSON.stringify(mail)}.`);
        await sendRepaymentMail(tx, mailer, job, mail as RepaymentMail, at);
      },
    },
  };
}

/** Renders the mail from the loan as it is now; one that no longer applies (the installment was paid) is not sent. */
async function sendRepaymentMail(tx: AppDatabase, mailer: Mailer, job: JobRow, name: RepaymentMail, at: Date): Promise<void> {
  const [found] = await tx
    .select({ loan, brand: portfolio, email: customer.email })
    .from(loan)
    .innerJoin(portfolio, eq(portfolio.id, loan.portfolioId))
    .innerJoin(customer, eq(customer.id, loan.customerId))
    .where(eq(loan.id, job.loanId!));
  if (!found) return;
  const { loan: row, brand } = found;
  const last4 = await accountLast4Of(tx, row);
  const [paid] = job.payload.paymentId
    ? await tx
        .select({ payment: loanPayment, cardLast4: paymentCard.last4 })
        .from(loanPayment)
        .leftJoin(paymentCard, eq(paymentCard.id, loanPayment.cardId))
        .where(eq(loanPayment.id, job.payload.paymentId))
    : [];
  const payment = paid?.payment;
  const cardLast4 = paid?.cardLast4 ?? null;
  let mail: RenderedMail | undefined;
  switch (name) {
    case 'late-charge': {
      const [charge] = job.payload.lateChargeId ? await tx.select().from(loanLateCharge).where(eq(loanLateCharge.id, job.payload.lateChargeId)) : [];
      if (charge && charge.loanId === row.id) {
        mail = lateChargeMail(brand, {
          loanNo: row.loanNo,
          dueDate: charge.dueDate,
          chargedOn: charge.chargedOn,
          amountCents: charge.amountCents,
          agreementWords: lateChargeText(pricingOf(row.portfolioId)),
        });
      }
      break;
    }
    case 'payment-received':
      if (payment && payment.status === TRANSACTION_STATUS.checked) {
        mail = paymentReceivedMail(brand, {
          loanNo: row.loanNo,
          amountCents: payment.amountCents,
          date: payment.paymentDate,
          method: methodText(payment.mode, last4, cardLast4),
          balanceCents: row.balanceCents,
          closed: row.balanceCents > 0 ? null : row.loanSubStatus === COLLECTING_SUBSTATUS.settled ? 'settled' : 'paidOff',
        });
      }
      break;
    case 'payment-failed':
      if (payment && payment.returnCode) {
        mail = paymentFailedMail(brand, {
          loanNo: row.loanNo,
          amountCents: payment.amountCents,
          date: payment.paymentDate,
          returnCode: payment.returnCode,
          reason: payment.returnReason ?? '',
          cardLast4: payment.mode === PAYMENT_MODE.debitCard ? (cardLast4 ?? '') : null,
        });
      }
      break;
    case 'autopay-stopped':
      mail = autopayStoppedMail(brand, {
        loanNos: (job.payload.loanNos ?? row.loanNo).split(','),
        failures: Number(job.payload.failures ?? 2),
        byCard: (await autopayOf(tx, row)).card !== null,
      });
      break;
    case 'first-withdrawal':
    case 'unusual-withdrawal': {
      const autopay = await autopayOf(tx, row);
      if (!isRepayingStatus(row.loanStatus) || couponStandsIn(row) || autopay.state !== 'active') break;
      const ledger = await ledgerOf(tx, row);
      const source = await withdrawalSourceOf(tx, row, autopay);
      const plan = await plannedWithdrawalOf(tx, row, replayOf(ledger), ledger.payments, businessToday(at.getTime()), source);
      // The notice says the withdrawal the plan stands on, this one; a notice it no longer stands on (the
      // withdrawal changed since, and another notice is planned) is not sent. One planned before notices named
      // their withdrawal says the next one, if it is still unusual.
      const standing = plan?.notice && 'standing' in plan.notice ? plan.notice.standing.id : null;
      const next = plan?.withdrawal;
      if (!next || (job.payload.installment !== undefined ? standing !== job.id : name === 'unusual-withdrawal' && next.unusual.length === 0)) break;
      const facts: WithdrawalFacts = {
        loanNo: row.loanNo,
        date: next.date,
        amountCents: next.amountCents,
        principalCents: next.principalCents,
        interestCents: next.interestCents,
        feeCents: next.feeCents,
        from: { mode: source.mode, last4: source.last4 },
        reasons: next.unusual,
        dueDate: next.dueDate,
      };
      mail = name === 'first-withdrawal' ? firstWithdrawalMail(brand, facts) : unusualWithdrawalMail(brand, facts);
      break;
    }
    case 'reminder': {
      if (!isRepayingStatus(row.loanStatus) || couponStandsIn(row)) break;
      // On the locked loan, as every planning: the next due date's reminder, which no ledger change may plan
      // (without autopay, nothing is written before the borrower pays).
      await lockLoan(tx, { id: row.id });
      const state = replayOf(await ledgerOf(tx, row));
      await planReminder(tx, row, state, at, job.payload.dueDate);
      const due = state.installments.find((one) => isOpen(one) && one.dueDate === job.payload.dueDate);
      if (!due) break;
      const autopay = await autopayOf(tx, row);
      const today = businessToday(at.getTime());
      const pastDueCents = state.installments
        .filter((one) => isOpen(one) && one.dueDate < today && one.number !== due.number)
        .reduce((sum, one) => sum + one.paymentCents - one.paidCents, 0);
      mail = paymentReminderMail(brand, {
        loanNo: row.loanNo,
        dueDate: due.dueDate,
        amountCents: due.paymentCents - due.paidCents,
        autopay: autopay.state === 'active' ? { mode: autopay.card ? PAYMENT_MODE.debitCard : PAYMENT_MODE.ach, last4: autopay.card?.last4 ?? last4 } : null,
        pastDueCents,
      });
      break;
    }
  }
  if (mail) await mailer.send(brand, found.email, mail, tx);
}
