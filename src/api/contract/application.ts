// The application (issue 5): guidance sections, the borrower's answers saved step by step, the bank
// account, the eligibility checks and the qualified amount (prefix /dolphin-loan/online). Answers are
// validated with the domain's schemas on both sides; secrets (SSN, routing and account numbers) are sent
// once and only ever answered masked.
import * as v from 'valibot';
import { SECTION } from '#src/domain/codes/application.ts';
import { BANK_ACCOUNT_TYPE } from '#src/domain/codes/bank.ts';
import { CUSTOMER_CATEGORY, MILITARY } from '#src/domain/codes/customer.ts';
import { LOAN_AMOUNT_RESULT, LOAN_RISK_REPORT } from '#src/domain/codes/loan.ts';
import {
  DAY_OF_WEEK_PAID,
  INCOME_TYPE,
  isMonthDayCode,
  isSemiMonthlyDay,
  JOB_TYPE,
  PAYDAY_ON_AVAILABILITY,
  PAYDAY_ON_HOLIDAY,
  PAYROLL_FREQUENCY,
  PAYROLL_TYPE,
} from '#src/domain/codes/payroll.ts';
import { US_STATE } from '#src/domain/codes/us-states.ts';
import {
  accountNumberSchema,
  emailSchema,
  nameSchema,
  optionalTextSchema,
  phoneSchema,
  plainTextSchema,
  routingNumberSchema,
  rules,
  ssnSchema,
  zipSchema,
} from '#src/domain/schemas.ts';
import { defineCall } from './define-call.ts';
import { ibvFindingsSchema } from './ibv.ts';
import {
  centsSchema,
  codeOf,
  isoDateSchema,
  loanNoSchema,
  moneySchema,
  monthlyIncomeCentsSchema,
  portfolioIdSchema,
  sensitive,
  sensitiveOptional,
} from './fields.ts';
import { PREFIX } from './prefixes.ts';

/** The sections (spec section 3): the guidance ones, and the disbursement ones (loan detail, payment schedule, payment fee). */
export const sectionSchema = codeOf(SECTION, 'Section is not valid');

/**
 * The guidance step the borrower is on, as its URL segment ('personal/address'): saved with every answer
 * so a reload, another device or a returning link resumes exactly there.
 */
export const resumeStepSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z-]*(\/[a-z][a-z-]*)?$/, 'Step is not valid'), v.maxLength(64));

// ---- Answers, as the borrower sends them ----

export const addressSchema = v.object({
  street1: plainTextSchema('Street Address', 100),
  street2: optionalTextSchema('Apartment, Suite', ['noEdgeSpace', 'noSpecialCharacters', 'maxLength'], { max: 100 }),
  city: nameSchema('City', 50),
  state: codeOf(US_STATE, 'Please choose a state'),
  zip: zipSchema('ZIP Code'),
});

/** Contact fields (spec section 3). Cell phone and e-mail are required; the others may be left empty. */
export const contactsSchema = v.object({
  homePhone: optionalTextSchema('Home Phone', ['phone']),
  cellPhone: phoneSchema('Cell Phone'),
  email: emailSchema('Email'),
  alternativePhone: optionalTextSchema('Alternative Phone', ['phone']),
  alternativeEmail: optionalTextSchema('Alternative Email', ['noEdgeSpace', 'email', 'maxLength'], { max: 254 }),
});

/** Who the borrower is, where they live and how to reach them: every field but the opt-ins is sensitive. */
export const personalAnswersSchema = v.object({
  firstName: sensitive(nameSchema('First Name')),
  middleName: sensitiveOptional(optionalTextSchema('Middle Name', ['noEdgeSpace', 'noContinuousSpaces', 'name', 'maxLength'], { max: 50 })),
  lastName: sensitive(nameSchema('Last Name')),
  // The shape only: whether the day is real (and not in the future) is -10804's rule, with its own message.
  dateOfBirth: sensitive(v.pipe(v.string(), v.isoDate('Please enter a valid date'))),
  /** Sent in full once; answered as ssnMasked. Omitted on a later save keeps the stored one. */
  ssn: v.optional(sensitive(ssnSchema('SSN'))),
  address: sensitive(addressSchema),
  military: sensitive(codeOf(MILITARY, 'Please choose your military status')),
  contacts: sensitive(contactsSchema),
  /** Opt-in flags (spec section 3: 2, 4, 8, 16), combined as a bit mask. */
  optInFlags: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30)),
});
export type PersonalAnswers = v.InferOutput<typeof personalAnswersSchema>;

const semiMonthlyDay = v.pipe(
  v.number(),
  v.check((day: number) => isSemiMonthlyDay(day), 'Please choose the days you are paid'),
);

