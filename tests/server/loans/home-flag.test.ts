import { describe, expect, it } from 'vitest';
import { decideHomePage, REPAIR_MESSAGES, type FlagApplication, type FlagLoan } from '#server/loans/home-flag.ts';

const application = (overrides: Partial<FlagApplication> = {}): FlagApplication => ({
  status: 'draft',
  loanAmountResult: null,
  qualifiedAmountCents: null,
  noIbvSituation: null,
  bankAccountVerified: false,
  ...overrides,
});
const qualified = (result: 1 | 2, verified = true) =>
  application({ status: 'qualified', loanAmountResult: result, qualifiedAmountCents: 75_000, bankAccountVerified: verified });
const loan = (loanStatus: number, signatureStatus = 0): FlagLoan => ({ loanStatus, signatureStatus });

/** A rule's row: its name, the application and loans it decides from, and the flag it answers. */
type Row = [name: string, app: FlagApplication | null, loans: FlagLoan[], flag: number];

describe('decideHomePage: one row per rule', () => {
  // Titled by a loop, not it.each's '%s -> flag %i': '%i' took the second value, the application, and printed 'flag NaN'.
  const rows: Row[] = [
    ['no application, no loan', null, [], 1],
    ['a draft application', application(), [], 1],
    ['a submitted application', application({ status: 'submitted' }), [], 1],
    ['pending review of a bank statement', application({ status: 'pending' }), [], 1],
    ['unavailable (result 3)', application({ status: 'unavailable', loanAmountResult: 3, qualifiedAmountCents: 0 }), [], 1],
    ['no IBV 201 not submitted', application({ noIbvSituation: 201 }), [], 1],
    ['no IBV 202 no IBV', application({ noIbvSituation: 202 }), [], 1],
    ['no IBV 203 while a statement is read (pending)', application({ status: 'pending', noIbvSituation: 203 }), [], 1],
    ['no IBV 204 while a statement is read (pending)', application({ status: 'pending', noIbvSituation: 204 }), [], 1],
    [
      'no IBV 204, refused meanwhile (unavailable)',
      application({ status: 'unavailable', loanAmountResult: 3, qualifiedAmountCents: 0, noIbvSituation: 204 }),
      [],
      1,
    ],
    ['result 1 without an amount', application({ loanAmountResult: 1, qualifiedAmountCents: 0 }), [], 1],
    ['qualified with a matched account (result 1)', qualified(1), [], 2],
    ['qualified with an unmatched account now verified (result 2)', qualified(2, true), [], 2],
    ['qualified, only a withdrawn loan', qualified(1), [loan(103)], 2],
    ['qualified, only a paid-off loan', qualified(1), [loan(206, 1)], 2],
    ['initializing, not signed', null, [loan(101, 0)], 3],
    ['originating, not signed', null, [loan(102, 0)], 3],
    ['originating, signature expired', qualified(1), [loan(102, 2)], 3],
    ['originating and signed', null, [loan(102, 1)], 4],
    ['approved', null, [loan(104, 1)], 4],
    ['pending', null, [loan(201, 1)], 4],
    ['disbursed', null, [loan(202, 1)], 5],
    ['processing', null, [loan(203, 1)], 5],
    ['suspended', null, [loan(204, 1)], 5],
    ['collecting', null, [loan(205, 1)], 5],
    ['not verified (no IBV 203)', application({ status: 'submitted', noIbvSituation: 203 }), [], 6],
    ['qualified with an unmatched account not verified (result 2)', qualified(2, false), [], 6],
    ['not qualified (no IBV 204: verified, no regular pay), draft', application({ noIbvSituation: 204 }), [], 6],
    ['not qualified (no IBV 204), submitted', application({ status: 'submitted', noIbvSituation: 204 }), [], 6],
  ];
  for (const [name, app, loans, flag] of rows) {
    it(`${name} -> flag ${flag}`, () => {
      expect(decideHomePage(app, loans).flag).toBe(flag);
    });
  }
});

describe('decideHomePage: precedence 5 > 4 > 3 > 6 > 2 > 1', () => {
  it.each<[string, FlagApplication | null, FlagLoan[], number]>([
    ['repaying beats in progress and unsigned', null, [loan(102, 0), loan(201, 1), loan(205, 1)], 5],
    ['in progress beats unsigned', null, [loan(101, 0), loan(104, 1)], 4],
    ['unsigned beats repair', application({ noIbvSituation: 203 }), [loan(102, 0)], 3],
    ['repair beats prepare', application({ loanAmountResult: 1, qualifiedAmountCents: 50_000, noIbvSituation: 203 }), [], 6],
    ['a cancelled signature is neither unsigned nor in progress', qualified(1), [loan(102, 3)], 2],
  ])('%s', (_name, app, loans, flag) => {
    expect(decideHomePage(app, loans).flag).toBe(flag);
  });
});

describe('decideHomePage: what to repair', () => {
  it('says to try another bank account when the account could not be verified', () => {
    expect(decideHomePage(application({ noIbvSituation: 203 }), [])).toEqual({
      flag: 6,
      repair: { noIbvSituation: 203, message: REPAIR_MESSAGES.notVerified },
    });
    expect(REPAIR_MESSAGES.notVerified).toBe('We could not verify your bank account. Please try another bank account to continue your application.');
  });

  it('says to verify the account the pay goes into, or upload a statement, when the verified one shows no regular pay', () => {
    expect(decideHomePage(application({ noIbvSituation: 204 }), [])).toEqual({
      flag: 6,
      repair: { noIbvSituation: 204, message: REPAIR_MESSAGES.notQualified },
    });
    expect(REPAIR_MESSAGES.notQualified).toBe(
      'The bank account you verified shows no regular pay. Please enter the account your pay goes into and verify it, or upload a bank statement, to continue your application.',
    );
  });

  it('says to verify the account given when the verified one does not match', () => {
    expect(decideHomePage(qualified(2, false), [])).toEqual({ flag: 6, repair: { noIbvSituation: null, message: REPAIR_MESSAGES.unmatchedAccount } });
  });

  it('has nothing to repair on any other page', () => {
    expect(decideHomePage(qualified(1), []).repair).toBeNull();
    expect(decideHomePage(null, [loan(202, 1)]).repair).toBeNull();
  });
});
