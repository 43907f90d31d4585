// What the guidance journeys share: a new borrower signed up through the e-mailed link, the answers of a
// clear applicant (docs/sandbox-applicants.md), and the sandbox provider's pages (docs/sandbox-ibv.md).
import { type Page } from '@playwright/test';
import { expect } from './support/test.ts';
import { acceptRequiredConsents, expectPage, mailedLink } from './accounts-helpers.ts';
import { brandUrl, type Brand } from './support/brands.ts';
import { callApi, seedSignedUp } from './support/seed.ts';
import { recordBusinessData } from '#src/api/contract/application.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import type { RecordRequest, StepSubmitEvent } from '#machines/guidance/types.ts';

export const PHONE = { width: 390, height: 844 } as const;

/** Signs up a new borrower (welcome, consents, e-mail, link, password); ends signed in. */
export async function signUp(page: Page, brand: Brand, email: string, password = 'Borrower-Pass-2026'): Promise<void> {
  await page.goto(brandUrl(brand, '/welcome'));
  await acceptRequiredConsents(page);
  await expectPage(page, '/send-set-link', 'Create an Account');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const link = await mailedLink(page, email, '/create-account/');
  await page.goto(brandUrl(brand, link));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).not.toHaveURL(/create-account/);
}

/** The most recent Friday on or before today (New York), within the last 31 days: a bi-weekly payday. */
export function lastFriday(): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/New_York' }));
  const back = (today.getDay() + 2) % 7;
  const friday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
  return `${friday.getFullYear()}-${String(friday.getMonth() + 1).padStart(2, '0')}-${String(friday.getDate()).padStart(2, '0')}`;
}

export const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
export const path = (page: Page) => new URL(page.url()).pathname;

export async function expectStep(page: Page, pathname: string, title: string): Promise<void> {
  await expectPage(page, pathname, title);
}

/** A reload resumes on the same page: the flow is rebuilt from get-personal-info. */
export async function reloadResumes(page: Page, pathname: string, title: string): Promise<void> {
  await page.reload();
  await expectStep(page, pathname, title);
}

export type Applicant = { ssn: string; routingNumber: string; accountNumber: string; state: string };
export const CLEAR_APPLICANT: Applicant = { ssn: '123-45-6789', routingNumber: '011000154', accountNumber: '4000123456', state: 'TX' };

