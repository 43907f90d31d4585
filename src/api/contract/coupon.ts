// Coupons (issue 14, decision 0750): an e-mailed offer for a loan in collection (status 205), opened without
// signing in. The link's identifier (/coupon/verification/{identifier}) plus the borrower's identity answers
// (identity/authenticate) give a short-lived coupon token; check-coupon answers the offer with that token, and
// coupon/schedule-payment previews (request mode 0) and schedules (mode 1) its payments through the repayment
// ledger, idempotent like every payment. Money is integer cents; dates 'YYYY-MM-DD' (America/New_York).
// coupon/schedule-payment is the reference server's own call: the spec lists the pages but no call that pays.
import * as v from 'valibot';
import { LOAN_STATUS, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { COUPON_VALIDITY } from '#src/domain/codes/payment.ts';
import { defineCall } from './define-call.ts';
import { centsSchema, codeOf, int32Schema, isoDateSchema, loanNoSchema, portfolioIdSchema, sensitive } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { cardTokenSchema, idempotencyKeySchema, paymentMethodSchema } from './repayment.ts';

/** An e-mailed coupon link's identifier (the {identifier} of /coupon/verification/{identifier}). */
export const couponIdentifierSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'This link is not valid'));

/** What identity/authenticate gives for a coupon: it opens that coupon's calls for 30 minutes. */
export const couponTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,256}$/, 'Please open the link from your e-mail again'));

/** The most payments a coupon plan may have. */
export const MAX_COUPON_PAYMENTS = 6;
/** Wrong identity answers in a row that lock a coupon link, and for how long. */
export const COUPON_IDENTITY_ATTEMPTS = 5;
export const COUPON_LOCK_MINUTES = 30;

/**
 * Identity answers for a link-based page: the last four digits of the SSN and the date of birth. Every mismatch
 * answers the same (-12402, never which answer was wrong); five in a row lock the link for 30 minutes (-12403,
 * its data says until when). An unknown, expired or used identifier answers -92020043 (the app shows
 * /notification/302).
 */
