// Pricing of each portfolio's loan program (issue 11, decision 0610): every figure the disbursement wizard
// prices with, in one module Compliance can read. Pure: no database, no clock.
//
// Where the figures come from: they are SANDBOX PROGRAM FIGURES chosen for this reference server, like the
// qualification rules (server/application/qualification-rules.ts, decision 0502), not legal research or a
// real lender's rate sheet: Compliance owns the real table. They are set to look like the products they
// stand for: online installment loans repaid on paydays, priced at triple-digit APRs (rates published by
// online installment lenders run from about 99% to about 199%), a few dollars for instant funding, and free
// ACH and paper-check repayment. The amount limits are the portfolio records' (server/db/seed.ts); the
// amount step is the wizard's slider step ($25, issue 11); weekly and bi-weekly are the only frequencies
// the spec offers (section 3); the first payment follows the domain library's rule (at least 7 days after
// funding, src/domain/lending/installment-dates.ts), later for Bluepeak.
//
// The Truth-in-Lending figures are never computed here: quote.ts hands these figures to src/domain/lending.
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAY_PERIOD, PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import type { UsState } from '#src/domain/codes/us-states.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { NO_PERCENT_FEE, percentFeeCents, type PercentFee } from '#src/domain/lending/fees.ts';
import type { DisbursementMode, RepaymentMode } from '#src/api/contract/disbursement.ts';

/** A fee taken as a share of the amount, within a floor and a ceiling (cents): src/domain/lending/fees.ts, which the amount step shares. */
export type { PercentFee };

/** A late charge as the note states it: after a grace period, the smaller of a flat amount and a share of the payment. */
export type LateCharge = { graceDays: number; flatCents: number; percentOfPaymentBps: number | null };

/** The rate and fees of an offer: a program's own, or the lower ones it offers under a state's APR cap. */
export type OfferTerms = {
  /** Simple interest, Actual/365 on the outstanding principal (decision 0100), in basis points a year. */
  annualRateBps: number;
  /** Kept from the amount sent: a prepaid finance charge (12 CFR 1026.2(a)(23)), lowering the amount financed. Zero: none. */
  originationFee: PercentFee;
  /** Instant funding (RTT, 15014), kept from the amount sent: a prepaid finance charge too. ACH funding (15000) is free. */
  instantFundingFeeCents: number;
  /** Per installment, by repayment mode. A debit-card fee counts as finance charge (see quote.ts). */
  repaymentFeeCents: Readonly<Record<RepaymentMode, number>>;
};

/** Installments run for a term that grows with the amount: amounts from `fromCents` up get `termWeeks`. */
export type TermTier = { fromCents: number; termWeeks: number };

export type ProgramPricing = {
  portfolioId: number;
  /** The prefix of the loan numbers this program issues ('GC-12345678'). */
  loanNoPrefix: string;
  terms: OfferTerms;
  minAmountCents: number;
  maxAmountCents: number;
  amountStepCents: number;
  /** Ascending by fromCents, the first from minAmountCents; weeks even, so bi-weekly counts are whole. */
  termTiers: readonly TermTier[];
  frequencies: readonly PaymentFrequency[];
  repaymentModes: readonly RepaymentMode[];
  disbursementModes: readonly DisbursementMode[];
  /** The first installment falls on the first payday at least this many days after funding. */
  minDaysToFirstPayment: number;
  lateCharge: LateCharge;
  /** What the program offers where a 36% APR cap applies: lower terms, or null for no offer there. */
  cappedTerms: OfferTerms | null;
};

const NO_FEE: PercentFee = NO_PERCENT_FEE;

/** Both programs take every repayment mode; paper check (15002) is the non-automatic way Regulation E requires. */
const ALL_REPAYMENT_MODES: readonly RepaymentMode[] = [PAYMENT_MODE.ach, PAYMENT_MODE.debitCard, TRANSACTION_MODE.paperCheck];
const ALL_DISBURSEMENT_MODES: readonly DisbursementMode[] = [PAYMENT_MODE.ach, PAYMENT_MODE.instantFund];
const FREQUENCIES: readonly PaymentFrequency[] = [PAYMENT_FREQUENCY.weekly, PAYMENT_FREQUENCY.biWeekly];