export const employmentAnswersSchema = v.object({
  incomeType: codeOf(INCOME_TYPE, 'Please choose your income type'),
  /** Employed income only. */
  jobType: v.optional(codeOf(JOB_TYPE, 'Please choose your job type')),
  employerName: sensitiveOptional(optionalTextSchema('Employer', ['noEdgeSpace', 'maxLength'], { max: 100 })),
  employerPhone: sensitiveOptional(optionalTextSchema('Employer Phone', ['phone'])),
  payrollType: codeOf(PAYROLL_TYPE, 'Please choose how you are paid'),
  payrollFrequency: codeOf(PAYROLL_FREQUENCY, 'Please choose how often you are paid'),
  /** Weekly and bi-weekly: the last payday, and/or the day of week paid. */
  lastPayday: v.optional(isoDateSchema),
  dayOfWeekPaid: v.optional(codeOf(DAY_OF_WEEK_PAID, 'Please choose the day you are paid')),
  /** Semi-monthly: two days of the month (1 to 31, -1 last day). */
  semiMonthlyDays: v.optional(v.tuple([semiMonthlyDay, semiMonthlyDay])),
  /** Monthly: 1 to 31, -1 last day, -11 last business day, -12 mid month, -13 first business day. */
  monthDay: v.optional(
    v.pipe(
      v.number(),
      v.check((day: number) => isMonthDayCode(day), 'Please choose the day you are paid'),
    ),
  ),
  paydayOnHoliday: codeOf(PAYDAY_ON_HOLIDAY, 'Please choose what happens when payday is a holiday'),
  paydayOnAvailability: codeOf(PAYDAY_ON_AVAILABILITY, 'Please choose when your pay is available'),
  /** Take-home pay per paycheck, in cents: 1 to $1,000,000.00. */
  netPayCents: sensitive(v.pipe(moneySchema('Net Pay'), v.minValue(1, 'Please enter your net pay'))),
});
export type EmploymentAnswers = v.InferOutput<typeof employmentAnswersSchema>;

/**
 * The pages of a section answered so far, before its last page saves the whole section: each field is
 * checked by the section's own rules, none is required, and no secret is ever part of a draft.
 */
export const personalDraftSchema = v.partial(v.omit(personalAnswersSchema, ['ssn']));
export type PersonalDraft = v.InferOutput<typeof personalDraftSchema>;
export const employmentDraftSchema = v.partial(employmentAnswersSchema);
export type EmploymentDraft = v.InferOutput<typeof employmentDraftSchema>;

export const bankAnswersSchema = v.object({
  routingNumber: sensitive(routingNumberSchema('Routing Number')),
  accountNumber: sensitive(accountNumberSchema('Account Number')),
  accountType: codeOf(BANK_ACCOUNT_TYPE, 'Please choose the account type'),
});
export type BankAnswers = v.InferOutput<typeof bankAnswersSchema>;

export const LOAN_PURPOSES = ['bills', 'emergency', 'car', 'medical', 'other'] as const;
export const questionAnswersSchema = v.object({
  inBankruptcy: sensitive(v.boolean()),
  purpose: v.picklist(LOAN_PURPOSES, 'Please choose what the loan is for'),
});
export type QuestionAnswers = v.InferOutput<typeof questionAnswersSchema>;

// ---- Answers, as the server tells them back (secrets masked) ----

const verifyFlags = v.object({
  homePhoneVerify: v.boolean(),
  cellPhoneVerify: v.boolean(),
  emailVerify: v.boolean(),
  alternativePhoneVerify: v.boolean(),
  alternativeEmailVerify: v.boolean(),
});

export const savedPersonalSchema = v.object({
  ...v.omit(personalAnswersSchema, ['ssn']).entries,
  /** ***-**-last4, or null before an SSN was given. */
  ssnMasked: v.nullable(v.string()),
  verify: verifyFlags,
});
export type SavedPersonal = v.InferOutput<typeof savedPersonalSchema>;

export const savedBankSchema = v.object({
  bankAccountId: v.string(),
  bankName: v.nullable(v.string()),
  routingMasked: v.string(),
  accountMasked: v.string(),
  accountType: codeOf(BANK_ACCOUNT_TYPE, 'Account type is not valid'),
  /** Confirmed by a bank verification (IBV) account. */
  verified: v.boolean(),
});
export type SavedBank = v.InferOutput<typeof savedBankSchema>;

export const sectionProgressSchema = v.object({ section: sectionSchema, label: v.string(), complete: v.boolean() });

export const progressSchema = v.object({
  applicationNo: v.string(),
  sections: v.array(sectionProgressSchema),
  resumeStep: v.nullable(resumeStepSchema),
});
export type GuidanceProgress = v.InferOutput<typeof progressSchema>;

