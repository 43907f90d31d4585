// The Rates & Terms page of a brand (issue 18, decision 0760): the states it lends in and, for each, the amounts,
// terms and APR range its program gives, with a worked example. Nothing here is a figure of its own: the states
// and amounts come from the qualification rules and the pricing module (server/disbursement/pricing.ts), every
// schedule and APR from real quotes (quote.ts, hence src/domain/lending: due dates, level payments, Appendix J).
// Pure: the caller gives the portfolio record's limits and the day.
//
// The APR range of a state is measured, not estimated: the lowest and highest APR of every loan the program
// offers there on that day: each amount on the step, weekly and bi-weekly payments, the first payment on any
// payday the program allows (every day offset of a weekly or bi-weekly payroll), without fees and with every fee
// (money sent instantly, repaid by debit card): fees only raise an APR, so every other way lies between. Quotes are shared between states with the same offer, and
// the answer is kept per portfolio and day, so a page asks for it at the price of one lookup.
import type { FeeTerm, RatesAndTerms, StateTerms, TermTier, WorkedExample } from '#src/api/contract/legal.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAY_PERIOD, PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { US_STATE, usStateName, type UsState } from '#src/domain/codes/us-states.ts';
import { isBusinessDay, nextBusinessDay } from '#src/domain/calendar.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { addDays, type IsoDate } from '#src/domain/iso-date.ts';
import type { Payroll } from '#src/domain/lending/paydays.ts';
import type { DisbursementMode, RepaymentMode } from '#src/api/contract/disbursement.ts';
import { STATE_MAXIMUM_CENTS, STATES_NOT_SERVED } from '../application/qualification-rules.ts';
import {
  amountRangeOf,
  aprCapOf,
  installmentCountOf,
  lateChargeText,
  offerFor,
  prepaymentText,
  STATE_APR_CAP_PERCENT,
  transactionFees,
  type OfferTerms,
  type ProgramPricing,
} from '../disbursement/pricing.ts';
import { quoteOf, type Quote } from '../disbursement/quote.ts';
import { sampleLicence } from './licences.ts';

/** The portfolio record's part the page needs (server/db/schema.ts). */
export type LenderRecord = { id: number; legalName: string; programName: string; minLoanAmountCents: number; maxLoanAmountCents: number };

type Limits = { minLoanAmountCents: number; maxLoanAmountCents: number };

const ALL_STATES = Object.values(US_STATE) as UsState[];
const nameOf = (state: UsState) => usStateName(state) ?? state;
const byName = (a: UsState, b: UsState) => nameOf(a).localeCompare(nameOf(b));

/** The most a borrower may borrow in a state: the qualification rules' state maximum, else no limit of its own. */
const stateMaximumCents = (state: UsState) => STATE_MAXIMUM_CENTS[state] ?? Number.MAX_SAFE_INTEGER;

/** The amounts the program offers in a state (null: none, so the state is not served). */
export function stateAmountRange(pricing: ProgramPricing, limits: Limits, state: UsState) {
  if (STATES_NOT_SERVED.has(state)) return null;
  return amountRangeOf(pricing, state, stateMaximumCents(state), limits);
}

/** The states the program lends in, by name. */
export function statesServed(pricing: ProgramPricing, limits: Limits): UsState[] {
  return ALL_STATES.filter((state) => stateAmountRange(pricing, limits, state) !== null).sort(byName);
}

/** The day the figures assume a loan is funded: today if a business day, else the next one. */
export function fundingDayOf(today: IsoDate): IsoDate {
  return isBusinessDay(today) ? today : nextBusinessDay(today);
}

const FREQUENCY_NAME = { [PAYMENT_FREQUENCY.weekly]: 'weekly', [PAYMENT_FREQUENCY.biWeekly]: 'biWeekly' } as const;

/** A payroll of the repayment's own frequency whose last payday is `offset` days after funding. */
const payrollOf = (frequency: PaymentFrequency, fundedOn: IsoDate, offset: number): Payroll => ({
  frequency,
  lastPayday: addDays(fundedOn, offset),
  paydayOnHoliday: -1,
});

type Modes = { repayment: RepaymentMode; disbursement: DisbursementMode };

/**
 * The cheapest and the dearest way to take and repay a loan under these terms. Any fee only adds to the finance
 * charge (a prepaid one lowers the amount financed, a per-payment one raises each payment), so it only raises the
 * APR: the lowest APR is a loan without fees, the highest one with every fee; the other ways lie between.
 */
