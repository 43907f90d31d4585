// The disbursement wizard (issue 11; prefix /dolphin-loan/online): from a qualified amount to a confirmed
// loan ready to sign. What the wizard needs to start or resume, what each repayment and disbursement mode
// costs, the schedule with its Truth-in-Lending box (12 CFR 1026.18, figures from src/domain/lending), one
// payment's split, saving each step (mode 0) and confirming (mode 1: the loan is created), and where to
// mail a paper check. Money is integer cents; dates 'YYYY-MM-DD'; bank numbers are only ever answered as
// their last four digits. The date calls (available-date and the others) are in disbursement-dates.ts.
import * as v from 'valibot';
import { LOAN_FLAG, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { accountNumberSchema, routingNumberSchema } from '#src/domain/schemas.ts';
import { defineCall } from './define-call.ts';
import { centsSchema, codeOf, isoDateSchema, loanNoSchema, sensitiveOptional } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { cardTokenSchema, repaymentOptionsSchema, repaymentSaveAnswerSchema, repaymentSaveSchema } from './repayment.ts';

/** The wizard's steps, in order, as their URL segments under /disbursement. */
export const DISBURSEMENT_STEPS = [
  'choose-loan-amount',
  'choose-payment-mode',
  'choose-bank-account',
  'choose-loan-term',
  'confirm-details',
  'sign-loan-agreement',
] as const;
export type DisbursementStep = (typeof DISBURSEMENT_STEPS)[number];
export const disbursementStepSchema = v.picklist(DISBURSEMENT_STEPS, 'Step is not valid');

/**
 * How the borrower repays: ACH autopay (15000), debit card (15004), or paper check (15002), the non-automatic
 * way Regulation E (12 CFR 1005.10(e)(1)) requires to be offered: recurring transfers are never a condition.
 */
export const REPAYMENT_MODES = [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard, TRANSACTION_MODE.paperCheck] as const;
export type RepaymentMode = (typeof REPAYMENT_MODES)[number];
export const repaymentModeSchema = v.picklist(REPAYMENT_MODES, 'Please choose how you will repay');

/** How the money is sent: ACH (15000; same day before the cut-off, else the next business day) or instant (RTT 15014). */
export const DISBURSEMENT_MODES = [PAYMENT_MODE.ach, PAYMENT_MODE.instantFund] as const;
export type DisbursementMode = (typeof DISBURSEMENT_MODES)[number];
export const disbursementModeSchema = v.picklist(DISBURSEMENT_MODES, 'Please choose how you will receive the money');

export const paymentFrequencySchema = codeOf(PAYMENT_FREQUENCY, 'Please choose how often you will pay');

/** A bank account of the borrower, by the id get-payment-option lists it with. */
export const bankAccountIdSchema = v.pipe(v.string('Please choose a bank account'), v.uuid('Please choose one of your bank accounts'));

/** What the borrower chose, step by step; each is null until chosen. */
export const disbursementChoicesSchema = v.object({
  amountCents: v.nullable(centsSchema),
  paymentFrequency: v.nullable(paymentFrequencySchema),
  repaymentMode: v.nullable(repaymentModeSchema),
  /** The separate, optional consent to ACH autopay (needed only when repaying by ACH). */
  achAuthorized: v.nullable(v.boolean()),
  disbursementDate: v.nullable(isoDateSchema),
  disbursementMode: v.nullable(disbursementModeSchema),
  bankAccountId: v.nullable(bankAccountIdSchema),
});
export type DisbursementChoices = v.InferOutput<typeof disbursementChoicesSchema>;

/** Every choice made: what confirming (mode 1) needs. */
export const completeChoicesSchema = v.object({
  amountCents: centsSchema,
  paymentFrequency: paymentFrequencySchema,
  repaymentMode: repaymentModeSchema,
  achAuthorized: v.boolean(),
  disbursementDate: isoDateSchema,
  disbursementMode: disbursementModeSchema,
  bankAccountId: bankAccountIdSchema,
});
export type CompleteChoices = v.InferOutput<typeof completeChoicesSchema>;

/** One cost of one way to repay or to be paid (compare-transaction-fee). */
export const transactionFeeSchema = v.object({
  purpose: v.picklist(['repayment', 'disbursement']),
  mode: v.picklist([...REPAYMENT_MODES, ...DISBURSEMENT_MODES]),
  /** Per installment for a repayment mode; once, kept from the amount sent, for a disbursement mode. */
  feeCents: centsSchema,
  label: v.string(),
  description: v.string(),
});
export type TransactionFee = v.InferOutput<typeof transactionFeeSchema>;

/** A bank account of the borrower as the wizard shows it: never the full numbers. */
export const disbursementBankAccountSchema = v.object({
  bankAccountId: v.string(),
  bankName: v.nullable(v.string()),
  accountLast4: v.string(),
  routingLast4: v.string(),
  /** Confirmed by a bank verification (IBV). */
  verified: v.boolean(),
  /** The application's own account: the one the loan pays into unless another is chosen. */
  primary: v.boolean(),
});
export type DisbursementBankAccount = v.InferOutput<typeof disbursementBankAccountSchema>;

/** The debit card the borrower repays from, as the wizard shows it: never the number, nor the token. */
export const wizardCardSchema = v.object({ brand: v.string(), last4: v.string(), expiry: v.string() });
export type WizardCard = v.InferOutput<typeof wizardCardSchema>;

/** What the borrower's program offers (pricing per portfolio, state caps applied). */
export const disbursementProgramSchema = v.object({
  minAmountCents: centsSchema,
  /** The smaller of the program's maximum and the qualified amount, down to the step. */
  maxAmountCents: centsSchema,
  amountStepCents: centsSchema,
  frequencies: v.array(paymentFrequencySchema),
  repaymentModes: v.array(repaymentModeSchema),
  disbursementModes: v.array(disbursementModeSchema),
  /** The offer's simple interest a year (basis points) in the borrower's state: the amount step's payment estimate. */
  annualRateBps: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The term by amount, ascending: amounts from `fromCents` up run `termWeeks` weeks (that many weekly installments, half as many bi-weekly). */
  termTiers: v.array(v.object({ fromCents: centsSchema, termWeeks: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /**
   * The offer's origination fee, kept from the amount sent (a prepaid finance charge): a share of the amount in basis
   * points within a floor and a ceiling (src/domain/lending/fees.ts); all zero when there is none. The amount step says
   * it with what the borrower receives.
   */
  originationFee: v.object({ percentBps: v.pipe(v.number(), v.integer(), v.minValue(0)), minCents: centsSchema, maxCents: centsSchema }),
});
export type DisbursementProgram = v.InferOutput<typeof disbursementProgramSchema>;

/** One installment of a schedule: the payment is principal + interest + fee. */
export const scheduledPaymentSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dueDate: isoDateSchema,
  paymentCents: centsSchema,
  principalCents: centsSchema,
  interestCents: centsSchema,
  /** The repayment mode's fee on this installment (debit card), 0 otherwise. */
  feeCents: centsSchema,
  /** Principal still owed after this installment. */
  balanceAfterCents: centsSchema,
});
export type ScheduledPayment = v.InferOutput<typeof scheduledPaymentSchema>;

/** The Truth-in-Lending box (12 CFR 1026.18), computed by src/domain/lending/disclosure.ts. */
export const truthInLendingSchema = v.object({
  /** Percent with 2 decimals, e.g. 159.82. */
  aprPercent: v.number(),
  financeChargeCents: centsSchema,
  amountFinancedCents: centsSchema,
  totalOfPaymentsCents: centsSchema,
  itemization: v.object({ amountPaidToYouCents: centsSchema, prepaidFinanceChargeCents: centsSchema, paidToOthersCents: centsSchema }),
  paymentGroups: v.array(v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(1)), amountCents: centsSchema, firstDueDate: isoDateSchema })),
  lateCharge: v.string(),
  prepayment: v.string(),
});
export type TruthInLending = v.InferOutput<typeof truthInLendingSchema>;