export const PROGRAM_PRICING: Readonly<Record<110 | 118, ProgramPricing>> = {
  // Goldcrest Installment Loan (GC-INSTALLMENT): longer terms, no origination fee, a debit-card fee.
  110: {
    portfolioId: 110,
    loanNoPrefix: 'GC',
    terms: {
      annualRateBps: 159_00, // 159.00% a year, simple interest
      originationFee: NO_FEE,
      instantFundingFeeCents: 5_00, // $5.00 for the money in minutes, any day
      repaymentFeeCents: { [PAYMENT_MODE.ach]: 0, [PAYMENT_MODE.debitCard]: 2_50, [TRANSACTION_MODE.paperCheck]: 0 },
    },
    minAmountCents: 300_00, // the portfolio record's min_loan_amount_cents
    maxAmountCents: 2_500_00, // the portfolio record's max_loan_amount_cents
    amountStepCents: 25_00,
    termTiers: [
      { fromCents: 300_00, termWeeks: 26 }, // 13 bi-weekly or 26 weekly installments
      { fromCents: 1_000_00, termWeeks: 40 },
      { fromCents: 1_750_00, termWeeks: 52 },
    ],
    frequencies: FREQUENCIES,
    repaymentModes: ALL_REPAYMENT_MODES,
    disbursementModes: ALL_DISBURSEMENT_MODES,
    minDaysToFirstPayment: 7,
    lateCharge: { graceDays: 10, flatCents: 15_00, percentOfPaymentBps: 5_00 },
    // Under a 36% cap: 34.00% and no fees at all, which keeps the APR (fees included) under 36%.
    cappedTerms: {
      annualRateBps: 34_00,
      originationFee: NO_FEE,
      instantFundingFeeCents: 0,
      repaymentFeeCents: { [PAYMENT_MODE.ach]: 0, [PAYMENT_MODE.debitCard]: 0, [TRANSACTION_MODE.paperCheck]: 0 },
    },
  },
  // Bluepeak Flex Installment Loan (BP-FLEX): shorter terms, a lower rate with an origination fee, free debit card.
  118: {
    portfolioId: 118,
    loanNoPrefix: 'BP',
    terms: {
      annualRateBps: 129_00, // 129.00% a year, simple interest
      originationFee: { percentBps: 5_00, minCents: 0, maxCents: 50_00 }, // 5% of the amount, at most $50.00
      instantFundingFeeCents: 2_99,
      repaymentFeeCents: { [PAYMENT_MODE.ach]: 0, [PAYMENT_MODE.debitCard]: 0, [TRANSACTION_MODE.paperCheck]: 0 },
    },
    minAmountCents: 200_00,
    maxAmountCents: 1_500_00,
    amountStepCents: 25_00,
    termTiers: [
      { fromCents: 200_00, termWeeks: 16 }, // 8 bi-weekly or 16 weekly installments
      { fromCents: 600_00, termWeeks: 24 },
      { fromCents: 1_000_00, termWeeks: 36 },
    ],
    frequencies: FREQUENCIES,
    repaymentModes: ALL_REPAYMENT_MODES,
    disbursementModes: ALL_DISBURSEMENT_MODES,
    minDaysToFirstPayment: 10,
    lateCharge: { graceDays: 15, flatCents: 10_00, percentOfPaymentBps: null },
    // Bluepeak's program cannot be priced under 36%: no offer where the cap applies.
    cappedTerms: null,
  },
};

/** The APR cap of a 36% state, percent. */
export const STATE_APR_CAP_PERCENT = 36;

/**
 * States whose small-loan laws cap the APR of a loan like ours at 36% (fees included in the rate measured),
 * from the amount given up (0: every amount). A sandbox list, not legal advice:
 * - CA: Fair Access to Credit Act (AB 539, 2019): 36% plus the federal funds rate on $2,500 to $9,999
 *   (taken as 36% here, the stricter reading).
 * - CO: Proposition 111 (2018), 36%.  - IL: Predatory Loan Prevention Act (2021), 36% all-in.
 * - MN: 36% all-in APR cap (2023 law, in force 2024).  - MT: I-164 (2010), 36%.
 * - NE: Initiative 428 (2020), 36%.  - NH: RSA 399-A small loans, 36%.  - NM: HB 132 (2023), 36%.
 * - SD: Initiated Measure 21 (2016), 36%.
 * Other capped states (NY, NC, PA ...) are states the lender does not serve at all (qualification-rules.ts).
 */
