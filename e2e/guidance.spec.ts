// The application (issue 5) in Chromium at phone width against the real server: a new borrower signs up,
// answers every guidance page, verifies the bank account with provider 10000 after a wrong password and
// with 20000 after a locked account, sees the qualified amount and lands on /home; a reload on each saved
// step resumes there; axe on the pages. Sandbox credentials: docs/sandbox-ibv.md.
import { expect, test } from './support/test.ts';
import { enterMailedCode, fillSignIn, freshEmail } from './accounts-helpers.ts';
import { BRANDS, brandUrl } from './support/brands.ts';
import {
  CLEAR_APPLICANT,
  PHONE,
  answerQuestions,
  answerStep,
  expectStep,
  path,
  providerFinish,
  providerSignIn,
  reloadResumes,
  save,
  seedAnsweredApplicant,
  signUp,
} from './guidance-helpers.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { seedSignedUp } from './support/seed.ts';
import { getPersonalInfo } from '#src/api/contract/application.ts';

const BLUEPEAK = BRANDS.find((brand) => brand.id === 118)!;
const GOLDCREST = BRANDS.find((brand) => brand.id === 110)!;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

// Every question page from the name to the bank account: about ten pages, each one saved on the server.
const ANSWERS_BUDGET_MS = 60_000;

