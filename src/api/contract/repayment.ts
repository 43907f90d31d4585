// Repaying a funded loan (issue 13): the loan at a glance with its schedule, payments and next withdrawal;
// the ways to pay the server offers for it, each previewed (request mode 0) before it is saved (mode 1) under
// the change type it records; and the sandbox card processor a debit card is entered into, so that our
// server never stores a full card number. Money is integer cents; dates 'YYYY-MM-DD' (America/New_York).
// Every save carries an idempotency key made by the client once per intent: the same key and body answers
// the first answer again, the same key with another body is refused (-12310), two at once charge once.
import * as v from 'valibot';
import { LOAN_STATUS, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { CHANGE_TYPE, PAYMENT_MODE, TRANSACTION_MODE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { employmentAnswersSchema } from './application.ts';
import { rules } from '#src/domain/schemas.ts';
import { defineCall } from './define-call.ts';
import { centsSchema, codeOf, int32Schema, isoDateSchema, loanNoSchema, moneySchema, sensitive } from './fields.ts';
import { PREFIX } from './prefixes.ts';

/** How a one-time payment is made: from the bank account by ACH (free) or by debit card (the portfolio's fee). */
export const PAYMENT_METHODS = [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = v.picklist(PAYMENT_METHODS, 'Please choose how you will pay');

/** One per payment intent, made by the client (a UUID v4): a retry of the same intent sends the same key. */
export const idempotencyKeySchema = v.pipe(v.string('Payment key is missing'), v.uuid('Payment key is not valid'));

/** A card token from tokenize-card: what a payment by debit card carries instead of the card number. */
export const cardTokenSchema = v.pipe(v.string('Please enter your debit card'), v.regex(/^card_[A-Za-z0-9_-]{16,64}$/, 'Please enter your debit card again'));

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

/** Where an installment of the loan's schedule stands. */
export const INSTALLMENT_STATES = ['paid', 'pending', 'pastDue', 'due', 'upcoming', 'cancelled'] as const;
export type InstallmentState = (typeof INSTALLMENT_STATES)[number];

/** One installment of the loan as it stands now (the schedule after every payment and change). */
export const loanInstallmentSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dueDate: isoDateSchema,
  paymentCents: centsSchema,
  principalCents: centsSchema,
  interestCents: centsSchema,
  feeCents: centsSchema,
  /** Paid toward it so far (settled or pending). */
  paidCents: centsSchema,
  /** Installment flags of spec section 3 as bits: 0 default, 1 deleted, 2 full refunded, 4 cancel, 8 collection, 16 partial refund, 256 new. */
  flags: int32Schema(0),
  state: v.picklist(INSTALLMENT_STATES),
});
export type LoanInstallment = v.InferOutput<typeof loanInstallmentSchema>;

/** One money movement on the loan: the funding credit, each payment (debit), each refund. */
export const loanTransactionSchema = v.object({
  transactionId: v.string(),
  /** The day it is (or was) taken from the account or card. */
  date: isoDateSchema,
  type: codeOf(TRANSACTION_TYPE, 'Transaction type is not valid'),
  /** ACH 15000, paper check 15002, RTT 15014, ... (spec transaction modes); a card payment is 15004. */
  mode: v.picklist([...Object.values(TRANSACTION_MODE), PAYMENT_MODE.debitCard]),
  /** What recorded it: 101 pay off, 103 pay down, 111 fixed amount; null for a scheduled installment or the funding. */
  changeType: v.nullable(codeOf(CHANGE_TYPE, 'Change type is not valid')),
  amountCents: centsSchema,
  principalCents: centsSchema,
  interestCents: centsSchema,
  feeCents: centsSchema,
  status: codeOf(TRANSACTION_STATUS, 'Transaction status is not valid'),
  /** A returned ACH debit's reason code and its words ('R01', 'Insufficient funds'); null otherwise. */
  returnCode: v.nullable(v.string()),
  returnReason: v.nullable(v.string()),
});
export type LoanTransaction = v.InferOutput<typeof loanTransactionSchema>;

/**
 * A late charge the signed agreement provides for (decision 0730): charged once on an installment still unpaid after
 * the grace days, paid first by the next payments; waived when the loan's balance is forgiven (a coupon).
 */
export const lateChargeSchema = v.object({
  installmentNumber: v.pipe(v.number(), v.integer(), v.minValue(1)),
  dueDate: isoDateSchema,
  chargedOn: isoDateSchema,
  amountCents: centsSchema,
  paidCents: centsSchema,
  waivedCents: centsSchema,
});
export type LateChargeView = v.InferOutput<typeof lateChargeSchema>;

/** Why the next withdrawal differs from the schedule (12 CFR 1041.9(c)): its notice must say so. */
export const UNUSUAL_WITHDRAWAL_REASONS = ['amount', 'date', 'channel', 'retry'] as const;

/** The next automatic withdrawal, as 12 CFR 1041.9 notices describe it. */
export const nextWithdrawalSchema = v.object({
  date: isoDateSchema,
  amountCents: centsSchema,
  mode: paymentMethodSchema,
  /** The account (ACH) or card it is taken from: its last four digits. */
  accountLast4: v.string(),
  principalCents: centsSchema,
  interestCents: centsSchema,
  feeCents: centsSchema,
  /** Empty when it is the scheduled payment as scheduled. */
  unusual: v.array(v.picklist(UNUSUAL_WITHDRAWAL_REASONS)),
});
export type NextWithdrawal = v.InferOutput<typeof nextWithdrawalSchema>;

export const loanDocumentSchema = v.object({
  kind: v.picklist(['agreement', 'statement']),
  title: v.string(),
  /** The day it was signed or the statement's closing day. */
  date: isoDateSchema,
  /** A capability URL to the PDF, valid for a day. */
  url: v.string(),
});
export type LoanDocument = v.InferOutput<typeof loanDocumentSchema>;

/** The loan's automatic payments: authorized, revoked by the borrower, or stopped after two failures in a row (12 CFR 1041.8). */
export const autopaySchema = v.object({
  state: v.picklist(['active', 'revoked', 'stoppedAfterFailures', 'none']),
  /** Consecutive failed withdrawals across the borrower's loans (two stop autopay). */
  consecutiveFailures: countSchema,
  /** The debit card automatic payments are taken from (107); absent or null: by ACH from the bank account. */
  card: v.optional(v.nullable(v.object({ brand: v.string(), last4: v.string(), expiry: v.string() }))),
});

/**
 * How the loan's payments follow the borrower's pay (decision 0741): the paydays (frequency and the day fields that
 * frequency uses), what happens when a payday is a weekend or holiday (-1 the business day before, 1 after), when the
 * pay is available (0 the same day, 1 the next business day), the payment frequency and how payments are made.
 */
export const paydaysSchema = v.pick(employmentAnswersSchema, ['payrollFrequency', 'lastPayday', 'dayOfWeekPaid', 'semiMonthlyDays', 'monthDay']);
export type Paydays = v.InferOutput<typeof paydaysSchema>;

export const paySettingsSchema = v.object({
  ...paydaysSchema.entries,
  ...v.pick(employmentAnswersSchema, ['paydayOnHoliday', 'paydayOnAvailability']).entries,
  paymentFrequency: codeOf(PAYMENT_FREQUENCY, 'Please choose how often you will make payments'),
  /** How scheduled payments are made: taken by ACH from the bank account, or paid by the borrower by debit card. */
  repaymentMode: v.picklist([PAYMENT_MODE.ach, PAYMENT_MODE.debitCard, TRANSACTION_MODE.paperCheck]),
  /** The borrower's next paydays under these settings (after the holiday rule). */
  nextPaydays: v.array(isoDateSchema),
});
export type PaySettings = v.InferOutput<typeof paySettingsSchema>;

/** A change the borrower made themselves (105 to 109): when, what, and the settings before and after it. */
export const selfServiceChangeSchema = v.object({
  changeType: v.picklist([
    CHANGE_TYPE.changePayrollDate,
    CHANGE_TYPE.changeFrequency,
    CHANGE_TYPE.changePaymentMode,
    CHANGE_TYPE.changePaydayOnHoliday,
    CHANGE_TYPE.changePaydayOnAvailable,
  ]),
  date: isoDateSchema,
  before: v.partial(v.omit(paySettingsSchema, ['nextPaydays'])),
  after: v.partial(v.omit(paySettingsSchema, ['nextPaydays'])),
  /** The schedule's open installments were moved onto new due dates. */
  rescheduled: v.boolean(),
});
export type SelfServiceChange = v.InferOutput<typeof selfServiceChangeSchema>;

export const loanDetailsSchema = v.object({
  loanNo: v.string(),
  loanStatus: codeOf(LOAN_STATUS, 'Loan status is not valid'),
  loanSubStatus: v.nullable(int32Schema()),
  principalCents: centsSchema,
  /** Principal still owed. */
  balanceCents: centsSchema,
  /** What paying off today would take (principal, interest accrued to today, fees): a first idea, not a quote. */
  payoffTodayCents: centsSchema,
  annualRateBps: int32Schema(0),
  paymentFrequency: v.nullable(codeOf(PAYMENT_FREQUENCY, 'Payment frequency is not valid')),
  repaymentMode: v.nullable(v.picklist([PAYMENT_MODE.ach, PAYMENT_MODE.debitCard, TRANSACTION_MODE.paperCheck])),
  disbursementDate: v.nullable(isoDateSchema),
  /** The next installment due (never the balance or the disbursement date); null once nothing is due. */
  nextPayment: v.nullable(v.object({ number: v.pipe(v.number(), v.integer(), v.minValue(1)), dueDate: isoDateSchema, amountCents: centsSchema })),
  pastDueCents: centsSchema,
  /** Paid so far: settled and pending payments, the funding excluded. */
  paidCents: centsSchema,
  /** Of paidCents, what is still being collected (ACH not yet settled). */
  pendingCents: centsSchema,
  installments: v.array(loanInstallmentSchema),
  totals: v.object({ paymentCents: centsSchema, principalCents: centsSchema, interestCents: centsSchema, feeCents: centsSchema, paidCents: centsSchema }),
  transactions: v.array(loanTransactionSchema),
  /** The agreement's late charges, the latest first (absent: none). Those not paid are in pastDueCents. */
  lateCharges: v.optional(v.array(lateChargeSchema)),
  nextWithdrawal: v.nullable(nextWithdrawalSchema),
  autopay: autopaySchema,
  /** The loan is with collections (status 205 or check-collection-status): only what collection allows is offered. */
  inCollection: v.boolean(),
  documents: v.array(loanDocumentSchema),
  /** The paydays and payment rules the schedule follows; null for a loan made without them. */
  paySettings: v.optional(v.nullable(paySettingsSchema)),
  /** The changes the borrower made themselves, the latest first. */
  changes: v.optional(v.array(selfServiceChangeSchema)),
});
export type LoanDetails = v.InferOutput<typeof loanDetailsSchema>;

/** The loan details page: everything about one of the signed-in borrower's loans. */
export const getLoanDetails = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/loan/get-loan-details`,
  request: v.object({ loanNo: loanNoSchema }),
  response: loanDetailsSchema,
  authenticated: true,
});

/** The amounts a one-time payment can be on one date offered: up to the payoff on that date, which grows day by day. */
export const amountLimitSchema = v.object({ date: isoDateSchema, minCents: centsSchema, maxCents: centsSchema });
export type AmountLimit = v.InferOutput<typeof amountLimitSchema>;

/** An amount's range on the first date offered, and on each date offered (`byDate`, first to last). */
export const amountRangeSchema = v.object({
  minCents: centsSchema,
  maxCents: centsSchema,
  byDate: v.optional(v.array(amountLimitSchema)),
});
export type AmountRange = v.InferOutput<typeof amountRangeSchema>;

/** What the server offers for a loan now (get-payment-option with purpose 'repayment'); a way not offered is null. */
export const repaymentOptionsSchema = v.object({
  purpose: v.literal('repayment'),
  loanNo: v.string(),
  /** The business days a payment can be taken on, first to last (weekends and holidays are never in it). */
  paymentDates: v.array(isoDateSchema),
  payOff: v.nullable(v.object({ payoffTodayCents: centsSchema })),
  payOffInN: v.nullable(v.object({ counts: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) })),
  /** An extra amount: less than the payoff on its date. */
  payFixedAmount: v.nullable(amountRangeSchema),
  /** A one-time payment: up to the payoff on its date. */
  payDown: v.nullable(amountRangeSchema),
  /** 104: automatic withdrawals can be revoked (they are active). */
  revokeFutureAch: v.boolean(),
  /** A new authorization of automatic withdrawals is needed after two failures (12 CFR 1041.8). */
  reauthorizeAch: v.boolean(),
  methods: v.array(paymentMethodSchema),
  inCollection: v.boolean(),
  /**
   * The changes the borrower can make themselves (105 to 109): the schedule's (paydays, frequency, holiday and
   * availability rules) and the payment modes they can switch to; `refusal` says why the schedule's are not offered now.
   */
  changes: v.optional(
    v.object({
      schedule: v.boolean(),
      refusal: v.nullable(v.string()),
      modes: v.array(paymentMethodSchema),
    }),
  ),
});
export type RepaymentOptions = v.InferOutput<typeof repaymentOptionsSchema>;

/** A payment previewed or made: its split and fee. */
export const paymentQuoteSchema = v.object({
  paymentDate: isoDateSchema,
  mode: paymentMethodSchema,
  /** Taken from the account or card: principal + interest + fees + the card fee. */
  amountCents: centsSchema,
  principalCents: centsSchema,
  interestCents: centsSchema,
  /** Fees owed on the loan (late or returned payment fees), not the card fee. */
  feeCents: centsSchema,
  transactionFeeCents: centsSchema,
});
export type PaymentQuote = v.InferOutput<typeof paymentQuoteSchema>;

/** A payoff quote: the amount good through the chosen date, never interest not yet accrued by then. */
export const payoffQuoteSchema = v.object({
  ...paymentQuoteSchema.entries,
  goodThroughDate: isoDateSchema,
  /** Interest a day on the current principal: what each day later adds. */
  dailyInterestCents: centsSchema,
});
export type PayoffQuote = v.InferOutput<typeof payoffQuoteSchema>;

/** The schedule a change leads to, shown before it is confirmed and answered once it is. */
export const newScheduleSchema = v.object({
  installments: v.array(loanInstallmentSchema),
  totals: v.object({ paymentCents: centsSchema, principalCents: centsSchema, interestCents: centsSchema, feeCents: centsSchema }),
  /** The installments the loan had left before the change, to show what it saves. */
  previousCount: countSchema,
  previousTotalCents: centsSchema,
});
export type NewSchedule = v.InferOutput<typeof newScheduleSchema>;

/** A saved change: what the notification page and the loan details show afterwards. */
export const savedChangeSchema = v.object({
  changeType: codeOf(CHANGE_TYPE, 'Change type is not valid'),
  /** The payment recorded, when the change takes one. */
  transactionId: v.nullable(v.string()),
  status: v.nullable(codeOf(TRANSACTION_STATUS, 'Transaction status is not valid')),
  loanStatus: codeOf(LOAN_STATUS, 'Loan status is not valid'),
  balanceCents: centsSchema,
});
export type SavedChange = v.InferOutput<typeof savedChangeSchema>;

const previewMode = v.literal(REQUEST_MODE.preview);
const saveMode = v.literal(REQUEST_MODE.save);

const paymentEntries = {
  loanNo: loanNoSchema,
  paymentDate: v.pipe(v.string('Please choose a payment date'), v.isoDate('Please choose a payment date')),
  mode: paymentMethodSchema,
  /** Required for a debit card payment. */
  cardToken: v.optional(sensitive(cardTokenSchema)),
};

/** Pay off (101): preview answers the quote good through paymentDate; save takes it. */
export const payOff = defineCall({
  method: 'POST',
  path: `${PREFIX.multiInstallment}/pay-off`,
  request: v.variant('requestMode', [
    v.object({ requestMode: previewMode, ...paymentEntries }),
    v.object({ requestMode: saveMode, ...paymentEntries, idempotencyKey: idempotencyKeySchema }),
  ]),
  response: v.object({ quote: payoffQuoteSchema, saved: v.nullable(savedChangeSchema) }),
  authenticated: true,
});

const countEntries = {
  loanNo: loanNoSchema,
  count: v.pipe(
    v.number('Please choose how many payments'),
    v.integer('Please choose how many payments'),
    v.minValue(1, 'Please choose how many payments'),
    v.maxValue(1000, 'Please choose how many payments'),
  ),
};

/** Pay off in N (102): the balance re-spread over N installments on the borrower's paydays; nothing is taken now. */
export const payOffInN = defineCall({
  method: 'POST',
  path: `${PREFIX.multiInstallment}/pay-off-in-n`,
  request: v.variant('requestMode', [
    v.object({ requestMode: previewMode, ...countEntries }),
    v.object({ requestMode: saveMode, ...countEntries, idempotencyKey: idempotencyKeySchema }),
  ]),
  response: v.object({ schedule: newScheduleSchema, saved: v.nullable(savedChangeSchema) }),
  authenticated: true,
});

const amountEntries = { ...paymentEntries, amountCents: moneySchema('Payment amount') };

/** Pay a fixed amount (111): an extra payment to principal; the remaining schedule shortens. */
export const payFixedAmount = defineCall({
  method: 'POST',
  path: `${PREFIX.multiInstallment}/pay-fixed-amount`,
  request: v.variant('requestMode', [
    v.object({ requestMode: previewMode, ...amountEntries }),
    v.object({ requestMode: saveMode, ...amountEntries, idempotencyKey: idempotencyKeySchema }),
  ]),
  response: v.object({ quote: paymentQuoteSchema, schedule: newScheduleSchema, saved: v.nullable(savedChangeSchema) }),
  authenticated: true,
});

const dayFields = {
  lastPayday: paydaysSchema.entries.lastPayday,
  dayOfWeekPaid: paydaysSchema.entries.dayOfWeekPaid,
  semiMonthlyDays: paydaysSchema.entries.semiMonthlyDays,
  monthDay: paydaysSchema.entries.monthDay,
};

/** What each change the borrower makes themselves carries: only the settings that change type moves. */
/** 105: the days paid, at the same frequency. */
const payrollDateEntries = { ...dayFields };
/** 106: how often they are paid (with the days that frequency uses) and how often they pay. */
const frequencyEntries = {
  payrollFrequency: codeOf(PAYROLL_FREQUENCY, 'Please choose how often you are paid'),
  ...dayFields,
  paymentFrequency: codeOf(PAYMENT_FREQUENCY, 'Please choose how often you will make payments'),
};
/**
 * 107: payments taken on their due dates by ACH from the bank account or from a debit card, each authorized by the
 * borrower (12 CFR 1041.8). Debit card again with another card replaces the card the payments are taken from.
 */
const paymentModeEntries = {
  mode: paymentMethodSchema,
  /** Switching to ACH authorizes automatic withdrawals: the borrower must say so. */
  authorizeAch: v.optional(v.boolean()),
  /** The card the payments are taken from (a token of the sandbox card processor); needed to save debit card. */
  cardToken: v.optional(sensitive(cardTokenSchema)),
  /** Debit card authorizes automatic payments from that card: the borrower must say so. */
  authorizeCard: v.optional(v.boolean()),
};
/** 108: a payday on a weekend or holiday is paid the business day before (-1) or after (1). */
const holidayEntries = { paydayOnHoliday: employmentAnswersSchema.entries.paydayOnHoliday };
/** 109: pay available the same day (0) or the next business day (1): payments are taken then. */
const availableEntries = { paydayOnAvailability: employmentAnswersSchema.entries.paydayOnAvailability };

function changeVariant<const C extends number, const E extends v.ObjectEntries>(changeType: C, entries: E) {
  const base = { purpose: v.literal('repayment'), changeType: v.literal(changeType), loanNo: loanNoSchema, ...entries };
  return v.variant('requestMode', [
    v.object({ ...base, requestMode: previewMode }),
    v.object({ ...base, requestMode: saveMode, idempotencyKey: idempotencyKeySchema }),
  ]);
}

export const SELF_SERVICE_CHANGE_TYPES = [
  CHANGE_TYPE.changePayrollDate,
  CHANGE_TYPE.changeFrequency,
  CHANGE_TYPE.changePaymentMode,
  CHANGE_TYPE.changePaydayOnHoliday,
  CHANGE_TYPE.changePaydayOnAvailable,
] as const;
export type SelfServiceChangeType = (typeof SELF_SERVICE_CHANGE_TYPES)[number];

/**
 * save-payment-option for a loan being repaid (purpose 'repayment'): pay down (103), one payment on a chosen
 * business day applied to what is due first; revoke future ACH (104); authorize ACH again (104 with
 * authorize true, after two failures stopped it); the changes the borrower makes themselves (105 to 109).
 */
export const repaymentSaveSchema = v.variant('changeType', [
  v.variant('requestMode', [
    v.object({ purpose: v.literal('repayment'), changeType: v.literal(CHANGE_TYPE.payDown), requestMode: previewMode, ...amountEntries }),
    v.object({
      purpose: v.literal('repayment'),
      changeType: v.literal(CHANGE_TYPE.payDown),
      requestMode: saveMode,
      ...amountEntries,
      idempotencyKey: idempotencyKeySchema,
    }),
  ]),
  v.object({
    purpose: v.literal('repayment'),
    changeType: v.literal(CHANGE_TYPE.revokeFutureAch),
    requestMode: saveMode,
    loanNo: loanNoSchema,
    /** false revokes automatic withdrawals; true authorizes them again. */
    authorize: v.boolean(),
    idempotencyKey: idempotencyKeySchema,
  }),
  changeVariant(CHANGE_TYPE.changePayrollDate, payrollDateEntries),
  changeVariant(CHANGE_TYPE.changeFrequency, frequencyEntries),
  changeVariant(CHANGE_TYPE.changePaymentMode, paymentModeEntries),
  changeVariant(CHANGE_TYPE.changePaydayOnHoliday, holidayEntries),
  changeVariant(CHANGE_TYPE.changePaydayOnAvailable, availableEntries),
]);
export type RepaymentSave = v.InferOutput<typeof repaymentSaveSchema>;
/** save-payment-option with purpose 'repayment' and change type 105 to 109: previewed (mode 0), then saved (mode 1). */
export type SelfServiceChangeRequest = Extract<RepaymentSave, { changeType: SelfServiceChangeType }>;

/** A change previewed or saved: the settings before and after, and the new schedule when its due dates move. */
export const changePreviewSchema = v.object({
  before: paySettingsSchema,
  after: paySettingsSchema,
  /** Null when the due dates stay as they are (the change counts for later paydays). */
  schedule: v.nullable(newScheduleSchema),
});
export type ChangePreview = v.InferOutput<typeof changePreviewSchema>;

export const repaymentSaveAnswerSchema = v.object({
  purpose: v.literal('repayment'),
  quote: v.nullable(paymentQuoteSchema),
  saved: v.nullable(savedChangeSchema),
  /** A change the borrower makes themselves (105 to 109). */
  change: v.optional(changePreviewSchema),
  /** A pay down (103): the open installments after it, what it pays counted on the next ones due. */
  schedule: v.optional(v.nullable(newScheduleSchema)),
});

// ---- The sandbox card processor (our server stands in for a card processor; docs/demo-data.md lists its test cards) ----

const digits = (field: string, pattern: RegExp, message: string) => v.pipe(v.string(`Please enter the ${field}`), v.trim(), v.regex(pattern, message));

/** The card form posts here, never to the loan calls: only the token, brand and last four come back. */
export const tokenizeCard = defineCall({
  method: 'POST',
  path: '/card-processor/v1/tokens',
  request: v.object({
    number: sensitive(
      v.pipe(
        digits('card number', /^[\d ]{12,23}$/, 'Please enter the 16-digit card number'),
        v.transform((value) => value.replace(/ /g, '')),
        v.regex(/^\d{12,19}$/, 'Please enter the 16-digit card number'),
      ),
    ),
    expiry: sensitive(digits('expiry date', /^(0[1-9]|1[0-2])\/\d{2}$/, 'Please enter the expiry date as MM/YY')),
    cvc: sensitive(digits('security code', /^\d{3,4}$/, 'Please enter the 3-digit security code')),
    zip: sensitive(digits('billing ZIP code', /^\d{5}$/, 'ZIP code should be 5 digits')),
    name: sensitive(
      v.pipe(
        v.string('Please enter the name on the card'),
        rules(['plainCharacters'], { field: 'The name on the card' }),
        v.trim(),
        v.minLength(2, 'Please enter the name on the card'),
        v.maxLength(80, 'The name is too long'),
      ),
    ),
  }),
  response: v.object({ cardToken: v.string(), brand: v.string(), last4: v.string(), expiry: v.string() }),
  // Public like a real processor's tokenization (decision 0750): a coupon page has no session. The token is
  // unbound until a payment uses it, then that borrower's only.
  authenticated: false,
});
