// What the accounts journeys share: the development outbox of the real server (links and login codes), and
// the steps a borrower takes on the account pages. The brands and their hosts are in support/brands.ts.
import { type Page } from '@playwright/test';
import { expect } from './support/test.ts';
import { expectNoOverflow } from './support/overflow.ts';
import { serverUrl } from './support/brands.ts';

let unique = 0;
/** A fresh address per journey: no earlier mail, no throttling carried over. */
export const freshEmail = (label: string) => `${label}.${Date.now()}.${(unique += 1)}@example.com`;

type OutboxMessage = { to: string; subject: string; text: string; links: string[]; createdAt: string };

/** The server's outbox (GET /dev/outbox.json), newest first. */
export async function outbox(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(serverUrl(`/dev/outbox.json?to=${encodeURIComponent(to)}`));
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** The newest link to `pathPart` mailed to `to`, as a path on the same host the page is on. */
export async function mailedLink(page: Page, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await outbox(page, to)).flatMap((message) => message.links).find((candidate) => candidate.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname;
}

/** The newest 6-digit sign-in code mailed to `to`. */
export async function mailedCode(page: Page, to: string, notIn: readonly string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await outbox(page, to))
        .filter((message) => /sign-in code/i.test(message.subject))
        .map((message) => message.text.match(/\b\d{6}\b/)?.[0])
        .find((candidate) => candidate !== undefined && !notIn.includes(candidate));
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page at `path` titled `title`, with nothing on it wider than its container (issue 18, defect 10). */
export async function expectPage(page: Page, path: string, title: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(heading(page)).toHaveText(title);
  await expectNoOverflow(page);
}

/** Ticks every required consent and goes on. */
export async function acceptRequiredConsents(page: Page): Promise<void> {
  const items = page.locator('li').filter({ has: page.getByRole('checkbox') });
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    if (await item.getByText(/^Required/).isVisible()) await item.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Code' });

/** Finishes the login-code step with the mailed code. */
export async function enterMailedCode(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your e-mail for a code' })).toBeVisible();
  await codeInput(page).fill(await mailedCode(page, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}
