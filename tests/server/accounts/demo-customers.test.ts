import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkConsentStatus } from '#src/api/contract/consent.ts';
import { signIn, verifyLoginCode, type Session } from '#src/api/contract/customer.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { customer, customerConsent } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, codeIn, latestMail, ok } from '../support/accounts.ts';

describe('demo customers (not in production)', () => {
  it.each([
    [110, 'demo@goldcrest.example', 'Your Goldcrest Lending sign-in code'],
    [118, 'demo@bluepeak.example', 'Your Bluepeak Loans sign-in code'],
  ])('portfolio %i: %s signs in with the documented password, through the login-code step', async (portfolioId, email, subject) => {
    const app = await build();
    const challenge = await ok<{ status: string; challengeId: string }>(app, signIn, {
      email,
      password: DEMO_PASSWORD,
      portfolioId,
      deviceId: 'newcomer-browser-0001',
    });
    expect(challenge.status).toBe('codeRequired');
    const mail = await latestMail(app, email);
    expect(mail.subject).toBe(subject);
    const session = await ok<Session>(app, verifyLoginCode, {
      challengeId: challenge.challengeId,
      code: codeIn(mail.text),
      deviceId: 'newcomer-browser-0001',
      rememberDevice: false,
    });
    expect(session.customer).toMatchObject({ email, portfolioId });
    expect((await ok<{ consented: boolean }>(app, checkConsentStatus, {}, authHeaders(session))).consented).toBe(true);
  });

  it('is seeded once however often the server starts, and leaves a changed demo account alone', async () => {
    const first = await build();
    await first.database.orm.update(customer).set({ firstName: 'Renamed' }).where(eq(customer.email, 'demo@bluepeak.example'));
    await first.close();
    const second = await build();
    const rows = await second.database.orm
      .select({ portfolioId: customer.portfolioId, email: customer.email, firstName: customer.firstName })
      .from(customer)
      .orderBy(customer.email);
    // The twelve of docs/demo-data.md, each once: two with no loan, one per home page of flags 2 (qualified),
    // 3, 4 and 5 in each portfolio, and one per portfolio with a loan in collection and a coupon.
    expect(rows).toEqual([
      { portfolioId: 118, email: 'demo-collection@bluepeak.example', firstName: 'Cody' },
      { portfolioId: 110, email: 'demo-collection@goldcrest.example', firstName: 'Colette' },
      { portfolioId: 118, email: 'demo-funding@bluepeak.example', firstName: 'Fiona' },
      { portfolioId: 110, email: 'demo-funding@goldcrest.example', firstName: 'Felix' },
      { portfolioId: 118, email: 'demo-qualified@bluepeak.example', firstName: 'Quentin' },
      { portfolioId: 110, email: 'demo-qualified@goldcrest.example', firstName: 'Quinn' },
      { portfolioId: 118, email: 'demo-repaying@bluepeak.example', firstName: 'Ruben' },
      { portfolioId: 110, email: 'demo-repaying@goldcrest.example', firstName: 'Rosa' },
      { portfolioId: 118, email: 'demo-unsigned@bluepeak.example', firstName: 'Ulrich' },
      { portfolioId: 110, email: 'demo-unsigned@goldcrest.example', firstName: 'Uma' },
      { portfolioId: 118, email: 'demo@bluepeak.example', firstName: 'Renamed' },
      { portfolioId: 110, email: 'demo@goldcrest.example', firstName: 'Dana' },
    ]);
    // Every current consent (four per portfolio) accepted once per customer, not again on the second start.
    const [consents] = await second.database.orm.select({ value: count() }).from(customerConsent);
    expect(consents?.value).toBe(12 * 4);
  });

  it('does not exist in production', async () => {
    const app = await build({ production: true });
    expect(await app.database.orm.select().from(customer)).toEqual([]);
  });
});