/**
 * The rules that refuse an application (server/application/qualification-rules.ts, decision 0502). A refusal
 * answers its principal reasons, at most four, each with the plain words an adverse-action notice gives
 * (Regulation B, 12 CFR 1002.9(b)(2)); the denial letter e-mailed at once says the same.
 */
export const DENIAL_REASONS = ['blackListed', 'inCollection', 'highRisk', 'bankruptcy', 'stateNotServed', 'incomeTooLow'] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];
export const denialReasonSchema = v.object({ code: v.picklist(DENIAL_REASONS, 'Denial reason is not valid'), text: v.string() });
export type DenialReasonAnswer = v.InferOutput<typeof denialReasonSchema>;

export const qualificationSchema = v.object({
  loanAmountResult: codeOf(LOAN_AMOUNT_RESULT, 'Loan-amount result is not valid'),
  /** 0 when the result is 3 (unavailable). */
  qualifiedAmountCents: centsSchema,
  /** Where the income came from: the bank verification's deposits, or the borrower's own figure. */
  incomeSource: v.picklist(['ibv', 'stated']),
  monthlyIncomeCents: monthlyIncomeCentsSchema,
  /** What the borrower reads: for 3, that a denial letter is sent within 30 days. */
  message: v.string(),
  calculatedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Result 3 only: the principal reasons of the refusal, at most four, in the order the rules list them (issue 18). */
  reasons: v.optional(v.pipe(v.array(denialReasonSchema), v.maxLength(4))),
});
export type Qualification = v.InferOutput<typeof qualificationSchema>;

// ---- Calls ----

/**
 * The sections this portfolio's guidance asks, in order, then the disbursement sections (loan detail, payment
 * schedule, payment fee), each with the borrower's progress. The guidance has pages only for its own.
 */
export const listSection = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/list-section`,
  request: v.object({}),
  response: progressSchema,
  authenticated: true,
});

/** Everything saved so far on the borrower's open application (a new one is opened on first call). */
export const getPersonalInfo = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/loan/get-personal-info`,
  request: v.object({}),
  response: v.object({
    ...progressSchema.entries,
    customerCategory: codeOf(CUSTOMER_CATEGORY, 'Customer category is not valid'),
    personal: v.nullable(savedPersonalSchema),
    employment: v.nullable(employmentAnswersSchema),
    bank: v.nullable(savedBankSchema),
    questions: v.nullable(questionAnswersSchema),
    qualification: v.nullable(qualificationSchema),
    /** Pages of a section answered but not yet saved as a section (the section's last page saves it). */
    drafts: v.object({ personal: v.nullable(personalDraftSchema), employment: v.nullable(employmentDraftSchema) }),
    /** The e-mail the borrower signed up with: the contact page offers it. */
    accountEmail: v.string(),
    /** What the application's bank verification found (issue 18): shown on the summary before the amount. */
    ibvFindings: v.optional(v.nullable(ibvFindingsSchema)),
    /** Issue 12 (decision 0720 point 12): a signed loan made from it is open, so no answer can change (-10818); the pages send the borrower home. */
    lockedBySignedLoan: v.optional(v.boolean()),
  }),
  authenticated: true,
});

/** The signed-in borrower's name and masked e-mail, for greetings (home, top bar). */
export const getPersonal = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-personal`,
  request: v.object({}),
  response: v.object({
    firstName: v.nullable(v.string()),
    lastName: v.nullable(v.string()),
    email: v.string(),
    customerCategory: codeOf(CUSTOMER_CATEGORY, 'Customer category is not valid'),
  }),
  authenticated: true,
});

/**
 * Saves one section's answers and the step to resume at; answers the new progress. Every page is saved: the
 * first pages of a multi-page section as its draft (`draft: true`, the pages answered so far), its last page
 * as the section, so a reload or another device resumes on the very page with what was typed.
 */
export const recordBusinessData = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/record-business-data`,
  request: v.intersect([
    v.variant('section', [
      v.variant('draft', [
        v.object({ section: v.literal(SECTION.personal), draft: v.optional(v.literal(false)), answers: personalAnswersSchema }),
        v.object({ section: v.literal(SECTION.personal), draft: v.literal(true), answers: personalDraftSchema }),
        v.object({ section: v.literal(SECTION.employment), draft: v.optional(v.literal(false)), answers: employmentAnswersSchema }),
        v.object({ section: v.literal(SECTION.employment), draft: v.literal(true), answers: employmentDraftSchema }),
      ]),
      v.object({ section: v.literal(SECTION.bank), answers: bankAnswersSchema }),
      v.object({ section: v.literal(SECTION.question), answers: questionAnswersSchema }),
      /** Only moves the resume step (e.g. onto the summary). */
      v.object({ section: v.literal(SECTION.summary) }),
    ]),
    v.object({ resumeStep: resumeStepSchema }),
  ]),
  response: progressSchema,
  authenticated: true,
});

