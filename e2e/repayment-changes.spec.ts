// Changing the payment schedule (issue 13, change types 105 to 109, decision 0741) in Chromium against the real
// server, on a phone: a borrower repaying the demo loan (booked for a fresh account, as the other repayment
// journeys do, so the demo customers stay as documented) is now paid weekly. From the loan details they change
// how often they are paid, see the new weekly schedule before confirming, and find it on the loan details with
// the change listed; a reload keeps it. Axe on every page shown.
import { expect, test } from './support/test.ts';
import { type LoanDetails } from '#src/api/contract/repayment.ts';
import { daysBetween } from '#src/domain/iso-date.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl } from './support/brands.ts';
import { borrowerWithLoan, detailsOf } from './support/borrowers.ts';
import { expectPage } from './accounts-helpers.ts';

const openDates = (details: LoanDetails) => details.installments.filter((one) => one.state === 'due' || one.state === 'upcoming').map((one) => one.dueDate);

for (const brand of BRANDS) {
  test.describe(`changing the payment schedule on portfolio ${brand.id}`, () => {
    test('on a phone: paid weekly now, the new weekly schedule seen before confirming, then on the loan details after a reload', async ({ page, step }) => {
      await page.setViewportSize(PHONE.viewport);
      const borrower = await step('a new borrower repaying the demo loan every other week', () => borrowerWithLoan(page, brand, 'weekly'));
      const before = await detailsOf(page, brand, borrower);
      const openBefore = openDates(before).length;
      expect(before.paySettings).toMatchObject({ payrollFrequency: 17000, paymentFrequency: 17000 });

      await step('loan details: how they are paid and the way to change it', async () => {
        await page.goto(brandUrl(brand, '/home'));
        await expectPage(page, '/home', 'Home');
        await page.getByRole('button', { name: 'View loan details' }).click();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        await expect(page.locator('[data-pay-settings]')).toContainText('Every other');
        await expect(page.locator('[data-pay-settings]')).toContainText('Every two weeks');
        await page.locator('[data-change-schedule]').click();
        await expectPage(page, '/repayment/change-payment-schedule', 'Change Your Payment Schedule');
        await expectNoAxeViolations(page);
      });

      await step('how often they are paid: weekly, paying every week', async () => {
        await page.getByRole('button', { name: /Change how often you are paid/ }).click();
        await expectPage(page, '/repayment/change-pay-frequency', 'Change How Often You Are Paid');
        await page.getByRole('radio', { name: 'Weekly', exact: true }).check();
        // The day and the last payday they are paid on are kept from what is set.
        await expect(page.getByLabel('Your last payday')).toHaveValue(before.paySettings!.lastPayday!);
        await page.getByRole('radio', { name: 'Every week', exact: true }).check();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'See what changes' }).click();
      });

      await step('the preview: twice as many weekly payments, each seven days apart, before anything changes', async () => {
        await expect(page.locator('[data-review]')).toBeVisible();
        await expect(page.locator('[data-count-change]')).toHaveAttribute('data-count-change', `${openBefore} ${openBefore * 2}`);
        await expect(page.locator('[data-change-lines]')).toContainText('Every two weeks → Every week');
        await expect(page.locator('[data-new-schedule] [data-installment]')).toHaveCount(openBefore * 2);
        // Nothing is saved by a preview.
        expect((await detailsOf(page, brand, borrower)).changes).toEqual([]);
        await expectNoAxeViolations(page);
      });

      await step('confirmed: the loan details show the weekly schedule and the change', async () => {
        await page.getByRole('button', { name: 'Confirm this change' }).click();
        // A change takes no money: it ends on the loan details with what changed, never on Payment Received (decision 0741 §8).
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        await expect(page.getByText('How often you are paid is changed. The schedule below shows your new payments.', { exact: true })).toBeVisible();
        await expect(page.getByText('We have received your payment')).toHaveCount(0);
        await expect(page.locator('[data-changes] [data-change-type="106"]')).toContainText('Every two weeks → Every week');
        const after = await detailsOf(page, brand, borrower);
        const dates = openDates(after);
        expect(after).toMatchObject({ paymentFrequency: 17003, paySettings: { payrollFrequency: 17003, paymentFrequency: 17003 } });
        expect(dates).toHaveLength(openBefore * 2);
        // Weekly, but for a payday a holiday moves by a day.
        for (let index = 1; index < dates.length; index += 1) expect(Math.abs(daysBetween(dates[index - 1]!, dates[index]!) - 7)).toBeLessThanOrEqual(1);
        const first = after.installments.find((one) => one.state === 'due' || one.state === 'upcoming')!;
        await expect(page.locator(`[data-schedule] [data-installment="${first.number}"]`).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await step('a reload keeps it', async () => {
        await page.reload();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        await expect(page.locator('[data-pay-settings]')).toContainText('Every week');
        await expect(page.locator('[data-changes] [data-change-type="106"]')).toBeVisible();
      });
    });
  });
}
