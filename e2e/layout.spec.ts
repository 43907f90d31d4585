// Issue 18, defect 10 in Chromium against the real server: the pages the defect names fit their width. The
// verification page's provider buttons stay inside their cards on a desktop, the bank statement's file control
// is ours, the development outbox fits a 390 px phone; every journey's page check runs the same overflow check
// (e2e/support/overflow.ts).
import { expect, test } from './support/test.ts';
import { BRANDS, brandUrl, freshEmail, mailedLink } from './accounts-helpers.ts';
import { PHONE, expectStep, seedAnsweredApplicant } from './guidance-helpers.ts';
import { expectNoOverflow } from './support/overflow.ts';
import { seedSignedUp } from './support/seed.ts';

for (const brand of BRANDS) {
  test(`the bank verification page on a desktop keeps each provider's button in its card (${brand.id})`, async ({ page, step }) => {
    await step('an answered application, at the verification page (1280 px)', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await seedAnsweredApplicant(page, brand, freshEmail(`layout-ibv-${brand.id}`));
      await page.goto(brandUrl(brand, '/guidance'));
      await expectStep(page, '/guidance/ibv', 'Verify your bank account');
    });
    await step('each button inside its card, its text on one line', async () => {
      const cards = page.locator('li').filter({ has: page.getByRole('button', { name: /^Verify with / }) });
      await expect(cards).toHaveCount(2);
      for (const card of await cards.all()) {
        const cardBox = (await card.boundingBox())!;
        const button = card.getByRole('button', { name: /^Verify with / });
        const buttonBox = (await button.boundingBox())!;
        expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        // One line: not squeezed into a column of words.
        expect(buttonBox.height).toBeLessThan(60);
      }
    });
    await step('the bank statement page: the file control in our colours, nothing wider than its container', async () => {
      await page.getByRole('button', { name: 'Upload a bank statement instead' }).click();
      await expectStep(page, '/guidance/bank-statement', 'Upload a bank statement');
      const control = page.getByLabel('Bank statement');
      await expect(control).toHaveCSS('border-top-style', 'dashed');
      const buttonColour = await control.evaluate((input) => getComputedStyle(input, '::file-selector-button').backgroundColor);
      expect(buttonColour).not.toBe('rgba(0, 0, 0, 0)');
      expect(buttonColour).not.toBe('rgb(239, 239, 239)');
    });
  });
}

test('the development outbox fits a 390 px phone, long links and addresses included', async ({ page, step }) => {
  const brand = BRANDS[1];
  const email = freshEmail('layout-outbox-with-a-rather-long-local-part-for-a-phone');
  await step('a sign-up link is mailed (a long link to a long address)', async () => {
    await seedSignedUp(page, brand, email);
    await mailedLink(page, email, '/create-account/');
  });
  await step('the outbox at 390 px: nothing past the window', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`http://127.0.0.1:${process.env.E2E_PORT}/dev/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expectNoOverflow(page);
  });
});
