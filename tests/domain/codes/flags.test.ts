import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combineFlags, flagsIn, hasFlag, removeFlag } from '#src/domain/codes/flags.ts';
import { OPT_IN_FLAG } from '#src/domain/codes/customer.ts';
import { INSTALLMENT_FLAG } from '#src/domain/codes/payment.ts';

describe('bit flags', () => {
  it('reads a stored opt-in mask', () => {
    const mask = combineFlags(OPT_IN_FLAG.marketing, OPT_IN_FLAG.operation);
    expect(mask).toBe(24);
    expect(hasFlag(mask, OPT_IN_FLAG.marketing)).toBe(true);
    expect(hasFlag(mask, OPT_IN_FLAG.doNotCall)).toBe(false);
    expect(flagsIn(mask, OPT_IN_FLAG)).toEqual(['marketing', 'operation']);
    expect(removeFlag(mask, OPT_IN_FLAG.marketing)).toBe(16);
  });

  it('treats the default installment flag as "no flag set"', () => {
    expect(hasFlag(0, INSTALLMENT_FLAG.default)).toBe(true);
    expect(hasFlag(INSTALLMENT_FLAG.new, INSTALLMENT_FLAG.default)).toBe(false);
    expect(flagsIn(INSTALLMENT_FLAG.collection | INSTALLMENT_FLAG.new, INSTALLMENT_FLAG)).toEqual(['collection', 'new']);
  });

  it('finds exactly the flags that were combined', () => {
    const names = Object.keys(INSTALLMENT_FLAG).filter((name) => name !== 'default') as Array<keyof typeof INSTALLMENT_FLAG>;
    fc.assert(
      fc.property(fc.subarray(names), (chosen) => {
        const mask = combineFlags(...chosen.map((name) => INSTALLMENT_FLAG[name]));
        expect(flagsIn(mask, INSTALLMENT_FLAG).sort()).toEqual([...chosen].sort());
      }),
    );
  });
});
