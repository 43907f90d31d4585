// What signing reads of the rest of the server: the borrower's loan made by the disbursement wizard, and what
// its agreement is made of (the portfolio, the installments, the application's name and address, the account
// e-mail, the bank account). Every query is scoped by the customer's id.
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { LOAN_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, bankAccount, customer, loan, loanInstallment, loanRequest, portfolio, type LoanRow } from '../db/schema.ts';
import type { AgreementSource, BorrowerAddress, BorrowerName } from './agreement-content.ts';

type Db = Pick<AppDatabase, 'select'>;

/** The open loan the wizard made for this customer (its loan request names it); withdrawn and terminated ones do not count. */
export async function wizardLoanOf(db: Db, customerId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select({ loan })
    .from(loan)
    .innerJoin(loanRequest, and(eq(loanRequest.loanId, loan.id), eq(loanRequest.customerId, customerId)))
    .where(and(eq(loan.customerId, customerId), notInArray(loan.loanStatus, [LOAN_STATUS.withdrawn, LOAN_STATUS.terminated])))
    .orderBy(desc(loan.createdAt))
    .limit(1);
  return row?.loan;
}

export type ApplicationPerson = BorrowerName & { address: BorrowerAddress };

/**
 * The name and address the loan's application gives, or undefined when it has none or is no longer qualified:
 * an answer changed after the loan was confirmed sets it back to draft (decision 0610), and a loan resting on
 * answers that changed is not signed until the borrower qualifies and confirms again.
 */
export async function applicationPersonOf(db: Db, loanRow: Pick<LoanRow, 'applicationId' | 'customerId'>): Promise<ApplicationPerson | undefined> {
  if (!loanRow.applicationId || !loanRow.customerId) return undefined;
  const [row] = await db
    .select({ personal: application.personal, status: application.status })
    .from(application)
    .where(and(eq(application.id, loanRow.applicationId), eq(application.customerId, loanRow.customerId)));
  const personal = row?.personal as Partial<ApplicationPerson> | null | undefined;
  if (row?.status !== 'qualified' || !personal?.firstName || !personal.lastName || !personal.address) return undefined;
  return { firstName: personal.firstName, middleName: personal.middleName ?? null, lastName: personal.lastName, address: personal.address };
}

export async function customerEmailOf(db: Db, customerId: string): Promise<string> {
  const [row] = await db.select({ email: customer.email }).from(customer).where(eq(customer.id, customerId));
  return row?.email ?? '';
}

/** Everything the loan's agreement is made of, or undefined when something is missing (not a wizard's loan). */
export async function agreementSourceOf(db: Db, loanRow: LoanRow): Promise<AgreementSource | undefined> {
  if (!loanRow.customerId) return undefined;
  const [brand] = await db.select().from(portfolio).where(eq(portfolio.id, loanRow.portfolioId));
  const person = await applicationPersonOf(db, loanRow);
  const installments = await db.select().from(loanInstallment).where(eq(loanInstallment.loanId, loanRow.id)).orderBy(asc(loanInstallment.number));
  const [account] = loanRow.bankAccountId
    ? await db
        .select({ bankName: bankAccount.bankName, accountLast4: bankAccount.accountLast4 })
        .from(bankAccount)
        .where(and(eq(bankAccount.id, loanRow.bankAccountId), eq(bankAccount.customerId, loanRow.customerId)))
    : [];
  if (!brand || !person || installments.length === 0) return undefined;
  const email = await customerEmailOf(db, loanRow.customerId);
  return { portfolio: brand, loan: loanRow, installments, borrower: { ...person, email }, account: account ?? null };
}
