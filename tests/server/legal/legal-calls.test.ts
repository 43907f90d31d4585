// The lender's public calls (issue 18, decision 0760): licences, Rates & Terms and the E-Sign disclosure, without a
// session. Every figure is held to what the pricing module and the domain library give for the same loans.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getEsignDisclosure, getLenderLicences, getRatesAndTerms, type LenderLicences, type RatesAndTerms } from '#src/api/contract/legal.ts';
import type { EsignDisclosure } from '#src/api/contract/signing.ts';
import { PAY_PERIOD } from '#src/domain/codes/payroll.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { installmentDueDates } from '#src/domain/lending/installment-dates.ts';
import { buildSchedule } from '#src/domain/lending/schedule.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { portfolio } from '#server/db/schema.ts';
import { SEED_PORTFOLIOS } from '#server/db/seed.ts';
import { installmentCountOf, offerFor, prepaidFinanceChargeCents, pricingOf } from '#server/disbursement/pricing.ts';
import { esignDisclosure } from '#server/signing/esign-disclosure.ts';
import { build } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';

/** 2026-03-16, the test clock's day: a Monday, so loans are funded that day. */
const FUNDED_ON = '2026-03-16';

/** The APR of one loan straight from the domain library: dates on the paydays, level payments, the fee on each payment, Appendix J. */
function aprOf(
  portfolioId: 110 | 118,
  state: 'FL' | 'TX',
  amountCents: number,
  frequency: 17003 | 17000,
  offset: number,
  repaymentMode: 15000 | 15004 | 15002,
  disbursementMode: 15000 | 15014,
) {
  const pricing = pricingOf(portfolioId);
  const { terms } = offerFor(pricing, state, amountCents)!;
  const dueDates = installmentDueDates({
    payroll: { frequency, lastPayday: addDays(FUNDED_ON, offset), paydayOnHoliday: -1 },
    paymentFrequency: frequency,
    disbursementDate: FUNDED_ON,
    count: installmentCountOf(pricing, amountCents, frequency),
    minDaysToFirstInstallment: pricing.minDaysToFirstPayment,
  });
  const schedule = buildSchedule({ principal: amountCents, startDate: FUNDED_ON, annualRateBps: terms.annualRateBps, dueDates });
  const fee = terms.repaymentFeeCents[repaymentMode];
  const withFee = {
    ...schedule,
    installments: schedule.installments.map((row) => ({ ...row, payment: row.payment + fee })),
    totalOfPayments: schedule.totalOfPayments + fee * dueDates.length,
  };
  return truthInLendingDisclosure(withFee, { prepaidFinanceCharge: prepaidFinanceChargeCents(terms, amountCents, disbursementMode) });
}