export const paymentScheduleSchema = v.object({
  schedule: v.array(scheduledPaymentSchema),
  totals: v.object({ paymentCents: centsSchema, principalCents: centsSchema, interestCents: centsSchema, feeCents: centsSchema }),
  disclosure: truthInLendingSchema,
  /** The principal owed from the disbursement date through each due date, for a small chart. */
  balanceOverTime: v.array(v.object({ date: isoDateSchema, balanceCents: centsSchema })),
});
export type PaymentSchedule = v.InferOutput<typeof paymentScheduleSchema>;

// ---- Calls ----

/**
 * What the wizard needs to start or resume: the saved step and choices, the qualified amount, the program,
 * the borrower's bank accounts, the request and (once confirmed) the loan, and the fee list. Refused
 * (-12001) unless the borrower is qualified (home flag 2) or has this wizard's unsigned loan (flag 3); -10818 once a loan is signed.
 */
export const wizardOptionsSchema = v.object({
  purpose: v.optional(v.literal('disbursement')),
  step: disbursementStepSchema,
  choices: disbursementChoicesSchema,
  qualifiedAmountCents: centsSchema,
  program: disbursementProgramSchema,
  bankAccounts: v.array(disbursementBankAccountSchema),
  requestId: v.nullable(v.string()),
  loanNo: v.nullable(v.string()),
  transactionFees: v.array(transactionFeeSchema),
  /** The debit card entered and authorized on the repayment mode step; null until one is. */
  card: v.optional(v.nullable(wizardCardSchema)),
});
export type WizardOptions = v.InferOutput<typeof wizardOptionsSchema>;

