import { describe, expect, it } from 'vitest';
import { roundHalfUp, roundHalfUpText } from '#src/domain/decimal.ts';

describe('decimal rounding', () => {
  it('rounds the printed decimal half away from zero', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(-2.675, 2)).toBe(-2.68);
    expect(roundHalfUp(199.374999, 2)).toBe(199.37);
    expect(roundHalfUpText(9.995, 2)).toBe('10.00');
    expect(roundHalfUpText(12, 0, 2)).toBe('1200');
    expect(roundHalfUpText(-0.001, 2)).toBe('0.00');
  });

  it('refuses what is not a finite number', () => {
    expect(() => roundHalfUp(Number.NaN, 2)).toThrow('Not a finite number: NaN');
  });
});
