// The first page before any script runs (issue 15, decision 0303): the server renders the public pages for the
// brand of the request's host, and the browser's React hydrates that markup instead of drawing it again.
import { type Page } from '@playwright/test';
import { acceptRequiredConsents } from './accounts-helpers.ts';
import { expect, test } from './support/test.ts';
import { BRANDS, DESKTOP, PHONE, origin } from './support/brands.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Records, from the first byte of the document, every element removed from #root and every error the page
 * logs: React's hydration keeps the server's elements; a mismatch would log and draw the page again.
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const record = window as unknown as { removedFromRoot: string[] };
    record.removedFromRoot = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node.nodeType === Node.ELEMENT_NODE && (mutation.target as Element).closest?.('#root'))
            record.removedFromRoot.push((node as Element).outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    /** Resolves once React owns the page's heading (React marks each element it hydrated with its fiber). */
    hydrated: () => expect.poll(() => heading(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true),
    removed: () => page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot),
  };
}

// The public pages the server renders, with what each shows first.
const PUBLIC_PAGES = [
  { path: '/sign-in', title: 'Sign in' },
  { path: '/send-reset-link', title: 'Forgot Password' },
  { path: '/404', title: 'NotFound' },
  { path: '/403', title: 'Deny' },
  { path: '/500', title: 'Error' },
] as const;

test.beforeAll(async ({ request }) => {
  const page = await request.get('/sign-in');
  expect(
    await page.text(),
    'The build has no server rendering bundle: npm run build makes it (or `npx vite build --ssr src/entry-server.tsx --outDir <build>/.ssr`)',
  ).toContain('data-first-page=');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const brand of BRANDS)
    test(`${brand.name}: /sign-in shows its heading, its fields and its brand`, async ({ page }) => {
      await page.goto(`${origin(brand.web)}/sign-in`);
      await expect(heading(page)).toHaveText('Sign in');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveTitle(`Sign in | ${brand.name}`);
      await expect(page.getByRole('link', { name: `${brand.name}, home` })).toBeVisible();
      // The brand's own colour, from its Chakra system rendered on the server.
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', brand.primary);
    });

  for (const brand of BRANDS)
    test(`${brand.name}: /welcome shows its heading, its consents (the brand's templates, carried by the page) and its button`, async ({ page }) => {
      await page.goto(`${origin(brand.web)}/welcome`);
      await expect(heading(page)).toHaveText('Welcome');
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await expect(page.getByText(`I agree to receive records and sign electronically (E-Sign Consumer Disclosure of ${brand.name})`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept and continue' })).toBeVisible();
      await expect(page).toHaveTitle(`Welcome | ${brand.name}`);
    });

  test('the other public pages show their headings', async ({ page }) => {
    for (const { path, title } of PUBLIC_PAGES) {
      await page.goto(`${origin(BRANDS[1].web)}${path}`);
      await expect(heading(page)).toHaveText(title);
    }
  });

  test('a signed-in page shows the loading overlay the app starts with', async ({ page }) => {
    await page.goto(`${origin(BRANDS[0].web)}/home`);
    await expect(page.getByRole('status')).toHaveText('Loading…');
  });

  test('the sign-in form sent before the page works goes back to the page, with nothing typed in the address', async ({ page }) => {
    await page.goto(`${origin(BRANDS[0].web)}/sign-in`);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(heading(page)).toHaveText('Sign in');
    expect(page.url()).toBe(`${origin(BRANDS[0].web)}/sign-in`);
  });
});

test.describe('with JavaScript, the page is hydrated: no error, no element drawn again', () => {
  for (const brand of BRANDS)
    for (const [device, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const)
      test(`${brand.name} on a ${device}: /sign-in`, async ({ browser }) => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const watch = await watchHydration(page);
        await page.goto(`${origin(brand.web)}/sign-in`);
        await watch.hydrated();
        expect(await watch.removed()).toEqual([]);
        // Working: an empty form is refused by the app, not sent.
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByText("Password can't be empty").first()).toBeVisible();
        expect(watch.errors).toEqual([]);
        await context.close();
      });

  for (const brand of BRANDS)
    test(`${brand.name}: /welcome, its consents ticked and continued to the e-mail step`, async ({ page }) => {
      const watch = await watchHydration(page);
      await page.goto(`${origin(brand.web)}/welcome`);
      await watch.hydrated();
      expect(await watch.removed()).toEqual([]);
      await acceptRequiredConsents(page);
      await expect(page).toHaveURL(`${origin(brand.web)}/send-set-link`);
      expect(watch.errors).toEqual([]);
    });

  test("the page's scripts are asked for once it has painted, and it still works", async ({ page }) => {
    const watch = await watchHydration(page);
    await page.goto(`${origin(BRANDS[1].web)}/sign-in`);
    await watch.hydrated();
    // When each script was asked for, beside the first contentful paint (both on the page's own clock).
    const { paintedAt, scripts } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, askedAt: entry.startTime })),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.askedAt < paintedAt)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText("Password can't be empty").first()).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test('what the visitor types and sends before the page works stays in the form, and the app takes both', async ({ page }) => {
    const watch = await watchHydration(page);
    // The app's entry is held back until the e-mail is typed: the form is the server's until then.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event: the held script would hold it too.
    await page.goto(`${origin(BRANDS[0].web)}/sign-in`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    // Sent while the page is still the server's: it waits for the app, which checks it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    release();
    await watch.hydrated();
    await expect(page.getByText("Password can't be empty").first()).toBeVisible();
    await expect(page.getByText("Email can't be empty")).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.com');
    expect(watch.errors).toEqual([]);
  });

  test('the other public pages and the root', async ({ page }) => {
    const watch = await watchHydration(page);
    for (const { path, title } of [{ path: '/', title: 'Sign in' }, ...PUBLIC_PAGES]) {
      await page.goto(`${origin(BRANDS[0].web)}${path}`);
      await expect(heading(page)).toHaveText(title);
      await watch.hydrated();
      expect(await watch.removed(), path).toEqual([]);
    }
    expect(watch.errors).toEqual([]);
  });
});
