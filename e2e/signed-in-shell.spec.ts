// The signed-in shell (issue 18, defect 13) in Chromium against the real server, on both brands: the header's
// links with the current page marked, moving between them without a page load, change password and sign out
// from the account menu, the Menu button on a phone (390 px), and axe on home at both widths.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { storageKey } from '#src/storage/namespace.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { seedSignedIn } from './support/seed.ts';
import { expectPage } from './accounts-helpers.ts';
import { BRANDS, brandUrl, type Brand, DEMO_PASSWORD as PASSWORD, domainOf } from './support/brands.ts';

const repayingOf = (brand: Brand) => `demo-repaying@${domainOf(brand)}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

async function signInAt(page: Page, brand: Brand, email: string, path = '/home'): Promise<void> {
  await seedSignedIn(page, brand, email, PASSWORD);
  await page.goto(brandUrl(brand, path));
}

/** A mark in the window: still there after a move, the move was no page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { shellMark: boolean }).shellMark = true));
const windowKept = (page: Page) => page.evaluate(() => (window as unknown as { shellMark?: boolean }).shellMark === true);

for (const brand of BRANDS) {
  test.describe(`signed-in shell on portfolio ${brand.id}`, () => {
    test('desktop: the header links the borrower’s pages, marks the current one, and opens change password from the account menu', async ({ page, step }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await step('a borrower with a loan being repaid, at home', async () => {
        await signInAt(page, brand, repayingOf(brand));
        await expectPage(page, '/home', 'Home');
        await expect(page.getByRole('region', { name: 'Your loan' })).toBeVisible();
      });

      await step('Home is the current page; Loan details is offered; the menus are closed', async () => {
        await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav(page).getByRole('link', { name: 'Loan details', exact: true })).not.toHaveAttribute('aria-current', 'page');
        await expect(nav(page).getByRole('button', { name: 'Account', exact: true })).toBeVisible();
        await expect(nav(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
        await expect(page.getByRole('menuitem')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });

      await step('home uses the width: the loan and the account side by side', async () => {
        const loan = await page.getByRole('region', { name: 'Your loan' }).boundingBox();
        const account = await page.getByRole('heading', { name: 'Your account', level: 2 }).boundingBox();
        expect(loan && account && account.x > loan.x + loan.width).toBe(true);
      });

      await step('Loan details opens through the app’s routing and becomes the current page', async () => {
        await markWindow(page);
        await nav(page).getByRole('link', { name: 'Loan details', exact: true }).click();
        await expectPage(page, '/repayment/loan-details', 'Loan Details');
        await expect(nav(page).getByRole('link', { name: 'Loan details', exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
        expect(await windowKept(page)).toBe(true);
      });

      await step('Home again, then change password from the account menu', async () => {
        await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
        await expectPage(page, '/home', 'Home');
        await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
        await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
        await page.getByRole('menuitem', { name: 'Change password' }).click();
        await expectPage(page, '/change-password', 'Change Password');
        expect(await windowKept(page)).toBe(true);
        await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
      });
    });

    test('sign out from the account menu ends on /sign-in with the session gone', async ({ page, step }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await step('the demo borrower, at home', async () => {
        await signInAt(page, brand, brand.demo.email);
        await expectPage(page, '/home', 'Home');
      });
      await step('Account, Sign out: the sign-in page, without the header', async () => {
        await nav(page).getByRole('button', { name: 'Account', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await expectPage(page, '/sign-in', 'Sign in');
        await expect(nav(page)).toHaveCount(0);
        expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('access-token'))).toBeNull();
      });
      await step('home is not open any more: sign-in is asked', async () => {
        await page.goto(brandUrl(brand, '/home'));
        await expectPage(page, '/sign-in', 'Sign in');
        await expect(nav(page)).toHaveCount(0);
      });
    });

    test('phone at 390 px: one Menu button with the pages and the account, by keyboard', async ({ page, step }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await step('a borrower with a loan being repaid, at home on a phone', async () => {
        await signInAt(page, brand, repayingOf(brand));
        await expectPage(page, '/home', 'Home');
        await expect(page.getByRole('region', { name: 'Your loan' })).toBeVisible();
      });
      await step('only the Menu button shows; axe', async () => {
        await expect(nav(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
        await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeHidden();
        await expect(nav(page).getByRole('button', { name: 'Account', exact: true })).toBeHidden();
        await expectNoAxeViolations(page);
      });
      await step('opened by the keyboard: the pages (Home current) and the account’s items; Escape closes it', async () => {
        await nav(page).getByRole('button', { name: 'Menu', exact: true }).focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Loan details', 'Change password', 'Sign out']);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(nav(page).getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
      });
      await step('Loan details from the menu, by the arrow keys', async () => {
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu')).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menuitem', { name: 'Loan details' })).toHaveAttribute('data-highlighted', '');
        await page.keyboard.press('Enter');
        // Not expectPage: the loan details page's schedule overflows at 390 px today (its own defect, not the header's).
        await expect(page).toHaveURL((url) => url.pathname === '/repayment/loan-details');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Details');
        await expect(nav(page).getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      });
      await step('Sign out away from home: through home, then the sign-in page with the session gone', async () => {
        await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await expectPage(page, '/sign-in', 'Sign in');
        expect(await page.evaluate((key) => localStorage.getItem(key), storageKey('access-token'))).toBeNull();
        await page.goto(brandUrl(brand, '/repayment/loan-details'));
        await expectPage(page, '/sign-in', 'Sign in');
      });
    });
  });
}
