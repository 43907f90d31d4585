// Repaying by debit card chosen in the wizard (issue 13) in Chromium against the real server, on a phone: a borrower
// with the demo qualified application (its own, by /dev/qualify) chooses debit card, types a card the sandbox
// processor refuses (the message, nothing lost), then 4242 4242 4242 4242 ("Visa ending in 4242"), authorizes
// payments from it, and confirms (the card named); signed and funded through the operator's commands, the loan
// details show automatic payments from that card and never ask for a card again. Axe on the card's pages.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { availableDate } from '#src/api/contract/disbursement-dates.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl } from './support/brands.ts';
import { runOps } from './support/ops.ts';
import { callApi, seedQualified } from './support/seed.ts';
import { expectPage, freshEmail } from './accounts-helpers.ts';

const goldcrest = BRANDS.find((one) => one.id === 110)!;
const at = (step: string) => `/disbursement/${step}`;
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

test.use({ viewport: PHONE.viewport, hasTouch: true });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Name on card').fill('Card Tester');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Billing ZIP code').fill('10001');
  await page.getByRole('button', { name: 'Use this card' }).click();
}

type Shown = { loan: { allowed: string[]; status: string } };
const allowedOn = async (page: Page, loanNo: string) => (await runOps<Shown>(page, { command: 'show', loanNo })).loan.allowed;
const decide = (page: Page, loanNo: string, action: string) => runOps(page, { command: 'decide', action, loanNo, operator: 'e2e' });

test('portfolio 110 on a phone: debit card chosen in the wizard, entered once, named on confirm, and loan details show it without asking again', async ({
  page,
  step,
}) => {
  const email = freshEmail('wizard-card');
  const session = await step('a borrower with the demo qualified application, signed in, on the amount step', async () => {
    const signedIn = await seedQualified(page, goldcrest, email);
    await page.goto(brandUrl(goldcrest, at('choose-loan-amount')));
    await expectPage(page, at('choose-loan-amount'), 'Choose Loan Amount');
    await page.getByLabel('Or type the amount (US dollars)').fill('500');
    await saveAndContinue(page);
    await expectPage(page, at('choose-payment-mode'), 'Choose Repayment Mode');
    return signedIn;
  });

  await step('debit card chosen: saved with no card, the page asks for it', async () => {
    await page.getByRole('radio', { name: /^Weekly / }).check();
    await page.getByRole('radio', { name: /^Debit card/ }).check();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await saveAndContinue(page);
    // The summary names them in the page's order: the card, then its authorization.
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
      'Please enter your debit card and choose “Use this card”, or choose another way to repay',
      'To repay by debit card, please tick the debit card authorization, or choose another way to repay',
    ]);
    await expect(page).toHaveURL((url) => url.pathname === at('choose-payment-mode'));
  });

  await step('a number failing the Luhn check: the processor says so, and nothing typed or chosen is lost', async () => {
    await fillCard(page, '4242 4242 4242 4241');
    await expect(page.getByText('This card number is not valid. Please check it and try again.')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
    await expect(page.getByLabel('Name on card')).toHaveValue('Card Tester');
    await expect(page.getByRole('radio', { name: /^Debit card/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Weekly / })).toBeChecked();
  });

  await step('4242 4242 4242 4242: "Visa ending in 4242" with a way to use another, authorized, saved', async () => {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.locator('[data-card-on-file="4242"]')).toContainText('Visa ending in 4242');
    await expect(page.getByRole('button', { name: 'Use another card' })).toBeVisible();
    const consent = page.getByRole('checkbox', { name: /I authorize .* to charge each scheduled payment to my Visa debit card ending in 4242/ });
    await consent.check();
    await expectNoAxeViolations(page);
    await saveAndContinue(page);
    await expectPage(page, at('choose-bank-account'), 'Date & Bank Account');
  });

  await step('the date, standard ACH, the account of the application; the term; the confirmation names the card', async () => {
    const window = await callApi<{ earliest: string }>(page, goldcrest, availableDate, {}, session);
    await page.locator(`[data-date="${window.earliest}"]`).click();
    await page.getByRole('radio', { name: /^Standard bank transfer/ }).check();
    await page.getByRole('radio', { name: /the account in your application/ }).check();
    await saveAndContinue(page);
    await expectPage(page, at('choose-loan-term'), 'Review Loan Term');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPage(page, at('confirm-details'), 'Confirm Loan Details');
    await expect(page.locator('[data-confirm-card="4242"]')).toHaveText('Visa debit card ending in 4242 · automatic payments authorized');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my loan' }).click();
    await expectPage(page, at('sign-loan-agreement'), 'Sign Loan Agreement');
  });

  // The loan made at confirmation, unsigned: the wizard's call still names it.
  const { loanNo } = await callApi<{ loanNo: string }>(page, goldcrest, getPaymentOption, {}, session);

  await step('signed with the name on the agreement', async () => {
    const fullName = (await page.locator('[data-agreement] [data-borrower-name]').textContent()) ?? '';
    await page.getByLabel('Type your full name to sign').fill(fullName);
    await page.getByLabel(/I have read the E-Sign disclosure/).check();
    await page.getByLabel(/I have read the loan agreement/).check();
    await page.getByRole('button', { name: 'Sign the loan agreement' }).click();
    await expectPage(page, '/home', 'Home');
  });

  await step('approved and funded by the operator', async () => {
    const number = loanNo;
    // Auto validation runs on the server's jobs a moment after signing: approved at once, or a queue an operator clears.
    await expect.poll(async () => (await allowedOn(page, number)).some((action) => action === 'approve' || action === 'start-funding')).toBe(true);
    if ((await allowedOn(page, number)).includes('approve')) await decide(page, number, 'approve');
    if ((await allowedOn(page, number)).includes('start-funding')) await decide(page, number, 'start-funding');
    await decide(page, number, 'fund');
  });

  await step('loan details: automatic payments from the Visa ending 4242, and no card asked for', async () => {
    await page.goto(brandUrl(goldcrest, '/home'));
    await expectPage(page, '/home', 'Home');
    await page.getByRole('button', { name: 'View loan details' }).click();
    await expectPage(page, '/repayment/loan-details', 'Loan Details');
    await expect(page.locator('[data-autopay-state="active"]')).toContainText('Visa debit card ending 4242');
    await expect(page.getByText('Add the debit card for your payments')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