export const STATE_APR_CAPS: Readonly<Partial<Record<UsState, { fromCents: number }>>> = {
  CA: { fromCents: 2_500_00 },
  CO: { fromCents: 0 },
  IL: { fromCents: 0 },
  MN: { fromCents: 0 },
  MT: { fromCents: 0 },
  NE: { fromCents: 0 },
  NH: { fromCents: 0 },
  NM: { fromCents: 0 },
  SD: { fromCents: 0 },
} as Partial<Record<UsState, { fromCents: number }>>;

export function pricingOf(portfolioId: number): ProgramPricing {
  const pricing = PROGRAM_PRICING[portfolioId as 110 | 118];
  if (!pricing) throw new Error(`No pricing for portfolio ${portfolioId}: add its program to server/disbursement/pricing.ts`);
  return pricing;
}

/** The APR cap (percent) that applies to an amount in a state, or null. */
export function aprCapOf(state: UsState, amountCents: number): number | null {
  const cap = STATE_APR_CAPS[state];
  return cap !== undefined && amountCents >= cap.fromCents ? STATE_APR_CAP_PERCENT : null;
}

/** An offer for one amount in one state: the terms, and the APR cap it must stay under (null: none). */
export type Offer = { terms: OfferTerms; aprCapPercent: number | null };

/** The program's offer for an amount in a state; null when it makes none there (a cap and no capped terms). */
export function offerFor(pricing: ProgramPricing, state: UsState, amountCents: number): Offer | null {
  const aprCapPercent = aprCapOf(state, amountCents);
  if (aprCapPercent === null) return { terms: pricing.terms, aprCapPercent: null };
  return pricing.cappedTerms ? { terms: pricing.cappedTerms, aprCapPercent } : null;
}

/** The amounts a borrower may choose. */
export type AmountRange = { minAmountCents: number; maxAmountCents: number; amountStepCents: number };

const stepUp = (cents: number, step: number) => Math.ceil(cents / step) * step;
const stepDown = (cents: number, step: number) => Math.floor(cents / step) * step;

/** The program's amounts within the portfolio record's limits (an operator may narrow them without a release), on the step. */
export function programAmountRange(pricing: ProgramPricing, portfolioLimits: { minLoanAmountCents: number; maxLoanAmountCents: number }): AmountRange {
  const step = pricing.amountStepCents;
  return {
    minAmountCents: stepUp(Math.max(pricing.minAmountCents, portfolioLimits.minLoanAmountCents), step),
    maxAmountCents: stepDown(Math.min(pricing.maxAmountCents, portfolioLimits.maxLoanAmountCents), step),
    amountStepCents: step,
  };
}

/**
 * The program's range (programAmountRange) up to the qualified amount, on the step; below a state's cap
 * threshold when the program makes no offer over it. Null when no amount is left.
 */
export function amountRangeOf(
  pricing: ProgramPricing,
  state: UsState,
  qualifiedAmountCents: number,
  portfolioLimits: { minLoanAmountCents: number; maxLoanAmountCents: number },
): AmountRange | null {
  const step = pricing.amountStepCents;
  const { minAmountCents: min, maxAmountCents: programMax } = programAmountRange(pricing, portfolioLimits);
  let max = Math.min(programMax, stepDown(qualifiedAmountCents, step));
  const cap = STATE_APR_CAPS[state];
  if (cap !== undefined && !pricing.cappedTerms) max = Math.min(max, stepDown(cap.fromCents - 1, step));
  return max >= min ? { minAmountCents: min, maxAmountCents: max, amountStepCents: step } : null;
}

/** The term in weeks for an amount: the last tier it reaches. */
export function termWeeksOf(pricing: ProgramPricing, amountCents: number): number {
  let weeks = pricing.termTiers[0]!.termWeeks;
  for (const tier of pricing.termTiers) if (amountCents >= tier.fromCents) weeks = tier.termWeeks;
  return weeks;
}