describe('get-rates-and-terms', () => {
  it("gives a state's amounts, terms and APR range: every loan offered there, each APR from the domain library", async () => {
    const app = await build();
    const answer = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 118 });
    const florida = answer.states.find((state) => state.state === 'FL')!;
    // Bluepeak's program from $200, Florida's maximum $1,000 (qualification rules), $25 steps.
    expect(florida).toMatchObject({
      stateName: 'Florida',
      minAmountCents: 200_00,
      maxAmountCents: 1_000_00,
      amountStepCents: 25_00,
      aprCapPercent: null,
      interestRatesPercent: [129],
    });
    expect(florida.terms).toEqual([
      { fromCents: 200_00, toCents: 575_00, termWeeks: 16, weeklyPayments: 16, biWeeklyPayments: 8 },
      { fromCents: 600_00, toCents: 975_00, termWeeks: 24, weeklyPayments: 24, biWeeklyPayments: 12 },
      { fromCents: 1_000_00, toCents: 1_000_00, termWeeks: 36, weeklyPayments: 36, biWeeklyPayments: 18 },
    ]);
    // Goldcrest in Florida ($300 to $1,000): every amount, frequency, first payday, way to receive and way to repay
    // (a debit-card fee, an instant-funding fee), computed here without the server's shortcut to the cheapest and dearest ways.
    const goldcrest = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 110 });
    const goldcrestFlorida = goldcrest.states.find((state) => state.state === 'FL')!;
    expect(goldcrestFlorida).toMatchObject({ minAmountCents: 300_00, maxAmountCents: 1_000_00, interestRatesPercent: [159] });
    const aprs: number[] = [];
    for (let amount = 300_00; amount <= 1_000_00; amount += 25_00) {
      for (const frequency of [17003, 17000] as const) {
        for (let offset = 0; offset < PAY_PERIOD[frequency].periodDays; offset += 1) {
          // Paper check costs what ACH does (free, pricing.test.ts): ACH stands for both.
          for (const repayment of [15000, 15004] as const) {
            for (const disbursement of [15000, 15014] as const) aprs.push(aprOf(110, 'FL', amount, frequency, offset, repayment, disbursement).apr);
          }
        }
      }
    }
    expect([goldcrestFlorida.aprMinPercent, goldcrestFlorida.aprMaxPercent]).toEqual([Math.min(...aprs), Math.max(...aprs)]);
    expect(answer.asOf).toBe(FUNDED_ON);
  });

  it('works the example through the same quote: payments, finance charge, amount financed and APR', async () => {
    const app = await build();
    const { example, fees } = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 110 });
    // Goldcrest's second term tier starts at $1,000: bi-weekly, sent and repaid by ACH, in Alabama (the first state by name).
    expect(example).toMatchObject({ state: 'AL', amountCents: 1_000_00, paymentFrequency: 'biWeekly', fundedOn: FUNDED_ON, interestRatePercent: 159 });
    const expected = aprOf(110, 'TX', 1_000_00, 17000, 0, 15000, 15000);
    expect(example).toMatchObject({
      paymentCount: expected.payments.length,
      firstDueDate: expected.payments[0]!.dueDate,
      paymentGroups: expected.paymentGroups.map(({ count, amount }) => ({ count, amountCents: amount })),
      aprPercent: expected.apr,
      financeChargeCents: expected.financeCharge,
      amountFinancedCents: expected.amountFinanced,
      totalOfPaymentsCents: expected.totalOfPayments,
    });
    expect(example.paymentCount).toBe(20);
    expect(fees.map((fee) => fee.label)).toEqual(
      expect.arrayContaining(['Interest', 'Origination fee', 'Instant funding', 'Debit card', 'Late charge', 'Paying early', 'Where a 36% APR cap applies']),
    );
  });

  it('serves only where the program lends: capped states at 34% for Goldcrest, none for Bluepeak; never the states not served', async () => {
    const app = await build();
    const goldcrest = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 110 });
    const bluepeak = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 118 });
    const colorado = goldcrest.states.find((state) => state.state === 'CO')!;
    expect(colorado).toMatchObject({ aprCapPercent: 36, interestRatesPercent: [34] });
    expect(colorado.aprMaxPercent).toBeLessThan(36);
    // California's cap starts at $2,500: Goldcrest's largest loan there is capped, the others are not.
    expect(goldcrest.states.find((state) => state.state === 'CA')).toMatchObject({
      aprCapPercent: 36,
      interestRatesPercent: [34, 159],
      maxAmountCents: 2_500_00,
    });
    expect(bluepeak.states.map((state) => state.state)).not.toContain('CO');
    expect(bluepeak.states.find((state) => state.state === 'CA')).toMatchObject({ aprCapPercent: null, maxAmountCents: 1_500_00 });
    for (const answer of [goldcrest, bluepeak]) {
      const served = answer.states.map((state) => state.state);
      for (const state of ['NY', 'PA', 'GA', 'DC']) expect(served).not.toContain(state);
      expect(answer.notServed.map((state) => state.state)).toContain('NY');
      expect(served.length + answer.notServed.length).toBe(52);
    }
    expect(goldcrest.states).toHaveLength(38);
    expect(bluepeak.states).toHaveLength(30);
  });

  it("follows the portfolio record's limits when an operator narrows them", async () => {
    const app = await build();
    await app.database.orm.update(portfolio).set({ maxLoanAmountCents: 800_00 }).where(eq(portfolio.id, 118));
    const answer = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId: 118 });
    expect(Math.max(...answer.states.map((state) => state.maxAmountCents))).toBe(800_00);
  });

  it('refuses an unknown portfolio (-10601) and a malformed one (400), without a session either way', async () => {
    const app = await build();
    for (const definition of [getRatesAndTerms, getLenderLicences, getEsignDisclosure]) {
      const unknown = await call(app, definition, { portfolioId: 999 });
      expect(unknown.json()).toMatchObject({ code: -10601 });
      const malformed = await call(app, definition, { portfolioId: 'x' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: -10400 });
    }
  });
});

describe('get-lender-licences', () => {
  it('lists a sample licence per state served, the same states Rates & Terms gives', async () => {
    const app = await build();
    for (const portfolioId of [110, 118]) {
      const { licences, legalName } = await ok<LenderLicences>(app, getLenderLicences, { portfolioId });
      const rates = await ok<RatesAndTerms>(app, getRatesAndTerms, { portfolioId });
      expect(legalName).toBe(SEED_PORTFOLIOS.find((row) => row.id === portfolioId)!.legalName);
      expect(licences).toEqual(rates.states.map((state) => state.licence));
      for (const licence of licences) expect(licence.sample).toBe(true);
    }
    const { licences } = await ok<LenderLicences>(app, getLenderLicences, { portfolioId: 110 });
    expect(licences.find((licence) => licence.state === 'CA')).toEqual({
      state: 'CA',
      stateName: 'California',
      kind: 'Consumer installment lender licence',
      number: 'GC-CA-0110',
      sample: true,
    });
  });
});

describe('get-esign-disclosure', () => {
  it("answers the signing page's own disclosure, in the brand's name", async () => {
    const app = await build();
    for (const row of SEED_PORTFOLIOS) {
      const disclosure = await ok<EsignDisclosure>(app, getEsignDisclosure, { portfolioId: row.id });
      expect(disclosure).toEqual(esignDisclosure(row as Parameters<typeof esignDisclosure>[0]));
      expect(disclosure.paragraphs[0]).toContain(row.legalName);
    }
  });
});