/** The bank of a routing number, for the signed-in borrower (rn) or one of their loans (loanNo). */
export const getBankInfo = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-bank-info`,
  request: v.union([v.object({ rn: sensitive(routingNumberSchema('Routing Number')) }), v.object({ loanNo: loanNoSchema })]),
  response: v.object({ routingNumber: v.string(), bankName: v.nullable(v.string()) }),
  authenticated: true,
});

/** The same lookup before signing in (assistant prefix): bank name only. */
export const getBankInfoPublic = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-bank-info`,
  request: v.object({ rn: sensitive(routingNumberSchema('Routing Number')) }),
  response: v.object({ routingNumber: v.string(), bankName: v.nullable(v.string()) }),
  authenticated: false,
});

export const checkBlackList = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/check-black-list`,
  request: v.object({}),
  response: v.object({ blackListed: v.boolean() }),
  authenticated: true,
});

export const checkRiskInfo = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/check-risk-info`,
  request: v.object({}),
  response: v.object({ riskReport: codeOf(LOAN_RISK_REPORT, 'Risk report is not valid') }),
  authenticated: true,
});

/**
 * Whether the borrower has a loan with collections (without a loan number: any loan of theirs, matched by SSN,
 * as qualification screens it), or whether this loan is (with one: issue 13's repayment), and what collection
 * still allows online.
 */
export const checkCollectionStatus = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/loan/check-collection-status`,
  request: v.object({ loanNo: v.optional(loanNoSchema) }),
  response: v.object({
    inCollection: v.boolean(),
    collectionLoanNo: v.nullable(v.string()),
    collectionPortfolioId: v.nullable(portfolioIdSchema),
    /** What a borrower with a loan in collection may still do online: pay it off, or pay what they can. */
    allowed: v.array(v.picklist(['payOff', 'payDown'])),
  }),
  authenticated: true,
});

/**
 * Submits the application and calculates the qualified amount from verified income, payroll frequency,
 * the state's rules and the portfolio's program limits (server/application/qualification-rules.ts).
 * A portfolio that no longer originates answers -83131201.
 */
export const calculateQualifiedAmount = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/calculate-qualified-amount`,
  request: v.object({}),
  response: qualificationSchema,
  authenticated: true,
});

export const BANK_STATEMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Largest statement file accepted, before base64. */
export const BANK_STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A bank statement instead of a bank verification: the type is checked by content, not by name. The
 * reference server reads the body as it arrives (decision 0505) and words what it found with this schema.
 */
export const uploadBankStatement = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/upload-bank-statement`,
  request: v.object({
    // The name often holds the borrower's own, and the file is a bank statement: neither is ever logged.
    fileName: sensitive(v.pipe(v.string(), rules(['plainCharacters'], { field: 'File name' }), v.minLength(1, 'Please choose a file'), v.maxLength(200))),
    contentType: v.picklist(BANK_STATEMENT_TYPES, 'Please upload a PDF, PNG or JPEG file'),
    // Not v.base64(): its regex overflows the stack on strings of a few MB (a 5 MB statement). Same alphabet and padding.
    contentBase64: sensitive(
      v.pipe(
        v.string(),
        v.minLength(1, 'The file is empty'),
        v.check((value) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'The file could not be read'),
      ),
    ),
  }),
  response: v.object({ documentId: v.string(), notificationCode: v.literal(104) }),
  authenticated: true,
});

/**
 * What an e-mailed resource link points at (application/, returning/, complete-information/,
 * pending-application/{resource}): the page to go to, and whether signing in comes first.
 */
const resourceTargetSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/')),
  signInRequired: v.boolean(),
  maskedEmail: v.nullable(v.string()),
});
export type ResourceTarget = v.InferOutput<typeof resourceTargetSchema>;
const resourceQuery = v.object({ resource: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'This link is not valid')) });

export const parsePathResource = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/parse-path-resource`,
  request: resourceQuery,
  response: resourceTargetSchema,
  authenticated: false,
});

export const parseReturningResource = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/parse-returning-resource`,
  request: resourceQuery,
  response: resourceTargetSchema,
  authenticated: false,
});

export const parseCompleteResource = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/parse-complete-resource`,
  request: resourceQuery,
  response: resourceTargetSchema,
  authenticated: false,
});

/** The same as parse-path-resource, as the infrastructure prefix offers it (POST with the resource in the body). */
export const parsePathResourceInfrastructure = defineCall({
  method: 'POST',
  path: `${PREFIX.infrastructure}/parse-path-resource`,
  request: resourceQuery,
  response: resourceTargetSchema,
  authenticated: false,
});
