// The table of server/loans/rules.ts: stages, what each decision is allowed from and makes of a loan, every
// route of auto validation, and the funding date and time.
import { describe, expect, it } from 'vitest';
import {
  actionsAllowedIn,
  decideAutoValidation,
  fundingDateOf,
  fundingStartsAt,
  isAllowed,
  LOAN_ACTIONS,
  stageOf,
  targetOf,
  TRIBE_REVIEW_FROM_CENTS,
  type Stage,
  type ValidationFacts,
} from '#server/loans/rules.ts';
import { TEST_NOW } from '../helper.ts';

const NOW = new Date(TEST_NOW);
const DAY = 86_400_000;

describe('stageOf', () => {
  it.each([
    [{ loanStatus: 101, loanSubStatus: null, signatureStatus: 0, tracker: null }, 'unsigned'],
    [{ loanStatus: 102, loanSubStatus: 102001, signatureStatus: 0, tracker: null }, 'unsigned'],
    [{ loanStatus: 102, loanSubStatus: 102001, signatureStatus: 2, tracker: null }, 'unsigned'],
    [{ loanStatus: 102, loanSubStatus: 102005, signatureStatus: 1, tracker: 1 }, 'validating'],
    [{ loanStatus: 102, loanSubStatus: 102005, signatureStatus: 1, tracker: 6 }, 'validating'],
    [{ loanStatus: 102, loanSubStatus: 102001, signatureStatus: 1, tracker: 2 }, 'in-review'],
    [{ loanStatus: 102, loanSubStatus: 102006, signatureStatus: 1, tracker: 2 }, 'in-review'],
    [{ loanStatus: 102, loanSubStatus: 102008, signatureStatus: 1, tracker: 6 }, 'blocked'],
    [{ loanStatus: 103, loanSubStatus: null, signatureStatus: 1, tracker: null }, 'withdrawn'],
    [{ loanStatus: 104, loanSubStatus: null, signatureStatus: 1, tracker: 3 }, 'approved'],
    [{ loanStatus: 201, loanSubStatus: null, signatureStatus: 1, tracker: 4 }, 'funding'],
    [{ loanStatus: 201, loanSubStatus: null, signatureStatus: 1, tracker: 6 }, 'funding-failed'],
    [{ loanStatus: 202, loanSubStatus: null, signatureStatus: 1, tracker: 5 }, 'funded'],
    [{ loanStatus: 205, loanSubStatus: 205002, signatureStatus: 1, tracker: null }, 'funded'],
    [{ loanStatus: 206, loanSubStatus: 206003, signatureStatus: 1, tracker: null }, 'closed'],
  ])('%o is %s', (loan, stage) => {
    expect(stageOf(loan)).toBe(stage);
  });
});

describe('which decision from which stage', () => {
  const table: Record<Stage, string[]> = {
    unsigned: ['decline', 'withdraw'],
    validating: ['approve', 'decline', 'review', 'block', 'withdraw'],
    'in-review': ['approve', 'decline', 'review', 'block', 'withdraw'],
    blocked: ['approve', 'decline', 'review', 'withdraw'],
    approved: ['decline', 'review', 'block', 'start-funding', 'fund', 'withdraw'],
    funding: ['fund', 'fail-funding'],
    'funding-failed': ['decline', 'fund'],
    funded: [],
    withdrawn: [],
    closed: [],
  };
  it.each(Object.entries(table))('%s allows %j', (stage, actions) => {
    expect(actionsAllowedIn(stage as Stage)).toEqual(actions);
    for (const action of LOAN_ACTIONS) expect(isAllowed(action, stage as Stage)).toBe(actions.includes(action));
  });

  it('says what each decision makes of the loan: status, sub-status, tracker', () => {
    expect(targetOf({ action: 'approve' })).toEqual({ loanStatus: 104, loanSubStatus: null, tracker: 3 });
    expect(targetOf({ action: 'review', queue: 'customer' })).toEqual({ loanStatus: 102, loanSubStatus: 102001, tracker: 2 });
    expect(targetOf({ action: 'review', queue: 'agent' })).toMatchObject({ loanSubStatus: 102002 });
    expect(targetOf({ action: 'review', queue: 'underwriter' })).toMatchObject({ loanSubStatus: 102003 });
    expect(targetOf({ action: 'review', queue: 'tribe' })).toMatchObject({ loanSubStatus: 102004 });
    expect(targetOf({ action: 'review', queue: 'non-voice' })).toMatchObject({ loanSubStatus: 102006 });
    expect(targetOf({ action: 'block' })).toEqual({ loanStatus: 102, loanSubStatus: 102008, tracker: 6 });
    expect(targetOf({ action: 'start-funding' })).toEqual({ loanStatus: 201, loanSubStatus: null, tracker: 4 });
    expect(targetOf({ action: 'fund' })).toEqual({ loanStatus: 202, loanSubStatus: null, tracker: 5 });
    expect(targetOf({ action: 'fail-funding' })).toEqual({ loanStatus: 201, loanSubStatus: null, tracker: 6 });
    expect(targetOf({ action: 'withdraw' })).toEqual({ loanStatus: 103, loanSubStatus: null, tracker: null });
    expect(targetOf({ action: 'decline' })).toEqual({ loanStatus: 206, loanSubStatus: 206003, tracker: null });
  });
});

