// How much a borrower qualifies for: every rule in one place (decision 0502). Pure: the service gathers
// the facts (income, state, screening, bank match) and stores what this decides.
//
// 1. Monthly income: the bank verification's figure (ibv_report.income.monthlyIncomeCents) when there is
//    one, else the stated net pay x pay periods a year / 12 (52, 26, 24, 12), rounded down to the cent.
// 2. Refusals, each giving result 3 with the denial-letter message: black-listed, in collection, high risk,
//    in bankruptcy, state not served, monthly income under MIN_MONTHLY_INCOME_CENTS, or an amount under the
//    program's minimum.
// 3. Amount: INCOME_SHARE of the monthly income, capped by the state's maximum and the portfolio program's
//    maximum, rounded down to AMOUNT_STEP_CENTS.
// 4. Result 1 when the verified (selected IBV) account is the application's account, else 2.
// 5. A refusal's principal reasons (at most four, in the order of 2) in the plain words of an adverse-action
//    notice (Regulation B, 12 CFR 1002.9(b)(2)): shown on the result page and in the denial letter.
import type { DenialReason, DenialReasonAnswer } from '#src/api/contract/application.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { LOAN_AMOUNT_RESULT, LOAN_RISK_REPORT } from '#src/domain/codes/loan.ts';
import { PAY_PERIOD, type PayrollFrequency } from '#src/domain/codes/payroll.ts';
import type { UsState } from '#src/domain/codes/us-states.ts';

/** The share of one month's income a borrower may borrow. */
export const INCOME_SHARE = 0.4;
/** Amounts are offered in whole $50 steps, rounded down. */
export const AMOUNT_STEP_CENTS = 50_00;
/** Under this monthly income no installment fits a budget. */
export const MIN_MONTHLY_INCOME_CENTS = 1_000_00;

/** The spec's sentence (section 8, "A denial letter is sent within 30 days") kept word for word, with context before it. */
export const DENIAL_LETTER_SENTENCE = 'A denial letter is sent within 30 days.';
export const DENIAL_MESSAGE = `We are unable to offer you a loan at this time. ${DENIAL_LETTER_SENTENCE}`;

/** Regulation B asks for the specific principal reasons; more than four is not meaningful to a borrower (1002.9(b)(2), comment 9(b)(2)-1). */
export const MAX_PRINCIPAL_REASONS = 4;

/** What each refusing rule says to the borrower: specific, in plain words, never a code or a score. */
export const DENIAL_REASON_TEXT: Readonly<Record<DenialReason, string>> = {
  blackListed: 'Poor credit performance with us',
  inCollection: 'A loan with us is in collection',
  highRisk: 'Too many recent returned payments',
  bankruptcy: 'Bankruptcy',
  stateNotServed: 'We do not lend in your state',
  incomeTooLow: 'Income below our minimum',
};

/** The principal reasons of a refusal as the borrower reads them: at most four, in the rules' order. Unknown codes (none today) are skipped. */
export function principalReasons(reasons: readonly string[]): DenialReasonAnswer[] {
  return reasons
    .filter((code): code is DenialReason => Object.hasOwn(DENIAL_REASON_TEXT, code))
    .slice(0, MAX_PRINCIPAL_REASONS)
    .map((code) => ({ code, text: DENIAL_REASON_TEXT[code] }));
}

/**
 * States the lender does not lend in (rate caps or licensing the program does not meet), and the lower
 * maximums of those it does. Sandbox program figures, not legal advice: Compliance owns the real table.
 */
export const STATES_NOT_SERVED: ReadonlySet<UsState> = new Set<UsState>([
  'AR',
  'AZ',
  'CT',
  'DC',
  'GA',
  'MA',
  'MD',
  'NC',
  'NJ',
  'NY',
  'PA',
  'PR',
  'VT',
  'WV',
] as UsState[]);

export const STATE_MAXIMUM_CENTS: Readonly<Partial<Record<UsState, number>>> = {
  CA: 2_500_00,
  FL: 1_000_00,
  IL: 1_500_00,
  OH: 1_000_00,
  TX: 1_800_00,
  VA: 2_000_00,
} as Partial<Record<UsState, number>>;

export type { DenialReason };

export type QualificationFacts = {
  program: { minLoanAmountCents: number; maxLoanAmountCents: number };
  state: UsState;
  /** The states the portfolio lends in (served-states.ts): the address page's own list. */
  servedStates: readonly UsState[];
  /** From the bank verification's report; undefined without one. */
  verifiedMonthlyIncomeCents: number | undefined;
  stated: { netPayCents: number; payrollFrequency: PayrollFrequency };
  blackListed: boolean;
  inCollection: boolean;
  riskReport: number;
  inBankruptcy: boolean;
  /** The selected IBV account is the application's account (equal digests). */
  accountMatched: boolean;
};

export type QualificationDecision = {
  loanAmountResult: 1 | 2 | 3;
  qualifiedAmountCents: number;
  incomeSource: 'ibv' | 'stated';
  monthlyIncomeCents: number;
  reasons: DenialReason[];
  /** The caps that applied, for the record. */
  capCents: number;
  message: string;
};

export function statedMonthlyIncomeCents(netPayCents: number, frequency: PayrollFrequency): number {
  return Math.floor((netPayCents * PAY_PERIOD[frequency].periodsPerYear) / 12);
}

export function decideQualification(facts: QualificationFacts): QualificationDecision {
  const incomeSource = facts.verifiedMonthlyIncomeCents === undefined ? 'stated' : 'ibv';
  const monthlyIncomeCents = facts.verifiedMonthlyIncomeCents ?? statedMonthlyIncomeCents(facts.stated.netPayCents, facts.stated.payrollFrequency);
  const capCents = Math.min(facts.program.maxLoanAmountCents, STATE_MAXIMUM_CENTS[facts.state] ?? Number.MAX_SAFE_INTEGER);
  const amount = Math.floor(Math.min(monthlyIncomeCents * INCOME_SHARE, capCents) / AMOUNT_STEP_CENTS) * AMOUNT_STEP_CENTS;

  const reasons: DenialReason[] = [];
  if (facts.blackListed) reasons.push('blackListed');
  if (facts.inCollection) reasons.push('inCollection');
  if (facts.riskReport === LOAN_RISK_REPORT.high) reasons.push('highRisk');
  if (facts.inBankruptcy) reasons.push('bankruptcy');
  if (!facts.servedStates.includes(facts.state)) reasons.push('stateNotServed');
  if (monthlyIncomeCents < MIN_MONTHLY_INCOME_CENTS || amount < facts.program.minLoanAmountCents) reasons.push('incomeTooLow');

  if (reasons.length > 0) {
    return {
      loanAmountResult: LOAN_AMOUNT_RESULT.unavailable as 3,
      qualifiedAmountCents: 0,
      incomeSource,
      monthlyIncomeCents,
      reasons,
      capCents,
      message: DENIAL_MESSAGE,
    };
  }
  const matched = facts.accountMatched;
  return {
    loanAmountResult: (matched ? LOAN_AMOUNT_RESULT.availableMatchedAccount : LOAN_AMOUNT_RESULT.availableUnmatchedAccount) as 1 | 2,
    qualifiedAmountCents: amount,
    incomeSource,
    monthlyIncomeCents,
    reasons,
    capCents,
    message: matched
      ? `You qualify for a loan of up to ${formatCurrency(amount)}.`
      : `You qualify for a loan of up to ${formatCurrency(amount)}. The bank account you verified is not the one on your application: please check which account the loan should use.`,
  };
}
