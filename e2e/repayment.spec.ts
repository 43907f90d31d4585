// Repaying a loan (issue 13) in Chromium against the real server: a borrower with a funded loan (booked for a
// fresh account, so payments never touch the demo customers) understands what they owe and when, pays off on a
// phone with a quote good through the day they chose, and sees the loan paid off; another pays an extra amount
// and sees the shorter schedule; a returned ACH shows as rejected, and a second failure in a row stops
// automatic withdrawals while a one-time payment stays available. Axe on every page shown.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl, type Brand } from './support/brands.ts';
import { runOps } from './support/ops.ts';
import { borrowerWithLoan, detailsOf, type Borrower } from './support/borrowers.ts';
import { callApi } from './support/seed.ts';
import { expectPage } from './accounts-helpers.ts';

const optionsOf = (page: Page, brand: Brand, borrower: Borrower) =>
  callApi<RepaymentOptions>(page, brand, getPaymentOption, { purpose: 'repayment', loanNo: borrower.loanNo }, borrower.session);

async function openLoanDetails(page: Page, brand: Brand): Promise<void> {
  await page.goto(brandUrl(brand, '/home'));
  await expectPage(page, '/home', 'Home');
  await page.getByRole('button', { name: 'View loan details' }).click();
  await expectPage(page, '/repayment/loan-details', 'Loan Details');
}

async function chooseOption(page: Page, name: string, path: string, title: string): Promise<void> {
  await page.locator('[data-make-payment]').click();
  await expectPage(page, '/repayment/make-a-payment', 'Make a Payment');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expectPage(page, path, title);
}

/** Still to pay: not paid, not being collected, not cancelled by a shorter schedule. */
const isOpen = (installment: LoanDetails['installments'][number]) => ['upcoming', 'due', 'pastDue'].includes(installment.state);

const paidRows = (page: Page) => page.locator('[data-transaction][data-status]');

