// What each job of a loan's life does when it runs (decision 0720), in the worker's transaction. A job finding
// its loan moved on (withdrawn, decided by an operator meanwhile) does nothing: it is done. A loan job that
// gives up makes the loan an exception (tracker 6) for an operator; an e-mail that gives up is logged.
import { eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { bankAccount, customer, loan, portfolio, type JobRow } from '../db/schema.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RenderedMail } from '../mail/layout.ts';
import { applyDecision, lockLoan, markException, type LifeSettings } from './decisions.ts';
import { isLoanMail, LOAN_JOB, type LoanMail } from './job-kinds.ts';
import { fundingFailedMail, loanApprovedMail, loanFundedMail, loanWithdrawnMail } from './loan-mail.ts';
import { decideAutoValidation, stageOf, type Decision, type Stage } from './rules.ts';
import { validationFactsOf } from './validation-facts.ts';
import { redateIfCutOffPassed } from '../signing/redate.ts';

export type LoanJobDeps = { mailer: Mailer; settings: LifeSettings };

/** The loan of a job, locked, when it is still at the stage the job was planned for. */
async function loanAt(tx: AppDatabase, job: JobRow, stage: Stage) {
  if (!job.loanId) return undefined;
  const row = await lockLoan(tx, { id: job.loanId });
  return row && stageOf(row) === stage ? row : undefined;
}

const exception: JobHandler['giveUp'] = async (tx, job, error, at) => {
  if (job.loanId) await markException(tx, job.loanId, job.kind, error, at);
};

export function loanJobHandlers({ mailer, settings }: LoanJobDeps): Record<string, JobHandler> {
  return {
    [LOAN_JOB.autoValidate]: {
      async run(tx, job, at) {
        const row = await loanAt(tx, job, 'validating');
        if (!row) return;
        const outcome = decideAutoValidation(await validationFactsOf(tx, row), at);
        const decision: Decision = outcome.action === 'review' ? { action: 'review', queue: outcome.queue } : { action: outcome.action };
        // The funding date counts from the signature (the job was enqueued with it), not from a retry's hour.
        await applyDecision(tx, row, { decision, operator: 'system:auto-validation', reason: outcome.reason, at, fundingAsOf: job.createdAt }, settings);
      },
      giveUp: exception,
    },
    [LOAN_JOB.startFunding]: {
      async run(tx, job, at) {
        const row = await loanAt(tx, job, 'approved');
        if (row) await applyDecision(tx, row, { decision: { action: 'start-funding' }, operator: 'system:funding', at }, settings);
      },
      giveUp: exception,
    },
    [LOAN_JOB.completeFunding]: {
      async run(tx, job, at) {
        const row = await loanAt(tx, job, 'funding');
        const reason = 'Development: no bank, funding completes by itself (FUNDING_COMPLETES_AFTER_MS).';
        if (row) await applyDecision(tx, row, { decision: { action: 'fund' }, operator: 'system:funding', reason, at }, settings);
      },
      giveUp: exception,
    },
    // Still unsigned at its date's cut-off: new dates and a new agreement, and the tabs waiting for the old one told.
    [LOAN_JOB.agreementCutOff]: {
      async run(tx, job, at) {
        const row = await loanAt(tx, job, 'unsigned');
        if (row) await redateIfCutOffPassed(tx, row, at);
      },
    },
    [LOAN_JOB.sendMail]: {
      async run(tx, job) {
        const mail = job.payload.mail;
        if (!job.loanId || !isLoanMail(mail)) throw new Error(`A send-mail job needs a loan and one of the loan mails, not ${JSON.stringify(mail)}.`);
        await sendLoanMail(tx, mailer, job.loanId, mail, job.createdAt);
      },
    },
  };
}

/** Renders one of the loan's e-mails from the loan as it is now and sends it to the account's address. */
async function sendLoanMail(tx: AppDatabase, mailer: Mailer, loanId: string, name: LoanMail, decidedAt: Date): Promise<void> {
  const [row] = await tx
    .select({ loan, brand: portfolio, email: customer.email })
    .from(loan)
    .innerJoin(portfolio, eq(portfolio.id, loan.portfolioId))
    .innerJoin(customer, eq(customer.id, loan.customerId))
    .where(eq(loan.id, loanId));
  // A loan nobody holds online has no address to write to.
  if (!row) return;
  const { loan: subject, brand } = row;
  const decidedOn = businessToday(decidedAt.getTime());
  let mail: RenderedMail;
  switch (name) {
    case 'approved':
      mail = loanApprovedMail(brand, { loanNo: subject.loanNo, amountCents: subject.principalCents, fundingDate: subject.disbursementDate ?? decidedOn });
      break;
    case 'funded': {
      const [account] = subject.bankAccountId
        ? await tx.select({ last4: bankAccount.accountLast4 }).from(bankAccount).where(eq(bankAccount.id, subject.bankAccountId))
        : [];
      const firstPayment =
        subject.nextPaymentDate && subject.nextPaymentAmountCents !== null
          ? { date: subject.nextPaymentDate, amountCents: subject.nextPaymentAmountCents }
          : null;
      mail = loanFundedMail(brand, {
        loanNo: subject.loanNo,
        sentCents: subject.amountFinancedCents ?? subject.principalCents,
        fundedOn: decidedOn,
        accountLast4: account?.last4 ?? null,
        firstPayment,
      });
      break;
    }
    case 'funding-failed':
      mail = fundingFailedMail(brand, { loanNo: subject.loanNo });
      break;
    case 'withdrawn':
      mail = loanWithdrawnMail(brand, { loanNo: subject.loanNo, withdrawnOn: decidedOn, signed: subject.signatureStatus === SIGNATURE_STATUS.signed });
      break;
  }
  await mailer.send(brand, row.email, mail, tx);
}
