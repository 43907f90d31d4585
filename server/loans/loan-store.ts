// The borrower's loans and open application as the home page reads them. Every query is scoped by the
// signed-in customer's id: another customer's rows are never selected.
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DisbursementLoan, RepaymentLoan, listDisbursementLoan } from '#src/api/contract/loan.ts';
import { LOAN_AMOUNT_RESULT, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { storedQualification } from '../application/qualification.ts';
import { application, bankAccount, loan, loanAgreement, type LoanRow } from '../db/schema.ts';
import { decideHomePage, isBeingDisbursed, isRepaying, type FlagApplication } from './home-flag.ts';

type DisbursementAnswer = v.InferOutput<(typeof listDisbursementLoan)['response']>;

/** The open (not withdrawn) application, with whether its bank account was found by a verification. */
async function openApplicationOf(orm: AppDatabase, customerId: string) {
  const [row] = await orm
    .select({ application, bankAccountVerified: bankAccount.verified })
    .from(application)
    .leftJoin(bankAccount, and(eq(bankAccount.id, application.bankAccountId), eq(bankAccount.customerId, customerId)))
    .where(and(eq(application.customerId, customerId), ne(application.status, 'withdrawn')))
    .orderBy(desc(application.createdAt))
    .limit(1);
  return row ? { ...row.application, bankAccountVerified: row.bankAccountVerified ?? false } : null;
}

async function loansOf(orm: AppDatabase, customerId: string) {
  return orm
    .select({ loan, applicationNo: application.applicationNo })
    .from(loan)
    .leftJoin(application, eq(application.id, loan.applicationId))
    .where(eq(loan.customerId, customerId))
    .orderBy(desc(loan.createdAt));
}

const identity = (row: LoanRow) => ({ loanId: row.id, loanNo: row.loanNo, loanStatus: row.loanStatus, loanSubStatus: row.loanSubStatus });

function disbursementLoan(row: LoanRow, applicationNo: string | null): DisbursementLoan {
  return {
    ...identity(row),
    applicationNo,
    amountCents: row.principalCents,
    tracker: row.tracker,
    signatureStatus: row.signatureStatus,
    disbursementDate: row.disbursementDate,
    createdAt: row.createdAt.toISOString(),
  } as DisbursementLoan;
}

function repaymentLoan(row: LoanRow, signedAgreement: boolean): RepaymentLoan {
  return {
    ...identity(row),
    principalCents: row.principalCents,
    balanceCents: row.balanceCents,
    paymentFrequency: row.paymentFrequency,
    nextPaymentDate: row.nextPaymentDate,
    nextPaymentAmountCents: row.nextPaymentAmountCents,
    signedAgreement,
  } as RepaymentLoan;
}

/**
 * Which of these loans have a signed agreement in the agreement store (the signing server's, or the demo booking's):
 * the loan row's signature status is not enough, a loan made elsewhere and attached has none here to show.
 */
async function signedAgreementLoans(orm: AppDatabase, customerId: string, loanIds: readonly string[]): Promise<Set<string>> {
  if (loanIds.length === 0) return new Set();
  const rows = await orm
    .select({ loanId: loanAgreement.loanId })
    .from(loanAgreement)
    .where(and(eq(loanAgreement.customerId, customerId), eq(loanAgreement.signStatus, SIGNATURE_STATUS.signed), inArray(loanAgreement.loanId, [...loanIds])));
  return new Set(rows.map((row) => row.loanId));
}

/** A refused open application's message and principal reasons, as calculate-qualified-amount answered them. */
function refusalOf(open: Awaited<ReturnType<typeof openApplicationOf>>): DisbursementAnswer['refusal'] {
  if (open?.loanAmountResult !== LOAN_AMOUNT_RESULT.unavailable) return null;
  const qualification = storedQualification(open);
  return qualification ? { message: qualification.message, reasons: qualification.reasons ?? [] } : null;
}

export function loanStore(orm: AppDatabase, clock: Clock) {
  return {
    /** list-disbursement-loan: the home page's flag and the loans being made (flags 3 and 4). */
    async disbursement(customerId: string): Promise<DisbursementAnswer> {
      const [open, rows] = await Promise.all([openApplicationOf(orm, customerId), loansOf(orm, customerId)]);
      const flagApplication: FlagApplication | null = open && {
        status: open.status,
        loanAmountResult: open.loanAmountResult,
        qualifiedAmountCents: open.qualifiedAmountCents,
        noIbvSituation: open.noIbvSituation,
        bankAccountVerified: open.bankAccountVerified,
      };
      const { flag, repair } = decideHomePage(
        flagApplication,
        rows.map(({ loan: row }) => row),
      );
      return {
        homePageFlag: flag,
        applicationNo: open?.applicationNo ?? null,
        qualifiedAmountCents: open?.qualifiedAmountCents ?? null,
        // Codes the guidance server wrote within the contract's sets; the response check in development guards it.
        loanAmountResult: (open?.loanAmountResult ?? null) as DisbursementAnswer['loanAmountResult'],
        underReview: open?.status === 'pending',
        repair: repair as DisbursementAnswer['repair'],
        refusal: refusalOf(open),
        loans: rows.filter(({ loan: row }) => isBeingDisbursed(row)).map(({ loan: row, applicationNo }) => disbursementLoan(row, applicationNo)),
      };
    },

    /** list-repayment-loan: the loans being paid back (flag 5). */
    async repayment(customerId: string) {
      const repaying = (await loansOf(orm, customerId)).map(({ loan: row }) => row).filter(isRepaying);
      const signed = await signedAgreementLoans(
        orm,
        customerId,
        repaying.map((row) => row.id),
      );
      return { loans: repaying.map((row) => repaymentLoan(row, signed.has(row.id))) };
    },

    /**
     * Attaches a loan nobody holds yet (or this customer already holds: asking twice is success twice), in
     * the customer's portfolio, when its number, SSN tail and birth date all match. A loan held by someone
     * else matches nothing: the caller answers one refusal for every mismatch, so the answer never tells
     * whether a loan number exists or whose it is.
     */
    async attach(customerId: string, portfolioId: number, details: { loanNo: string; ssnLast4: string; dateOfBirth: string }): Promise<LoanRow | null> {
      const [row] = await orm
        .update(loan)
        .set({ customerId, updatedAt: new Date(clock.now()) })
        .where(
          and(
            eq(loan.loanNo, details.loanNo.toUpperCase()),
            eq(loan.portfolioId, portfolioId),
            or(isNull(loan.customerId), eq(loan.customerId, customerId)),
            eq(loan.borrowerSsnLast4, details.ssnLast4),
            eq(loan.borrowerDateOfBirth, details.dateOfBirth),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** portfolioId/get for a loan: its portfolio, only when the loan is this customer's. */
    async portfolioOf(customerId: string, loanNo: string): Promise<number | undefined> {
      const [row] = await orm
        .select({ portfolioId: loan.portfolioId })
        .from(loan)
        .where(and(eq(loan.loanNo, loanNo), eq(loan.customerId, customerId)));
      return row?.portfolioId;
    },

    /**
     * get-bank-info for a loan: the bank account it was made to (its routing number sealed), only the customer's own:
     * the one the wizard chose, else (a loan booked without one) the application's.
     */
    async bankOf(customerId: string, loanNo: string): Promise<{ routingSealed: string; bankName: string | null } | undefined> {
      const [row] = await orm
        .select({ routingSealed: bankAccount.routingSealed, bankName: bankAccount.bankName })
        .from(loan)
        .innerJoin(application, and(eq(application.id, loan.applicationId), eq(application.customerId, customerId)))
        .innerJoin(
          bankAccount,
          and(eq(bankAccount.id, sql`coalesce(${loan.bankAccountId}, ${application.bankAccountId})`), eq(bankAccount.customerId, customerId)),
        )
        .where(and(eq(loan.loanNo, loanNo), eq(loan.customerId, customerId)))
        .limit(1);
      return row;
    },
  };
}

export type LoanStore = ReturnType<typeof loanStore>;
