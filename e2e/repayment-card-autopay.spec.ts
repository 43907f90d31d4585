// Automatic payments from a debit card (issue 13, decision 0730) in Chromium against the real server, on a phone:
// a Goldcrest borrower repaying the demo loan ($148.50 an installment, a $2.50 card fee) switches to paying by
// debit card, entering the sandbox's approving card, and authorizes it. The automatic payments page says what is
// really taken next, the fee named ($151.00); the operator's withdraw-now takes it as the due-date job would, and
// the loan details show it completed from the card. A declining card is then kept as a failed payment with its
// reason. Axe on every page shown. The clock is not moved: other tests share the server.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl } from './support/brands.ts';
import { borrowerWithLoan, detailsOf, type Borrower } from './support/borrowers.ts';
import { runOps } from './support/ops.ts';
import { callApi } from './support/seed.ts';
import { expectPage } from './accounts-helpers.ts';

const goldcrest = BRANDS.find((one) => one.id === 110)!;

async function openLoanDetails(page: Page) {
  await page.goto(brandUrl(goldcrest, '/home'));
  await expectPage(page, '/home', 'Home');
  await page.getByRole('button', { name: 'View loan details' }).click();
  await expectPage(page, '/repayment/loan-details', 'Loan Details');
}

/** 107 by the calls, as the change page makes it: the card tokenized by the sandbox, then authorized. */
async function authorizeCardByCalls(page: Page, borrower: Borrower, number: string) {
  const { cardToken } = await callApi<{ cardToken: string }>(
    page,
    goldcrest,
    tokenizeCard,
    { number, expiry: '12/30', cvc: '123', zip: '10001', name: 'Card Tester' },
    borrower.session,
  );
  await callApi(
    page,
    goldcrest,
    savePaymentOption,
    {
      purpose: 'repayment',
      changeType: 107,
      loanNo: borrower.loanNo,
      mode: 15004,
      cardToken,
      authorizeCard: true,
      requestMode: 1,
      idempotencyKey: crypto.randomUUID(),
    },
    borrower.session,
  );
}

test.describe('automatic payments from a debit card on portfolio 110', () => {
  test('on a phone: a card entered and authorized, its payment with the fee named, taken and shown; a declined card kept as failed', async ({ page, step }) => {
    await page.setViewportSize(PHONE.viewport);
    const borrower = await step('a new borrower repaying the demo loan by ACH', () => borrowerWithLoan(page, goldcrest, 'card-autopay'));

    await step('change how they pay: debit card, the approving sandbox card, authorized', async () => {
      await openLoanDetails(page);
      await page.locator('[data-change-schedule]').click();
      await expectPage(page, '/repayment/change-payment-schedule', 'Change Your Payment Schedule');
      await page.getByRole('button', { name: /Change how you pay/ }).click();
      await expectPage(page, '/repayment/change-payment-method', 'Change How You Pay');
      await page.getByRole('radio', { name: /Automatic payments from my debit card/ }).check();
      await page.getByLabel('Name on card').fill('Card Tester');
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('Security code').fill('123');
      await page.getByLabel('Billing ZIP code').fill('10001');
      await page.getByRole('button', { name: 'Use this card' }).click();
      await page.getByRole('checkbox', { name: /I authorize Goldcrest/ }).check();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'See what changes' }).click();
      await page.getByRole('button', { name: 'Confirm this change' }).click();
      await expectPage(page, '/repayment/loan-details', 'Loan Details');
      await expect(page.getByText('How you pay is changed.')).toBeVisible();
      await expect(page.locator('[data-autopay-state="active"]')).toContainText('Visa debit card ending 4242');
    });

    const details = await detailsOf(page, goldcrest, borrower);
    expect(details.nextWithdrawal).toMatchObject({ amountCents: 151_00, feeCents: 2_50, mode: 15004, accountLast4: '4242' });

    await step('the automatic payments page: $151.00 taken next, the $148.50 payment and the $2.50 card fee', async () => {
      await page.goto(brandUrl(goldcrest, '/repayment/automatic-payments'));
      await expectPage(page, '/repayment/automatic-payments', 'Automatic Payments');
      await expect(page.locator('[data-autopay-next]')).toContainText('The next one is $151.00 on');
      await expect(page.locator('[data-autopay-next]')).toContainText('your $148.50 payment and the $2.50 debit card fee.');
      await expectNoAxeViolations(page);
    });

    await step('taken from the card (withdraw-now, as on the due date): completed in the payment history', async () => {
      const taken = await runOps<{ amountCents: number; status: number; mode: number }>(page, { command: 'withdraw-now', loanNo: borrower.loanNo });
      expect(taken).toMatchObject({ amountCents: 151_00, status: 3, mode: 15004 });
      await openLoanDetails(page);
      const paid = page.locator('[data-transaction][data-status="3"]').filter({ hasText: '$151.00' });
      await expect(paid).toHaveCount(1);
      await expect(paid).toContainText('Debit card');
    });

    await step('a declining card: the next payment fails, kept with its reason, automatic payments still on after one failure', async () => {
      await authorizeCardByCalls(page, borrower, '4000 0000 0000 0002');
      const declined = await runOps<{ status: number; returnReason: string }>(page, { command: 'withdraw-now', loanNo: borrower.loanNo });
      expect(declined).toMatchObject({ status: -1, returnReason: 'Card declined' });
      await page.reload();
      await expectPage(page, '/repayment/loan-details', 'Loan Details');
      const failed = page.locator('[data-transaction][data-status="-1"]');
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText('Card declined');
      await expect(page.locator('[data-autopay-state]').first()).toHaveAttribute('data-autopay-state', 'active');
      await expectNoAxeViolations(page);
    });
  });
});
