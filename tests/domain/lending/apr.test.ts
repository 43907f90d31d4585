import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annualPercentageRate, computeAnnualPercentageRate, type AprInput } from '#src/domain/lending/apr.ts';
import { addDays, addMonths } from '#src/domain/iso-date.ts';
import { roundHalfUp } from '#src/domain/decimal.ts';

// Regulation Z, Appendix J to Part 1026, paragraph (c): the worked examples of the actuarial method. All 17,
// (c)(1)(i) to (c)(6)(ii), reproduce the printed two decimals through the public API, from calendar dates.
// Amounts are in cents; dates are the Appendix's (1978) where it prints them. Source:
// https://www.consumerfinance.gov/rules-policy/regulations/1026/j/ (also 12 CFR 226 Appendix J); the same inputs
// for (c)(1) to (c)(5)(i) are in the tests of simontreanor/FSharp.Finance.Personal (tests/AprUsActuarialTests.fs).
// For (c)(5)(ii) to (c)(6)(ii) the copies found give only t, f and w (shared/reference/appendix-j-examples.md):
// those tests pick dates whose (b)(4)/(b)(5) counting gives exactly those t, f and w, and check that it does.

const monthly = (first: string, count: number, months = 1) => Array.from({ length: count }, (_, index) => addMonths(first, index * months));
const everyDays = (first: string, count: number, days: number) => Array.from({ length: count }, (_, index) => addDays(first, index * days));
const semimonthly = (count: number) =>
  Array.from({ length: count }, (_, index) => addMonths(index % 2 === 0 ? '1978-03-01' : '1978-03-16', Math.floor(index / 2)));
const pay = (dates: string[], amount: number) => dates.map((date) => ({ date, amount }));
const printed = (input: AprInput) => roundHalfUp(annualPercentageRate(input), 2);

describe('Appendix J (c)(1): single advance, otherwise regular', () => {
  it('(i) monthly payments, regular first period: 9.69%', () => {
    const input = { amountFinanced: 500_000, consummationDate: '1978-01-10', payments: pay(monthly('1978-02-10', 24), 23_000) };
    expect(printed(input)).toBe(9.69);
    expect(computeAnnualPercentageRate(input).unitPeriod).toEqual({ unit: 'month', count: 1 });
  });

  it('(ii) monthly payments, long first period: 11.82%', () => {
    const input = { amountFinanced: 600_000, consummationDate: '1978-02-10', payments: pay(monthly('1978-04-01', 36), 20_000) };
    expect(printed(input)).toBe(11.82);
    // One whole month back from April 1 to March 1, then the 19 days from February 10.
    expect(computeAnnualPercentageRate(input).periods[0]).toEqual({ t: 1, f: 19 / 30 });
  });

  it('(iii) semimonthly payments, short first period: 10.34%', () => {
    const input = { amountFinanced: 500_000, consummationDate: '1978-02-23', payments: pay(semimonthly(24), 21_917) };
    const result = computeAnnualPercentageRate(input);
    expect(roundHalfUp(result.apr, 2)).toBe(10.34);
    expect(result.unitPeriod).toEqual({ unit: 'semimonth' });
    expect(result.periods[0]).toEqual({ t: 0, f: 6 / 15 });
  });

  it('(iv) quarterly payments, long first period: 8.97%', () => {
    const input = { amountFinanced: 1_000_000, consummationDate: '1978-05-23', payments: pay(monthly('1978-10-01', 40, 3), 38_500) };
    const result = computeAnnualPercentageRate(input);
    expect(roundHalfUp(result.apr, 2)).toBe(8.97);
    expect(result.unitPeriod).toEqual({ unit: 'month', count: 3 });
    expect(result.periods[0]).toEqual({ t: 1, f: 39 / 90 });
  });

  it('(v) weekly payments, long first period: 14.96%', () => {
    const input = { amountFinanced: 50_000, consummationDate: '1978-03-20', payments: pay(everyDays('1978-04-21', 30, 7), 1_760) };
    const result = computeAnnualPercentageRate(input);
    expect(roundHalfUp(result.apr, 2)).toBe(14.96);
    expect(result.unitPeriod).toEqual({ unit: 'week', count: 1 });
    expect(result.periods[0]).toEqual({ t: 4, f: 4 / 7 });
  });
});

