// The wizard's amount step and term at a phone's width, in Chromium against the real server (issue 11's audit): what
// is typed and cannot be chosen ("abc", 99999) is said so where the amount shows, never the last amount passed off as
// the choice; the slider is a range input named by its label, moved by the keyboard in the program's step and read as
// money, in step with the typed amount both ways; Bluepeak's amount says its origination fee is taken from the money
// sent, with what the borrower receives (Goldcrest takes none); and the term's payment schedule fits 390 px, every
// payment and the totals listed, dates in the server's pattern.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { percentFeeCents } from '#src/domain/lending/fees.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE, BRANDS, brandUrl, type Brand } from './support/brands.ts';
import { expectNoOverflow } from './support/overflow.ts';
import { callApi, seedQualified } from './support/seed.ts';
import { expectPage, freshEmail } from './accounts-helpers.ts';

const at = (step: string) => `/disbursement/${step}`;
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const typedAmount = (page: Page) => page.getByLabel('Or type the amount (US dollars)');
const slider = (page: Page) => page.getByRole('slider', { name: 'Slide to choose the amount' });

test.use({ viewport: PHONE.viewport, hasTouch: true });

type Program = {
  minAmountCents: number;
  maxAmountCents: number;
  amountStepCents: number;
  originationFee: { percentBps: number; minCents: number; maxCents: number };
};

async function onAmountStep(page: Page, brand: Brand): Promise<Program> {
  const session = await seedQualified(page, brand, freshEmail(`wizard-amount-${brand.id}`));
  await page.goto(brandUrl(brand, at('choose-loan-amount')));
  await expectPage(page, at('choose-loan-amount'), 'Choose Loan Amount');
  return (await callApi<{ program: Program }>(page, brand, getPaymentOption, {}, session)).program;
}

for (const brand of BRANDS) {
  test(`portfolio ${brand.id} on a phone: an amount that cannot be chosen says so; the slider and the typed amount stay in step; the fee is said`, async ({
    page,
    step,
  }) => {
    const program = await step('a qualified borrower of its own on the amount step', () => onAmountStep(page, brand));
    const range = `${formatCurrency(program.minAmountCents)} to ${formatCurrency(program.maxAmountCents)}`;

    await step('"abc" and 99999 typed: the amount says they cannot be chosen, and no figure or estimate pretends otherwise', async () => {
      for (const typed of ['abc', '99999']) {
        await typedAmount(page).fill(typed);
        await expect(page.locator('[data-not-choosable]')).toHaveText(`Not an amount you can choose: type one from ${range}`);
        await expect(page.locator('[data-chosen-amount]')).toHaveCount(0);
        await expect(page.locator('[data-estimate]')).toHaveCount(0);
        await expect(page.locator('[data-origination-fee]')).toHaveCount(0);
      }
    });

    await step('the slider: a range input named by its label, in cents, in the program’s step, read as money', async () => {
      await typedAmount(page).fill('500');
      await expect(page.locator('[data-chosen-amount]')).toHaveText('$500.00');
      await expect(slider(page)).toHaveAttribute('type', 'range');
      await expect(slider(page)).toHaveAttribute('min', String(program.minAmountCents));
      await expect(slider(page)).toHaveAttribute('max', String(program.maxAmountCents));
      await expect(slider(page)).toHaveAttribute('step', String(program.amountStepCents));
      await expect(slider(page)).toHaveValue(String(500_00));
      await expect(slider(page)).toHaveAttribute('aria-valuetext', '$500.00');
    });

    await step('the keyboard moves it by a step, and the typed amount follows; Home goes to the least', async () => {
      await slider(page).focus();
      await page.keyboard.press('ArrowRight');
      const next = formatCurrency(500_00 + program.amountStepCents);
      await expect(typedAmount(page)).toHaveValue(String((500_00 + program.amountStepCents) / 100));
      await expect(page.locator('[data-chosen-amount]')).toHaveText(next);
      await expect(slider(page)).toHaveAttribute('aria-valuetext', next);
      await page.keyboard.press('Home');
      await expect(typedAmount(page)).toHaveValue(String(program.minAmountCents / 100));
    });

    await step('a typed amount moves the slider', async () => {
      await typedAmount(page).fill('600');
      await expect(slider(page)).toHaveValue(String(600_00));
      await expect(slider(page)).toHaveAttribute('aria-valuetext', '$600.00');
    });

    await step(
      brand.id === 118 ? 'Bluepeak: the origination fee is taken from the money sent, with what the borrower receives' : 'Goldcrest: no fee, nothing said',
      async () => {
        await typedAmount(page).fill('500');
        const fee = percentFeeCents(program.originationFee, 500_00);
        if (brand.id === 118) {
          expect(fee).toBe(25_00);
          await expect(page.locator('[data-origination-fee]')).toHaveText(
            `A ${formatCurrency(fee)} origination fee is taken from the money we send: you receive ${formatCurrency(500_00 - fee)}.`,
          );
        } else {
          expect(fee).toBe(0);
          await expect(page.locator('[data-origination-fee]')).toHaveCount(0);
        }
        await expectNoAxeViolations(page);
      },
    );
  });
}

test('portfolio 118 on a phone: the payment schedule fits 390 px, every payment and the totals listed, dates in the server’s pattern', async ({
  page,
  step,
}) => {
  const bluepeak = BRANDS.find((each) => each.id === 118)!;
  await step('a qualified borrower chooses $500, bi-weekly by ACH, the first date and the application’s account', async () => {
    await onAmountStep(page, bluepeak);
    await typedAmount(page).fill('500');
    await saveAndContinue(page);
    await expectPage(page, at('choose-payment-mode'), 'Choose Repayment Mode');
    await page.getByRole('radio', { name: /^Bi-weekly / }).check();
    await page.getByRole('radio', { name: /^Automatic payments from your bank/ }).check();
    await page.getByRole('checkbox', { name: /I authorize/ }).check();
    await saveAndContinue(page);
    await expectPage(page, at('choose-bank-account'), 'Date & Bank Account');
    await page
      .locator('[data-date-reason]')
      .getByText(/^Chosen: /)
      .waitFor();
    await page.getByRole('radio', { name: /^Standard bank transfer/ }).check();
    await page.getByRole('radio', { name: /the account in your application/ }).check();
    await saveAndContinue(page);
    await expectPage(page, at('choose-loan-term'), 'Review Loan Term');
  });

  await step('the schedule is a list that does not scroll sideways, a payment a line, dates MM/DD/YYYY', async () => {
    const schedule = page.locator('[data-schedule]');
    await expect(schedule.locator('[data-payment]').first()).toBeVisible();
    const { scrollWidth, clientWidth } = await schedule.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoOverflow(page);
    const payments = await schedule.locator('[data-payment]').count();
    expect(payments).toBeGreaterThan(1);
    await expect(schedule.locator('[data-payment="1"]')).toContainText(/^Payment 1, due \d{2}\/\d{2}\/\d{4}/);
    const totals = schedule.locator('[data-payment-totals]');
    await expect(totals).toContainText('Total');
    await expect(totals).toContainText(await page.locator('[data-til="total-of-payments"]').innerText());
  });

  await step("a payment's details from the list", async () => {
    await page.getByRole('button', { name: 'Details of payment 1', exact: true }).click();
    await expect(page.locator('[data-payment-detail]')).toContainText(/Payment 1, due \d{2}\/\d{2}\/\d{4}/);
    await expectNoAxeViolations(page);
  });
});
