// Issue 18, defect 12 in Chromium against the real server: the password checklist's verdict comes from word lists
// fetched as JSON data (the build's hashed assets), not from a 1.6 MB script, and says the server's words.
import { expect, test } from './support/test.ts';
import { expectPage } from './accounts-helpers.ts';
import { BRANDS, brandUrl, DEMO_PASSWORD } from './support/brands.ts';
import { seedSignedIn } from './support/seed.ts';

test('change password: the verdict is made from the fetched word lists, and no script over 100 kB came over the wire (Bluepeak)', async ({ page, step }) => {
  const brand = BRANDS[1];
  const lists: string[] = [];
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (/^\/assets\/[\w-]+\.json$/.test(url.pathname)) lists.push(url.pathname.replace(/-[\w-]{8}\.json$/, ''));
    if (url.pathname.endsWith('.js'))
      scripts.push({ url: url.pathname, bytes: Number(response.headers()['content-length'] ?? (await response.body()).length) });
  });
  await step('signed in, the change-password page', async () => {
    await seedSignedIn(page, brand, 'demo-funding@bluepeak.example', DEMO_PASSWORD);
    await page.goto(brandUrl(brand, '/change-password'));
    await expectPage(page, '/change-password', 'Change Password');
  });
  await step("a password that meets the rules but is easy to guess: the server's refusal, from the fetched lists", async () => {
    await page.getByLabel('New password').fill('Password123!');
    await expect(
      page.getByText('This password would be easy to guess. Please choose a longer one, such as three or four unrelated words.').first(),
    ).toBeVisible();
    expect(lists.sort()).toEqual([
      '/assets/commonWords',
      '/assets/diceware',
      '/assets/firstnames',
      '/assets/lastnames',
      '/assets/passwords',
      '/assets/wikipedia',
    ]);
  });
  await step('three unrelated words: hard to guess', async () => {
    await page.getByLabel('New password').fill('Lantern-Harbor-42');
    await expect(page.getByText('Hard to guess').first()).toBeVisible();
  });
  // Compressed on the wire: the verdict's chunk was 848 kB gzip before; every script now is a few tens at most.
  expect(scripts.filter((script) => script.bytes > 100_000)).toEqual([]);
});