describe('Appendix J (c)(2): odd first payment', () => {
  it('(i) monthly payments, regular first period, irregular first payment: 10.08%', () => {
    const payments = [{ date: '1978-02-10', amount: 25_000 }, ...pay(monthly('1978-03-10', 23), 23_000)];
    expect(printed({ amountFinanced: 500_000, consummationDate: '1978-01-10', payments })).toBe(10.08);
  });

  it('(ii) payments every 4 weeks, long first period, irregular first payment: 28.50%', () => {
    const payments = [{ date: '1978-04-20', amount: 3_950 }, ...pay(everyDays('1978-05-18', 11, 28), 3_831)];
    const result = computeAnnualPercentageRate({ amountFinanced: 40_000, consummationDate: '1978-03-18', payments });
    expect(roundHalfUp(result.apr, 2)).toBe(28.5);
    expect(result.unitPeriod).toEqual({ unit: 'week', count: 4 });
    expect(result.unitPeriodsPerYear).toBe(13);
  });
});

describe('Appendix J (c)(3): odd final payment', () => {
  it('(i) monthly payments, regular first period, irregular final payment: 10.50%', () => {
    const payments = [...pay(monthly('1978-02-10', 23), 23_000), { date: '1980-01-10', amount: 28_000 }];
    expect(printed({ amountFinanced: 500_000, consummationDate: '1978-01-10', payments })).toBe(10.5);
  });

  it('(ii) payments every 2 weeks, short first period, irregular final payment: 12.22%', () => {
    const payments = [...pay(everyDays('1978-04-11', 19, 14), 950), { date: addDays('1978-04-11', 14 * 19), amount: 3_000 }];
    const result = computeAnnualPercentageRate({ amountFinanced: 20_000, consummationDate: '1978-04-03', payments });
    expect(roundHalfUp(result.apr, 2)).toBe(12.22);
    expect(result.periods[0]).toEqual({ t: 0, f: 8 / 14 });
  });
});

describe('Appendix J (c)(4): odd first and final payments', () => {
  it('(i) monthly payments, regular first period: 10.90%', () => {
    const payments = [{ date: '1978-02-10', amount: 25_000 }, ...pay(monthly('1978-03-10', 22), 23_000), { date: '1980-01-10', amount: 28_000 }];
    expect(printed({ amountFinanced: 500_000, consummationDate: '1978-01-10', payments })).toBe(10.9);
  });

  it('(ii) payments every two months, short first period: 7.30%', () => {
    const payments = [{ date: '1978-03-01', amount: 44_936 }, ...pay(monthly('1978-05-01', 18, 2), 46_500), { date: '1981-05-01', amount: 20_000 }];
    const result = computeAnnualPercentageRate({ amountFinanced: 800_000, consummationDate: '1978-01-10', payments });
    expect(roundHalfUp(result.apr, 2)).toBe(7.3);
    expect(result.unitPeriod).toEqual({ unit: 'month', count: 2 });
  });
});

