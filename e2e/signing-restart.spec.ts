// The server restarted while a borrower waits on the signing page (issue 12): the page's realtime channel loses its
// socket, reconnects by itself with its backoff (machines/realtime), asks the signature's status again (a message
// is delivered at most once), and reaches the signed countdown and /home without a reload. The test runs a server
// of its own, which it stops and starts again on the same data directory, beside the worker's server. Then the
// wizard's last step of the signed loan is the "application submitted" result page (/notification/102).
import { parseSignatureResource, signLoanAgreement } from '#src/api/contract/signing.ts';
import { ownServer } from './signing-own-server.ts';
import { expect, test } from './support/test.ts';

// Its own server, on a port of its own past the workers' (e2e/signing-kill.spec.ts takes the next).
const own = ownServer(10, { email: 'demo-unsigned@goldcrest.example' });

test.afterAll(() => own.stop());

test('the server restarts while the borrower waits on the agreement: the page reconnects and reaches the signed countdown and home without a reload', async ({
  page,
  request,
  step,
}) => {
  await step('our own server starts', () => own.start(request), 200_000);
  await step('the unsigned demo customer waits on /loan-agreement with the channel open', async () => {
    await own.signInOn(page, request);
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/realtime/'));
    await page.goto(own.page('/loan-agreement'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loan Agreement');
    await expect(page.getByLabel('Type your full name to sign')).toBeVisible();
    await socket;
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  });

  const fullName = (await page.locator('[data-agreement] [data-borrower-name]').textContent())!.trim();
  await step(
    'the server stops and starts again on the same data',
    async () => {
      await own.stop();
      await own.start(request);
    },
    240_000,
  );

  await step('the agreement is signed on another device through the e-mailed link, on the restarted server', async () => {
    const resource = (await own.mailed(request, /\/signature\/[A-Za-z0-9_-]+/)).split('/signature/')[1]!;
    const opened = await own.call<{ disclosure: { version: string } }>(request, parseSignatureResource, { resource, sessionId: 'e2e-restart-phone' });
    await own.call(request, signLoanAgreement, {
      resource,
      typedName: fullName,
      disclosureVersion: opened.disclosure.version,
      consented: true,
      agreedToTerms: true,
    });
  });

  await step(
    'the waiting page hears of it after reconnecting: the green countdown, then home, with no reload',
    async () => {
      await expect(page.getByRole('status').filter({ hasText: /All set\. You will be redirected to the home page after \d seconds\./ })).toBeVisible({
        timeout: 120_000,
      });
      await expect(page).toHaveURL((url) => url.pathname === '/home', { timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
      // The rest of the message's 20 s is spent on home (decision 0710).
      await expect(page.getByRole('status').filter({ hasText: 'All set. Your loan agreement is signed.' })).toBeVisible();
    },
    180_000,
  );

  await step('the wizard’s last step of the signed loan is the "application submitted" result page', async () => {
    await page.goto(own.page('/disbursement/sign-loan-agreement'));
    await expect(page).toHaveURL((url) => url.pathname === '/notification/102');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');
  });
});
