// Demo data for `npm start` (never in production; docs/demo-data.md): the demo-qualified customer of each
// portfolio gets a completed application, qualified (home flag 2), so a newcomer reaches the disbursement
// wizard without filling in guidance: answers, an SSN, a bank account verified by a sandbox bank
// verification with its report, payroll answers giving paydays, and the qualified amount the rules give.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, businessToday, dayOfWeek } from '#src/domain/calendar.ts';
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { LOAN_AMOUNT_RESULT } from '#src/domain/codes/loan.ts';
import { PAYROLL_FREQUENCY, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import { accountDigest, last4, seal } from '../application/sealed.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, bankAccount, customer, ibvReport, ibvRequest } from '../db/schema.ts';

type DemoQualified = {
  portfolioId: 110 | 118;
  email: string;
  firstName: string;
  lastName: string;
  payrollFrequency: PayrollFrequency;
  netPayCents: number;
  accountNumber: string;
  /** What the qualification rules give for this pay in Texas (40% of monthly income, $50 steps). */
  qualifiedAmountCents: number;
  monthlyIncomeCents: number;
};

/** Documented in docs/demo-data.md; the customers themselves are in server/accounts/demo-customers.ts. */
export const DEMO_QUALIFIED: readonly DemoQualified[] = [
  // Weekly pay: weekly and bi-weekly installments are both offered. $900.00 a week is $3,900.00 a month.
  {
    portfolioId: 110,
    email: 'demo-qualified@goldcrest.example',
    firstName: 'Quinn',
    lastName: 'Harper',
    payrollFrequency: PAYROLL_FREQUENCY.weekly,
    netPayCents: 900_00,
    accountNumber: '000111222333',
    qualifiedAmountCents: 1_550_00,
    monthlyIncomeCents: 3_900_00,
  },
  // Bi-weekly pay: bi-weekly installments. $1,500.00 a fortnight is $3,250.00 a month.
  {
    portfolioId: 118,
    email: 'demo-qualified@bluepeak.example',
    firstName: 'Quentin',
    lastName: 'Brooks',
    payrollFrequency: PAYROLL_FREQUENCY.biWeekly,
    netPayCents: 1_500_00,
    accountNumber: '000444555666',
    qualifiedAmountCents: 1_300_00,
    monthlyIncomeCents: 3_250_00,
  },
];

/** JPMorgan Chase's routing number in the sandbox bank directory. */
const DEMO_ROUTING = '021000021';
const DEMO_SSN = '123456789';
const FRIDAY = 5;

/** The last Friday before today: a recent payday, within the 31 days the answer rules ask. */
function lastFriday(today: string): string {
  const back = (dayOfWeek(today) - FRIDAY + 7) % 7 || 7;
  return addDays(today, -back);
}

/** A demo applicant: who, what pay, and the application's number and birth date. */
export type DemoApplicant = DemoQualified & {
  applicationNo: string;
  dateOfBirth: string;
  /** MILITARY: -1 not military unless given (0 unknown sends a signed loan to underwriter review, decision 0720). */
  military?: number;
};

/** The demo customer's id, unless they are missing or already have an application (seeding is idempotent). */
export async function demoCustomerWithoutApplication(orm: AppDatabase, demo: Pick<DemoQualified, 'portfolioId' | 'email'>): Promise<string | undefined> {
  const [holder] = await orm
    .select({ id: customer.id })
    .from(customer)
    .where(and(eq(customer.portfolioId, demo.portfolioId), eq(customer.email, demo.email)));
  if (!holder) return undefined;
  const [existing] = await orm.select({ id: application.id }).from(application).where(eq(application.customerId, holder.id)).limit(1);
  return existing ? undefined : holder.id;
}

/**
 * A complete application, qualified, with its verified bank account and sandbox bank verification: what
 * guidance would leave. Answers the application, or undefined when the customer already has an open one.
 */
export async function insertQualifiedApplication(tx: AppDatabase, customerId: string, demo: DemoApplicant, now: Date, today: string) {
  const lastPayday = lastFriday(today);
  const digest = accountDigest(DEMO_ROUTING, demo.accountNumber);
  const [account] = await tx
    .insert(bankAccount)
    .values({
      customerId,
      routingSealed: seal(DEMO_ROUTING),
      routingLast4: last4(DEMO_ROUTING),
      accountSealed: seal(demo.accountNumber),
      accountLast4: last4(demo.accountNumber),
      accountDigest: digest,
      accountType: 3001,
      bankName: 'JPMorgan Chase Bank',
      verified: true,
      createdAt: now,
    })
    .returning();
  const [opened] = await tx
    .insert(application)
    .values({
      applicationNo: demo.applicationNo,
      customerId,
      portfolioId: demo.portfolioId,
      status: 'qualified',
      customerCategory: 1,
      resumeStep: 'summary',
      completedSections:
        demo.portfolioId === 118 ? ['personal', 'employment', 'bank', 'question', 'ibv', 'summary'] : ['personal', 'employment', 'bank', 'ibv', 'summary'],
      personal: {
        firstName: demo.firstName,
        lastName: demo.lastName,
        dateOfBirth: demo.dateOfBirth,
        address: { street1: '400 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' },
        military: demo.military ?? -1,
        contacts: { cellPhone: '5125550142', email: demo.email },
        optInFlags: 16,
      },
      employment: {
        incomeType: 7002,
        jobType: 1000,
        employerName: 'Lone Star Tools',
        payrollType: 18000,
        payrollFrequency: demo.payrollFrequency,
        lastPayday,
        dayOfWeekPaid: 6,
        paydayOnHoliday: -1,
        paydayOnAvailability: 0,
        netPayCents: demo.netPayCents,
      },
      questions: demo.portfolioId === 118 ? { inBankruptcy: false, purpose: 'bills' } : null,
      ssnSealed: seal(DEMO_SSN),
      ssnLast4: last4(DEMO_SSN),
      bankAccountId: account!.id,
      loanAmountResult: LOAN_AMOUNT_RESULT.availableMatchedAccount,
      qualifiedAmountCents: demo.qualifiedAmountCents,
      createdAt: now,
      updatedAt: now,
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!opened) return undefined;
  const [request] = await tx
    .insert(ibvRequest)
    .values({
      requestCodeHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      customerId,
      applicationId: opened.id,
      provider: 10000,
      status: IBV_STATUS.successful,
      createdAt: now,
      updatedAt: now,
      expiresAt: now,
      completedAt: now,
    })
    .returning();
  await tx.insert(ibvReport).values({
    requestId: request!.id,
    institutionName: 'Sandbox Bank',
    accounts: [
      {
        accountId: 'checking-1',
        name: 'Everyday Checking',
        accountType: 3001,
        accountLast4: last4(demo.accountNumber),
        accountDigest: digest,
        routingSealed: seal(DEMO_ROUTING),
        accountSealed: seal(demo.accountNumber),
        balanceCents: 1_234_56,
        selected: true,
      },
    ],
    transactions: [],
    income: { monthlyIncomeCents: demo.monthlyIncomeCents, payrollFrequency: demo.payrollFrequency, lastPayday, depositsCount: 6 },
    createdAt: now,
  });
  await tx
    .update(application)
    .set({
      ibvRequestId: request!.id,
      qualification: {
        incomeSource: 'ibv',
        monthlyIncomeCents: demo.monthlyIncomeCents,
        message: `You qualify for a loan of up to ${formatCurrency(demo.qualifiedAmountCents)}.`,
        calculatedAt: now.toISOString(),
        reasons: [],
        capCents: demo.portfolioId === 118 ? 1_500_00 : 1_800_00,
        ibvRequestId: request!.id,
        statement: false,
      },
    })
    .where(eq(application.id, opened.id));
  return { ...opened, ibvRequestId: request!.id };
}

/** Idempotent: a demo customer who already has an application (whatever was done with it since) is left alone. */
export async function seedDemoQualified(orm: AppDatabase, clock: Clock): Promise<void> {
  const now = new Date(clock.now());
  const today = businessToday(clock.now());
  for (const demo of DEMO_QUALIFIED) {
    const customerId = await demoCustomerWithoutApplication(orm, demo);
    if (!customerId) continue;
    const applicant = { ...demo, applicationNo: `A${String(demo.portfolioId).padStart(4, '9')}0001`, dateOfBirth: '1987-06-21' };
    await orm.transaction((tx) => insertQualifiedApplication(tx, customerId, applicant, now, today));
  }
}
