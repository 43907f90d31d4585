// Issue 18 in Chromium against the real server, at phone width: what a bank verification found is said
// before the amount ("Bank verified: regular pay of ..."), a refusal gives its principal reasons and the
// spec's denial-letter sentence and e-mails the letter (the outbox), and every guidance page and wizard page
// shows where the borrower is (step N of M). Sandbox users: docs/sandbox-ibv.md (low_income is refused for
// an income under $1,000 a month, docs/sandbox-applicants.md).
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectPage, freshEmail, outbox } from './accounts-helpers.ts';
import { BRANDS, brandUrl, type Brand } from './support/brands.ts';
import { PHONE, expectStep, providerFinish, providerSignIn, seedAnsweredApplicant } from './guidance-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const GOLDCREST = BRANDS.find((brand) => brand.id === 110)!;
const BLUEPEAK = BRANDS.find((brand) => brand.id === 118)!;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const progressOf = (page: Page, name: string) => page.getByRole('navigation', { name });

/** From the answered application to the summary, verified at Tallyway as a sandbox user. */
async function verifyAs(page: Page, brand: Brand, username: string): Promise<void> {
  await page.goto(brandUrl(brand, '/guidance'));
  await expectStep(page, '/guidance/ibv', 'Verify your bank account');
  await page.getByRole('button', { name: /Verify with Tallyway/ }).click();
  await providerSignIn(page, username, 'sandbox-pass');
  await providerFinish(page, 10000);
  await expectStep(page, '/guidance/summary', 'Check your answers');
}

test('a verified borrower reads what the bank showed before the amount, and sees the progress on guidance and wizard pages (Goldcrest)', async ({
  page,
  step,
}) => {
  const email = freshEmail('findings-qualified');
  await step('sign up and answer every page through the API', () => seedAnsweredApplicant(page, GOLDCREST, email));

  await step('the verification page says where the borrower is: step 10 of 12 (no questions section), bank verification', async () => {
    await page.goto(brandUrl(GOLDCREST, '/guidance'));
    await expectStep(page, '/guidance/ibv', 'Verify your bank account');
    const progress = progressOf(page, 'Application progress');
    await expect(progress).toContainText('Step 10 of 12');
    await expect(progress.locator('li[aria-current="step"]')).toHaveText('Bank verification (current step)');
    await expect(progress.locator('li')).toHaveCount(5);
  });

  await step('verify with Tallyway as payroll_biweekly: the summary says what the bank showed', async () => {
    await verifyAs(page, GOLDCREST, 'payroll_biweekly');
    await expect(page.locator('[data-bank-findings]')).toHaveText('Bank verified: regular pay of $1,150.00 every two weeks from ACME LOGISTICS');
    await expect(progressOf(page, 'Application progress')).toContainText('Step 11 of 12');
    await expectNoAxeViolations(page);
    // Read again from the server after a reload.
    await page.reload();
    await expectStep(page, '/guidance/summary', 'Check your answers');
    await expect(page.locator('[data-bank-findings]')).toHaveText('Bank verified: regular pay of $1,150.00 every two weeks from ACME LOGISTICS');
  });

  await step('submit: the qualified amount, then home', async () => {
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectStep(page, '/guidance/qualified-amount', 'Your qualified amount');
    await expect(page.locator('[data-qualified-amount]')).toBeVisible();
    await expect(page.locator('[data-denial-reasons]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });

  await step('the wizard says its step: 1 of 6, Choose Loan Amount current', async () => {
    await page.getByRole('button', { name: 'Choose your loan amount' }).click();
    await expectPage(page, '/disbursement/choose-loan-amount', 'Choose Loan Amount');
    const progress = progressOf(page, 'Loan application steps');
    await expect(progress).toContainText('Step 1 of 6');
    await expect(progress.locator('li[aria-current="step"]')).toHaveText('Choose Loan Amount (current step)');
    await expect(progress.locator('li').last()).toHaveText('Sign Loan Agreement (to do)');
    await expectNoAxeViolations(page);
  });
});

test('a refused borrower reads the principal reasons and the denial-letter sentence, and the letter is e-mailed (Bluepeak)', async ({ page, step }) => {
  const email = freshEmail('findings-refused');
  await step('sign up and answer every page through the API', () => seedAnsweredApplicant(page, BLUEPEAK, email));

  await step('verify with Tallyway as low_income: the summary says the low pay found', async () => {
    await verifyAs(page, BLUEPEAK, 'low_income');
    await expect(page.locator('[data-bank-findings]')).toHaveText('Bank verified: regular pay of $310.00 every two weeks from CORNER CAFE');
  });

  await step('submit: refused, with its reason and the spec sentence', async () => {
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectStep(page, '/guidance/qualified-amount', 'Your qualified amount');
    await expect(page.locator('[data-qualification-message]')).toContainText('A denial letter is sent within 30 days.');
    await expect(page.getByRole('heading', { name: 'The main reason for our decision' })).toBeVisible();
    await expect(page.locator('[data-denial-reasons] li')).toHaveText(['Income below our minimum']);
    await expect(progressOf(page, 'Application progress')).toContainText('Step 13 of 13');
    await expectNoAxeViolations(page);
  });

  await step('the denial letter is in the outbox with the same reason, the lender and the ECOA notice', async () => {
    const letter = (await outbox(page, email)).find((mail) => mail.subject === 'Your Bluepeak Loans loan application: our decision');
    expect(letter).toBeDefined();
    expect(letter!.text).toContain('The principal reasons for our decision:\n\n- Income below our minimum');
    expect(letter!.text).toContain('Creditor: Bluepeak Financial Services, Inc. (Bluepeak Loans)');
    expect(letter!.text).toContain('The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants');
  });
});