export const authenticateIdentity = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/identity/authenticate`,
  request: v.object({
    purpose: v.literal('coupon'),
    resource: couponIdentifierSchema,
    ssnLast4: sensitive(
      v.pipe(v.string('Please enter the last 4 digits of your SSN'), v.trim(), v.regex(/^\d{4}$/, 'Please enter the last 4 digits of your SSN')),
    ),
    dateOfBirth: sensitive(v.pipe(v.string('Please enter your date of birth'), v.isoDate('Please enter your date of birth'))),
  }),
  response: v.object({
    couponToken: couponTokenSchema,
    /** When the token stops working (ISO instant): the pages ask for the answers again after it. */
    expiresAt: v.string(),
  }),
  authenticated: false,
});

/** The offer: settle for less in one payment (a discount) or the balance (or less) in a short plan. */
export const couponOfferSchema = v.object({
  kind: v.picklist(['discount', 'plan']),
  /** The total the borrower pays under the coupon (at most the balance owed). */
  settlementCents: centsSchema,
  /** Forgiven once the settlement is paid: what is owed today minus the settlement (0 for a plan of the whole balance). */
  discountCents: centsSchema,
  /** How many payments the settlement may be split into: 1 for a discount, 2 to 6 for a plan. */
  maxPayments: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_COUPON_PAYMENTS)),
});
export type CouponOffer = v.InferOutput<typeof couponOfferSchema>;

/** A payment of the coupon: scheduled (or taken, for a card), with its state on the ledger. */
export const couponPaymentSchema = v.object({
  paymentDate: isoDateSchema,
  amountCents: centsSchema,
  mode: paymentMethodSchema,
  /** The card fee added to it (0 by ACH). */
  transactionFeeCents: centsSchema,
  state: v.picklist(['scheduled', 'pending', 'settled', 'returned', 'cancelled']),
});
export type CouponPayment = v.InferOutput<typeof couponPaymentSchema>;

export const couponDetailsSchema = v.object({
  /** -1 not valid (expired, used up, rejected or the loan left collection), 1 in effect (spec section 3). */
  validity: codeOf(COUPON_VALIDITY, 'Coupon validity is not valid'),
  /** Why it is not valid, in words for the borrower; null while in effect. */
  notValidReason: v.nullable(v.string()),
  couponCode: v.string(),
  /** The last day a coupon payment may be taken; the offer ends after it. */
  expiresOn: isoDateSchema,
  /** The collection loan number and its portfolio, which may be another brand than the page's. */
  collectionLoanNo: loanNoSchema,
  collectionPortfolioId: portfolioIdSchema,
  /** The brand the loan is with (the collection portfolio's), for the page to name it and take its colours. */
  lenderName: v.string(),
  brandColor: v.string(),
  loanStatus: codeOf(LOAN_STATUS, 'Loan status is not valid'),
  loanSubStatus: v.nullable(int32Schema()),
  /** The borrower's first name, to greet them. */
  firstName: v.string(),
  /** What is owed today (paying the loan off today): principal, interest accrued and fees. */
  owedTodayCents: centsSchema,
  offer: couponOfferSchema,
  /** The business days a coupon payment can be taken on: from the first offered to the expiry, weekends and holidays never. */
  paymentDates: v.array(isoDateSchema),
  /** The ways to pay: ACH when the loan has a bank account on file, a debit card always, with the card fee. */
  methods: v.array(paymentMethodSchema),
  cardFeeCents: centsSchema,
  /** The account ACH payments are taken from: its last four digits ('' without one). */
  accountLast4: v.string(),
  /** The payments already scheduled under this coupon (empty until it is taken). */
  payments: v.array(couponPaymentSchema),
  /** When the loan will be settled if every scheduled payment clears: the last payment's date plus clearing; null until scheduled. */
  settlesOn: v.nullable(isoDateSchema),
});
export type CouponDetails = v.InferOutput<typeof couponDetailsSchema>;

/** The coupon's offer and where it stands, for the holder of a coupon token. */
export const checkCoupon = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/check-coupon`,
  request: v.object({ couponToken: couponTokenSchema }),
  response: couponDetailsSchema,
  authenticated: false,
});

const plannedPaymentSchema = v.object({
  paymentDate: v.pipe(v.string('Please choose a payment date'), v.isoDate('Please choose a payment date')),
  amountCents: v.pipe(
    v.number('Please enter an amount'),
    v.integer('Please enter an amount in dollars and cents'),
    v.minValue(1, 'Please enter an amount'),
    v.maxValue(100_000_000, 'Please enter an amount'),
  ),
});

const scheduleEntries = {
  couponToken: couponTokenSchema,
  /** One payment for a discount; up to the offer's maxPayments for a plan; the amounts add up to the settlement. */
  payments: v.pipe(
    v.array(plannedPaymentSchema),
    v.minLength(1, 'Please choose when you will pay'),
    v.maxLength(MAX_COUPON_PAYMENTS, 'Please choose fewer payments'),
  ),
  mode: paymentMethodSchema,
  /** Required for a debit card payment (tokenize-card); a card payment is taken on its date. */
  cardToken: v.optional(sensitive(cardTokenSchema)),
};

/**
 * Schedules the coupon's payments: preview (0) checks them and answers the fees; save (1) records them on the
 * loan's ledger (a card payment due today is charged at once), moves the loan to accepted 205004 (one payment)
 * or re-planned 205005 (a plan), e-mails what was scheduled, and answers the coupon as it now stands.
 */
export const scheduleCouponPayment = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/coupon/schedule-payment`,
  request: v.variant('requestMode', [
    v.object({ requestMode: v.literal(REQUEST_MODE.preview), ...scheduleEntries }),
    v.object({ requestMode: v.literal(REQUEST_MODE.save), ...scheduleEntries, idempotencyKey: idempotencyKeySchema }),
  ]),
  response: v.object({
    /** Each payment as it would be (preview) or is (save) taken, with its card fee. */
    payments: v.array(couponPaymentSchema),
    totalCents: centsSchema,
    coupon: couponDetailsSchema,
  }),
  authenticated: false,
});
