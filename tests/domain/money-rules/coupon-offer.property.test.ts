// Money rules of a coupon (decision 0750): the offer's settlement is what is owed less the discount (a percentage
// rounded to the cent, or cents off), always something left to pay (server/coupons/offer.ts); the plan a page
// suggests splits the settlement into payments adding up exactly, the last taking the odd cents, on offered days
// in order (machines/coupon/plan.ts). What a borrower would notice: a settlement that is not the owed amount less
// the discount, a plan whose payments do not add up to the offer, or a payment of nothing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '#src/domain/iso-date.ts';
import { evenSplit, spreadDates } from '#machines/coupon/plan.ts';
import { offerFigures } from '#server/coupons/offer.ts';
import { sum } from './loans.ts';

const owed = fc.integer({ min: 1, max: 2_000_000 });

describe('a coupon settles for what is owed less its discount (money rule)', () => {
  it('takes a percentage off rounded half up to the cent, and leaves something to pay', () => {
    // An operator's percentage has up to two decimals (ops-cli --discount 12.35%): drawn as hundredths of a percent.
    fc.assert(
      fc.property(
        owed,
        fc.integer({ min: 1, max: 9_999 }),
        fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined }),
        (owedCents, hundredths, planCount) => {
          const offer = offerFigures(owedCents, { discount: { percent: hundredths / 100 }, planCount });
          // The exact discount, owed x hundredths / 10 000, rounded half up, worked out in BigInt on its own.
          const off = Number((2n * BigInt(owedCents) * BigInt(hundredths) + 10_000n) / 20_000n);
          if (off >= owedCents) {
            // Only when the rounded discount would take everything (a few cents owed).
            expect(offer).toEqual({ error: `The discount must leave something to pay: the loan owes ${owedCents} cents today.` });
            return;
          }
          expect(offer).toEqual({ kind: planCount === undefined ? 'discount' : 'plan', settlementCents: owedCents - off, maxPayments: planCount ?? 1 });
        },
      ),
    );
  });

  it('rounds a half cent of a percentage up, where floating point would have it a hair below', () => {
    // 0.35% of $110.00 is 38.5 cents: 39 off. In floating point 11000 x 0.35 / 100 is 38.49999..., rounded to 38.
    expect(offerFigures(11_000, { discount: { percent: 0.35 } })).toEqual({ kind: 'discount', settlementCents: 10_961, maxPayments: 1 });
    expect(offerFigures(5_000, { discount: { percent: 0.57 } })).toEqual({ kind: 'discount', settlementCents: 4_971, maxPayments: 1 });
  });

  it('refuses a percentage finer than a hundredth of a percent', () => {
    expect(offerFigures(11_000, { discount: { percent: 12.345 } })).toEqual({ error: '--discount as a percentage has at most two decimals (12.35%).' });
  });

  it('takes cents off exactly, and refuses a discount that leaves nothing to pay', () => {
    fc.assert(
      fc.property(owed, fc.nat(2_500_000), (owedCents, cents) => {
        const offer = offerFigures(owedCents, { discount: { cents } });
        if (cents >= owedCents) expect(offer).toEqual({ error: `The discount must leave something to pay: the loan owes ${owedCents} cents today.` });
        else expect(offer).toEqual({ kind: 'discount', settlementCents: owedCents - cents, maxPayments: 1 });
      }),
    );
  });
});

describe("a coupon plan's payments (money rule)", () => {
  it('add up to the settlement exactly, as even as cents allow: none a cent more than another, the odd cents on the last ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 1, max: 6 }), (totalCents, count) => {
        const payments = evenSplit(totalCents, count);
        expect(payments).toHaveLength(count);
        expect(sum(payments)).toBe(totalCents);
        const each = Math.floor(totalCents / count);
        // The first payments take the floor, the last `totalCents % count` one cent more each.
        payments.forEach((amount, index) => expect(amount).toBe(index < count - (totalCents % count) ? each : each + 1));
      }),
    );
  });

  it('fall on offered days, first to last, in order, one payment a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 6 }), (offeredCount, count) => {
        const offered = Array.from({ length: offeredCount }, (_, index) => addDays('2026-11-25', index));
        const picked = spreadDates(offered, count);
        expect(picked.length).toBe(Math.min(count, offeredCount));
        expect(picked.every((day) => offered.includes(day))).toBe(true);
        expect([...picked].sort()).toEqual(picked);
        expect(new Set(picked).size).toBe(picked.length);
        expect(picked[0]).toBe(offered[0]);
        if (count > 1) expect(picked.at(-1)).toBe(offered.at(-1));
      }),
    );
  });
});
