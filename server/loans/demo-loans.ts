// Demo loans for `npm start` (never in production; docs/demo-data.md): the loans that put the demo customers
// on the home pages of flags 3, 4 and 5, and one loan per portfolio nobody holds yet, to attach.
import { addDays } from '#src/domain/iso-date.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { LOAN_STATUS, ORIGINATING_SUBSTATUS, IN_PROGRESS_TRACKER, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, loan } from '../db/schema.ts';
import { bookRepayingLoan } from '../repayment/demo.ts';
import { seedDemoCoupons } from '../coupons/demo.ts';

type DemoLoan = {
  loanNo: string;
  portfolioId: number;
  /** The demo customer holding it; null: waiting to be attached. */
  email: string | null;
  kind: 'unsigned' | 'funding' | 'repaying' | 'unattached';
};

/** Answers for the attach-loan form of the unattached demo loans (documented, not secrets). */
export const DEMO_ATTACH_ANSWERS = { ssnLast4: '6789', dateOfBirth: '1988-04-12' } as const;

export const DEMO_LOANS: readonly DemoLoan[] = [
  { loanNo: 'GC-DEMO-3001', portfolioId: 110, email: 'demo-unsigned@goldcrest.example', kind: 'unsigned' },
  { loanNo: 'GC-DEMO-4001', portfolioId: 110, email: 'demo-funding@goldcrest.example', kind: 'funding' },
  { loanNo: 'GC-DEMO-5001', portfolioId: 110, email: 'demo-repaying@goldcrest.example', kind: 'repaying' },
  { loanNo: 'GC-DEMO-9001', portfolioId: 110, email: null, kind: 'unattached' },
  { loanNo: 'BP-DEMO-3001', portfolioId: 118, email: 'demo-unsigned@bluepeak.example', kind: 'unsigned' },
  { loanNo: 'BP-DEMO-4001', portfolioId: 118, email: 'demo-funding@bluepeak.example', kind: 'funding' },
  { loanNo: 'BP-DEMO-5001', portfolioId: 118, email: 'demo-repaying@bluepeak.example', kind: 'repaying' },
  { loanNo: 'BP-DEMO-9001', portfolioId: 118, email: null, kind: 'unattached' },
];

/** The loan fields of each kind, dated from the server's clock so the demo stays current. */
function fieldsOf(kind: DemoLoan['kind'], today: string) {
  switch (kind) {
    case 'unsigned':
      return {
        loanStatus: LOAN_STATUS.originating,
        loanSubStatus: ORIGINATING_SUBSTATUS.customerReview,
        signatureStatus: SIGNATURE_STATUS.notSigned,
        tracker: null,
        principalCents: 80_000,
        balanceCents: 80_000,
      };
    case 'funding':
      return {
        loanStatus: LOAN_STATUS.pending,
        loanSubStatus: null,
        signatureStatus: SIGNATURE_STATUS.signed,
        tracker: IN_PROGRESS_TRACKER.fundingInProgress,
        principalCents: 120_000,
        balanceCents: 120_000,
        disbursementDate: addDays(today, 1),
      };
    case 'repaying':
      return {
        loanStatus: LOAN_STATUS.disbursed,
        loanSubStatus: null,
        signatureStatus: SIGNATURE_STATUS.signed,
        tracker: IN_PROGRESS_TRACKER.fundingCompleted,
        principalCents: 100_000,
        balanceCents: 74_250,
        paymentFrequency: PAYMENT_FREQUENCY.biWeekly,
        disbursementDate: addDays(today, -30),
        nextPaymentDate: addDays(today, 7),
        nextPaymentAmountCents: 14_850,
      };
    case 'unattached':
      // A loan made by phone: being repaid, not yet seen online.
      return {
        loanStatus: LOAN_STATUS.disbursed,
        loanSubStatus: null,
        signatureStatus: SIGNATURE_STATUS.signed,
        tracker: null,
        principalCents: 60_000,
        balanceCents: 45_000,
        paymentFrequency: PAYMENT_FREQUENCY.weekly,
        disbursementDate: addDays(today, -21),
        nextPaymentDate: addDays(today, 3),
        nextPaymentAmountCents: 7_600,
      };
  }
}

/**
 * Idempotent: a loan number already there (attached since, or changed) is left alone. With `withLedgers` (a
 * server that opens its own database, as `npm start`) the repaying loans get their whole ledger; a test app that
 * shares a database gets their rows alone, as the home page reads them, which costs each test app less.
 */
export async function seedDemoLoans(orm: AppDatabase, clock: Clock, { withLedgers }: { withLedgers: boolean }): Promise<void> {
  const now = new Date(clock.now());
  const today = businessToday(clock.now());
  for (const demo of DEMO_LOANS) {
    let customerId: string | null = null;
    if (demo.email) {
      const [holder] = await orm
        .select({ id: customer.id })
        .from(customer)
        .where(and(eq(customer.portfolioId, demo.portfolioId), eq(customer.email, demo.email)));
      if (!holder) continue;
      customerId = holder.id;
    }
    if (demo.kind === 'repaying' && withLedgers) {
      // With its whole ledger (decision 0730): the figures below come out of the replay.
      const dateOfBirth = DEMO_ATTACH_ANSWERS.dateOfBirth;
      await orm.transaction((tx) =>
        bookRepayingLoan(tx, { customerId, portfolioId: demo.portfolioId, loanNo: demo.loanNo, ssnLast4: DEMO_ATTACH_ANSWERS.ssnLast4, dateOfBirth, now }),
      );
      continue;
    }
    await orm
      .insert(loan)
      .values({
        loanNo: demo.loanNo,
        portfolioId: demo.portfolioId,
        customerId,
        borrowerSsnLast4: DEMO_ATTACH_ANSWERS.ssnLast4,
        borrowerDateOfBirth: DEMO_ATTACH_ANSWERS.dateOfBirth,
        ...fieldsOf(demo.kind, today),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: loan.loanNo });
  }
  // The collecting loans with a coupon e-mailed (decision 0750) need their ledgers: only where the repaying ones get theirs.
  if (withLedgers) await seedDemoCoupons(orm, clock, DEMO_ATTACH_ANSWERS);
}
