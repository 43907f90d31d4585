// Decision 0311 for the code lists a borrower reads: each is said from src/domain/code-words.ts's catalog, one id by
// code, and says word for word what the list's label said before (src/domain/codes/*.ts), so the pages read the same
// in English and a translation replaces them.
import { describe, expect, it } from 'vitest';
import {
  bankAccountTypeInWords,
  ibvProviderInWords,
  militaryInWords,
  optInFlagInWords,
  paymentFrequencyInWords,
  payrollFrequencyInWords,
} from '#src/domain/code-words.ts';
import { bankAccountTypeOptions } from '#src/domain/codes/bank.ts';
import { militaryOptions, OPT_IN_FLAG, OPT_IN_FLAG_LABEL } from '#src/domain/codes/customer.ts';
import { IBV_PROVIDER, ibvProviderLabel } from '#src/domain/codes/ibv.ts';
import { paymentFrequencyOptions, payrollFrequencyOptions } from '#src/domain/codes/payroll.ts';

describe('the code lists in words', () => {
  it("say each code's label, word for word", () => {
    const lists = [
      [payrollFrequencyOptions, payrollFrequencyInWords],
      [paymentFrequencyOptions, paymentFrequencyInWords],
      [militaryOptions, militaryInWords],
      [bankAccountTypeOptions, bankAccountTypeInWords],
    ] as const;
    for (const [options, inWords] of lists) {
      expect(options.length).toBeGreaterThan(0);
      for (const { value, label } of options) expect(inWords(value as number)).toBe(label);
    }
    for (const code of Object.values(IBV_PROVIDER)) expect(ibvProviderInWords(code)).toBe(ibvProviderLabel(code));
    for (const flag of Object.keys(OPT_IN_FLAG) as (keyof typeof OPT_IN_FLAG)[]) expect(optInFlagInWords(flag)).toBe(OPT_IN_FLAG_LABEL[flag]);
  });

  it('say nothing for a code not in its list, as its label did', () => {
    expect(payrollFrequencyInWords(99)).toBeUndefined();
    expect(paymentFrequencyInWords(17002)).toBeUndefined(); // semi-monthly pay, never an installment's frequency
    expect(militaryInWords(7)).toBeUndefined();
    expect(bankAccountTypeInWords(1)).toBeUndefined();
    expect(ibvProviderInWords(30000)).toBeUndefined();
  });

  it('read what the guidance summary shows: Weekly, Military, Checking, the contact preferences', () => {
    expect([payrollFrequencyInWords(17003), militaryInWords(-1), bankAccountTypeInWords(3001), optInFlagInWords('marketing')]).toEqual([
      'Weekly',
      'Not military',
      'Checking',
      'Marketing messages',
    ]);
  });
});
