// Coupons (issue 14) in Chromium against the real server: a borrower whose loan is with collections opens the
// e-mailed offer on a phone, without signing in, confirms it is them, schedules the payment (a discount on one
// brand, a plan of two on the other), and sees the loan settle once the payments have cleared; five wrong answers
// lock the link and say until when. Each loan is booked for a fresh account, so the demo customers stay as they are.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl, type Brand } from './support/brands.ts';
import { bookRepayingLoan, runOps } from './support/ops.ts';
import { seedSignedUp } from './support/seed.ts';
import { expectPage, freshEmail, mailedLink } from './accounts-helpers.ts';

/** What identity answers the booked loan's borrower gives (server/repayment/operations.ts books them). */
const ANSWERS = { ssnLast4: '6789', dateOfBirth: '1988-04-12' };

type Issued = { loanNo: string; code: string; settlementCents: number; owedCents: number; expiresOn: string };

/** A fresh borrower's funded loan, put with collections, and a coupon e-mailed on it: the mailed link's path. */
async function couponFor(
  page: Page,
  brand: Brand,
  label: string,
  offer: { discount: { percent: number } } | { planCount: number },
): Promise<Issued & { linkPath: string }> {
  const email = freshEmail(label);
  await seedSignedUp(page, brand, email);
  const loanNo = await bookRepayingLoan(page, email, brand.id);
  await runOps(page, { command: 'collect', loanNo, operator: 'e2e' });
  const issued = await runOps<Issued>(page, { command: 'coupon-issue', loanNo, ...offer, operator: 'e2e' });
  return { ...issued, linkPath: await mailedLink(page, email, '/coupon/verification/') };
}

/** A phone that has never signed in: the link alone must be enough. */
async function freshPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE });
  return context.newPage();
}

/** The loan's status and substatus as the operator sees them (`npm run ops -- show`). */
async function loanStatusOf(page: Page, loanNo: string): Promise<{ status: string; subStatus: string | null }> {
  const { loan } = await runOps<{ loan: { status: string; subStatus: string | null } }>(page, { command: 'show', loanNo });
  return { status: loan.status, subStatus: loan.subStatus };
}