/** The wizard's options (no purpose, or 'disbursement'), or with purpose 'repayment' a funded loan's ways to pay (repayment.ts). */
export const getPaymentOption = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/loan/get-payment-option`,
  request: v.variant('purpose', [
    v.object({ purpose: v.optional(v.literal('disbursement')), loanNo: v.optional(loanNoSchema) }),
    v.object({ purpose: v.literal('repayment'), loanNo: loanNoSchema }),
  ]),
  response: v.variant('purpose', [wizardOptionsSchema, repaymentOptionsSchema]),
  authenticated: true,
});

/**
 * The cost of each repayment mode (per installment) and disbursement mode (once) for an amount; with a funded
 * loan's number, the cost of paying that amount once on it by ACH or debit card (purpose 'repayment').
 */
export const compareTransactionFee = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/loan/compare-transaction-fee`,
  request: v.object({ amountCents: centsSchema, loanNo: v.optional(loanNoSchema) }),
  response: v.object({ fees: v.array(transactionFeeSchema) }),
  authenticated: true,
});

/** The schedule on the borrower's paydays and its Truth-in-Lending box; kept as the current quote. */
export const calculatePaymentSchedule = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/calculate-payment-schedule`,
  request: v.object({
    amountCents: centsSchema,
    paymentFrequency: paymentFrequencySchema,
    repaymentMode: repaymentModeSchema,
    disbursementDate: isoDateSchema,
    disbursementMode: disbursementModeSchema,
  }),
  response: paymentScheduleSchema,
  authenticated: true,
});

/** One payment of the current quote (or of the loan, before any quote): its principal, interest and fee. */
export const paymentDetail = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/payment-detail`,
  request: v.object({
    number: v.pipe(
      v.union([v.string(), v.number()], 'Payment number is not valid'),
      v.transform(Number),
      v.number('Payment number is not valid'),
      v.integer('Payment number is not valid'),
      v.minValue(1, 'Payment number is not valid'),
      v.maxValue(1000, 'Payment number is not valid'),
    ),
  }),
  response: scheduledPaymentSchema,
  authenticated: true,
});

/** Typed again when the chosen account is not the primary verified one (spec: match-tail rule). */
export const bankConfirmationSchema = v.object({
  routingNumber: routingNumberSchema('Routing Number'),
  accountNumber: accountNumberSchema('Account Number'),
});

const saveCommon = {
  step: disbursementStepSchema,
  bankConfirmation: sensitiveOptional(v.optional(bankConfirmationSchema)),
  /**
   * Repaying by debit card: the card from the sandbox processor's tokenize-card (never its number), bound here to
   * the borrower and the application; absent keeps the card saved before. Needed with debit card until one is saved.
   */
  cardToken: sensitiveOptional(v.optional(cardTokenSchema)),
  /** Repaying by debit card: the borrower authorizes each scheduled payment from that card (12 CFR 1041.8, as ACH's). */
  authorizeCard: v.optional(v.boolean()),
};

/**
 * Mode 0 (preview) saves a step and the choices given so far, so a reload or another device resumes there.
 * Mode 1 (save) confirms every choice and creates the application's loan (or answers the one already made).
 * A loan flag instead of a save: 10001 the qualified amount fell below the chosen amount (maxAmountCents
 * says the new maximum), 10002 the date is no longer pickable or a payment moved (message says which).
 */
const wizardPurpose = { purpose: v.optional(v.literal('disbursement')) };

export const wizardSaveSchema = v.variant('mode', [
  v.object({ ...wizardPurpose, mode: v.literal(REQUEST_MODE.preview), choices: v.partial(disbursementChoicesSchema), ...saveCommon }),
  v.object({ ...wizardPurpose, mode: v.literal(REQUEST_MODE.save), choices: completeChoicesSchema, ...saveCommon }),
]);

export const wizardSaveAnswerSchema = v.object({
  ...wizardPurpose,
  step: disbursementStepSchema,
  requestId: v.nullable(v.string()),
  /** The loan, once confirmed (mode 1). */
  loanNo: v.nullable(v.string()),
  loanFlag: v.nullable(codeOf(LOAN_FLAG, 'Loan flag is not valid')),
  message: v.optional(v.string()),
  maxAmountCents: v.optional(centsSchema),
});
export type SavePaymentOptionAnswer = v.InferOutput<typeof wizardSaveAnswerSchema>;

/** The wizard's save (no purpose, or 'disbursement'; keyed by mode), or a funded loan's change (purpose 'repayment', repayment.ts). */
export const savePaymentOption = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/save-payment-option`,
  request: v.variant('purpose', [wizardSaveSchema, repaymentSaveSchema]),
  response: v.variant('purpose', [wizardSaveAnswerSchema, repaymentSaveAnswerSchema]),
  authenticated: true,
});

/** Records that the borrower repays by paper check, and answers where to mail checks. */
export const paperCheck = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/paper-check`,
  request: v.object({}),
  response: v.object({
    payableTo: v.string(),
    mailingAddress: v.object({ line1: v.string(), line2: v.nullable(v.string()), city: v.string(), state: v.string(), zip: v.string() }),
    /** What to write on the check's memo line so it is applied to the right loan. */
    memo: v.string(),
  }),
  authenticated: true,
});
