import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DATE_PATTERN,
  formatCurrency,
  formatDate,
  formatPercent,
  formatPercentPoints,
  longDate,
  maskEmailAlt,
  maskPhone,
  maskSsn,
  maskTail,
} from '#src/domain/format.ts';
import { toDayjsPattern } from '#src/domain/date-pattern.ts';

describe('masks', () => {
  it('show only the last four', () => {
    expect(maskPhone('(212) 555-0100')).toBe('(***) ***-0100');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskTail('jane.doe@example.com')).toBe('*****.com');
    expect(maskTail('000123456789')).toBe('*****6789');
    expect(maskEmailAlt('jane.doe@example.com')).toBe('j****@example.com');
  });

  it('show nothing for nothing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskSsn('')).toBe('');
    expect(maskTail('')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('writes cents as dollars with commas, negatives in parentheses', () => {
    expect(formatCurrency(123456)).toBe('$1,234.56');
    expect(formatCurrency(-123456)).toBe('($1,234.56)');
    expect(formatCurrency(5)).toBe('$0.05');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(100_000_000)).toBe('$1,000,000.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCurrency(12.5)).toThrow('Money is integer cents, got 12.5');
  });

  it('reads back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatCurrency(cents);
        const negative = text.startsWith('(');
        const value = Number(text.replace(/[($,)]/g, '').replace('.', ''));
        expect(negative ? -value : value).toBe(cents);
      }),
    );
  });
});

describe('formatPercentPoints', () => {
  it('writes a rate already in percent with both decimals, as the disclosures and the agreement do', () => {
    expect(formatPercentPoints(159.82)).toBe('159.82%');
    expect(formatPercentPoints(129)).toBe('129.00%');
    // 1.005 is 1.00499999999999989... in binary; toFixed(2) would write 1.00.
    expect(formatPercentPoints(1.005)).toBe('1.01%');
  });
});

describe('formatPercent', () => {
  it('rounds half up on the decimal a person reads', () => {
    expect(formatPercent(0.0145)).toBe('1.45%');
    expect(formatPercent(0.123456)).toBe('12.35%');
    // 1.005 is 1.00499999999999989... in binary; a person reads 100.5.
    expect(formatPercent(1.005, 1)).toBe('100.5%');
    expect(formatPercent(0.000125, 2)).toBe('0.01%');
    expect(formatPercent(0.285, 1)).toBe('28.5%');
    expect(formatPercent(0.99995)).toBe('100.00%');
    expect(formatPercent(0.075, 0)).toBe('8%');
    expect(formatPercent(1e-7, 4)).toBe('0.0000%');
    expect(formatPercent(3.99)).toBe('399.00%');
  });

  it('rounds negatives away from zero and never shows -0', () => {
    expect(formatPercent(-0.0145)).toBe('-1.45%');
    expect(formatPercent(-0.000049)).toBe('0.00%');
  });

  it('agrees with exact decimal rounding of the printed value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 4 }), (micros, places) => {
        // value = micros / 1e6 exactly as a person writes it; percent = micros / 1e4.
        const value = Number(`${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')}`);
        const scaled = BigInt(micros) * 10n ** BigInt(places); // percent * 10^places * 10^4
        const rounded = (scaled + 5000n) / 10000n;
        const text = rounded.toString().padStart(places + 1, '0');
        const expected = places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
        expect(formatPercent(value, places)).toBe(`${expected}%`);
      }),
    );
  });
});

describe('dates', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it('uppercases the day token of the server pattern', () => {
    expect(toDayjsPattern('MM/dd/YYYY')).toBe('MM/DD/YYYY');
    expect(toDayjsPattern('yyyy-MM-dd')).toBe('YYYY-MM-DD');
  });

  it('formats a calendar date in the pattern, whatever the machine zone', () => {
    for (const zone of ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'America/Santiago']) {
      process.env.TZ = zone;
      expect(formatDate('2025-07-04', toDayjsPattern('MM/dd/YYYY'))).toBe('07/04/2025');
      expect(formatDate('2024-09-08', 'MMM D, YYYY')).toBe('Sep 8, 2024');
    }
  });

  it('writes a date one way per context: a day in a sentence written out, anything else in the pattern (before the server answers, MM/DD/YYYY)', () => {
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Santiago']) {
      process.env.TZ = zone;
      expect(longDate('2026-12-01')).toBe('Tuesday, December 1, 2026');
      expect(formatDate('2026-12-01', DEFAULT_DATE_PATTERN)).toBe('12/01/2026');
    }
  });
});
