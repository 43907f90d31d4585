// The documented sandbox users (docs/sandbox-ibv.md, and shown on the provider pages): the user name picks
// the outcome, the password is the same for all. Anything else is a wrong password.
import { BANK_ACCOUNT_TYPE } from '#src/domain/codes/bank.ts';
import { PAYROLL_FREQUENCY, type PayrollFrequency } from '#src/domain/codes/payroll.ts';

export const SANDBOX_PASSWORD = 'sandbox-pass';
/** Provider 10000's one-time code. */
export const SANDBOX_ONE_TIME_CODE = '123456';
/** Provider 20000's security question and its answer (compared without case or edge spaces). */
export const SANDBOX_SECURITY_QUESTION = 'In what city was your first job?';
export const SANDBOX_SECURITY_ANSWER = 'Springfield';
/** Wrong passwords (or wrong codes) before the online account is locked: the request ends in -1. */
export const MAX_FAILED_ATTEMPTS = 3;
/** The "report_pending" user's report is ready this long after the borrower finished (status 20 till then). */
export const REPORT_DELAY_MS = 5_000;

/** The checking account every sandbox user has (any bank): type these in the bank section to match. */
export const SANDBOX_CHECKING_NUMBER = '4000123456';
export const SANDBOX_SAVINGS_NUMBER = '4000987654';

export type SandboxOutcome = 'success' | 'slowReport' | 'accountLocked' | 'noEligibleAccount' | 'unexpected';

export type SandboxAccount = {
  accountId: string;
  name: string;
  accountType: number;
  accountNumber: string;
  balanceCents: number;
  /** A closed account is listed but cannot be chosen. */
  closed: boolean;
};

export type SandboxPayroll = { frequency: PayrollFrequency; netPayCents: number; employer: string };

export type SandboxUser = {
  username: string;
  outcome: SandboxOutcome;
  /** What the documentation and the pages say this user shows. */
  description: string;
  payroll: SandboxPayroll | null;
  accounts: SandboxAccount[];
};

const checking = (balanceCents: number): SandboxAccount => ({
  accountId: 'chk-1',
  name: 'Everyday Checking',
  accountType: BANK_ACCOUNT_TYPE.checking,
  accountNumber: SANDBOX_CHECKING_NUMBER,
  balanceCents,
  closed: false,
});
const savings = (balanceCents: number): SandboxAccount => ({
  accountId: 'sav-1',
  name: 'Rainy Day Savings',
  accountType: BANK_ACCOUNT_TYPE.savings,
  accountNumber: SANDBOX_SAVINGS_NUMBER,
  balanceCents,
  closed: false,
});

const paid = (username: string, description: string, payroll: SandboxPayroll, outcome: SandboxOutcome = 'success'): SandboxUser => ({
  username,
  outcome,
  description,
  payroll,
  accounts: [checking(184_233), savings(52_010)],
});

export const SANDBOX_USERS: readonly SandboxUser[] = [
  paid('payroll_biweekly', 'Success: paid $1,150.00 every other Friday', {
    frequency: PAYROLL_FREQUENCY.biWeekly,
    netPayCents: 115_000,
    employer: 'ACME LOGISTICS',
  }),
  paid('payroll_weekly', 'Success: paid $575.00 every Friday', { frequency: PAYROLL_FREQUENCY.weekly, netPayCents: 57_500, employer: 'NORTHWIND MARKETS' }),
  paid('payroll_semimonthly', 'Success: paid $1,240.00 on the 15th and the last day of the month', {
    frequency: PAYROLL_FREQUENCY.semiMonthly,
    netPayCents: 124_000,
    employer: 'CITY OF SPRINGFIELD',
  }),
  paid('payroll_monthly', 'Success: paid $2,650.00 on the last day of the month', {
    frequency: PAYROLL_FREQUENCY.monthly,
    netPayCents: 265_000,
    employer: 'BLUE RIVER HOSPITAL',
  }),
  paid('low_income', 'Success with a low income: paid $310.00 every other Friday', {
    frequency: PAYROLL_FREQUENCY.biWeekly,
    netPayCents: 31_000,
    employer: 'CORNER CAFE',
  }),
  paid(
    'report_pending',
    'Success, but the report takes 5 seconds to build (status 20 meanwhile)',
    { frequency: PAYROLL_FREQUENCY.biWeekly, netPayCents: 115_000, employer: 'ACME LOGISTICS' },
    'slowReport',
  ),
  {
    username: 'no_income',
    outcome: 'success',
    description: 'Connects, but the checking account shows no pay: only irregular small transfers in (status 100, no-IBV 204 not qualified)',
    payroll: null,
    accounts: [checking(184_233), savings(52_010)],
  },
  { username: 'account_locked', outcome: 'accountLocked', description: 'The bank says the online account is locked (status -1)', payroll: null, accounts: [] },
  {
    username: 'no_checking',
    outcome: 'noEligibleAccount',
    description: 'Only a savings account and a closed checking account: no eligible account (status -1)',
    payroll: null,
    accounts: [savings(90_000), { ...checking(0), accountId: 'chk-closed', name: 'Old Checking (closed)', accountNumber: '4000555501', closed: true }],
  },
  { username: 'unexpected_error', outcome: 'unexpected', description: 'The provider fails after sign-in (status -3)', payroll: null, accounts: [] },
];

export function sandboxUser(username: string): SandboxUser | undefined {
  return SANDBOX_USERS.find((user) => user.username === username);
}

/** Only an open checking account can receive and repay a loan (the account-type helper always says checking). */
export function isEligibleAccount(account: SandboxAccount): boolean {
  return !account.closed && account.accountType === BANK_ACCOUNT_TYPE.checking;
}
