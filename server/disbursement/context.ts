// What every disbursement call starts from (issue 11): the signed-in borrower's open application, qualified
// (home flag 2) or with this wizard's unsigned loan (flag 3), priced for its portfolio and state, with the
// borrower's paydays, bank accounts, loan request and loan. Every query is scoped by the customer's id.
import { and, asc, eq } from 'drizzle-orm';
import type { EmploymentAnswers, PersonalAnswers } from '#src/api/contract/application.ts';
import type { DisbursementBankAccount } from '#src/api/contract/disbursement.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { HOME_PAGE_FLAG, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import type { PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { UsState } from '#src/domain/codes/us-states.ts';
import { paymentFrequenciesFor } from '#src/domain/lending/installment-dates.ts';
import type { Payroll } from '#src/domain/lending/paydays.ts';
import { applicationService, type Applicant } from '../application/applications.ts';
import { payrollOf } from '../application/answer-rules.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  bankAccount,
  loan,
  loanRequest,
  portfolio,
  type ApplicationRow,
  type BankAccountRow,
  type LoanRequestRow,
  type LoanRow,
  type PortfolioRow,
} from '../db/schema.ts';
import { isUnsigned } from '../loans/home-flag.ts';
import { loanStore } from '../loans/loan-store.ts';
import { refuse, type Refusal } from '../http/refusal.ts';
import { amountRangeOf, pricingOf, STATE_APR_CAPS, type AmountRange, type ProgramPricing } from './pricing.ts';

/** A signed loan (being disbursed, or repaid) closes the wizard with -10818; anything earlier still needs an amount (-12001). */
function notReachable(homePageFlag: number): Refusal {
  const signed: readonly number[] = [HOME_PAGE_FLAG.inProgress, HOME_PAGE_FLAG.repaymentLoan];
  return refuse(signed.includes(homePageFlag) ? RESULT.applicationSigned : RESULT.disbursementNotAvailable);
}

export type WizardContext = {
  applicant: Applicant;
  application: ApplicationRow;
  portfolio: PortfolioRow;
  pricing: ProgramPricing;
  state: UsState;
  dateOfBirth: string;
  payroll: Payroll;
  qualifiedAmountCents: number;
  range: AmountRange;
  /** The program's frequencies that keep installments on this borrower's paydays. */
  frequencies: PaymentFrequency[];
  accounts: BankAccountRow[];
  request: LoanRequestRow | undefined;
  /** The open loan made by this wizard (not withdrawn, not terminated), if confirmed. */
  loan: LoanRow | undefined;
};

const CLOSED: readonly number[] = [LOAN_STATUS.withdrawn, LOAN_STATUS.terminated];

export function wizardContexts(orm: AppDatabase, clock: Clock) {
  const homes = loanStore(orm, clock);
  const applications = applicationService(orm, clock);

  async function requestOf(applicationId: string, customerId: string): Promise<LoanRequestRow | undefined> {
    const [row] = await orm
      .select()
      .from(loanRequest)
      .where(and(eq(loanRequest.applicationId, applicationId), eq(loanRequest.customerId, customerId)));
    return row;
  }

  async function loanOf(request: LoanRequestRow | undefined, customerId: string): Promise<LoanRow | undefined> {
    if (!request?.loanId) return undefined;
    const [row] = await orm
      .select()
      .from(loan)
      .where(and(eq(loan.id, request.loanId), eq(loan.customerId, customerId)));
    return row && !CLOSED.includes(row.loanStatus) ? row : undefined;
  }

  /**
   * The wizard's context, or a refusal: -12001 unless the borrower is qualified (flag 2) or has this wizard's
   * unsigned loan (flag 3), -10818 once a loan is signed (flag 4 or 5); -10811 for a loan number that is not that loan; -12002 when the program makes
   * no offer in the borrower's state.
   */
  async function contextOf(applicant: Applicant, loanNo?: string): Promise<WizardContext | Refusal> {
    const { customerId } = applicant;
    const [open, { homePageFlag }] = await Promise.all([applications.findOpen(customerId), homes.disbursement(customerId)]);
    if (!open) return notReachable(homePageFlag);
    const request = await requestOf(open.id, customerId);
    const made = await loanOf(request, customerId);
    const reachable =
      homePageFlag === HOME_PAGE_FLAG.prepareApplication || (homePageFlag === HOME_PAGE_FLAG.unsigned && made !== undefined && isUnsigned(made));
    if (!reachable) return notReachable(homePageFlag);
    if (loanNo !== undefined && loanNo.toUpperCase() !== made?.loanNo.toUpperCase()) return refuse(RESULT.loanNotFound);

    const personal = open.personal as Omit<PersonalAnswers, 'ssn'> | null;
    const employment = open.employment as EmploymentAnswers | null;
    const [brand] = await orm.select().from(portfolio).where(eq(portfolio.id, open.portfolioId));
    if (!personal || !employment || !brand || !open.qualifiedAmountCents) return refuse(RESULT.disbursementNotAvailable);
    const pricing = pricingOf(open.portfolioId);
    const state = personal.address.state as UsState;
    const payroll = payrollOf(employment);
    const range = amountRangeOf(pricing, state, open.qualifiedAmountCents, brand);
    if (!range) return refuse(STATE_APR_CAPS[state] !== undefined ? RESULT.loanNotOfferedInState : RESULT.disbursementNotAvailable);
    const accounts = await orm.select().from(bankAccount).where(eq(bankAccount.customerId, customerId)).orderBy(asc(bankAccount.createdAt));
    const offered = paymentFrequenciesFor(payroll.frequency);
    return {
      applicant,
      application: open,
      portfolio: brand,
      pricing,
      state,
      dateOfBirth: personal.dateOfBirth,
      payroll,
      qualifiedAmountCents: open.qualifiedAmountCents,
      range,
      frequencies: pricing.frequencies.filter((frequency) => offered.includes(frequency)),
      accounts,
      request,
      loan: made,
    };
  }

  return { contextOf };
}

/** The borrower's accounts as the wizard lists them: last four digits only. */
export function listedAccounts(context: WizardContext): DisbursementBankAccount[] {
  return context.accounts.map((account) => ({
    bankAccountId: account.id,
    bankName: account.bankName,
    accountLast4: account.accountLast4,
    routingLast4: account.routingLast4,
    verified: account.verified,
    primary: account.id === context.application.bankAccountId,
  }));
}

/** The application's own account, verified: the one that needs no typed confirmation. */
export function isPrimaryVerified(context: WizardContext, account: BankAccountRow): boolean {
  return account.id === context.application.bankAccountId && account.verified;
}
