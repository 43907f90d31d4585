// The lender's public pages (issue 18, decision 0760): what a visitor may read before signing in, every figure
// computed by the server from the portfolio's pricing and the domain's loan math, never typed into a page.
import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { centsSchema, isoDateSchema, portfolioIdParam, portfolioIdSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';
import { esignDisclosureSchema } from './esign-disclosure.ts';

const stateCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));
const percent = v.pipe(v.number(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A state licence of the lender. The demo data's numbers are samples (`sample: true`), printed as such. */
export const lenderLicenceSchema = v.object({
  state: stateCode,
  stateName: v.string(),
  /** What the licence is, e.g. 'Consumer installment lender licence'. */
  kind: v.string(),
  number: v.string(),
  /** A made-up number of the demo data: the page says "Sample licence no." */
  sample: v.boolean(),
});
export type LenderLicence = v.InferOutput<typeof lenderLicenceSchema>;

export const lenderLicencesSchema = v.object({ portfolioId: portfolioIdSchema, legalName: v.string(), licences: v.array(lenderLicenceSchema) });
export type LenderLicences = v.InferOutput<typeof lenderLicencesSchema>;

/** Amounts from `fromCents` to `toCents` are repaid over `termWeeks`: so many weekly or bi-weekly payments. */
export const termTierSchema = v.object({
  fromCents: centsSchema,
  toCents: centsSchema,
  termWeeks: count,
  weeklyPayments: count,
  biWeeklyPayments: count,
});
export type TermTier = v.InferOutput<typeof termTierSchema>;

/** What the program offers in one state. */
export const stateTermsSchema = v.object({
  state: stateCode,
  stateName: v.string(),
  licence: lenderLicenceSchema,
  minAmountCents: centsSchema,
  maxAmountCents: centsSchema,
  amountStepCents: centsSchema,
  /** The term tiers the state's amounts reach, cut to its amounts. */
  terms: v.array(termTierSchema),
  /** The simple interest rates charged there, percent a year (two where a cap applies from an amount up). */
  interestRatesPercent: v.array(percent),
  /** The lowest and highest APR of any loan offered there (every amount, frequency, way to receive and to repay). */
  aprMinPercent: percent,
  aprMaxPercent: percent,
  /** The state's APR cap, percent, when one applies to some of its amounts. */
  aprCapPercent: v.nullable(percent),
});
export type StateTerms = v.InferOutput<typeof stateTermsSchema>;

/** A fee or a charge of the program, in words (free ones say so). */
export const feeTermSchema = v.object({ label: v.string(), description: v.string() });
export type FeeTerm = v.InferOutput<typeof feeTermSchema>;

/** One loan worked through: the Truth-in-Lending figures of an actual quote. */
export const workedExampleSchema = v.object({
  state: stateCode,
  stateName: v.string(),
  amountCents: centsSchema,
  paymentFrequency: v.picklist(['weekly', 'biWeekly']),
  fundedOn: isoDateSchema,
  firstDueDate: isoDateSchema,
  paymentCount: count,
  paymentGroups: v.array(v.object({ count, amountCents: centsSchema })),
  interestRatePercent: percent,
  aprPercent: percent,
  financeChargeCents: centsSchema,
  amountFinancedCents: centsSchema,
  totalOfPaymentsCents: centsSchema,
});
export type WorkedExample = v.InferOutput<typeof workedExampleSchema>;

export const ratesAndTermsSchema = v.object({
  portfolioId: portfolioIdSchema,
  programName: v.string(),
  legalName: v.string(),
  /** The day the figures assume a loan is funded (the next business day from today, New York time). */
  asOf: isoDateSchema,
  /** How the APR range was measured, in words. */
  method: v.string(),
  fees: v.array(feeTermSchema),
  states: v.array(stateTermsSchema),
  /** Where the lender does not lend. */
  notServed: v.array(v.object({ state: stateCode, stateName: v.string() })),
  example: workedExampleSchema,
});
export type RatesAndTerms = v.InferOutput<typeof ratesAndTermsSchema>;

/** The state licences the footer of every page prints. */
export const getLenderLicences = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-lender-licences`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: lenderLicencesSchema,
  authenticated: false,
});

/** The Rates & Terms page: per state served, the amounts, terms and APR range, and a worked example. */
export const getRatesAndTerms = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-rates-and-terms`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: ratesAndTermsSchema,
  authenticated: false,
});

/** The E-Sign disclosure page: the same text, in the brand's name, the signing page shows before consent. */
export const getEsignDisclosure = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-esign-disclosure`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: esignDisclosureSchema,
  authenticated: false,
});
