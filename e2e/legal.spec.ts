// The lender's public pages (issue 18, decision 0760) in Chromium against the real server, on both brands: the
// footer of every page shows the legal links and the state licences (sample numbers, said so); each page opens
// from the footer without signing in, with its heading and a way back; Rates & Terms shows the server's own figures;
// every page passes axe; a phone's footer and pages fit 390 px.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { FOOTER_LINKS, LEGAL_PAGES } from '#machines/legal/pages.ts';
import { getLenderLicences, getRatesAndTerms, type LenderLicences, type RatesAndTerms } from '#src/api/contract/legal.ts';
import { formatCurrency, formatPercentPoints } from '#src/domain/format.ts';
import { COLOUR_RULES, expectNoAxeViolations } from './support/axe.ts';
import { BRANDS, PHONE, origin, serverUrl } from './support/brands.ts';

/** A public call's data, asked of the server by the brand's portfolio id as the page asks it (Node does not resolve *.localhost). */
async function answerOf<T>(request: APIRequestContext, path: string, portfolioId: number): Promise<T> {
  const reply = await request.get(serverUrl(`${path}?portfolioId=${portfolioId}`));
  const body = (await reply.json()) as { code: number; data: T };
  expect(body.code).toBe(1);
  return body.data;
}

const footerOf = (page: Page) => page.getByRole('contentinfo');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const aprRange = (min: number, max: number) => (min === max ? formatPercentPoints(min) : `${formatPercentPoints(min)} to ${formatPercentPoints(max)}`);

for (const brand of BRANDS) {
  // Brand 110 against every rule; the brands differ only in colours, so brand 118 against the colour rules.
  const axeRules = brand.portfolioId === 110 ? undefined : COLOUR_RULES;

  test(`portfolio ${brand.portfolioId}: the footer's links and licences, each page opened from it, with axe`, async ({ page, request, step }) => {
    const { licences, legalName } = await answerOf<LenderLicences>(request, getLenderLicences.path, brand.portfolioId);

    await step('the sign-in page has the footer: the lender, its links and its state licences, marked as samples', async () => {
      await page.goto(`${origin(brand.web)}/sign-in`);
      const footer = footerOf(page);
      await expect(footer.getByText(legalName, { exact: true })).toBeVisible();
      for (const { label } of FOOTER_LINKS) await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
      await footer.getByText(`Licence numbers for the ${licences.length} states`).click();
      await expect(footer.locator('[data-licence]')).toHaveCount(licences.length);
      for (const licence of licences) {
        await expect(footer.locator(`[data-licence="${licence.state}"]`)).toBeVisible();
        await expect(footer.locator(`[data-licence="${licence.state}"]`)).toHaveText(`${licence.stateName}: Sample licence no. ${licence.number}`);
      }
      await expect(footer.getByText('the licence numbers are samples, not real licences')).toBeVisible();
    });

    for (const { page: name, label } of FOOTER_LINKS) {
      const meta = LEGAL_PAGES[name];
      await step(`${label} opens from the footer: ${meta.path}, "${meta.title}", a way back, no axe violation`, async () => {
        await footerOf(page).getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === meta.path);
        await expect(heading(page)).toHaveText(meta.title);
        await expect(page).toHaveTitle(`${meta.title} | ${brand.name}`);
        await expect(page.getByRole('link', { name: '‹ Back' })).toHaveAttribute('href', '/home');
        // The page's content is there (Rates & Terms its figures, the disclosure its text), then the footer again.
        await expect(page.locator('[data-legal-loading]')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(footerOf(page).locator('[data-licence]')).toHaveCount(licences.length);
        await expectNoAxeViolations(page, { rules: axeRules });
      });
    }

    await step('a deep link opens a page without signing in; Back leads home, which asks a visitor to sign in', async () => {
      await page.goto(`${origin(brand.web)}${LEGAL_PAGES.privacy.path}`);
      await expect(heading(page)).toHaveText(LEGAL_PAGES.privacy.title);
      await expect(page.getByText(`${legalName} · Effective`)).toBeVisible();
      await page.getByRole('link', { name: '‹ Back' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(heading(page)).toHaveText('Sign in');
    });
  });

  test(`portfolio ${brand.portfolioId}: Rates & Terms shows the server's figures for every state and the worked example`, async ({ page, request, step }) => {
    const rates = await answerOf<RatesAndTerms>(request, getRatesAndTerms.path, brand.portfolioId);

    await step('every state served, with its amounts, APR range and sample licence', async () => {
      await page.goto(`${origin(brand.web)}${LEGAL_PAGES.ratesAndTerms.path}`);
      await expect(heading(page)).toHaveText('Rates & Terms');
      const rows = page.locator('[data-states] [data-state]');
      await expect(rows).toHaveCount(rates.states.length);
      for (const state of rates.states) {
        const row = page.locator(`[data-states] [data-state="${state.state}"]`);
        await expect(row).toHaveAttribute('data-apr', aprRange(state.aprMinPercent, state.aprMaxPercent));
        await expect(row).toContainText(state.stateName);
        await expect(row).toContainText(`${formatCurrency(state.minAmountCents)} to ${formatCurrency(state.maxAmountCents)}`);
        await expect(row).toContainText(aprRange(state.aprMinPercent, state.aprMaxPercent));
        await expect(row).toContainText(`Sample licence no. ${state.licence.number}`);
      }
      await expect(page.locator('[data-not-served]')).toContainText(rates.notServed.map((state) => state.stateName).join(', '));
    });

    await step('the worked example: amount, payments, finance charge, amount financed, total of payments and APR', async () => {
      const { example } = rates;
      const box = page.locator('[data-worked-example]');
      await expect(box.locator('[data-example-terms]')).toContainText(`Borrow ${formatCurrency(example.amountCents)} in ${example.stateName}`);
      await expect(box.locator('[data-example-terms]')).toContainText(`${example.paymentCount} payments`);
      for (const group of example.paymentGroups) await expect(box.locator('[data-example-terms]')).toContainText(`of ${formatCurrency(group.amountCents)}`);
      await expect(box.locator('[data-example-apr]')).toHaveAttribute('data-example-apr', formatPercentPoints(example.aprPercent));
      await expect(box.locator('[data-example-finance-charge]')).toContainText(formatCurrency(example.financeChargeCents));
      await expect(box.locator('[data-example-amount-financed]')).toContainText(formatCurrency(example.amountFinancedCents));
      await expect(box.locator('[data-example-total-of-payments]')).toContainText(formatCurrency(example.totalOfPaymentsCents));
    });
  });

  test(`portfolio ${brand.portfolioId} on a phone: the footer and the lender pages fit 390 px`, async ({ browser, step }) => {
    const context = await browser.newContext({ ...PHONE });
    const page = await context.newPage();
    for (const path of ['/sign-in', ...Object.values(LEGAL_PAGES).map((meta) => meta.path)]) {
      await step(`${path} on ${brand.wap}`, async () => {
        await page.goto(`${origin(brand.wap)}${path}`);
        await expect(heading(page)).toBeVisible();
        await expect(footerOf(page).getByText(/^Licence numbers for the \d+ states$/)).toBeVisible();
        await expect(page.locator('[data-legal-loading]')).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }
    await context.close();
  });
}
