// Behaviour tracking and the cost calculator (issue 16) in Chromium against the real server, on both brands:
// the welcome page's calculator downloads only when opened and quotes from the server; a demo borrower types
// their e-mail and password, the login code, and reads their loan; when the tab goes away the browser's beacon
// arrives, the funnel counts the pages, and no stored record holds a demo customer's name, e-mail, SSN, bank
// number, loan number or password.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { enterMailedCode, expectPage, fillSignIn } from './accounts-helpers.ts';
import { BRANDS, brandUrl, DEMO_PASSWORD as PASSWORD, domainOf, serverUrl as api } from './support/brands.ts';

/** What docs/demo-data.md says of the demo customers: none of it may be in a tracking record. */
const PERSONAL = [
  ...['demo', 'demo-qualified', 'demo-unsigned', 'demo-funding', 'demo-repaying', 'demo-collection'].flatMap((name) => [
    `${name}@goldcrest.example`,
    `${name}@bluepeak.example`,
  ]),
  'goldcrest.example',
  'bluepeak.example',
  'Uma Sterling',
  'Ulrich Vance',
  'Sterling',
  'Vance',
  '123-45-6789',
  '123456789',
  '021000021',
  '011000154',
  '000111222333',
  '000444555666',
  '000777888999',
  '000222333444',
  '4000123456',
  'GC-DEMO',
  'BP-DEMO',
  '1988-04-12',
  PASSWORD,
];

type StoredRecord = { sessionId: string; kind: string; page: string; title: string | null; callPath: string | null; outcomeCode: number | null };

async function storedRecords(page: Page): Promise<StoredRecord[]> {
  const response = await page.request.get(api('/dev/behavior/records.json'));
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredRecord[];
}

const newYorkToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

for (const brand of BRANDS) {
  test(`portfolio ${brand.id}: the calculator quotes when opened; the visit is tracked without personal data`, async ({ page, context, step }) => {
    const email = `demo-repaying@${domainOf(brand)}`;
    const calculatorChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/cost-calculator-[^/]*\.js$/.test(new URL(request.url()).pathname)) calculatorChunks.push(request.url());
    });
    let sessionId = '';

    await step('the welcome page offers the calculator without downloading it', async () => {
      await page.goto(brandUrl(brand, '/welcome'));
      await expectPage(page, '/welcome', 'Welcome');
      await expect(page.getByRole('button', { name: 'What would it cost?' })).toBeVisible();
      expect(calculatorChunks).toEqual([]);
    });

    await step('opened, it downloads and shows the server’s quote for $500.00 every two weeks', async () => {
      await page.getByRole('button', { name: 'What would it cost?' }).click();
      const quote = page.getByTestId('calculator-quote');
      await expect(quote).toContainText(/^\$500\.00: \d+ payments of \$\d+\.\d\d/);
      expect(calculatorChunks).toHaveLength(1);
      await expect(page.getByTestId('calculator-amount-financed')).toHaveText(brand.id === 118 ? '$475.00' : '$500.00');
      await expect(page.getByTestId('calculator-apr')).toHaveText(/^1[56]\d\.\d\d%$/);
      await expect(page.getByText(brand.id === 118 ? 'From $200.00 to $1,500.00' : 'From $300.00 to $2,500.00')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await step('a bigger amount, weekly, gives a new quote', async () => {
      const before = await page.getByTestId('calculator-total').textContent();
      await page.getByLabel(/^Amount:/).focus();
      for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('calculator-amount')).toHaveText('$600.00');
      await page.getByRole('radio', { name: 'Every week' }).check();
      await page.getByRole('button', { name: 'Show the cost' }).click();
      await expect(page.getByTestId('calculator-quote')).toContainText(/^\$600\.00: \d+ payments of/);
      expect(await page.getByTestId('calculator-total').textContent()).not.toBe(before);
    });

    await step('the demo borrower signs in with their e-mail, password and code, and reads their loan', async () => {
      await page.goto(brandUrl(brand, '/sign-in'));
      await fillSignIn(page, email, PASSWORD);
      await enterMailedCode(page, email);
      await expectPage(page, '/home', 'Home');
      await page.getByRole('button', { name: 'View loan details' }).click();
      await expectPage(page, '/repayment/loan-details', 'Loan Details');
    });

    await step('the tab closes: its beacon arrives with the pages and calls, and nothing personal', async () => {
      const before = (await storedRecords(page)).length;
      const other = await context.newPage();
      await page.close({ runBeforeUnload: true });
      let records: StoredRecord[] = [];
      // Only what arrived after the close: the other brand's journey left a page leave there too.
      const arrived = () => records.slice(before);
      await expect
        .poll(async () => {
          records = await storedRecords(other);
          return arrived().filter((record) => record.page === '/repayment/loan-details' && record.kind === 'pageLeave').length;
        })
        .toBeGreaterThan(0);
      const ours = arrived().filter((record) => record.page === '/repayment/loan-details');
      sessionId = ours[0]!.sessionId;
      const session = records.filter((record) => record.sessionId === sessionId);
      expect(session.filter((record) => record.kind === 'pageEnter').map((record) => record.page)).toEqual(
        expect.arrayContaining(['/sign-in', '/home', '/repayment/loan-details']),
      );
      expect(session.find((record) => record.callPath === '/dolphin-customer/sign-in')?.outcomeCode).toBe(1);
      expect(session.find((record) => record.callPath === '/dolphin-customer/verify-login-code')?.outcomeCode).toBe(1);
      // Every record of every journey this server saw, searched as text.
      const everything = JSON.stringify(records).toLowerCase();
      for (const secret of PERSONAL) expect(everything, secret).not.toContain(secret.toLowerCase());
      await other.close();
    });

    await step('the funnel counts the session on each page it reached and the page it left on', async () => {
      const response = await context.request.get(api(`/dev/behavior/funnel?from=${newYorkToday()}&to=${newYorkToday()}&portfolioId=${brand.id}`));
      const funnel = (await response.json()) as { sessions: number; pages: Array<{ page: string; reached: number; leftHere: number }> };
      expect(funnel.sessions).toBeGreaterThanOrEqual(1);
      const reached = (path: string) => funnel.pages.find((row) => row.page === path)?.reached ?? 0;
      expect(reached('/sign-in')).toBeGreaterThanOrEqual(1);
      expect(reached('/home')).toBeGreaterThanOrEqual(1);
      expect(funnel.pages.find((row) => row.page === '/repayment/loan-details')?.leftHere).toBeGreaterThanOrEqual(1);
    });
  });
}
