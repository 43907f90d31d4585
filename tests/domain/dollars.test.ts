import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';

describe('dollars typed by a borrower, kept in cents', () => {
  it.each([
    ['1500', 150000],
    ['1,250.5', 125050],
    ['$12', 1200],
    [' 0.07 ', 7],
    ['19.99', 1999],
  ])('%s -> %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(['', '12.345', '-5', 'abc', '1.2.3'])('refuses %j', (text) => expect(dollarsToCents(text)).toBeNaN());

  it('shows cents again as dollars with two decimals', () => {
    expect(centsToDollars(125050)).toBe('1250.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(undefined)).toBe('');
  });
});