function feeExtremes(pricing: ProgramPricing, terms: OfferTerms): Modes[] {
  const repaymentFee = (mode: RepaymentMode) => terms.repaymentFeeCents[mode];
  const disbursementFee = (mode: DisbursementMode) => (mode === PAYMENT_MODE.instantFund ? terms.instantFundingFeeCents : 0);
  const pick = <T>(modes: readonly T[], fee: (mode: T) => number, sign: 1 | -1) =>
    modes.reduce((best, mode) => (sign * (fee(mode) - fee(best)) > 0 ? mode : best));
  const cheapest = { repayment: pick(pricing.repaymentModes, repaymentFee, -1), disbursement: pick(pricing.disbursementModes, disbursementFee, -1) };
  const dearest = { repayment: pick(pricing.repaymentModes, repaymentFee, 1), disbursement: pick(pricing.disbursementModes, disbursementFee, 1) };
  const same =
    repaymentFee(cheapest.repayment) === repaymentFee(dearest.repayment) && disbursementFee(cheapest.disbursement) === disbursementFee(dearest.disbursement);
  return same ? [cheapest] : [cheapest, dearest];
}

function quote(
  pricing: ProgramPricing,
  terms: OfferTerms,
  fundedOn: IsoDate,
  amountCents: number,
  frequency: PaymentFrequency,
  offset: number,
  modes: Modes,
): Quote {
  return quoteOf(pricing, { terms, aprCapPercent: null }, payrollOf(frequency, fundedOn, offset), {
    amountCents,
    paymentFrequency: frequency,
    repaymentMode: modes.repayment,
    disbursementDate: fundedOn,
    disbursementMode: modes.disbursement,
  });
}

/** The lowest and highest APR of every loan of one amount under one set of terms (memoized by the caller). */
function aprRangeOfAmount(pricing: ProgramPricing, terms: OfferTerms, fundedOn: IsoDate, amountCents: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const frequency of pricing.frequencies) {
    const periodDays = PAY_PERIOD[frequency].periodDays;
    for (const modes of feeExtremes(pricing, terms)) {
      for (let offset = 0; offset < periodDays; offset += 1) {
        const apr = quote(pricing, terms, fundedOn, amountCents, frequency, offset, modes).disclosure.aprPercent;
        if (apr < min) min = apr;
        if (apr > max) max = apr;
      }
    }
  }
  return [min, max];
}

/** The term tiers an amount range reaches, cut to it. */
export function termTiersWithin(pricing: ProgramPricing, minCents: number, maxCents: number): TermTier[] {
  const tiers = pricing.termTiers;
  return tiers.flatMap((tier, index) => {
    const next = tiers[index + 1];
    const from = Math.max(tier.fromCents, minCents);
    const to = Math.min(next ? next.fromCents - pricing.amountStepCents : Number.MAX_SAFE_INTEGER, maxCents);
    if (from > to) return [];
    return [
      {
        fromCents: from,
        toCents: to,
        termWeeks: tier.termWeeks,
        weeklyPayments: installmentCountOf(pricing, from, PAYMENT_FREQUENCY.weekly),
        biWeeklyPayments: installmentCountOf(pricing, from, PAYMENT_FREQUENCY.biWeekly),
      },
    ];
  });
}

/** The fees and charges of the program, in the words the wizard uses (pricing.ts), and the capped terms where they apply. */
function feeTerms(pricing: ProgramPricing, capsApply: boolean): FeeTerm[] {
  const { terms } = pricing;
  const { percentBps, maxCents } = terms.originationFee;
  const origination: FeeTerm = {
    label: 'Origination fee',
    description:
      percentBps === 0
        ? 'None.'
        : `${percentBps / 100}% of the amount, at most ${formatCurrency(maxCents)}, kept from the amount sent to you (a prepaid finance charge, included in the APR).`,
  };
  const lines: FeeTerm[] = [
    { label: 'Interest', description: `Simple interest at ${terms.annualRateBps / 100}% a year, charged only for the days your balance is owed.` },
    origination,
    ...transactionFees(pricing, terms).map(({ label, description }) => ({ label, description })),
    { label: 'Late charge', description: lateChargeText(pricing) },
    { label: 'Paying early', description: prepaymentText(0) },
  ];
  if (capsApply && pricing.cappedTerms) {
    lines.push({
      label: `Where a ${STATE_APR_CAP_PERCENT}% APR cap applies`,
      description: `Simple interest at ${pricing.cappedTerms.annualRateBps / 100}% a year${pricing.cappedTerms.instantFundingFeeCents === 0 && pricing.cappedTerms.originationFee.percentBps === 0 ? ', and no fees of any kind' : ''}, so the APR stays under the cap.`,
    });
  }
  return lines;
}

