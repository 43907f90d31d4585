// A funded, partly repaid loan with its whole ledger (never in production; docs/demo-data.md): the repaying demo
// customers' GC-DEMO-5001 and BP-DEMO-5001, and `npm run ops -- book-repaying-loan` for browser tests, which book one
// for a fresh customer so that their payments never meet the demo customers'. The figures hold for any "today":
// $1,000.00 at 113.70% disbursed 30 days ago, 8 bi-weekly installments of $148.50 from 21 days ago; the first two
// were taken on their dates by ACH and settled, with an extra $26.90 to principal (111) on the second; the principal
// left is $742.50, the next installment $148.50 in 7 days, taken by ACH (autopay active). It carries its loan
// agreement, made and signed by the signing server's own functions on the disbursement date (decision 0700).
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { businessToday } from '#src/domain/calendar.ts';
import { IN_PROGRESS_TRACKER, LOAN_STATUS, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { businessInstant } from '#src/domain/same-day-funding.ts';
import { accountDigest, seal } from '../application/sealed.ts';
import { bankAccount, customer, loan, loanInstallment, loanPayment, portfolio, type LoanRow } from '../db/schema.ts';
import { pricingOf } from '../disbursement/pricing.ts';
import { cancelPendingJobs } from '../jobs/queue.ts';
import { LOAN_JOB } from '../loans/job-kinds.ts';
import { agreementOf, fullNameOf, hasDisclosedTerms, type BorrowerAddress } from '../signing/agreement-content.ts';
import { agreementToSend } from '../signing/agreement-rows.ts';
import { recordSignature } from '../signing/record-signature.ts';
import { openLedger, rebuild, type Db } from './ledger.ts';
import { planJobs } from './plan.ts';

export const DEMO_REPAYING = {
  principalCents: 100_000,
  annualRateBps: 11_370,
  installments: 8,
  installmentCents: 14_850,
  extraPrincipalCents: 2_690,
  balanceCents: 74_250,
} as const;

const DEMO_ROUTING = '021000021';

/**
 * Who the demo agreement names: the demo loans are booked without an application, so the customer's first name
 * (else this one) with this last name and address. Documented (docs/demo-data.md), not anyone's.
 */
export const DEMO_REPAYING_BORROWER: { firstName: string; lastName: string; address: BorrowerAddress } = {
  firstName: 'Alex',
  lastName: 'Demo',
  address: { street1: '100 Congress Avenue', street2: null, city: 'Austin', state: 'TX', zip: '78701' },
};
/** Signed at 10:00 New York on the disbursement date, in a browser the trail names as the demo data's. */
const SIGNED_AT = { hour: 10, minute: 0 };
const DEMO_EVIDENCE = { ipAddress: '127.0.0.1', userAgent: 'Demo data (bookRepayingLoan, server/repayment/demo.ts)' };

export type BookedLoan = { loan: LoanRow; created: boolean };

/**
 * Books the demo repaying loan for a customer: its bank account, the loan (202), the disclosed schedule, the
 * ledger (funding, two installments, the extra payment) and its planned withdrawal. A loan number already there
 * is left alone (created false).
 */
export async function bookRepayingLoan(
  db: Db,
  input: { customerId: string | null; portfolioId: number; loanNo?: string; ssnLast4: string; dateOfBirth: string; now: Date },
): Promise<BookedLoan | null> {
  const { now } = input;
  const today = businessToday(now.getTime());
  const loanNo = input.loanNo ?? `${pricingOf(input.portfolioId).loanNoPrefix}-${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const disbursementDate = addDays(today, -30);
  const dueDates = Array.from({ length: DEMO_REPAYING.installments }, (_, index) => addDays(today, -21 + 14 * index));
  const schedule = buildSchedule({
    principal: DEMO_REPAYING.principalCents,
    startDate: disbursementDate,
    annualRateBps: DEMO_REPAYING.annualRateBps,
    dueDates,
  });
  const disclosure = truthInLendingDisclosure(schedule);

  const [existing] = await db.select({ id: loan.id }).from(loan).where(eq(loan.loanNo, loanNo));
  if (existing) return null;
  let bankAccountId: string | null = null;
  if (input.customerId) {
    const accountNumber = `0009${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const [account] = await db
      .insert(bankAccount)
      .values({
        customerId: input.customerId,
        routingSealed: seal(DEMO_ROUTING),
        routingLast4: DEMO_ROUTING.slice(-4),
        accountSealed: seal(accountNumber),
        accountLast4: accountNumber.slice(-4),
        accountDigest: accountDigest(DEMO_ROUTING, accountNumber),
        accountType: 3001,
        bankName: 'JPMorgan Chase',
        verified: true,
        createdAt: now,
      })
      .returning();
    bankAccountId = account!.id;
  }
  const [made] = await db
    .insert(loan)
    .values({
      loanNo,
      portfolioId: input.portfolioId,
      customerId: input.customerId,
      borrowerSsnLast4: input.ssnLast4,
      borrowerDateOfBirth: input.dateOfBirth,
      loanStatus: LOAN_STATUS.disbursed,
      loanSubStatus: null,
      tracker: IN_PROGRESS_TRACKER.fundingCompleted,
      signatureStatus: SIGNATURE_STATUS.signed,
      principalCents: DEMO_REPAYING.principalCents,
      balanceCents: DEMO_REPAYING.principalCents,
      paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
      disbursementDate,
      nextPaymentDate: dueDates[0]!,
      nextPaymentAmountCents: schedule.levelPayment,
      repaymentMode: PAYMENT_MODE.ach,
      achAuthorized: true,
      disbursementMode: PAYMENT_MODE.ach,
      bankAccountId,
      annualRateBps: DEMO_REPAYING.annualRateBps,
      aprBps: Math.round(disclosure.apr * 100),
      installmentCount: DEMO_REPAYING.installments,
      financeChargeCents: disclosure.financeCharge,
      amountFinancedCents: disclosure.amountFinanced,
      totalOfPaymentsCents: disclosure.totalOfPayments,
      prepaidFinanceChargeCents: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: loan.loanNo })
    .returning();
  if (!made) return null;
  const installments = await db
    .insert(loanInstallment)
    .values(
      schedule.installments.map((one) => ({
        loanId: made.id,
        number: one.number,
        dueDate: one.dueDate,
        paymentCents: one.payment,
        principalCents: one.principal,
        interestCents: one.interest,
        feeCents: 0,
        balanceAfterCents: one.balance,
        scheduledDueDate: one.dueDate,
        scheduledPaymentCents: one.payment,
      })),
    )
    .returning();
  if (input.customerId)
    await signDemoAgreement(
      db,
      made,
      installments.sort((a, b) => a.number - b.number),
      input.customerId,
      now,
    );
  await openLedger(db, made, now);
  const settled = { type: 14001, mode: PAYMENT_MODE.ach, status: TRANSACTION_STATUS.checked, createdAt: now, settledAt: now, loanId: made.id } as const;
  await db.insert(loanPayment).values([
    { ...settled, changeType: null, purpose: 'installment', installmentNumber: 1, paymentDate: dueDates[0]!, amountCents: DEMO_REPAYING.installmentCents },
    { ...settled, changeType: null, purpose: 'installment', installmentNumber: 2, paymentDate: dueDates[1]!, amountCents: DEMO_REPAYING.installmentCents },
    { ...settled, changeType: CHANGE_TYPE.payFixedAmount, purpose: 'fixed', paymentDate: dueDates[1]!, amountCents: DEMO_REPAYING.extraPrincipalCents },
  ]);
  const rebuilt = await rebuild(db, made, now);
  await planJobs(db, rebuilt.loan, rebuilt.state, rebuilt.ledger.payments, now);
  return { loan: rebuilt.loan, created: true };
}

/**
 * The demo loan's agreement, made and signed as a borrower signs one: the content from the loan and its disclosed
 * installments (agreementOf), its PDF and row (agreementToSend), the signature with its audit trail and the signed
 * PDF (recordSignature), all on the disbursement date. recordSignature moves a loan on to auto validation, as a
 * signature does; the demo loan is booked funded, so it is put back to 202 and the auto validation called off.
 */
async function signDemoAgreement(db: Db, made: LoanRow, installments: Parameters<typeof agreementOf>[0]['installments'], customerId: string, now: Date) {
  if (!hasDisclosedTerms(made)) throw new Error(`The demo loan ${made.loanNo} has no disclosed terms to sign`);
  const [brand] = await db.select().from(portfolio).where(eq(portfolio.id, made.portfolioId));
  const [holder] = await db.select({ email: customer.email, firstName: customer.firstName }).from(customer).where(eq(customer.id, customerId));
  const [account] = made.bankAccountId
    ? await db
        .select({ bankName: bankAccount.bankName, accountLast4: bankAccount.accountLast4 })
        .from(bankAccount)
        .where(eq(bankAccount.id, made.bankAccountId))
    : [];
  if (!brand || !holder) throw new Error(`The demo loan ${made.loanNo} has no portfolio or customer to sign with`);
  const name = { firstName: holder.firstName?.trim() || DEMO_REPAYING_BORROWER.firstName, middleName: null, lastName: DEMO_REPAYING_BORROWER.lastName };
  const madeOn = made.disbursementDate;
  const at = new Date(businessInstant(madeOn, SIGNED_AT));
  const content = agreementOf(
    {
      portfolio: brand,
      loan: made,
      installments,
      borrower: { ...name, address: DEMO_REPAYING_BORROWER.address, email: holder.email },
      account: account ?? null,
    },
    madeOn,
  );
  const { row } = await agreementToSend(db, made, content, at, brand.primaryColor);
  await recordSignature(db, row, { typedName: fullNameOf(name), email: holder.email, byLink: false, evidence: DEMO_EVIDENCE, at }, brand);
  await db
    .update(loan)
    .set({
      loanStatus: made.loanStatus,
      loanSubStatus: made.loanSubStatus,
      tracker: made.tracker,
      signatureStatus: made.signatureStatus,
      updatedAt: made.updatedAt,
    })
    .where(eq(loan.id, made.id));
  await cancelPendingJobs(db, made.id, now, [LOAN_JOB.autoValidate]);
}
