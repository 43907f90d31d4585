// Eligibility screening: the black list, the risk report and collections. Real bureau and collection
// feeds are out of scope; the sandbox applicants (docs/sandbox-applicants.md) give every outcome by SSN.
// A real customer in collection is found from our own loans (status 205) as well.
import { and, eq } from 'drizzle-orm';
import { LOAN_RISK_REPORT, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan } from '../db/schema.ts';

/** Sandbox SSNs (digits) and what screening says about them; any other SSN is clear, with a report. */
export const SANDBOX_SSNS = {
  blackListed: '111220001',
  highRisk: '111220002',
  noReport: '111220003',
  inCollection: '111220004',
} as const;

/** The black list: identities the lender will not lend to (fraud, identity theft). A seeded list. */
const BLACK_LIST: ReadonlySet<string> = new Set([SANDBOX_SSNS.blackListed]);

export function isBlackListed(ssnDigits: string): boolean {
  return BLACK_LIST.has(ssnDigits);
}

/** The bureau's risk report: 1 high, 0 none (a report with no risk flag), -1 no report. */
export function riskReportOf(ssnDigits: string): number {
  if (ssnDigits === SANDBOX_SSNS.highRisk) return LOAN_RISK_REPORT.high;
  if (ssnDigits === SANDBOX_SSNS.noReport) return LOAN_RISK_REPORT.noReport;
  return LOAN_RISK_REPORT.none;
}

export const SANDBOX_COLLECTION_LOAN_NO = 'C00000001';

export type CollectionStatus = { inCollection: boolean; collectionLoanNo: string | null; collectionPortfolioId: number | null };

/** A loan of this customer in collection (status 205), else the sandbox collection applicant. */
export async function collectionStatus(orm: AppDatabase, customerId: string, portfolioId: number, ssnDigits: string | null): Promise<CollectionStatus> {
  const [collecting] = await orm
    .select({ loanNo: loan.loanNo, portfolioId: loan.portfolioId })
    .from(loan)
    .where(and(eq(loan.customerId, customerId), eq(loan.loanStatus, LOAN_STATUS.collecting)))
    .orderBy(loan.createdAt)
    .limit(1);
  if (collecting) return { inCollection: true, collectionLoanNo: collecting.loanNo, collectionPortfolioId: collecting.portfolioId };
  if (ssnDigits === SANDBOX_SSNS.inCollection) return { inCollection: true, collectionLoanNo: SANDBOX_COLLECTION_LOAN_NO, collectionPortfolioId: portfolioId };
  return { inCollection: false, collectionLoanNo: null, collectionPortfolioId: null };
}
