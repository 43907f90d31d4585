import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { employmentProblem, personalProblem } from '#server/application/answer-rules.ts';
import { isIsoDate } from '#src/domain/iso-date.ts';
import { bankNameOf, listedRoutingNumbers } from '#server/application/bank-directory.ts';
import {
  decideQualification,
  DENIAL_MESSAGE,
  principalReasons,
  statedMonthlyIncomeCents,
  type QualificationFacts,
} from '#server/application/qualification-rules.ts';
import { sniffType } from '#server/application/statements.ts';
import { asks, firstStepOf, sectionsOf } from '#server/application/sections.ts';
import { routingNumberSchema } from '#src/domain/schemas.ts';
import { servedStatesOf } from '#server/application/served-states.ts';
import { employment, personal } from './answers.ts';

const facts = (overrides: Partial<QualificationFacts> = {}): QualificationFacts => ({
  program: { minLoanAmountCents: 200_00, maxLoanAmountCents: 1_500_00 },
  state: 'TX' as QualificationFacts['state'],
  servedStates: servedStatesOf(118),
  verifiedMonthlyIncomeCents: undefined,
  stated: { netPayCents: 1_000_00, payrollFrequency: 17003 },
  blackListed: false,
  inCollection: false,
  riskReport: 0,
  inBankruptcy: false,
  accountMatched: true,
  ...overrides,
});

describe('qualification rules', () => {
  it('turns stated net pay into monthly income with the pay periods of a year (52, 26, 24, 12)', () => {
    expect(statedMonthlyIncomeCents(1_000_00, 17003)).toBe(4_333_33);
    expect(statedMonthlyIncomeCents(1_000_00, 17000)).toBe(2_166_66);
    expect(statedMonthlyIncomeCents(1_000_00, 17002)).toBe(2_000_00);
    expect(statedMonthlyIncomeCents(1_000_00, 17001)).toBe(1_000_00);
  });

  it('offers 40% of monthly income rounded down to $50, capped by program and state, preferring the verified income', () => {
    expect(decideQualification(facts({ stated: { netPayCents: 2_000_00, payrollFrequency: 17001 } }))).toMatchObject({
      qualifiedAmountCents: 800_00,
      incomeSource: 'stated',
    });
    expect(decideQualification(facts({ verifiedMonthlyIncomeCents: 2_490_00 }))).toMatchObject({
      qualifiedAmountCents: 950_00,
      incomeSource: 'ibv',
      monthlyIncomeCents: 2_490_00,
    });
    expect(decideQualification(facts({ verifiedMonthlyIncomeCents: 20_000_00 })).qualifiedAmountCents).toBe(1_500_00);
    expect(decideQualification(facts({ verifiedMonthlyIncomeCents: 20_000_00, state: 'OH' as QualificationFacts['state'] })).qualifiedAmountCents).toBe(
      1_000_00,
    );
  });

  it('answers 2 when the verified account is not the application account', () => {
    expect(decideQualification(facts({ accountMatched: false })).loanAmountResult).toBe(2);
  });

  it('refuses (3, $0, the denial letter) for each reason, naming every one that applies', () => {
    const refused = decideQualification(
      facts({
        blackListed: true,
        inCollection: true,
        riskReport: 1,
        inBankruptcy: true,
        state: 'NY' as QualificationFacts['state'],
        verifiedMonthlyIncomeCents: 400_00,
      }),
    );
    expect(refused).toMatchObject({ loanAmountResult: 3, qualifiedAmountCents: 0, message: DENIAL_MESSAGE });
    expect(refused.reasons).toEqual(['blackListed', 'inCollection', 'highRisk', 'bankruptcy', 'stateNotServed', 'incomeTooLow']);
    expect(decideQualification(facts({ riskReport: -1 })).loanAmountResult).toBe(1);
    // $1,000 a month is enough income, but 40% of it ($400) is under this program's $500 minimum.
    expect(
      decideQualification(facts({ verifiedMonthlyIncomeCents: 1_000_00, program: { minLoanAmountCents: 500_00, maxLoanAmountCents: 2_500_00 } })).reasons,
    ).toEqual(['incomeTooLow']);
  });

  it("refuses a state the portfolio's own pricing does not serve, as its address page does (Bluepeak: Illinois; Goldcrest lends there)", () => {
    const illinois = 'IL' as QualificationFacts['state'];
    expect(decideQualification(facts({ state: illinois, servedStates: servedStatesOf(118) })).reasons).toEqual(['stateNotServed']);
    expect(decideQualification(facts({ state: illinois, servedStates: servedStatesOf(110) })).reasons).toEqual([]);
  });
});

