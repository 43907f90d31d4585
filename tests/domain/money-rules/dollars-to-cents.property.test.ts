// Money rule: amounts typed in dollars are kept in integer cents, never through floating point (DESIGN.md section 4,
// src/domain/dollars.ts): what a field shows reads back to the same cents, and a fraction of a cent is refused,
// never rounded away. What a borrower would notice: $19.99 typed and $19.98 paid, or $0.005 taken as a cent.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { formatCurrency } from '#src/domain/format.ts';

const cents = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }));

describe('dollars typed, cents kept (money rule)', () => {
  it('reads what the field shows, and what the page prints, back to the same cents', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(dollarsToCents(centsToDollars(amount))).toBe(amount);
        expect(dollarsToCents(formatCurrency(amount))).toBe(amount);
      }),
    );
  });

  it('reads whole dollars and one or two decimals exactly, and refuses a fraction of a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }), (dollars, hundredths, extra) => {
        const two = String(hundredths).padStart(2, '0');
        expect(dollarsToCents(`${dollars}`)).toBe(dollars * 100);
        expect(dollarsToCents(`${dollars}.${two}`)).toBe(dollars * 100 + hundredths);
        expect(dollarsToCents(`${dollars}.${two}${extra}`)).toBeNaN();
      }),
    );
  });
});
