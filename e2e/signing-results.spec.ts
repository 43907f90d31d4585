// The result pages of signing and funding (decision 0710) against the real server: a borrower of the test's own
// (qualified by /dev/qualify, the wizard confirmed through its calls) opens the agreement on the desktop; a phone
// with no session signs it from the e-mailed link and reads /notification/206; the desktop tab counts down to home,
// which watches the loan; the operator starts its funding from the command line and the open home page shows
// /notification/205. Each page is checked by its title and its exact words.
import type { Page } from '@playwright/test';
import { getDefaultDisbursementDate } from '#src/api/contract/disbursement-dates.ts';
import { getPaymentOption, savePaymentOption, type WizardOptions } from '#src/api/contract/disbursement.ts';
import type { Session } from '#src/api/contract/customer.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BRANDS, PHONE, brandUrl, type Brand } from './support/brands.ts';
import { runOps } from './support/ops.ts';
import { callApi, seedQualified } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { expectPage, freshEmail, mailedLink } from './accounts-helpers.ts';

const REQUEST_RECEIVED =
  'We have received your request and are processing it. We will email you when it is complete, and you can check its status in your account.';
const FUNDING_STARTED =
  'Your loan is approved and we have started sending the money to your bank account. When it arrives depends on your bank; we will email you once the transfer is complete.';

/** The wizard's choices confirmed through its own calls (its pages have their own journeys): the loan, unsigned. */
async function confirmedLoan(page: Page, brand: Brand, session: Session): Promise<string> {
  const options = await callApi<WizardOptions>(page, brand, getPaymentOption, {}, session);
  const { date } = await callApi<{ date: string }>(page, brand, getDefaultDisbursementDate, {}, session);
  const { program } = options;
  const repaymentMode = program.repaymentModes.includes(PAYMENT_MODE.ach) ? PAYMENT_MODE.ach : program.repaymentModes[0]!;
  const choices = {
    amountCents: program.minAmountCents,
    paymentFrequency: program.frequencies[0]!,
    repaymentMode,
    achAuthorized: repaymentMode === PAYMENT_MODE.ach,
    disbursementDate: date,
    disbursementMode: program.disbursementModes[0]!,
    bankAccountId: options.bankAccounts.find((account) => account.primary)!.bankAccountId,
  };
  const answer = await callApi<{ loanNo: string | null; loanFlag: number | null }>(
    page,
    brand,
    savePaymentOption,
    { mode: 1, step: 'confirm-details', choices },
    session,
  );
  expect(answer.loanFlag).toBeNull();
  return answer.loanNo!;
}

type Shown = { loan: { stage: string } };

test('a link signed on a phone with no session ends on 206; funding started while home watches shows 205', async ({ page, browser, step }) => {
  const brand = BRANDS[1];
  const email = freshEmail('signing-results');
  const loanNo = await step('a qualified borrower of our own confirms a loan (the wizard’s calls)', async () => {
    const session = await seedQualified(page, brand, email);
    return confirmedLoan(page, brand, session);
  });

  await step('the desktop opens the agreement, which e-mails the signing link', async () => {
    await page.goto(brandUrl(brand, '/loan-agreement'));
    await expectPage(page, '/loan-agreement', 'Loan Agreement');
    await expect(page.getByLabel('Type your full name to sign')).toBeVisible();
  });
  const fullName = ((await page.locator('[data-agreement] [data-borrower-name]').textContent()) ?? '').trim();
  const link = await mailedLink(page, email, '/signature/');

  await step('a phone with no session signs from the link: /notification/206, the green message over it', async () => {
    const phone = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true });
    const other = await phone.newPage();
    await other.goto(brandUrl(brand, link));
    await expectPage(other, link, 'Sign Loan Agreement');
    await other.getByLabel('Type your full name to sign').fill(fullName);
    await other.getByLabel(/I have read the E-Sign disclosure/).check();
    await other.getByLabel(/I have read the loan agreement/).check();
    await other.getByRole('button', { name: 'Sign the loan agreement' }).click();
    await expectPage(other, '/notification/206', 'Request in Progress');
    await expect(other.getByText(REQUEST_RECEIVED, { exact: true })).toBeVisible();
    await expect(other.getByRole('status').filter({ hasText: 'All set. Your loan agreement is signed.' })).toBeVisible();
    await expectNoAxeViolations(other);
    await phone.close();
  });

  await step('the desktop heard it: the countdown, then home watching the loan', async () => {
    await expect(page.getByRole('status').filter({ hasText: /All set\. You will be redirected to the home page after \d seconds\./ })).toBeVisible();
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/realtime/'));
    await page.getByRole('button', { name: 'OK' }).click();
    await expectPage(page, '/home', 'Home');
    await expect(page.getByRole('region', { name: 'Your loan is on its way' })).toBeVisible();
    await socket;
  });

  await step('the operator approves it (after auto validation) and starts its funding: the open home page shows 205', async () => {
    let stage = '';
    await expect
      .poll(async () => {
        stage = (await runOps<Shown>(page, { command: 'show', loanNo })).loan.stage;
        return stage;
      })
      .not.toMatch(/^(unsigned|validating)$/);
    if (stage !== 'approved') await runOps(page, { command: 'decide', action: 'approve', loanNo, operator: 'e2e' });
    await expect(page.getByRole('list', { name: 'Where your loan is' }).locator('[aria-current="step"]')).toContainText('Your loan is approved');
    // Funding starts by itself at the cut-off of an approved loan's funding date: the operator starts it unless that came first.
    const { loan } = await runOps<Shown>(page, { command: 'show', loanNo });
    if (loan.stage === 'approved') await runOps(page, { command: 'decide', action: 'start-funding', loanNo, operator: 'e2e' });
    await expectPage(page, '/notification/205', 'Funding in Progress');
    await expect(page.getByText(FUNDING_STARTED, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await step('its way on goes home, where the tracker says the money is on its way', async () => {
    await page.getByRole('button', { name: 'Go to my account' }).click();
    await expectPage(page, '/home', 'Home');
    await expect(page.getByRole('region', { name: 'Your loan is on its way' }).locator('[data-loan-status]')).toHaveText('Your money is on its way');
  });
});