for (const brand of BRANDS) {
  test.describe(`repayment on portfolio ${brand.id}`, () => {
    test('on a phone: what is owed and when, then a payoff good through a chosen day, confirmed once by a double click, and the loan paid off', async ({
      page,
      step,
    }) => {
      await page.setViewportSize(PHONE.viewport);
      const borrower = await step('a new borrower with a funded loan', () => borrowerWithLoan(page, brand, 'payoff'));
      const details = await detailsOf(page, brand, borrower);
      const next = details.nextPayment!;

      await step('loan details: the next installment (not the balance), the balance, the schedule', async () => {
        await openLoanDetails(page, brand);
        await expect(page.locator('[data-next-payment]')).toHaveText(formatCurrency(next.amountCents));
        await expect(page.locator('[data-next-payment]')).toHaveAttribute('data-due-date', next.dueDate);
        await expect(page.locator('[data-balance]')).toHaveText(formatCurrency(details.balanceCents));
        await expect(page.locator('[data-installment]')).toHaveCount(details.installments.length);
        await expectNoAxeViolations(page);
      });

      const { paymentDates } = await optionsOf(page, brand, borrower);
      const goodThrough = paymentDates[1] ?? paymentDates[0]!;
      await step('pay off: the quote good through the chosen day, by ACH', async () => {
        await chooseOption(page, 'Pay off your loan', '/repayment/pay-off', 'Pay Off Your Loan');
        await page.locator(`[data-date="${goodThrough}"]`).click();
        await page.getByRole('radio', { name: /Bank account \(ACH\)/ }).check();
        await page.getByRole('button', { name: 'Review payment' }).click();
        await expect(page.locator('[data-review]')).toBeVisible();
        await expect(page.locator('[data-good-through]')).toHaveAttribute('data-date', goodThrough);
        await expectNoAxeViolations(page);
      });

      await step('confirmed with a double click: Payment Received, one payment, the loan paid off', async () => {
        const confirm = page.getByRole('button', { name: /^Confirm payment of \$/ });
        const amount = (await confirm.textContent())!.replace('Confirm payment of ', '');
        await confirm.dblclick();
        await expectPage(page, '/notification/103', 'Payment Received');
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'View my loan' }).click();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        await expect(page.locator('[data-loan-status]')).toHaveText('Paid off');
        await expect(page.locator('[data-balance]')).toHaveText('$0.00');
        const after = await detailsOf(page, brand, borrower);
        const payoffs = after.transactions.filter((transaction) => transaction.changeType === 101);
        expect(payoffs.map((payoff) => formatCurrency(payoff.amountCents))).toEqual([amount]);
        await expect(paidRows(page).filter({ hasText: amount })).toHaveCount(1);
      });
    });

    test('an extra amount on a desktop shortens the schedule; a wrong amount is said and loses nothing', async ({ page, step }) => {
      const borrower = await step('a new borrower with a funded loan', () => borrowerWithLoan(page, brand, 'extra'));
      const before = await detailsOf(page, brand, borrower);
      const left = before.installments.filter(isOpen).length;
      await step('pay an extra amount: too much is refused in words, then $200.00 shows the shorter schedule', async () => {
        await openLoanDetails(page, brand);
        await chooseOption(page, 'Pay an extra amount', '/repayment/pay-extra', 'Pay an Extra Amount');
        const { paymentDates } = await optionsOf(page, brand, borrower);
        await page.getByLabel('Amount to pay (US dollars)').fill('99999');
        await page.locator(`[data-date="${paymentDates[0]}"]`).click();
        await page.getByRole('radio', { name: /Bank account \(ACH\)/ }).check();
        await page.getByRole('button', { name: 'Review payment' }).click();
        await expect(page.getByRole('alert').first()).toContainText('Please enter an amount between');
        await expect(page.getByLabel('Amount to pay (US dollars)')).toHaveValue('99999');
        await page.getByLabel('Amount to pay (US dollars)').fill('200.00');
        await page.getByRole('button', { name: 'Review payment' }).click();
        await expect(page.locator('[data-review] [data-installment]').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
      await step('confirmed: the loan has fewer payments left', async () => {
        await page.getByRole('button', { name: 'Confirm payment of $200.00' }).click();
        await expectPage(page, '/notification/103', 'Payment Received');
        const after = await detailsOf(page, brand, borrower);
        const cancelled = after.installments.filter((installment) => installment.state === 'cancelled').length;
        expect(after.installments.filter(isOpen).length).toBeLessThan(left);
        expect(cancelled).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'View my loan' }).click();
        await expect(page.locator('[data-installment][data-state="cancelled"]')).toHaveCount(cancelled);
      });
    });

    test('a returned ACH shows as rejected; a second failure in a row stops automatic withdrawals and a one-time payment still works', async ({
      page,
      step,
    }) => {
      const borrower = await step('a new borrower with a funded loan', () => borrowerWithLoan(page, brand, 'returns'));
      const { paymentDates } = await optionsOf(page, brand, borrower);
      const payOnce = async (dollars: string) => {
        await chooseOption(page, 'Make a one-time payment', '/repayment/one-time-payment', 'Make a One-Time Payment');
        await page.getByLabel('Amount to pay (US dollars)').fill(dollars);
        await page.locator(`[data-date="${paymentDates[0]}"]`).click();
        await page.getByRole('radio', { name: /Bank account \(ACH\)/ }).check();
        await page.getByRole('button', { name: 'Review payment' }).click();
        await page.getByRole('button', { name: `Confirm payment of $${dollars}` }).click();
        await expectPage(page, '/notification/103', 'Payment Received');
        await page.getByRole('button', { name: 'View my loan' }).click();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
      };
      await step('a one-time payment, returned by the bank (R01): rejected with its reason', async () => {
        await openLoanDetails(page, brand);
        await payOnce('50.00');
        await runOps(page, { command: 'return', loanNo: borrower.loanNo, reason: 'R01' });
        await page.reload();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        const rejected = page.locator('[data-transaction][data-status="-1"]');
        await expect(rejected).toHaveCount(1);
        await expect(rejected).toContainText('R01');
        await expect(page.locator('[data-autopay-state]')).toHaveAttribute('data-autopay-state', 'active');
      });
      await step('a second return in a row (R02): automatic withdrawals stop, said on the loan page', async () => {
        await payOnce('40.00');
        await runOps(page, { command: 'return', loanNo: borrower.loanNo, reason: 'R02' });
        await page.reload();
        await expect(page.locator('[data-autopay-state]')).toHaveAttribute('data-autopay-state', 'stoppedAfterFailures');
        await expect(page.locator('[data-transaction][data-status="-1"]')).toHaveCount(2);
        await expectNoAxeViolations(page);
      });
      await step('a one-time payment the borrower asks for is still taken', async () => {
        await payOnce('30.00');
        await expect(page.locator('[data-transaction][data-status="1"]').filter({ hasText: '$30.00' })).toHaveCount(1);
      });
    });
  });
}