describe('principal reasons of a refusal (Regulation B, 12 CFR 1002.9(b)(2))', () => {
  it('keeps the spec sentence word for word in the denial message', () => {
    expect(DENIAL_MESSAGE).toContain('A denial letter is sent within 30 days.');
  });

  it('gives at most four, in the rules order, in plain words', () => {
    const every = facts({
      blackListed: true,
      inCollection: true,
      riskReport: 1,
      inBankruptcy: true,
      state: 'NY' as QualificationFacts['state'],
      verifiedMonthlyIncomeCents: 400_00,
    });
    expect(principalReasons(decideQualification(every).reasons)).toEqual([
      { code: 'blackListed', text: 'Poor credit performance with us' },
      { code: 'inCollection', text: 'A loan with us is in collection' },
      { code: 'highRisk', text: 'Too many recent returned payments' },
      { code: 'bankruptcy', text: 'Bankruptcy' },
    ]);
    expect(principalReasons(['incomeTooLow'])).toEqual([{ code: 'incomeTooLow', text: 'Income below our minimum' }]);
    expect(principalReasons(['stateNotServed', 'somethingElse'])).toEqual([{ code: 'stateNotServed', text: 'We do not lend in your state' }]);
  });
});

describe('answer rules', () => {
  const today = '2026-03-16';
  it('knows calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
  });

  it('counts a 29 February birthday as 18 on 1 March of a common year', () => {
    const born = personal({ dateOfBirth: '2008-02-29' }) as never;
    expect(personalProblem(born, '2026-02-28')?.code).toBe(-10803);
    expect(personalProblem(born, '2026-03-01')).toBeNull();
  });

  it('needs payday fields that fit the frequency and make paydays', () => {
    expect(employmentProblem(employment() as never, today)).toBeNull();
    expect(employmentProblem(employment({ lastPayday: undefined }) as never, today)).toBeNull();
    expect(employmentProblem(employment({ lastPayday: undefined, dayOfWeekPaid: undefined }) as never, today)?.code).toBe(-10805);
    expect(employmentProblem(employment({ lastPayday: '2026-02-01' }) as never, today)?.code).toBe(-10813);
    expect(employmentProblem(employment({ incomeType: 7001, jobType: undefined }) as never, today)).toBeNull();
  });
});

describe('bank directory', () => {
  it('lists only real ABA routing numbers, about thirty banks', () => {
    const numbers = listedRoutingNumbers();
    for (const number of numbers) expect(v.safeParse(routingNumberSchema(), number).success, number).toBe(true);
    expect(new Set(numbers.map(bankNameOf)).size).toBeGreaterThanOrEqual(30);
    expect(bankNameOf('011000015')).toBeNull();
    // The sandbox IBV banks, so the bank section names the bank a demo borrower verifies with.
    expect(bankNameOf('011000154')).toBe('First Sandbox Bank');
  });
});

describe('statement types', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffType(Buffer.from('%PDF-1.4 ...'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('image/png');
    expect(sniffType(Buffer.from('ffd8ffdb', 'hex'))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffType(Buffer.from('%PD'))).toBeUndefined();
  });
});

describe('sections', () => {
  it('118 asks the questions, 110 does not', () => {
    expect(asks(118, 'question')).toBe(true);
    expect(asks(110, 'question')).toBe(false);
    expect(sectionsOf(110)).toEqual(['personal', 'employment', 'bank', 'ibv', 'summary']);
    expect(sectionsOf(118)).toEqual(['personal', 'employment', 'question', 'bank', 'ibv', 'summary']);
    expect(firstStepOf('employment')).toBe('employment/income');
  });
});
