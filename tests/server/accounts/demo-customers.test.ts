import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkConsentStatus } from '#src/api/contract/consent.ts';
import { signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { customer, customerConsent } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, codeIn, latestMail, ok } from '../support/accounts.ts';

describe('demo customers (not in production)', () => {
  it.each([
    [110, 'demo@goldcrest.example', 'Your Goldcrest Lending sign-in code'],
    [118, 'demo@bluepeak.example', 'Your Bluepeak Loans sign-in code'],
  ])('portfolio %i: %s signs in with the documented password, through the login-code step', async (portfolioId, email, subject) => {
    const app = await build();
    const challenge = await ok<{ status: string; challengeId: string }>(app, signIn, { email, password: DEMO_PASSWORD, portfolioId, deviceId: 'newcomer-browser-0001' });
    expect(challenge.status).toBe('codeRequired');
    const mail = await latestMail(app, email);
    expect(mail.subject).toBe(subject);
    const session = await ok<Session>(app, verifyLoginCode, { challengeId: challenge.challengeId, code: codeIn(mail.text), deviceId: 'newcomer-browser-0001', rememberDevice: false });
    expect(session.customer).toMatchObject({ email, portfolioId });
    expect((await ok<{ consented: boolean }>(app, checkConsentStatus, {}, authHeaders(session))).consented).toBe(true);
  });

  it('is seeded once however often the server starts, and leaves a changed demo account alone', async () => {
    const first = await build();
    await first.database.orm.update(customer).set({ firstName: 'Renamed' }).where(eq(customer.email, 'demo@bluepeak.example'));
    await first.close();
    const second = await build();
    const rows = await second.database.orm.select({ email: customer.email, firstName: customer.firstName }).from(customer).orderBy(customer.email);
    expect(rows).toEqual([
      { email: 'demo@bluepeak.example', firstName: 'Renamed' },
      { email: 'demo@goldcrest.example', firstName: 'Dana' },
    ]);
    const [consents] = await second.database.orm.select({ value: count() }).from(customerConsent);
    expect(consents?.value).toBe(DEMO_CUSTOMERS.length * 4);
  });

  it('does not exist in production', async () => {
    const app = await build({ production: true });
    expect(await app.database.orm.select().from(customer)).toEqual([]);
  });
});
