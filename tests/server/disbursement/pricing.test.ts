import { describe, expect, it } from 'vitest';
import { SEED_PORTFOLIOS } from '#server/db/seed.ts';
import {
  amountRangeOf,
  aprCapOf,
  installmentCountOf,
  lateChargeText,
  offerFor,
  originationFeeCents,
  prepaidFinanceChargeCents,
  prepaymentText,
  pricingOf,
  PROGRAM_PRICING,
  transactionFees,
} from '#server/disbursement/pricing.ts';
import { dueDatesOf, quoteOf } from '#server/disbursement/quote.ts';
import { DAY_OF_WEEK_PAID, PAYDAY_ON_HOLIDAY, PAYMENT_FREQUENCY, PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import type { Payroll } from '#src/domain/lending/paydays.ts';

const goldcrest = pricingOf(110);
const bluepeak = pricingOf(118);
const limitsOf = (id: number) => SEED_PORTFOLIOS.find((row) => row.id === id)! as { minLoanAmountCents: number; maxLoanAmountCents: number };
const biWeeklyPay: Payroll = { frequency: 17000, lastPayday: '2026-03-13', dayOfWeekPaid: 6, paydayOnHoliday: -1 };

describe('pricing per portfolio program', () => {
  it('prices Goldcrest (110) and Bluepeak (118) differently, each within its portfolio record limits', () => {
    expect(goldcrest.terms.annualRateBps).toBe(15_900);
    expect(bluepeak.terms.annualRateBps).toBe(12_900);
    expect([goldcrest.minAmountCents, goldcrest.maxAmountCents]).toEqual([limitsOf(110).minLoanAmountCents, limitsOf(110).maxLoanAmountCents]);
    expect([bluepeak.minAmountCents, bluepeak.maxAmountCents]).toEqual([limitsOf(118).minLoanAmountCents, limitsOf(118).maxLoanAmountCents]);
    for (const pricing of Object.values(PROGRAM_PRICING)) {
      expect(pricing.amountStepCents).toBe(2_500);
      expect(pricing.frequencies).toEqual([17003, 17000]);
      // Regulation E: the non-automatic way to pay is always offered.
      expect(pricing.repaymentModes).toContain(15002);
      expect(pricing.terms.repaymentFeeCents[15000]).toBe(0);
      expect(pricing.terms.repaymentFeeCents[15002]).toBe(0);
      for (const tier of pricing.termTiers) expect(tier.termWeeks % 2).toBe(0);
    }
    expect(() => pricingOf(999)).toThrow(/No pricing for portfolio 999/);
  });

  it('counts installments from the term of the amount: weekly twice the bi-weekly count', () => {
    expect(installmentCountOf(goldcrest, 300_00, 17000)).toBe(13);
    expect(installmentCountOf(goldcrest, 300_00, 17003)).toBe(26);
    expect(installmentCountOf(goldcrest, 1_000_00, 17000)).toBe(20);
    expect(installmentCountOf(goldcrest, 2_500_00, 17000)).toBe(26);
    expect(installmentCountOf(bluepeak, 200_00, 17000)).toBe(8);
    expect(installmentCountOf(bluepeak, 599_75, 17000)).toBe(8);
    expect(installmentCountOf(bluepeak, 600_00, 17000)).toBe(12);
    expect(installmentCountOf(bluepeak, 1_500_00, 17003)).toBe(36);
  });

  it("puts the first payment at least the program's minimum days after funding: Goldcrest 7, Bluepeak 10", () => {
    // Paid every Friday: March 6, 13 and 20, 2026.
    const fridays: Payroll = {
      frequency: PAYROLL_FREQUENCY.weekly,
      dayOfWeekPaid: DAY_OF_WEEK_PAID.friday,
      paydayOnHoliday: PAYDAY_ON_HOLIDAY.previousBusinessDay,
    };
    const firstDue = (pricing: typeof goldcrest, disbursementDate: string) =>
      dueDatesOf(pricing, fridays, { amountCents: 500_00, paymentFrequency: PAYMENT_FREQUENCY.weekly, disbursementDate })[0];
    expect([goldcrest.minDaysToFirstPayment, bluepeak.minDaysToFirstPayment]).toEqual([7, 10]);
    // Funded Wednesday March 4: March 13 is 9 days away, enough for Goldcrest, not for Bluepeak.
    expect(firstDue(goldcrest, '2026-03-04')).toBe('2026-03-13');
    expect(firstDue(bluepeak, '2026-03-04')).toBe('2026-03-20');
    // Funded Tuesday March 3: March 13 is exactly 10 days away, and Bluepeak takes it.
    expect(firstDue(bluepeak, '2026-03-03')).toBe('2026-03-13');
  });

  it('takes Bluepeak origination fee (5%, at most $50) and the instant-funding fee as prepaid finance charges', () => {
    expect(originationFeeCents(bluepeak.terms, 200_00)).toBe(10_00);
    expect(originationFeeCents(bluepeak.terms, 333_33)).toBe(16_67);
    expect(originationFeeCents(bluepeak.terms, 1_500_00)).toBe(50_00);
    expect(originationFeeCents(goldcrest.terms, 1_500_00)).toBe(0);
    expect(prepaidFinanceChargeCents(bluepeak.terms, 1_000_00, 15014)).toBe(50_00 + 2_99);
    expect(prepaidFinanceChargeCents(goldcrest.terms, 1_000_00, 15014)).toBe(5_00);
    expect(prepaidFinanceChargeCents(goldcrest.terms, 1_000_00, 15000)).toBe(0);
  });

  it('answers the amounts a borrower may choose: program and record limits, the qualified amount, on the step', () => {
    expect(amountRangeOf(goldcrest, 'TX', 1_200_00, limitsOf(110))).toEqual({ minAmountCents: 300_00, maxAmountCents: 1_200_00, amountStepCents: 2_500 });
    expect(amountRangeOf(goldcrest, 'TX', 9_000_00, limitsOf(110))).toEqual({ minAmountCents: 300_00, maxAmountCents: 2_500_00, amountStepCents: 2_500 });
    expect(amountRangeOf(goldcrest, 'TX', 1_234_56, limitsOf(110))?.maxAmountCents).toBe(1_225_00);
    // An operator narrowing the portfolio record narrows the offer.
    expect(amountRangeOf(bluepeak, 'TX', 1_200_00, { minLoanAmountCents: 250_00, maxLoanAmountCents: 900_00 })).toEqual({
      minAmountCents: 250_00,
      maxAmountCents: 900_00,
      amountStepCents: 2_500,
    });
    expect(amountRangeOf(bluepeak, 'TX', 150_00, limitsOf(118))).toBeNull();
  });
});

describe('state APR caps (36%)', () => {
  it('applies in the listed states, in California from $2,500', () => {
    expect(aprCapOf('IL', 200_00)).toBe(36);
    expect(aprCapOf('CO', 200_00)).toBe(36);
    expect(aprCapOf('CA', 2_475_00)).toBeNull();
    expect(aprCapOf('CA', 2_500_00)).toBe(36);
    expect(aprCapOf('TX', 2_500_00)).toBeNull();
  });

  it('gives Goldcrest capped terms (34.00%, no fees) and Bluepeak no offer', () => {
    expect(offerFor(goldcrest, 'IL', 1_000_00)).toEqual({ terms: goldcrest.cappedTerms, aprCapPercent: 36 });
    expect(offerFor(goldcrest, 'TX', 1_000_00)).toEqual({ terms: goldcrest.terms, aprCapPercent: null });
    expect(offerFor(goldcrest, 'CA', 2_475_00)?.aprCapPercent).toBeNull();
    expect(offerFor(goldcrest, 'CA', 2_500_00)?.terms.annualRateBps).toBe(3_400);
    expect(offerFor(bluepeak, 'IL', 1_000_00)).toBeNull();
    expect(amountRangeOf(bluepeak, 'IL', 1_200_00, limitsOf(118))).toBeNull();
    // Below a threshold a program without capped terms still lends: up to the step before it.
    expect(
      amountRangeOf({ ...bluepeak, maxAmountCents: 3_000_00 }, 'CA', 3_000_00, { minLoanAmountCents: 200_00, maxLoanAmountCents: 3_000_00 })?.maxAmountCents,
    ).toBe(2_475_00);
  });

  it('keeps the capped APR, fees included, under 36% for every frequency and mode', () => {
    const offer = offerFor(goldcrest, 'IL', 300_00)!;
    for (const repaymentMode of [15000, 15004, 15002] as const) {
      for (const disbursementMode of [15000, 15014] as const) {
        const quote = quoteOf(goldcrest, offer, biWeeklyPay, {
          amountCents: 300_00,
          paymentFrequency: 17000,
          repaymentMode,
          disbursementDate: '2026-03-16',
          disbursementMode,
        });
        expect(quote.disclosure.aprPercent).toBeLessThanOrEqual(36);
        expect(quote.disclosure.itemization.prepaidFinanceChargeCents).toBe(0);
      }
    }
  });
});

describe('fees and disclosure terms', () => {
  it('lists each repayment mode (per installment) and disbursement mode (once) with its cost', () => {
    expect(transactionFees(goldcrest, goldcrest.terms).map(({ purpose, mode, feeCents, label }) => ({ purpose, mode, feeCents, label }))).toEqual([
      { purpose: 'repayment', mode: 15000, feeCents: 0, label: 'Automatic ACH payments' },
      { purpose: 'repayment', mode: 15004, feeCents: 2_50, label: 'Debit card' },
      { purpose: 'repayment', mode: 15002, feeCents: 0, label: 'Paper check' },
      { purpose: 'disbursement', mode: 15000, feeCents: 0, label: 'ACH deposit' },
      { purpose: 'disbursement', mode: 15014, feeCents: 5_00, label: 'Instant funding' },
    ]);
    expect(transactionFees(goldcrest, goldcrest.terms)[1]!.description).toBe('Pay each installment with your debit card: $2.50 a payment.');
    expect(transactionFees(goldcrest, goldcrest.cappedTerms!).every((fee) => fee.feeCents === 0)).toBe(true);
  });

  it('words the late charge and the prepayment terms', () => {
    expect(lateChargeText(goldcrest)).toBe('If a payment is more than 10 days late, you will be charged $15.00 or 5% of the payment, whichever is less.');
    expect(lateChargeText(bluepeak)).toBe('If a payment is more than 15 days late, you will be charged $10.00.');
    expect(prepaymentText(0)).toBe(
      'If you pay off early, you will not have to pay a penalty. Interest is charged only for the days your balance is owed, so paying early means you pay less interest.',
    );
    expect(prepaymentText(52_99)).toMatch(/ The \$52\.99 prepaid finance charge is not refunded\.$/);
  });
});