/** The example: the start of the program's second term tier (else its smallest amount), bi-weekly, ACH both ways, in the first state without a cap. */
function workedExample(pricing: ProgramPricing, limits: Limits, states: readonly UsState[], fundedOn: IsoDate): WorkedExample | null {
  for (const state of states) {
    const range = stateAmountRange(pricing, limits, state)!;
    const wanted = pricing.termTiers[1]?.fromCents ?? range.minAmountCents;
    const amountCents = Math.min(Math.max(wanted, range.minAmountCents), range.maxAmountCents);
    const offer = offerFor(pricing, state, amountCents);
    if (!offer || offer.aprCapPercent !== null) continue;
    const frequency = PAYMENT_FREQUENCY.biWeekly;
    const answer = quote(pricing, offer.terms, fundedOn, amountCents, frequency, 0, { repayment: PAYMENT_MODE.ach, disbursement: PAYMENT_MODE.ach });
    return {
      state,
      stateName: nameOf(state),
      amountCents,
      paymentFrequency: FREQUENCY_NAME[frequency],
      fundedOn,
      firstDueDate: answer.schedule[0]!.dueDate,
      paymentCount: answer.installmentCount,
      paymentGroups: answer.disclosure.paymentGroups.map(({ count, amountCents: cents }) => ({ count, amountCents: cents })),
      interestRatePercent: answer.annualRateBps / 100,
      aprPercent: answer.disclosure.aprPercent,
      financeChargeCents: answer.disclosure.financeChargeCents,
      amountFinancedCents: answer.disclosure.amountFinancedCents,
      totalOfPaymentsCents: answer.disclosure.totalOfPaymentsCents,
    };
  }
  return null;
}

/** The whole page's figures for a brand on a day. */
export function ratesAndTermsOf(pricing: ProgramPricing, lender: LenderRecord, today: IsoDate): RatesAndTerms {
  const fundedOn = fundingDayOf(today);
  const served = statesServed(pricing, lender);
  // One APR range per (terms, amount): the states with the same offer share it.
  const ranges = new Map<string, [number, number]>();
  const rangeOf = (terms: OfferTerms, amountCents: number) => {
    const key = `${terms === pricing.terms ? 'program' : 'capped'}:${amountCents}`;
    let range = ranges.get(key);
    if (!range) ranges.set(key, (range = aprRangeOfAmount(pricing, terms, fundedOn, amountCents)));
    return range;
  };

  const states = served.map((state): StateTerms => {
    const range = stateAmountRange(pricing, lender, state)!;
    let aprMin = Infinity;
    let aprMax = -Infinity;
    const rates = new Set<number>();
    let capped = false;
    for (let amount = range.minAmountCents; amount <= range.maxAmountCents; amount += range.amountStepCents) {
      const offer = offerFor(pricing, state, amount);
      if (!offer) continue;
      capped ||= aprCapOf(state, amount) !== null;
      rates.add(offer.terms.annualRateBps / 100);
      const [min, max] = rangeOf(offer.terms, amount);
      aprMin = Math.min(aprMin, min);
      aprMax = Math.max(aprMax, max);
    }
    return {
      state,
      stateName: nameOf(state),
      licence: sampleLicence(pricing, state),
      minAmountCents: range.minAmountCents,
      maxAmountCents: range.maxAmountCents,
      amountStepCents: range.amountStepCents,
      terms: termTiersWithin(pricing, range.minAmountCents, range.maxAmountCents),
      interestRatesPercent: [...rates].sort((a, b) => a - b),
      aprMinPercent: aprMin,
      aprMaxPercent: aprMax,
      aprCapPercent: capped ? STATE_APR_CAP_PERCENT : null,
    };
  });

  const example = workedExample(pricing, lender, served, fundedOn);
  if (!example) throw new Error(`Portfolio ${lender.id} lends in no state without a cap: the Rates & Terms page has no example`);
  return {
    portfolioId: lender.id,
    programName: lender.programName,
    legalName: lender.legalName,
    asOf: fundedOn,
    method:
      `Each APR range is the lowest and the highest APR of every loan offered in the state for a loan funded on ${fundedOn}: ` +
      `every amount in ${formatCurrency(pricing.amountStepCents)} steps, weekly and bi-weekly payments with the first payment on any payday ` +
      `at least ${pricing.minDaysToFirstPayment} days after funding, the money sent by ACH or instantly, ` +
      'and repaid by ACH, debit card or paper check. The APR of your own loan is shown, with its schedule, before you sign.',
    fees: feeTerms(
      pricing,
      states.some((state) => state.aprCapPercent !== null),
    ),
    states,
    notServed: ALL_STATES.filter((state) => !served.includes(state))
      .sort(byName)
      .map((state) => ({ state, stateName: nameOf(state) })),
    example,
  };
}

/** Answers kept per portfolio, limits and day: the figures change only with them. */
const kept = new Map<string, RatesAndTerms>();
const KEPT_ANSWERS = 16;

export function ratesAndTermsKept(pricing: ProgramPricing, lender: LenderRecord, today: IsoDate): RatesAndTerms {
  const key = `${lender.id}:${lender.minLoanAmountCents}:${lender.maxLoanAmountCents}:${lender.legalName}:${lender.programName}:${today}`;
  const found = kept.get(key);
  if (found) return found;
  const answer = ratesAndTermsOf(pricing, lender, today);
  if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  kept.set(key, answer);
  return answer;
}