describe('Appendix J (c)(5): single advance, single payment', () => {
  it('(i) term of less than 1 year, measured in days: 11.45%', () => {
    const result = computeAnnualPercentageRate({
      amountFinanced: 100_000,
      consummationDate: '1978-01-03',
      payments: [{ date: '1978-09-15', amount: 108_000 }],
    });
    expect(roundHalfUp(result.apr, 2)).toBe(11.45);
    // The unit-period is the 255-day term: 365/255 unit-periods a year, rate 8% for the term.
    expect(result.unitPeriod).toEqual({ unit: 'day', count: 255 });
    expect(result.periodicRate).toBeCloseTo(0.08, 12);
  });

  // The dates of (ii) to (iv) are ours: the same day of the month, so (b)(5) counts whole months and no odd days.
  it('(ii) term of 6 months: 8.80%', () => {
    const result = computeAnnualPercentageRate({
      amountFinanced: 100_000,
      consummationDate: '1978-01-03',
      payments: [{ date: '1978-07-03', amount: 104_400 }],
    });
    expect(roundHalfUp(result.apr, 2)).toBe(8.8);
    // The unit-period is the 6-month term (b)(4)(ii): t = 1, two a year.
    expect(result.unitPeriod).toEqual({ unit: 'month', count: 6 });
    expect(result.unitPeriodsPerYear).toBe(2);
    expect(result.periods).toEqual([{ t: 1, f: 0 }]);
  });

  it('(iii) term of 18 months, the fraction of a year in months: 8.76%', () => {
    const result = computeAnnualPercentageRate({
      amountFinanced: 100_000,
      consummationDate: '1978-01-03',
      payments: [{ date: '1979-07-03', amount: 113_519 }],
    });
    expect(roundHalfUp(result.apr, 2)).toBe(8.76);
    // Over a year the unit-period is a year (b)(4)(ii); the 6 months left over are 6/12 of one (b)(5)(v).
    expect(result.unitPeriod).toEqual({ unit: 'year' });
    expect(result.unitPeriodsPerYear).toBe(1);
    expect(result.periods).toEqual([{ t: 1, f: 6 / 12 }]);
  });

  it('(iv) term of exactly 2 years: 11.36%', () => {
    const result = computeAnnualPercentageRate({
      amountFinanced: 100_000,
      consummationDate: '1978-01-03',
      payments: [{ date: '1980-01-03', amount: 124_000 }],
    });
    expect(roundHalfUp(result.apr, 2)).toBe(11.36);
    expect(result.unitPeriod).toEqual({ unit: 'year' });
    expect(result.periods).toEqual([{ t: 2, f: 0 }]);
  });
});

describe('Appendix J (c)(6): skipped payments', () => {
  it('(i) payments every 4 weeks in four series with gaps: 12.00%', () => {
    // Our dates: weeks are counted by days (b)(5)(iv), so each payment falls 28 t + 28 f days after the advance
    // (26, 54, ... 250; 292 ... 432; 474 ... 614; 656 ... 712). The series are 42 days (1.5 unit-periods) apart,
    // which skips t = 9 and t = 22; 4 weeks is still the most frequent period, so (b)(4) picks it.
    const payments = [
      ...pay(everyDays('1978-02-05', 9, 28), 10_000),
      ...pay(everyDays('1978-10-29', 6, 28), 10_000),
      ...pay(everyDays('1979-04-29', 6, 28), 10_000),
      ...pay(everyDays('1979-10-28', 3, 28), 10_000),
    ];
    const result = computeAnnualPercentageRate({ amountFinanced: 213_500, consummationDate: '1978-01-10', payments });
    expect(roundHalfUp(result.apr, 2)).toBe(12);
    expect(result.unitPeriod).toEqual({ unit: 'week', count: 4 });
    expect(result.unitPeriodsPerYear).toBe(13);
    const series = (from: number, to: number, f: number) => Array.from({ length: to - from + 1 }, (_, index) => ({ t: from + index, f }));
    expect(result.periods).toEqual([...series(0, 8, 26 / 28), ...series(10, 15, 12 / 28), ...series(16, 21, 26 / 28), ...series(23, 25, 12 / 28)]);
  });

  it('(ii) monthly payments, skipped, with single payments among them: 10.22%', () => {
    // Our dates: (b)(5)(ii) counts whole months back from each payment, then the odd days over 30. Payments on
    // the 22nd of a month are 12 days past the advance on the 10th; December 8, 1979 is 22 months back to
    // February 8, 1978, 29 days after the advance. Four one-month periods make the month the unit-period.
    const payments = [
      ...pay(['1978-07-22', '1978-08-22', '1978-09-22'], 100_000),
      { date: '1979-01-22', amount: 200_000 },
      ...pay(['1979-07-22', '1979-08-22', '1979-09-22'], 75_000),
      { date: '1979-12-08', amount: 100_000 },
    ];
    const result = computeAnnualPercentageRate({ amountFinanced: 735_000, consummationDate: '1978-01-10', payments });
    expect(roundHalfUp(result.apr, 2)).toBe(10.22);
    expect(result.unitPeriod).toEqual({ unit: 'month', count: 1 });
    expect(result.periods).toEqual([6, 7, 8, 12, 18, 19, 20].map((t) => ({ t, f: 12 / 30 })).concat([{ t: 22, f: 29 / 30 }]));
  });
});

