// The borrower's loans as the home page lists them (issue 5; prefix /dolphin-loan): the home-page flag
// that decides the page, the loans being disbursed and those being repaid, and attaching a loan made
// elsewhere (by phone, in a store) to this account.
import * as v from 'valibot';
import { HOME_PAGE_FLAG, IN_PROGRESS_TRACKER, LOAN_AMOUNT_RESULT, LOAN_STATUS, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { denialReasonSchema } from './application.ts';
import { defineCall } from './define-call.ts';
import { centsSchema, codeOf, int32Schema, isoDateSchema, loanNoSchema, sensitive } from './fields.ts';
import { PREFIX } from './prefixes.ts';

const loanIdentity = {
  loanId: v.string(),
  loanNo: v.string(),
  loanStatus: codeOf(LOAN_STATUS, 'Loan status is not valid'),
  loanSubStatus: v.nullable(int32Schema()),
};

export const disbursementLoanSchema = v.object({
  ...loanIdentity,
  applicationNo: v.nullable(v.string()),
  amountCents: centsSchema,
  /** Where an in-progress loan is (spec: in-progress tracker 1 to 6), null before submission. */
  tracker: v.nullable(codeOf(IN_PROGRESS_TRACKER, 'Tracker step is not valid')),
  signatureStatus: codeOf(SIGNATURE_STATUS, 'Signature status is not valid'),
  disbursementDate: v.nullable(isoDateSchema),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type DisbursementLoan = v.InferOutput<typeof disbursementLoanSchema>;

export const repaymentLoanSchema = v.object({
  ...loanIdentity,
  principalCents: centsSchema,
  balanceCents: centsSchema,
  paymentFrequency: v.nullable(codeOf(PAYMENT_FREQUENCY, 'Payment frequency is not valid')),
  nextPaymentDate: v.nullable(isoDateSchema),
  nextPaymentAmountCents: v.nullable(centsSchema),
  /** Its agreement, signed, is kept by the server: /loan-agreement/{loanNo} shows it and offers the PDF (issue 12). */
  signedAgreement: v.boolean(),
});
export type RepaymentLoan = v.InferOutput<typeof repaymentLoanSchema>;

export const listDisbursementLoan = defineCall({
  method: 'GET',
  path: `${PREFIX.loan}/list-disbursement-loan`,
  request: v.object({}),
  response: v.object({
    /** Which home page the borrower sees (spec: home page flag 1 to 6), decided by the server. */
    homePageFlag: codeOf(HOME_PAGE_FLAG, 'Home page flag is not valid'),
    applicationNo: v.nullable(v.string()),
    qualifiedAmountCents: v.nullable(centsSchema),
    loanAmountResult: v.nullable(codeOf(LOAN_AMOUNT_RESULT, 'Loan-amount result is not valid')),
    /** The open application waits for a person (a bank statement is being read): nothing for the borrower to do. */
    underReview: v.boolean(),
    /** Flag 6: what needs repairing and why. */
    repair: v.nullable(v.object({ noIbvSituation: v.nullable(codeOf(NO_IBV_SITUATION, 'No-IBV situation is not valid')), message: v.string() })),
    /**
     * A refused application (loan-amount result 3): the denial-letter message and its principal reasons (at most four,
     * Regulation B), the same the guidance result page and the e-mailed letter give (issue 18, defects 6 and 9).
     */
    refusal: v.optional(v.nullable(v.object({ message: v.string(), reasons: v.pipe(v.array(denialReasonSchema), v.maxLength(4)) }))),
    loans: v.array(disbursementLoanSchema),
  }),
  authenticated: true,
});

export const listRepaymentLoan = defineCall({
  method: 'GET',
  path: `${PREFIX.loan}/list-repayment-loan`,
  request: v.object({}),
  response: v.object({ loans: v.array(repaymentLoanSchema) }),
  authenticated: true,
});

/** A returning customer's existing loan joins this account when its number, SSN tail and birth date match. */
export const attachLoan = defineCall({
  method: 'POST',
  path: `${PREFIX.loan}/attach-loan`,
  request: v.object({
    loanNo: loanNoSchema,
    ssnLast4: sensitive(v.pipe(v.string("Last 4 of SSN can't be empty"), v.regex(/^\d{4}$/, 'Last 4 of SSN should be 4 digits'))),
    dateOfBirth: sensitive(isoDateSchema),
  }),
  response: v.object({ loanId: v.string(), loanNo: v.string() }),
  authenticated: true,
});