async function answer(page: Page, { ssnLast4, dateOfBirth }: typeof ANSWERS): Promise<void> {
  await page.getByLabel('Last 4 digits of your Social Security number').fill(ssnLast4);
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const OFFERS = [
  { brand: BRANDS[0], offer: { discount: { percent: 30 } }, payments: 1 },
  { brand: BRANDS[1], offer: { planCount: 2 }, payments: 2 },
] as const;

for (const { brand, offer, payments } of OFFERS) {
  test(`portfolio ${brand.id} on a phone: the e-mailed offer, verified, ${payments === 1 ? 'one discounted payment' : 'a plan of two payments'}, and the loan settled`, async ({
    page,
    browser,
    step,
  }) => {
    const coupon = await step('a loan with collections and a coupon e-mailed on it', () => couponFor(page, brand, 'coupon', offer));
    const phone = await freshPhone(browser);

    await step('the link asks who it is; a wrong answer is said in one sentence and keeps what was typed', async () => {
      await phone.goto(brandUrl(brand, coupon.linkPath));
      await expectPage(phone, coupon.linkPath, 'Confirm It Is You');
      await expectNoAxeViolations(phone);
      await answer(phone, { ...ANSWERS, ssnLast4: '1234' });
      await expect(phone.getByText('These answers do not match our records. Please check them and try again.')).toBeVisible();
      await expect(phone.getByLabel('Date of birth')).toHaveValue(ANSWERS.dateOfBirth);
    });

    await step('the right answers open the offer: what is owed, the settlement, the code and the loan', async () => {
      await answer(phone, ANSWERS);
      await expectPage(phone, '/coupon/overview', 'Your Offer');
      await expect(phone.getByText(coupon.code)).toBeVisible();
      await expect(phone.getByText(coupon.loanNo)).toBeVisible();
      await expect(phone.locator('[data-owed-today]')).toHaveText(formatCurrency(coupon.owedCents));
      await expect(phone.getByText(formatCurrency(coupon.settlementCents)).first()).toBeVisible();
      await expectNoAxeViolations(phone);
    });

    await step('a reload keeps the page (the token is kept, encrypted)', async () => {
      await phone.reload();
      await expectPage(phone, '/coupon/overview', 'Your Offer');
    });

    await step(`Schedule New Payment: ${payments} payment(s) by ACH, reviewed, then confirmed`, async () => {
      await phone.getByRole('button', { name: 'Schedule payment' }).click();
      await expectPage(phone, '/coupon/schedule', 'Schedule New Payment');
      if (payments > 1) await phone.getByLabel('Number of payments').selectOption(String(payments));
      const dateFields = phone.getByLabel('Payment date', { exact: true });
      await expect(dateFields).toHaveCount(payments);
      for (let index = 0; index < payments; index += 1) {
        const field = dateFields.nth(index);
        // Each payment a later offered day than the one before.
        const offered = await field.locator('option:not([value=""])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        await field.selectOption(offered[index]!);
      }
      await phone.getByRole('radio', { name: /Bank account \(ACH\)/ }).check();
      await expectNoAxeViolations(phone);
      await phone.getByRole('button', { name: 'Review payments' }).click();
      await expect(phone.locator('[data-review-total]')).toHaveText(formatCurrency(coupon.settlementCents));
      await phone.getByRole('button', { name: 'Confirm and schedule' }).click();
      await expectPage(phone, '/coupon/congratulations-page', 'Congratulations');
      await expect(phone.locator('[data-payment]')).toHaveCount(payments);
      await expect(phone.locator('[data-scheduled-total]')).toHaveText(formatCurrency(coupon.settlementCents));
      await expectNoAxeViolations(phone);
    });

    await step('the loan accepted the offer, and the confirmation was e-mailed', async () => {
      expect(await loanStatusOf(page, coupon.loanNo)).toEqual({
        status: '205 Collecting',
        subStatus: payments === 1 ? '205004 Accepted' : '205005 Re-planned',
      });
    });

    await step('once the bank settles every payment, the loan is settled', async () => {
      const dates = await phone.locator('[data-payment]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-payment')!));
      await runOps(page, { command: 'settle', loanNo: coupon.loanNo, through: dates.sort().at(-1) });
      expect(await loanStatusOf(page, coupon.loanNo)).toEqual({
        status: '205 Collecting',
        subStatus: coupon.settlementCents < coupon.owedCents ? '205001 Settled' : '205007 Cleared',
      });
      await phone.reload();
      await expectPage(phone, '/coupon/congratulations-page', 'Congratulations');
      await expect(phone.locator('[data-settled]')).toContainText('your loan is settled.');
      await expect(phone.locator('[data-payment]')).toHaveCount(payments);
    });
    await phone.context().close();
  });
}

test('five wrong answers lock the link and say until when; the right answers then wait too', async ({ page, browser, step }) => {
  const brand = BRANDS[0];
  const coupon = await step('a loan with collections and a coupon e-mailed on it', () => couponFor(page, brand, 'coupon-lock', { discount: { percent: 20 } }));
  const phone = await freshPhone(browser);
  await phone.goto(brandUrl(brand, coupon.linkPath));
  await expectPage(phone, coupon.linkPath, 'Confirm It Is You');
  await step('four wrong answers, each said the same way', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await answer(phone, { ...ANSWERS, dateOfBirth: `1970-01-0${attempt}` });
      await expect(phone.getByText('These answers do not match our records. Please check them and try again.')).toBeVisible();
    }
  });
  await step('the fifth locks the link for 30 minutes, and the form waits', async () => {
    await answer(phone, { ...ANSWERS, dateOfBirth: '1970-01-05' });
    await expect(phone.getByText('Too many tries. For your security this link is locked for 30 minutes. Please try again later or call us.')).toBeVisible();
    await expect(phone.locator('[data-locked-until]')).toContainText('You can try again after');
    await expect(phone.getByLabel('Date of birth')).toBeDisabled();
    await expectNoAxeViolations(phone);
  });
  await step('opened again, even the right answers wait for the lock to end', async () => {
    await phone.reload();
    await expectPage(phone, coupon.linkPath, 'Confirm It Is You');
    await answer(phone, ANSWERS);
    await expect(phone.locator('[data-locked-until]')).toContainText('You can try again after');
    await expect(phone.getByLabel('Date of birth')).toBeDisabled();
  });
  await phone.context().close();
});
