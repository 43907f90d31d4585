// The home-page flag (spec section 3: 1 to 6) decided in ONE place, from the borrower's open application
// and loans. Every rule and its order is here; tests/server/loans/home-flag.test.ts is its table.
import { HOME_PAGE_FLAG, LOAN_AMOUNT_RESULT, LOAN_STATUS, SIGNATURE_STATUS, isRepayingStatus } from '#src/domain/codes/loan.ts';
import { NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';

export type HomePageFlag = (typeof HOME_PAGE_FLAG)[keyof typeof HOME_PAGE_FLAG];

/** What the rules read of the open (not withdrawn) application. */
export type FlagApplication = {
  status: string;
  loanAmountResult: number | null;
  qualifiedAmountCents: number | null;
  noIbvSituation: number | null;
  /** Whether the account the loan would pay into was found by a bank verification (see rule 6). */
  bankAccountVerified: boolean;
};

/** What the rules read of each loan of the borrower. */
export type FlagLoan = { loanStatus: number; signatureStatus: number };

export type Repair = { noIbvSituation: number | null; message: string };
export type HomeDecision = { flag: HomePageFlag; repair: Repair | null };

const AWAITING_SIGNATURE: readonly number[] = [SIGNATURE_STATUS.notSigned, SIGNATURE_STATUS.expired];

/** 5: the money was paid out and is being paid back (disbursed 202, processing 203, suspended 204, collecting 205). */
export const isRepaying = (loan: FlagLoan) => isRepayingStatus(loan.loanStatus);

/** 4: the borrower has done their part and we are (pending 201, approved 104, or originating 102 once signed). */
export const isInProgress = (loan: FlagLoan) =>
  loan.loanStatus === LOAN_STATUS.pending ||
  loan.loanStatus === LOAN_STATUS.approved ||
  (loan.loanStatus === LOAN_STATUS.originating && loan.signatureStatus === SIGNATURE_STATUS.signed);

/** 3: a loan made but its agreement not signed, or the signature expired (initializing 101 or originating 102). */
export const isUnsigned = (loan: FlagLoan) =>
  (loan.loanStatus === LOAN_STATUS.initializing || loan.loanStatus === LOAN_STATUS.originating) && AWAITING_SIGNATURE.includes(loan.signatureStatus);

/** The loans the home page lists as being disbursed: those of flags 3 and 4. */
export const isBeingDisbursed = (loan: FlagLoan) => isInProgress(loan) || isUnsigned(loan);

export const REPAIR_MESSAGES = {
  notVerified: 'We could not verify your bank account. Please try another bank account to continue your application.',
  notQualified:
    'The bank account you verified shows no regular pay. Please enter the account your pay goes into and verify it, or upload a bank statement, to continue your application.',
  unmatchedAccount:
    'The account you verified is not the account you gave for your loan. Please verify the account you gave, or choose the verified account, to continue.',
} as const;

/** Application statuses the borrower can still change; pending (a person reads a statement) and refused cannot. */
const BORROWER_CAN_CHANGE: readonly string[] = ['draft', 'submitted', 'qualified'];

/** 6: the open application cannot go on without the borrower fixing something; null when it can. */
function repairOf(application: FlagApplication): Repair | null {
  // Not verified online (203), or verified with no regular pay (204, decision 0522): another account or a
  // statement fixes it, unless a statement is already being read (or the application was refused).
  const canRepair = BORROWER_CAN_CHANGE.includes(application.status);
  if (application.noIbvSituation === NO_IBV_SITUATION.notVerified && canRepair)
    return { noIbvSituation: application.noIbvSituation, message: REPAIR_MESSAGES.notVerified };
  if (application.noIbvSituation === NO_IBV_SITUATION.notQualified && canRepair) {
    return { noIbvSituation: application.noIbvSituation, message: REPAIR_MESSAGES.notQualified };
  }
  if (application.loanAmountResult === LOAN_AMOUNT_RESULT.availableUnmatchedAccount && !application.bankAccountVerified) {
    return { noIbvSituation: null, message: REPAIR_MESSAGES.unmatchedAccount };
  }
  return null;
}

/** 2: qualified for an amount (loan-amount result 1 or 2 with a positive amount); the loan itself is not made yet. */
function isQualified(application: FlagApplication): boolean {
  const available: readonly number[] = [LOAN_AMOUNT_RESULT.availableMatchedAccount, LOAN_AMOUNT_RESULT.availableUnmatchedAccount];
  return application.loanAmountResult !== null && available.includes(application.loanAmountResult) && (application.qualifiedAmountCents ?? 0) > 0;
}

/**
 * The home page a borrower sees. Precedence, first match wins, latest stage of a loan's life first, because
 * a loan that exists matters more than an application that might become one:
 *   5 repayment loan > 4 in progress > 3 unsigned > 6 repair information > 2 prepare application > 1 no loan amount.
 * - A borrower repaying one loan while another is being disbursed sees the repayment page (money owed first).
 * - Repair (6) comes before prepare (2): an application qualified with an unmatched account (result 2) cannot
 *   be funded until the account is verified; once the account it pays into is a verified one, it is 2.
 *   Not verified (203) and not qualified (204: verified, no regular pay) are repairs too.
 * - 1 is everything else: no application, a draft, submitted, pending review, unavailable (result 3), or a
 *   no-IBV situation 201 or 202 (a person reviews it): nothing the home page can move on.
 * Withdrawn (103) and terminated (206) loans and a withdrawn application never count (the caller leaves them out).
 */
export function decideHomePage(application: FlagApplication | null, loans: readonly FlagLoan[]): HomeDecision {
  if (loans.some(isRepaying)) return { flag: HOME_PAGE_FLAG.repaymentLoan, repair: null };
  if (loans.some(isInProgress)) return { flag: HOME_PAGE_FLAG.inProgress, repair: null };
  if (loans.some(isUnsigned)) return { flag: HOME_PAGE_FLAG.unsigned, repair: null };
  if (application) {
    const repair = repairOf(application);
    if (repair) return { flag: HOME_PAGE_FLAG.repairInformation, repair };
    if (isQualified(application)) return { flag: HOME_PAGE_FLAG.prepareApplication, repair: null };
  }
  return { flag: HOME_PAGE_FLAG.noLoanAmount, repair: null };
}
