// Money rule: simple interest accrued daily, 1/365 of the annual rate a day on the principal owed, rounded half up
// to the cent (decision 0100, src/domain/lending/interest.ts). What a borrower would notice: a cent more or less
// than the rate says, interest that shrinks when more is owed or longer, a split period that costs more.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '#src/domain/iso-date.ts';
import { accruedInterest, interestForDays } from '#src/domain/lending/interest.ts';
import { annualRates, principals, startDates } from './loans.ts';

/** The exact interest, balance x bps x days / (10 000 x 365), rounded half up, worked out here in BigInt on its own. */
function exactInterest(balance: number, bps: number, days: number): bigint {
  const numerator = BigInt(balance) * BigInt(bps) * BigInt(days);
  const denominator = 10_000n * 365n;
  return (2n * numerator + denominator) / (2n * denominator);
}

const days = fc.integer({ min: 0, max: 400 });

describe('interest accrued daily (money rule)', () => {
  it('is the rate\u2019s exact interest rounded half up to the cent, for amounts far beyond a loan too', () => {
    fc.assert(
      fc.property(fc.oneof(principals, fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })), annualRates, days, (balance, bps, count) => {
        const exact = exactInterest(balance, bps, count);
        // Beyond 2^53 cents a number cannot hold every cent: refused rather than answered a cent or more off.
        if (exact > BigInt(Number.MAX_SAFE_INTEGER)) expect(() => interestForDays(balance, bps, count)).toThrow(RangeError);
        else expect(BigInt(interestForDays(balance, bps, count))).toBe(exact);
      }),
    );
  });

  it('never falls when more is owed, the rate is higher or the period longer', () => {
    fc.assert(
      fc.property(principals, annualRates, days, fc.nat(10_000), fc.nat(1_000), fc.nat(30), (balance, bps, count, more, higher, longer) => {
        const base = interestForDays(balance, bps, count);
        expect(interestForDays(balance + more, bps, count)).toBeGreaterThanOrEqual(base);
        expect(interestForDays(balance, bps + higher, count)).toBeGreaterThanOrEqual(base);
        expect(interestForDays(balance, bps, count + longer)).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('costs within a cent the same whether a period is accrued at once or in two parts', () => {
    fc.assert(
      fc.property(principals, annualRates, days, days, (balance, bps, first, second) => {
        const whole = interestForDays(balance, bps, first + second);
        const parts = interestForDays(balance, bps, first) + interestForDays(balance, bps, second);
        expect(Math.abs(whole - parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('counts the calendar days between two dates, leap days included, and nothing at no rate or no time', () => {
    fc.assert(
      fc.property(principals, annualRates, startDates, days, (balance, bps, from, count) => {
        expect(accruedInterest(balance, bps, from, addDays(from, count))).toBe(interestForDays(balance, bps, count));
        expect(accruedInterest(balance, 0, from, addDays(from, count))).toBe(0);
        expect(accruedInterest(balance, bps, from, from)).toBe(0);
      }),
    );
  });
});
