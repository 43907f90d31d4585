// The server killed between signing and funding (issue 12): SIGKILL, no shutdown, right after the borrower signed on a
// phone, then started again on the same data directory. Nothing is lost: the signature and its signed PDF, and the
// loan's next step, a durable job the first server never ran (it polled no jobs), which the restarted one runs once.
// The page left open on home reconnects by itself and follows the loan; an operator approves and funds it from the
// command line (`npm run ops`, which goes through the running server's /dev/ops); the borrower then downloads the
// signed PDF with its certificate page, the one the signed e-mail's fingerprint names. The test runs a server of its own.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { PHONE } from './support/brands.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { ownServer } from './signing-own-server.ts';
import { expect, test } from './support/test.ts';

const EMAIL = 'demo-unsigned@goldcrest.example';
const LOAN_NO = 'GC-DEMO-3001';
// Its own server, on the port after e2e/signing-restart.spec.ts's.
const own = ownServer(11, { email: EMAIL });

type Shown = { loan: { stage: string; signed: boolean; decisions: Array<{ action: string; operator: string }>; jobs: Array<{ kind: string; state: string }> } };
const shown = async (request: Parameters<typeof own.ops>[0]) => (await own.ops<Shown>(request, { command: 'show', loanNo: LOAN_NO })).loan;

/** `npm run ops -- <args>` as an operator types it, told the server's port and data directory. */
async function opsCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ops', '--', ...args], {
    env: { ...process.env, PORT: String(own.port), DATA_DIR: own.dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  return stdout;
}

const tracker = (page: Page) => page.getByRole('region', { name: 'Your loan is on its way' }).getByRole('list', { name: 'Where your loan is' });

/** The text of each page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

test.use({ viewport: PHONE.viewport, hasTouch: true });
test.afterAll(() => own.stop());

test('the server killed between signing and funding loses nothing: the signature, its PDF and the next step survive, and the loan is approved and funded', async ({
  page,
  request,
  step,
}) => {
  // No job runs on the first server: the auto validation the signature enqueues is still to run when it dies.
  await step('our own server starts, polling no jobs', () => own.start(request, { JOB_POLL_INTERVAL_MS: '0' }), 200_000);

  await step('the unsigned demo customer signs on a phone from home, sees the countdown and lands on home', async () => {
    await own.signInOn(page, request);
    await page.goto(own.page('/home'));
    await page.getByRole('button', { name: 'Sign your loan agreement' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Agreement');
    const fullName = (await page.locator('[data-agreement] [data-borrower-name]').textContent())!.trim();
    await page.getByLabel('Type your full name to sign').fill(fullName);
    await page.getByLabel(/I have read the E-Sign disclosure/).check();
    await page.getByLabel(/I have read the loan agreement/).check();
    await page.getByRole('button', { name: 'Sign the loan agreement' }).click();
    await expect(page.getByRole('status').filter({ hasText: /All set\. You will be redirected to the home page after \d seconds\./ })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/home');
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText('We have your signed application');
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  });

  const signedMail = await step('the signed agreement is mailed with its fingerprint; its validation waits', async () => {
    const mail = (await own.outbox(request)).find((message) => message.subject.startsWith('Your signed'));
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([`Goldcrest-loan-agreement-${LOAN_NO}-signed.pdf`]);
    const loan = await shown(request);
    expect(loan).toMatchObject({ stage: 'validating', signed: true });
    expect(loan.jobs.filter((job) => job.kind === 'auto-validate').map((job) => job.state)).toEqual(['pending']);
    return mail!;
  });

  await step(
    'the server is killed (SIGKILL) and started again on the same data, running its jobs',
    async () => {
      expect(await own.stop('SIGKILL')).toBe('SIGKILL');
      await own.start(request);
    },
    240_000,
  );

  await step('the job survived and ran once: the open home page reconnects and shows the loan in review, with no reload', async () => {
    await expect(tracker(page).locator('[aria-current="step"]')).toContainText("We're checking your details", { timeout: 120_000 });
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    const loan = await shown(request);
    expect(loan.stage).toBe('in-review');
    expect(loan.decisions.filter((decision) => decision.operator === 'system:auto-validation')).toHaveLength(1);
    expect(loan.jobs.filter((job) => job.kind === 'auto-validate').map((job) => job.state)).toEqual(['done']);
  });

  await step(
    'an operator approves it from the command line: the tracker moves',
    async () => {
      expect(await opsCli('approve', LOAN_NO, '--operator', 'e2e')).toContain(`Approved ${LOAN_NO}`);
      await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Your loan is approved');
    },
    120_000,
  );

  await step(
    'and funds it: home shows the loan being repaid',
    async () => {
      expect(await opsCli('fund', LOAN_NO, '--operator', 'e2e')).toContain(`Funded ${LOAN_NO}`);
      await expect(page.getByText('Active: being repaid')).toBeVisible();
      await expectNoAxeViolations(page);
    },
    120_000,
  );

  await step('the borrower downloads the signed PDF: the original pages signed, then the certificate; the mailed fingerprint is its SHA-256', async () => {
    await page.goto(own.page('/loan-agreement'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download your signed agreement (PDF)' }).click()]);
    const bytes = await readFile((await download.path())!);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(signedMail.text).toContain(`The file's SHA-256 fingerprint is ${sha256}.`);
    const pages = await pdfText(bytes);
    expect(pages.at(-2)).toContain('Signed electronically');
    expect(pages.at(-1)).toContain('Certificate of completion');
    expect(pages.at(-1)).toContain(EMAIL);
    const mails = (await own.outbox(request)).map((message) => message.subject);
    expect(mails.filter((subject) => subject.startsWith('Your signed'))).toHaveLength(1);
    expect(mails.filter((subject) => subject.endsWith('loan is approved'))).toHaveLength(1);
  });
});
