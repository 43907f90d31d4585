// Demo data for `npm start` (never in production; docs/demo-data.md): the demo-unsigned customers' loans
// (GC-DEMO-3001, BP-DEMO-3001, server/loans/demo-loans.ts) made signable. Each customer gets a complete,
// qualified application (as demo-qualified.ts makes them), and the loan the terms the wizard would have
// confirmed: the quote from quote.ts and pricing.ts, the loan columns from loanTermsOf, its installments and
// the loan request that names it. Idempotent: a customer with an application, or a loan with terms, is left alone.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CompleteChoices } from '#src/api/contract/disbursement.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { earliestFundingDate } from '#src/domain/same-day-funding.ts';
import type { EmploymentAnswers } from '#src/api/contract/application.ts';
import { payrollOf } from '../application/answer-rules.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan, loanInstallment, loanRequest, paymentCard } from '../db/schema.ts';
import { DEMO_ATTACH_ANSWERS } from '../loans/demo-loans.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { demoCustomerWithoutApplication, insertQualifiedApplication, type DemoApplicant } from './demo-qualified.ts';
import { offerFor, pricingOf } from './pricing.ts';
import { quoteOf, type QuoteInput } from './quote.ts';
import { loanTermsOf } from './wizard.ts';

type DemoUnsigned = DemoApplicant & {
  loanNo: string;
  /** The terms as the borrower chose them in the wizard (the disbursement date is the earliest one at seeding). */
  terms: Omit<QuoteInput, 'disbursementDate'> & { achAuthorized: boolean };
};

/** Documented in docs/demo-data.md; the $800.00 loans themselves are in server/loans/demo-loans.ts. */
export const DEMO_UNSIGNED: readonly DemoUnsigned[] = [
  // Weekly pay and weekly installments by ACH (authorized): 26 payments, so the schedule runs over a page.
  // Military status "unknown": once signed, auto validation sends the loan to underwriter review, for an
  // operator to approve with `npm run ops` (docs/demo-data.md); Bluepeak's is approved by itself.
  {
    portfolioId: 110,
    email: 'demo-unsigned@goldcrest.example',
    firstName: 'Uma',
    lastName: 'Sterling',
    military: 0,
    payrollFrequency: PAYROLL_FREQUENCY.weekly,
    netPayCents: 900_00,
    accountNumber: '000777888999',
    qualifiedAmountCents: 1_550_00,
    monthlyIncomeCents: 3_900_00,
    applicationNo: 'A91100002',
    dateOfBirth: DEMO_ATTACH_ANSWERS.dateOfBirth,
    loanNo: 'GC-DEMO-3001',
    terms: {
      amountCents: 800_00,
      paymentFrequency: PAYMENT_FREQUENCY.weekly,
      repaymentMode: PAYMENT_MODE.ach,
      disbursementMode: PAYMENT_MODE.ach,
      achAuthorized: true,
    },
  },
  // Bi-weekly pay, paid by debit card (no ACH authorization), with Bluepeak's origination fee kept from the amount.
  {
    portfolioId: 118,
    email: 'demo-unsigned@bluepeak.example',
    firstName: 'Ulrich',
    lastName: 'Vance',
    payrollFrequency: PAYROLL_FREQUENCY.biWeekly,
    netPayCents: 1_500_00,
    accountNumber: '000222333444',
    qualifiedAmountCents: 1_300_00,
    monthlyIncomeCents: 3_250_00,
    applicationNo: 'A91180002',
    dateOfBirth: DEMO_ATTACH_ANSWERS.dateOfBirth,
    loanNo: 'BP-DEMO-3001',
    terms: {
      amountCents: 800_00,
      paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
      repaymentMode: PAYMENT_MODE.debitCard,
      disbursementMode: PAYMENT_MODE.ach,
      achAuthorized: false,
    },
  },
];

export async function seedDemoUnsigned(orm: AppDatabase, clock: Clock): Promise<void> {
  const now = new Date(clock.now());
  const today = businessToday(clock.now());
  for (const demo of DEMO_UNSIGNED) {
    const customerId = await demoCustomerWithoutApplication(orm, demo);
    if (!customerId) continue;
    const disbursementDate = earliestFundingDate(clock.now(), await readSameDayCutOff(orm, demo.portfolioId));
    const { achAuthorized, ...quoted } = demo.terms;
    const input: QuoteInput = { ...quoted, disbursementDate };

    await orm.transaction(async (tx) => {
      const opened = await insertQualifiedApplication(tx, customerId, demo, now, today);
      if (!opened) return;
      const pricing = pricingOf(demo.portfolioId);
      const offer = offerFor(pricing, 'TX', input.amountCents)!;
      const quote = quoteOf(pricing, offer, payrollOf(opened.employment as EmploymentAnswers), input);
      const choices: CompleteChoices = { ...input, achAuthorized, bankAccountId: opened.bankAccountId! };
      // Repaid by debit card: the card the wizard's mode step would have taken and the borrower authorized there,
      // the sandbox's approving one (docs/demo-data.md), so loan details name it once the loan is funded.
      const cardId = input.repaymentMode === PAYMENT_MODE.debitCard ? await demoCard(tx, customerId, today, now) : null;
      const [made] = await tx
        .update(loan)
        .set({ ...loanTermsOf(choices, quote), cardId, applicationId: opened.id, updatedAt: now })
        .where(and(eq(loan.loanNo, demo.loanNo), eq(loan.customerId, customerId), eq(loan.signatureStatus, SIGNATURE_STATUS.notSigned), isNull(loan.aprBps)))
        .returning();
      if (!made) return;
      await tx.insert(loanInstallment).values(quote.schedule.map((payment) => ({ loanId: made.id, ...payment })));
      await tx.insert(loanRequest).values({
        applicationId: opened.id,
        customerId,
        step: 'sign-loan-agreement',
        choices,
        confirmedBankAccountIds: [],
        quote: { inputs: input, schedule: quote.schedule },
        cardId,
        loanId: made.id,
        createdAt: now,
        updatedAt: now,
      });
    });
  }
}

/** The sandbox's approving Visa ending 4242, bound to the demo borrower, good for four more years. */
async function demoCard(tx: Pick<AppDatabase, 'insert'>, customerId: string, today: string, now: Date): Promise<string> {
  const expiry = `12/${String((Number(today.slice(0, 4)) + 4) % 100).padStart(2, '0')}`;
  const token = `card_${randomBytes(18).toString('base64url')}`;
  const [card] = await tx
    .insert(paymentCard)
    .values({ token, customerId, brand: 'Visa', last4: '4242', expiry, outcome: 'approved', createdAt: now })
    .returning({ id: paymentCard.id });
  return card!.id;
}