describe('Appendix J (b)(9): the iteration example', () => {
  it('$1,000 repaid in 36 monthly payments of $33.61: 12.83%', () => {
    expect(printed({ amountFinanced: 100_000, consummationDate: '2025-01-15', payments: pay(monthly('2025-02-15', 36), 3_361) })).toBe(12.83);
  });
});

describe('APR beyond the examples', () => {
  it('is zero when the payments only repay the amount financed', () => {
    expect(annualPercentageRate({ amountFinanced: 120_000, consummationDate: '2025-01-01', payments: pay(monthly('2025-02-01', 12), 10_000) })).toBe(0);
  });

  it('counts whole years and twelfths for a single payment over a year', () => {
    // $1,000 paying $1,210 two years later: 10% a year, compounded yearly.
    const result = computeAnnualPercentageRate({
      amountFinanced: 100_000,
      consummationDate: '2024-03-01',
      payments: [{ date: '2026-03-01', amount: 121_000 }],
    });
    expect(result.unitPeriod).toEqual({ unit: 'year' });
    expect(result.apr).toBeCloseTo(10, 10);
  });

  it('uses the given unit-period when there is one', () => {
    const input = { amountFinanced: 500_000, consummationDate: '1978-01-10', payments: pay(monthly('1978-02-10', 24), 23_000) };
    expect(computeAnnualPercentageRate({ ...input, unitPeriod: { unit: 'day' } }).unitPeriodsPerYear).toBe(365);
  });

  it('refuses payments out of order or amounts that are not cents', () => {
    expect(() => annualPercentageRate({ amountFinanced: 1000, consummationDate: '2025-01-10', payments: [{ date: '2025-01-10', amount: 1100 }] })).toThrow(
      'Payment dates must be ascending and after consummation: 2025-01-10',
    );
    expect(() => annualPercentageRate({ amountFinanced: 10.5, consummationDate: '2025-01-10', payments: [{ date: '2025-02-10', amount: 1100 }] })).toThrow(
      'The amount financed must be positive integer cents, got 10.5',
    );
  });

  it('never falls when a payment grows: more interest never lowers the APR', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 5_000 }),
        (amountFinanced, count, firstGap, markupPercent, extra) => {
          const dates = everyDays(addDays('2025-01-02', firstGap), count, 14);
          const amount = Math.ceil((amountFinanced * (100 + markupPercent)) / 100 / count);
          const base = pay(dates, amount);
          const more = base.map((payment, index) => (index === count - 1 ? { ...payment, amount: payment.amount + extra } : payment));
          const before = annualPercentageRate({ amountFinanced, consummationDate: '2025-01-02', payments: base });
          const after = annualPercentageRate({ amountFinanced, consummationDate: '2025-01-02', payments: more });
          expect(after).toBeGreaterThan(before);
        },
      ),
    );
  });

  it('solves the equation it states', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 200_000 }),
        fc.integer({ min: 1, max: 26 }),
        fc.integer({ min: 0, max: 400 }),
        (amountFinanced, count, markupPercent) => {
          const payments = pay(everyDays('2025-03-07', count, 14), Math.round((amountFinanced * (100 + markupPercent)) / 100 / count));
          const result = computeAnnualPercentageRate({ amountFinanced, consummationDate: '2025-02-20', payments });
          const i = result.periodicRate;
          const worth = payments.reduce((sum, payment, index) => {
            const { t, f } = result.periods[index]!;
            return sum + payment.amount / ((1 + f * i) * Math.pow(1 + i, t));
          }, 0);
          expect(Math.abs(worth - amountFinanced)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
