// A funded loan's signed agreement from home (issue 12: "/loan-agreement shows the signed agreement and offers it for
// download, as does home for a signed loan"), in Chromium against the real server on both brands: the repaying demo
// customer follows "View signed agreement" under the loan to /loan-agreement/{loanNo}, reads the signed agreement and
// downloads its signed PDF; a loan number that is not theirs shows the refusal's words and the way home. Axe on both.
import { expect, test } from './support/test.ts';
import { loanAgreementPath } from '#machines/signing/pages.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BRANDS, brandUrl, DEMO_PASSWORD as PASSWORD, domainOf } from './support/brands.ts';
import { seedSignedIn } from './support/seed.ts';
import { expectPage } from './accounts-helpers.ts';

const DEMO_LOAN = { 110: 'GC-DEMO-5001', 118: 'BP-DEMO-5001' } as const;
const BRAND_WORD = { 110: 'Goldcrest', 118: 'Bluepeak' } as const;
/** A demo loan nobody holds (the one to attach on home): not this borrower's. */
const NOT_THEIRS = { 110: 'GC-DEMO-9001', 118: 'BP-DEMO-9001' } as const;

for (const brand of BRANDS) {
  test.describe(`a funded loan's signed agreement on portfolio ${brand.id}`, () => {
    test('the repaying demo customer opens it from home and downloads the signed PDF; a loan not theirs is refused in words', async ({ page, step }) => {
      const loanNo = DEMO_LOAN[brand.id];
      await step('signed in through the API, home shows the loan with its agreement link', async () => {
        await seedSignedIn(page, brand, `demo-repaying@${domainOf(brand)}`, PASSWORD);
        await page.goto(brandUrl(brand, '/home'));
        await expectPage(page, '/home', 'Home');
      });

      await step('"View signed agreement" opens /loan-agreement/{loanNo}: the signed agreement, as /loan-agreement shows one', async () => {
        await page.getByRole('region', { name: 'Your loan' }).getByRole('link', { name: 'View signed agreement' }).click();
        await expectPage(page, loanAgreementPath(loanNo), 'Loan Agreement');
        await expect(page.getByText(/^You signed this agreement on .* We e-mailed you a copy when you signed/)).toBeVisible();
        await expect(page.locator('[data-agreement] [data-til="apr"]')).toBeVisible();
        await expect(page.locator('[data-agreement]')).toContainText(loanNo);
        await expectNoAxeViolations(page);
      });

      await step('the signed PDF downloads under its signed name', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your signed agreement (PDF)' }).click()]);
        expect(download.suggestedFilename()).toBe(`${BRAND_WORD[brand.id]}-loan-agreement-${loanNo}-signed.pdf`);
        expect(await download.failure()).toBeNull();
      });

      await step('another loan number: the refusal in words, the way home, no "Try again"', async () => {
        await page.goto(brandUrl(brand, loanAgreementPath(NOT_THEIRS[brand.id])));
        await expectPage(page, loanAgreementPath(NOT_THEIRS[brand.id]), 'Loan Agreement');
        await expect(page.getByRole('alert').filter({ hasText: RESULT.loanNotFound.message })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: 'Go to your home page' }).click();
        await expectPage(page, '/home', 'Home');
      });
    });
  });
}