/** The clear applicant's answers page by page, as the pages send them (answerStep types the same). */
export const CLEAR_PAGE_ANSWERS: StepSubmitEvent[] = [
  { type: 'step.submit', step: 'personal/name', answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' } },
  {
    type: 'step.submit',
    step: 'personal/address',
    answers: { address: { street1: '12 Main Street', street2: '', city: 'Austin', state: CLEAR_APPLICANT.state, zip: '78701' } },
  },
  {
    type: 'step.submit',
    step: 'personal/contact',
    answers: { contacts: { homePhone: '', cellPhone: '(512) 555-0100', email: 'jane.doe@example.com', alternativePhone: '', alternativeEmail: '' } },
  },
  { type: 'step.submit', step: 'personal/military', answers: { military: -1, optInFlags: 0 } },
  { type: 'step.submit', step: 'personal/ssn', answers: { ssn: CLEAR_APPLICANT.ssn } },
  {
    type: 'step.submit',
    step: 'employment/income',
    answers: { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '', payrollType: 18000 },
  },
  {
    type: 'step.submit',
    step: 'employment/payday',
    answers: { payrollFrequency: 17000, lastPayday: lastFriday(), dayOfWeekPaid: 6, paydayOnHoliday: -1, paydayOnAvailability: 0 },
  },
  { type: 'step.submit', step: 'employment/net-pay', answers: { netPayCents: 150_000 } },
  { type: 'step.submit', step: 'question/about', answers: { inBankruptcy: false, purpose: 'bills' } },
  {
    type: 'step.submit',
    step: 'bank/account',
    answers: { routingNumber: CLEAR_APPLICANT.routingNumber, accountNumber: CLEAR_APPLICANT.accountNumber, accountType: 3001 },
  },
] as unknown as StepSubmitEvent[];

/** Each section's answers merged from its pages, with the page to resume at after it: what the app saves. */
function clearSections(brand: Brand): RecordRequest[] {
  const sections =
    brand.id === 118 ? [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank] : [SECTION.personal, SECTION.employment, SECTION.bank];
  const pagesOf = (section: Section) => CLEAR_PAGE_ANSWERS.filter((page) => page.step.startsWith(`${section}/`));
  return sections.map((section, index) => {
    const next = sections[index + 1];
    const resumeStep = next === undefined ? 'ibv' : pagesOf(next)[0]!.step;
    const answers = Object.assign({}, ...pagesOf(section).map((page) => page.answers)) as object;
    return { section, answers, resumeStep } as RecordRequest;
  });
}

/** A new borrower who has answered every question page (not yet verified), through the API: seeded state. */
export async function seedAnsweredApplicant(page: Page, brand: Brand, email: string): Promise<void> {
  const session = await seedSignedUp(page, brand, email);
  for (const request of clearSections(brand)) await callApi(page, brand, recordBusinessData, request, session);
}

/** Answers every question page, from the name to the bank account; ends on /guidance/ibv. */
export async function answerQuestions(page: Page, applicant: Applicant, { reloads = false, askedQuestions = true } = {}): Promise<void> {
  await expectStep(page, '/guidance/personal/name', 'Your name and date of birth');
  // Nothing typed: the summary lists the spec's messages and takes focus; the title starts with "Error: ".
  await save(page);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('link', { name: "First Name can't be empty" })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Doe');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await save(page);

  await expectStep(page, '/guidance/personal/address', 'Your home address');
  await page.getByLabel('Street Address').fill('12 Main Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State', { exact: true }).selectOption(applicant.state);
  await page.getByLabel('ZIP Code').fill('7870');
  await page.getByLabel('ZIP Code').blur();
  await expect(page.getByText('ZIP Code should be 5 digits')).toBeVisible();
  await page.getByLabel('ZIP Code').fill('78701');
  await save(page);

  await expectStep(page, '/guidance/personal/contact', 'How can we reach you?');
  await page.getByLabel('Cell Phone').fill('(512) 555-0100');
  await page.getByLabel('Email', { exact: true }).fill('jane.doe@example.com');
  await save(page);

  await expectStep(page, '/guidance/personal/military', 'Military status and messages');
  await page.getByLabel('No, I am not in the military').check();
  await save(page);

  await expectStep(page, '/guidance/personal/ssn', 'What is your Social Security number?');
  await page.getByLabel('Social Security number').fill(applicant.ssn);
  await save(page);

  await expectStep(page, '/guidance/employment/income', 'Your income');
  if (reloads) await reloadResumes(page, '/guidance/employment/income', 'Your income');
  await page.getByLabel('Employed').check();
  await page.getByLabel('Full time').check();
  await page.getByLabel('Employer', { exact: true }).fill('Acme Corp');
  await page.getByLabel('Direct deposit').check();
  await save(page);

  await expectStep(page, '/guidance/employment/payday', 'When are you paid?');
  // In the middle of a section: the income page was saved as the section's draft.
  if (reloads) await reloadResumes(page, '/guidance/employment/payday', 'When are you paid?');
  await page.getByLabel('Bi-weekly').check();
  await page.getByLabel('Your last payday').fill(lastFriday());
  await page.getByLabel('Day of the week you are paid').selectOption({ label: 'Friday' });
  await page.getByLabel('Previous business day').check();
  await page.getByLabel('Same day').check();
  // The next paydays, computed by the domain's rules as the borrower answers.
  await expect(page.locator('[data-next-paydays] li')).toHaveCount(4);
  await save(page);

  await expectStep(page, '/guidance/employment/net-pay', 'How much is your take-home pay?');
  await page.getByLabel('Net Pay (US dollars)').fill('1500.00');
  await save(page);

  if (askedQuestions) {
    await expectStep(page, '/guidance/question/about', 'A few questions');
    await page.getByLabel('No', { exact: true }).check();
    await page.getByLabel('What is the loan for?').selectOption('bills');
    await save(page);
  }

  await expectStep(page, '/guidance/bank/account', 'Your bank account');
  if (reloads) await reloadResumes(page, '/guidance/bank/account', 'Your bank account');
  await page.getByLabel('Routing Number').fill('011000155');
  await page.getByLabel('Routing Number').blur();
  await expect(page.locator('#field-routingNumber-error')).not.toBeEmpty();
  await page.getByLabel('Routing Number').fill(applicant.routingNumber);
  await expect(page.locator('[data-bank-name]')).toHaveText('✓ First Sandbox Bank');
  await page.getByLabel('Account Number').fill(applicant.accountNumber);
  await page.getByLabel('Checking').check();
  await save(page);
  await expectStep(page, '/guidance/ibv', 'Verify your bank account');
}

/** On the provider's pages: choose the bank and sign in (the caller gives the user and password). */
export async function providerSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: /First Sandbox Bank/ }).click();
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sandbox's second factor: the one-time code (10000) or the security answer (20000). */
export async function providerSecondFactor(page: Page, provider: 10000 | 20000): Promise<void> {
  if (provider === 10000) {
    await page.locator('#code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
  } else {
    await page.locator('#answer').fill('Springfield');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** The second factor and the account choice of a successful sandbox user; back on our status page. */
export async function providerFinish(page: Page, provider: 10000 | 20000): Promise<void> {
  await providerSecondFactor(page, provider);
  await page.getByLabel(/ending 3456/).check();
  await page.getByRole('button', { name: 'Share this account' }).click();
}

/** The question pages, by resume step: what a clear applicant types on each (no detours through errors). */
export async function answerStep(page: Page, step: string, applicant: Applicant): Promise<void> {
  switch (step) {
    case 'personal/name':
      await page.getByLabel('First Name').fill('Jane');
      await page.getByLabel('Last Name').fill('Doe');
      await page.getByLabel('Date of birth').fill('1990-04-12');
      break;
    case 'personal/address':
      await page.getByLabel('Street Address').fill('12 Main Street');
      await page.getByLabel('City').fill('Austin');
      await page.getByLabel('State', { exact: true }).selectOption(applicant.state);
      await page.getByLabel('ZIP Code').fill('78701');
      break;
    case 'personal/contact':
      await page.getByLabel('Cell Phone').fill('(512) 555-0100');
      await page.getByLabel('Email', { exact: true }).fill('jane.doe@example.com');
      break;
    case 'personal/military':
      await page.getByLabel('No, I am not in the military').check();
      break;
    case 'personal/ssn':
      await page.getByLabel('Social Security number').fill(applicant.ssn);
      break;
    case 'employment/income':
      await page.getByLabel('Employed').check();
      await page.getByLabel('Full time').check();
      await page.getByLabel('Employer', { exact: true }).fill('Acme Corp');
      await page.getByLabel('Direct deposit').check();
      break;
    case 'employment/payday':
      await page.getByLabel('Bi-weekly').check();
      await page.getByLabel('Your last payday').fill(lastFriday());
      await page.getByLabel('Day of the week you are paid').selectOption({ label: 'Friday' });
      await page.getByLabel('Previous business day').check();
      await page.getByLabel('Same day').check();
      break;
    case 'employment/net-pay':
      await page.getByLabel('Net Pay (US dollars)').fill('1500.00');
      break;
    case 'question/about':
      await page.getByLabel('No', { exact: true }).check();
      await page.getByLabel('What is the loan for?').selectOption('bills');
      break;
    case 'bank/account':
      await page.getByLabel('Routing Number').fill(applicant.routingNumber);
      await expect(page.locator('[data-bank-name]')).toHaveText('✓ First Sandbox Bank');
      await page.getByLabel('Account Number').fill(applicant.accountNumber);
      await page.getByLabel('Checking').check();
      break;
    default:
      throw new Error(`No answers for the page ${step}`);
  }
  await save(page);
}

/** What a borrower can meet on a sandbox provider's pages (docs/sandbox-ibv.md). */
export type SandboxOutcome = 'success' | 'wrong-password-then-success' | 'locked' | 'institution-down' | 'report-pending' | 'no-checking' | 'no-income';

/** On the provider's pages: plays the outcome; every one of them ends back on our status page. */
export async function playSandboxOutcome(page: Page, provider: 10000 | 20000, outcome: SandboxOutcome): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/sandbox-ibv/${provider}/`));
  switch (outcome) {
    case 'institution-down':
      await page.getByRole('button', { name: /Sandbox Down Bank/ }).click();
      return;
    case 'locked':
      await providerSignIn(page, 'account_locked', 'sandbox-pass');
      return;
    case 'wrong-password-then-success':
      await providerSignIn(page, 'payroll_biweekly', 'wrong-password');
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
      await page.locator('#username').fill('payroll_biweekly');
      await page.locator('#password').fill('sandbox-pass');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await providerFinish(page, provider);
      return;
    case 'success':
      await providerSignIn(page, 'payroll_biweekly', 'sandbox-pass');
      await providerFinish(page, provider);
      return;
    case 'no-income':
      // Shares the checking account like a success, but it shows no pay: status 100 with no-IBV 204.
      await providerSignIn(page, 'no_income', 'sandbox-pass');
      await providerFinish(page, provider);
      return;
    case 'report-pending':
      // Shares the account like a success; the report is built 5 seconds later (status 20 meanwhile).
      await providerSignIn(page, 'report_pending', 'sandbox-pass');
      await providerFinish(page, provider);
      return;
    case 'no-checking':
      // Only a savings and a closed checking account: nothing to share, back to the lender.
      await providerSignIn(page, 'no_checking', 'sandbox-pass');
      await providerSecondFactor(page, provider);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No account can be shared');
      await page.getByRole('button', { name: /^Return to / }).click();
  }
}

/** What the borrower reads when a call fails on its way: no answer at all, or a server error (500). */
export const FAULT_MESSAGES = {
  abort: 'We could not reach our servers. Please check your connection and try again.',
  500: 'Something went wrong on our side. Please try again.',
} as const;
export type Fault = keyof typeof FAULT_MESSAGES;

/**
 * A fault in the network, not a mock: the next call to `callPath` (an API path) fails, by a dropped
 * connection or a bare 500 that never reaches the server; every later call goes to the real server.
 */
export async function failNextCall(page: Page, callPath: string, fault: Fault): Promise<void> {
  await page.route(
    (url) => url.pathname === callPath,
    (route) => (fault === 'abort' ? route.abort('connectionreset') : route.fulfill({ status: 500, body: '' })),
    { times: 1 },
  );
}
