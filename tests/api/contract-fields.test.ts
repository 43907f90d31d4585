// The contract's shared fields (issue 17): every number within a documented range, the form and the server
// answering the same sentence for the same amount.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { employmentAnswersSchema } from '#src/api/contract/application.ts';
import { domainSchema, isoDateSchema, loanNoSchema, moneySchema, portfolioIdParam, portfolioIdSchema, signedCentsSchema } from '#src/api/contract/fields.ts';
import { dollarsToCents } from '#src/domain/dollars.ts';
import { INT32_MAX, MONEY_MAX_CENTS } from '#src/domain/constants.ts';
import { currencySchema } from '#src/domain/schemas.ts';

function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('money', () => {
  it('is whole cents from 0 to $1,000,000.00', () => {
    expect(messageOf(moneySchema('Net Pay'), MONEY_MAX_CENTS)).toBeUndefined();
    expect(messageOf(moneySchema('Net Pay'), 0)).toBeUndefined();
    expect(messageOf(moneySchema('Net Pay'), 1e308)).toBe('Net Pay should not be more than $1,000,000.00');
    expect(messageOf(moneySchema('Net Pay'), -1)).toBe('Net Pay should not be negative');
    expect(messageOf(moneySchema('Net Pay'), 12.5)).toBe('Net Pay should be whole cents');
    expect(messageOf(signedCentsSchema, -MONEY_MAX_CENTS)).toBeUndefined();
    expect(messageOf(signedCentsSchema, -MONEY_MAX_CENTS - 1)).toBeDefined();
  });

  it('reads the same to the borrower from the form (dollars) and from the server (cents)', () => {
    for (const typed of ['1000000.01', '2500000', '999999999999']) {
      expect(messageOf(currencySchema('Net Pay'), typed)).toBe(messageOf(moneySchema('Net Pay'), dollarsToCents(typed)));
    }
  });
});

describe('ids and codes', () => {
  it('keeps a portfolio id within its integer column, as a number or as query text', () => {
    expect(v.parse(portfolioIdParam, '118')).toBe(118);
    expect(v.parse(portfolioIdParam, String(INT32_MAX))).toBe(INT32_MAX);
    for (const bad of [INT32_MAX + 1, '2147483648', '1e308', 0, 1.5]) expect(messageOf(portfolioIdParam, bad), String(bad)).toBe('Portfolio is not valid');
    expect(messageOf(portfolioIdSchema, INT32_MAX + 1)).toBe('Portfolio is not valid');
  });

  it('takes only the days a payday can be', () => {
    const answers = (changes: object) => ({
      incomeType: 7002,
      payrollType: 18000,
      payrollFrequency: 17001,
      paydayOnHoliday: -1,
      paydayOnAvailability: 0,
      netPayCents: 1,
      ...changes,
    });
    expect(messageOf(employmentAnswersSchema, answers({ monthDay: -13 }))).toBeUndefined();
    expect(messageOf(employmentAnswersSchema, answers({ monthDay: 1e308 }))).toBe('Please choose the day you are paid');
    expect(messageOf(employmentAnswersSchema, answers({ semiMonthlyDays: [1, 32] }))).toBe('Please choose the days you are paid');
    expect(messageOf(employmentAnswersSchema, answers({ semiMonthlyDays: [-1, 15] }))).toBeUndefined();
  });

  it('refuses what the database cannot hold in a loan number and a domain', () => {
    expect(messageOf(loanNoSchema, 'GC-\u0000-1')).toBe('Loan number is not valid');
    expect(v.parse(loanNoSchema, ' GC-DEMO-9001 ')).toBe('GC-DEMO-9001');
    expect(messageOf(domainSchema, 'p110\u0000.localhost')).toBe('Domain contains characters that are not allowed');
    expect(v.parse(domainSchema, ' P110.localhost:8080 ')).toBe('p110.localhost:8080');
  });
});

describe('calendar dates', () => {
  it('takes a day that exists and refuses one its month does not have, with the same message', () => {
    expect(v.parse(isoDateSchema, '2028-02-29')).toBe('2028-02-29');
    for (const date of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-1-5']) {
      const parsed = v.safeParse(isoDateSchema, date);
      expect(parsed.success, date).toBe(false);
      expect(
        parsed.issues?.map((issue) => issue.message),
        date,
      ).toEqual(['Please enter a valid date']);
    }
  });
});
