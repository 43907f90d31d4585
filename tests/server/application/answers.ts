// Answers that pass every rule (TEST_NOW is Monday 16 March 2026), for the application tests. No database here.

export const SSN = '123-45-6789';
export const ROUTING = '021000021';
export const ACCOUNT = '000987654321';

export const personal = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-17',
  ssn: SSN,
  address: { street1: '12 Main Street', city: 'Austin', state: 'TX', zip: '73301' },
  military: -1,
  contacts: { cellPhone: '5125550123', email: 'ada@example.com' },
  optInFlags: 8,
  ...overrides,
});

/** Bi-weekly, last paid Friday 13 March 2026 (TEST_NOW is Monday 16 March): $1,500.00 a paycheck. */
export const employment = (overrides: Record<string, unknown> = {}) => ({
  incomeType: 7002,
  jobType: 1000,
  employerName: 'Acme Tools',
  payrollType: 18000,
  payrollFrequency: 17000,
  lastPayday: '2026-03-13',
  dayOfWeekPaid: 6,
  paydayOnHoliday: -1,
  paydayOnAvailability: 0,
  netPayCents: 1_500_00,
  ...overrides,
});

export const bank = (overrides: Record<string, unknown> = {}) => ({ routingNumber: ROUTING, accountNumber: ACCOUNT, accountType: 3001, ...overrides });
export const questions = (overrides: Record<string, unknown> = {}) => ({ inBankruptcy: false, purpose: 'bills', ...overrides });