test('a new borrower completes guidance, verifies with 10000 after a wrong password, and sees the qualified amount', async ({ page, step }) => {
  const email = freshEmail('guidance-10000');
  await step('sign up on Bluepeak', () => signUp(page, BLUEPEAK, email));
  await step(
    'answer every page, with reloads in the middle of sections',
    async () => {
      await page.goto(brandUrl(BLUEPEAK, '/guidance'));
      await answerQuestions(page, CLEAR_APPLICANT, { reloads: true });
      await expectNoAxeViolations(page);
      await reloadResumes(page, '/guidance/ibv', 'Verify your bank account');
    },
    ANSWERS_BUDGET_MS,
  );

  await step('verify with Tallyway after a wrong password', async () => {
    await page.getByRole('button', { name: /Verify with Tallyway/ }).click();
    await expect(page).toHaveURL(/sandbox-ibv\/10000\//);
    await providerSignIn(page, 'payroll_biweekly', 'wrong-password');
    // The provider refuses the password on its own page; the borrower tries again there.
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await page.locator('#username').fill('payroll_biweekly');
    await page.locator('#password').fill('sandbox-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await providerFinish(page, 10000);
  });

  await step('check the answers, masked', async () => {
    await expectStep(page, '/guidance/summary', 'Check your answers');
    await expect(page.getByText('***-**-6789')).toBeVisible();
    await expect(page.getByText('*****3456')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await reloadResumes(page, '/guidance/summary', 'Check your answers');
  });

  await step('change the net pay from the summary and come back to it', async () => {
    await page.getByRole('link', { name: 'Change net pay per paycheck' }).click();
    await expectStep(page, '/guidance/employment/net-pay', 'How much is your take-home pay?');
    await expect(page.getByLabel('Net Pay (US dollars)')).toHaveValue('1500.00');
    await page.getByLabel('Net Pay (US dollars)').fill('1600');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expectStep(page, '/guidance/summary', 'Check your answers');
    await expect(page.getByText('$1,600.00')).toBeVisible();
  });

  await step('submit: the screening calls and the qualified amount', async () => {
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectStep(page, '/guidance/qualified-amount', 'Your qualified amount');
    await expect(page.locator('[data-qualified-amount]')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expectNoAxeViolations(page);
  });

  await step('the qualified amount stays after a reload and an old link', async () => {
    await reloadResumes(page, '/guidance/qualified-amount', 'Your qualified amount');
    await page.goto(brandUrl(BLUEPEAK, '/guidance/summary'));
    await expectStep(page, '/guidance/qualified-amount', 'Your qualified amount');
  });

  await step('continue to home', async () => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
  });
});

test('a locked account at 10000, then provider 20000 verifies (Goldcrest)', async ({ page, step }) => {
  const email = freshEmail('guidance-20000');
  // The question pages are typed in the first journey and the model's: this one starts answered.
  await step('sign up and answer every page through the API', () => seedAnsweredApplicant(page, GOLDCREST, email));
  await step('guidance resumes at the bank verification', async () => {
    await page.goto(brandUrl(GOLDCREST, '/guidance'));
    await expectStep(page, '/guidance/ibv', 'Verify your bank account');
  });

  await step('a locked account at Tallyway: the status page and its ways on, after a reload too', async () => {
    await page.getByRole('button', { name: /Verify with Tallyway/ }).click();
    await providerSignIn(page, 'account_locked', 'sandbox-pass');
    // Back on our page with the provider's status and the ways on.
    await expect(page).toHaveURL(/\/guidance\/ibv\/[A-Za-z0-9_-]+$/);
    await expect(page.locator('[data-ibv-message]')).toBeVisible();
    await expectNoAxeViolations(page);
    const statusPath = path(page);
    // Until the application is loaded the overlay covers the page, saying what it waits for (issue 18, defect 11):
    // get-personal-info is held until the words are read, so nothing here depends on timing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = () => resolve();
    });
    await page.route(
      (url) => url.pathname === getPersonalInfo.path,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.reload();
    await expect(page.locator('[data-loading-words]')).toHaveText('Checking your bank verification…');
    await expect(page.getByRole('status').filter({ hasText: 'Checking your bank verification…' })).toBeAttached();
    release();
    await expect(page).toHaveURL((url) => url.pathname === statusPath);
    await expect(page.locator('[data-ibv-message]')).toBeVisible();
  });

  await step('verify with the other provider', async () => {
    await page.getByRole('button', { name: /Use .* instead/ }).click();
    await expect(page).toHaveURL(/sandbox-ibv\/20000\//);
    await providerSignIn(page, 'payroll_biweekly', 'sandbox-pass');
    await providerFinish(page, 20000);
    await expectStep(page, '/guidance/summary', 'Check your answers');
  });

  await step('submit: the qualified amount', async () => {
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expectStep(page, '/guidance/qualified-amount', 'Your qualified amount');
    await expect(page.locator('[data-qualified-amount]')).toBeVisible();
  });
});

test('a bank statement instead of online verification ends on /notification/104', async ({ page, step }) => {
  const email = freshEmail('guidance-statement');
  await step('sign up and answer every page through the API', () => seedAnsweredApplicant(page, BLUEPEAK, email));
  await step('guidance resumes at the bank verification', async () => {
    await page.goto(brandUrl(BLUEPEAK, '/guidance'));
    await expectStep(page, '/guidance/ibv', 'Verify your bank account');
  });

  await step('a text file is refused on the page, a PDF is uploaded', async () => {
    await page.getByRole('button', { name: 'Upload a bank statement instead' }).click();
    await expectStep(page, '/guidance/bank-statement', 'Upload a bank statement');
    // Checked before sending: a text file is refused on the page.
    await page.getByLabel('Bank statement').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a statement') });
    await expect(page.locator('#field-statement-error')).toHaveText('Please upload a PDF, PNG or JPEG file');
    await page
      .getByLabel('Bank statement')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Upload statement' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/notification/104');
  });

  await step('home says a person is reading it: nothing to continue meanwhile', async () => {
    await page.getByRole('button', { name: 'Go to my account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(page.getByRole('heading', { name: 'We are reviewing your application' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue your application' })).toHaveCount(0);
  });
});

test('every page is saved: a reload or another device resumes in the middle of a section with what was typed', async ({ page, browser, step }) => {
  const email = freshEmail('guidance-resume');
  await step('sign up through the API', () => seedSignedUp(page, GOLDCREST, email));
  await step('answer the name and the address', async () => {
    await page.goto(brandUrl(GOLDCREST, '/guidance'));
    await expectStep(page, '/guidance/personal/name', 'Your name and date of birth');
    await answerStep(page, 'personal/name', CLEAR_APPLICANT);
    await save(page);
    await expectStep(page, '/guidance/personal/address', 'Your home address');
    await answerStep(page, 'personal/address', CLEAR_APPLICANT);
    await save(page);
  });

  await step('the contact page offers the sign-up e-mail, after a reload as well; Back shows the address', async () => {
    await expectStep(page, '/guidance/personal/contact', 'How can we reach you?');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await reloadResumes(page, '/guidance/personal/contact', 'How can we reach you?');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByRole('link', { name: '‹ Back' }).click();
    await expectStep(page, '/guidance/personal/address', 'Your home address');
    await expect(page.getByLabel('Street Address')).toHaveValue('12 Main Street');
    await expect(page.getByLabel('ZIP Code')).toHaveValue('78701');
  });

  await step('another device, signed in with a code, opens the same page with the same answers', async () => {
    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const other = await phone.newPage();
    await other.goto(brandUrl(GOLDCREST, '/sign-in'));
    await fillSignIn(other, email, 'Borrower-Pass-2026');
    await enterMailedCode(other, email);
    await expect(other).toHaveURL((url) => url.pathname === '/home');
    await other.goto(brandUrl(GOLDCREST, '/guidance'));
    await expectStep(other, '/guidance/personal/contact', 'How can we reach you?');
    await other.getByRole('link', { name: '‹ Back' }).click();
    await other.getByRole('link', { name: '‹ Back' }).click();
    await expectStep(other, '/guidance/personal/name', 'Your name and date of birth');
    await expect(other.getByLabel('First Name')).toHaveValue('Jane');
    await expect(other.getByLabel('Date of birth')).toHaveValue('1990-04-12');
    await phone.close();
  });
});