describe('auto validation', () => {
  const clean: ValidationFacts = {
    blackListed: false,
    verifiedAt: new Date(TEST_NOW - DAY),
    riskReport: 0,
    inCollection: false,
    military: -1,
    payoutAccountVerified: true,
    doNotCall: false,
    principalCents: 1_000_00,
  };
  const route = (changes: Partial<ValidationFacts>) => decideAutoValidation({ ...clean, ...changes }, NOW);

  it('approves a loan whose checks are clean: verified, fresh, no red flag, the verified account, under the tribe amount', () => {
    expect(route({})).toMatchObject({ action: 'approve' });
    expect(route({ principalCents: TRIBE_REVIEW_FROM_CENTS - 1, verifiedAt: new Date(TEST_NOW - 30 * DAY) })).toMatchObject({ action: 'approve' });
  });

  it.each<[string, Partial<ValidationFacts>, object]>([
    ['a black-listed SSN is blocked, before anything else', { blackListed: true, verifiedAt: null, riskReport: 1 }, { action: 'block' }],
    ['no bank verification: underwriter', { verifiedAt: null }, { action: 'review', queue: 'underwriter' }],
    ['a verification older than 30 days: customer', { verifiedAt: new Date(TEST_NOW - 30 * DAY - 1) }, { action: 'review', queue: 'customer' }],
    ['no credit report: underwriter', { riskReport: -1 }, { action: 'review', queue: 'underwriter' }],
    ['a high-risk report: underwriter', { riskReport: 1 }, { action: 'review', queue: 'underwriter' }],
    ['a loan in collection: underwriter', { inCollection: true }, { action: 'review', queue: 'underwriter' }],
    ['military: underwriter', { military: 1 }, { action: 'review', queue: 'underwriter' }],
    ['military status unknown: underwriter', { military: 0 }, { action: 'review', queue: 'underwriter' }],
    ['military status not given: underwriter', { military: null }, { action: 'review', queue: 'underwriter' }],
    ['an account the verification did not find: agent', { payoutAccountVerified: false }, { action: 'review', queue: 'agent' }],
    [
      'the same for a borrower who asked not to be called: non-voice',
      { payoutAccountVerified: false, doNotCall: true },
      { action: 'review', queue: 'non-voice' },
    ],
    ['do-not-call alone changes nothing', { doNotCall: true }, { action: 'approve' }],
    ['$1,500.00 or more: tribe', { principalCents: TRIBE_REVIEW_FROM_CENTS }, { action: 'review', queue: 'tribe' }],
  ])('%s', (_, changes, outcome) => {
    const decided = route(changes);
    expect(decided).toMatchObject(outcome);
    expect(decided.reason.length).toBeGreaterThan(10);
  });
});

describe('funding date and time', () => {
  // Monday 16 March 2026; Goldcrest's cut-off 13:00 in New York (EDT, UTC-4).
  const at = (iso: string) => Date.parse(iso);

  it('is the disbursement date when approved before its cut-off, or a later date chosen', () => {
    expect(fundingDateOf('2026-03-16', at('2026-03-16T16:59:59Z'), '13:00')).toBe('2026-03-16');
    expect(fundingDateOf('2026-03-18', at('2026-03-16T20:00:00Z'), '13:00')).toBe('2026-03-18');
  });

  it('moves to the next business day after the cut-off, over a weekend and a holiday, and when the date passed', () => {
    expect(fundingDateOf('2026-03-16', at('2026-03-16T17:00:00Z'), '13:00')).toBe('2026-03-17');
    expect(fundingDateOf('2026-03-13', at('2026-03-13T18:00:00Z'), '13:00')).toBe('2026-03-16');
    // Monday 25 May 2026 is Memorial Day: Friday after the cut-off goes to Tuesday 26 May.
    expect(fundingDateOf('2026-05-22', at('2026-05-22T18:00:00Z'), '13:00')).toBe('2026-05-26');
    expect(fundingDateOf('2026-03-10', TEST_NOW, '13:00')).toBe('2026-03-16');
    expect(fundingDateOf(null, TEST_NOW, '13:00')).toBe('2026-03-16');
  });

  it('starts at the cut-off on that date, in New York time whatever the season', () => {
    expect(fundingStartsAt('2026-03-16', '13:00').toISOString()).toBe('2026-03-16T17:00:00.000Z');
    expect(fundingStartsAt('2026-01-15', '14:00').toISOString()).toBe('2026-01-15T19:00:00.000Z');
  });
});