/** How many installments: the term divided into weeks (weekly) or fortnights (bi-weekly). */
export function installmentCountOf(pricing: ProgramPricing, amountCents: number, frequency: PaymentFrequency): number {
  return (termWeeksOf(pricing, amountCents) * 7) / PAY_PERIOD[frequency].periodDays;
}

/** The origination fee for an amount, rounded half up to the cent, within its floor and ceiling. */
export function originationFeeCents(terms: OfferTerms, amountCents: number): number {
  return percentFeeCents(terms.originationFee, amountCents);
}

/** What is kept from the amount sent, as prepaid finance charges: the origination fee and an instant-funding fee. */
export function prepaidFinanceChargeCents(terms: OfferTerms, amountCents: number, disbursementMode: DisbursementMode): number {
  return originationFeeCents(terms, amountCents) + (disbursementMode === PAYMENT_MODE.instantFund ? terms.instantFundingFeeCents : 0);
}

export type FeeLine = { purpose: 'repayment' | 'disbursement'; mode: RepaymentMode | DisbursementMode; feeCents: number; label: string; description: string };

const feeText = (cents: number) => (cents === 0 ? 'free' : formatCurrency(cents));

/** compare-transaction-fee: what each repayment mode costs per installment, and each disbursement mode once. */
export function transactionFees(pricing: ProgramPricing, terms: OfferTerms): FeeLine[] {
  const repayment = pricing.repaymentModes.map((mode): FeeLine => {
    const feeCents = terms.repaymentFeeCents[mode];
    switch (mode) {
      case PAYMENT_MODE.ach:
        return {
          purpose: 'repayment',
          mode,
          feeCents,
          label: 'Automatic ACH payments',
          description: `Each payment is taken from your bank account on its due date (${feeText(feeCents)}). You may cancel the authorization at any time; it is not required to get the loan.`,
        };
      case PAYMENT_MODE.debitCard:
        return {
          purpose: 'repayment',
          mode,
          feeCents,
          label: 'Debit card',
          description:
            feeCents === 0
              ? 'Pay each installment with your debit card, free.'
              : `Pay each installment with your debit card: ${formatCurrency(feeCents)} a payment.`,
        };
      default:
        return {
          purpose: 'repayment',
          mode,
          feeCents,
          label: 'Paper check',
          description: `Mail a check for each installment so that it arrives by its due date (${feeText(feeCents)}). Nothing is taken from your account automatically.`,
        };
    }
  });
  const disbursement = pricing.disbursementModes.map((mode): FeeLine => {
    if (mode === PAYMENT_MODE.instantFund) {
      const feeCents = terms.instantFundingFeeCents;
      return {
        purpose: 'disbursement',
        mode,
        feeCents,
        label: 'Instant funding',
        description: `The money arrives in minutes by real-time transfer, even on weekends (${feeText(feeCents)}, kept from the amount sent).`,
      };
    }
    return {
      purpose: 'disbursement',
      mode,
      feeCents: 0,
      label: 'ACH deposit',
      description: 'The money arrives the same business day when you confirm before the cut-off time, otherwise the next business day (free).',
    };
  });
  return [...repayment, ...disbursement];
}

/** The late-charge term of the disclosure (12 CFR 1026.18(l)). */
export function lateChargeText(pricing: ProgramPricing): string {
  const { graceDays, flatCents, percentOfPaymentBps } = pricing.lateCharge;
  const charge =
    percentOfPaymentBps === null
      ? formatCurrency(flatCents)
      : `${formatCurrency(flatCents)} or ${percentOfPaymentBps / 100}% of the payment, whichever is less`;
  return `If a payment is more than ${graceDays} days late, you will be charged ${charge}.`;
}

/**
 * The prepayment term (12 CFR 1026.18(k)): no penalty; interest is simple interest on the days the balance is
 * owed, so paying early means paying less interest (no rebate is needed: no interest is precomputed). A
 * prepaid finance charge is earned when the loan is made and is not refunded.
 */
export function prepaymentText(prepaidFinanceCharge: number): string {
  const base =
    'If you pay off early, you will not have to pay a penalty. Interest is charged only for the days your balance is owed, so paying early means you pay less interest.';
  return prepaidFinanceCharge === 0 ? base : `${base} The ${formatCurrency(prepaidFinanceCharge)} prepaid finance charge is not refunded.`;
}
