import { describe, expect, it } from 'vitest';
import { sendCreateAccountEmail, sendForgotPasswordEmail } from '#src/api/contract/customer.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { build, captureLogs, manualClock } from '../helper.ts';
import { allConsents, ok, outbox } from '../support/accounts.ts';

describe('/dev/outbox (development)', () => {
  it('lists kept mail newest first as data, each with its links, and for one recipient on request', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    await ok(app, sendCreateAccountEmail, { email: 'first@example.com', portfolioId: 118, consents: await allConsents(app, 118) });
    clock.advance(1_000);
    await ok(app, sendForgotPasswordEmail, { email: 'second@example.com', portfolioId: 110 });

    const all = await outbox(app);
    expect(all.map((mail) => [mail.to, mail.subject])).toEqual([
      ['second@example.com', 'About your Goldcrest Lending password request'],
      ['first@example.com', 'Finish creating your Bluepeak Loans account'],
    ]);
    expect(all[0]).toMatchObject({
      portfolioId: 110,
      from: '"Goldcrest Lending" <no-reply@goldcrestlending.example>',
      createdAt: new Date(clock.now()).toISOString(),
      links: ['http://localhost/welcome'],
    });
    expect(all[0]!.html).toContain(
      '<td style="background:#1C2434;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">Goldcrest Lending</td>',
    );
    expect(all[0]!.text).toContain('Questions? Call (888) 555-0110 or write to care@goldcrestlending.example.');
    expect((await outbox(app, 'First@Example.com')).map((mail) => mail.to)).toEqual(['first@example.com']);
  });

  it('shows a page with each message: recipient, subject, time and the body with clickable links', async () => {
    const app = await build();
    await ok(app, sendCreateAccountEmail, { email: 'page@example.com', portfolioId: 118, consents: await allConsents(app, 118) });
    const [mail] = await outbox(app);
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h2>Finish creating your Bluepeak Loans account</h2>');
    expect(page.body).toContain('<dt>To</dt><dd>page@example.com</dd>');
    expect(page.body).toContain(`<a href="${mail!.links[0]}">${mail!.links[0]}</a>`);
    expect(page.body).toContain('&quot;Bluepeak Loans&quot; &lt;no-reply@bluepeakloans.example&gt;');
  });

  it('says so when there is no mail yet', async () => {
    const app = await build();
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).body).toContain('No mail yet.');
    expect((await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json()).toEqual([]);
  });

  it('logs that a mail was kept, naming no link, code or body', async () => {
    const logs = captureLogs();
    const app = await build({ logLevel: 'info' }, { logDestination: logs.destination });
    await ok(app, sendCreateAccountEmail, { email: 'logged@example.com', portfolioId: 118, consents: await allConsents(app, 118) });
    const [mail] = await outbox(app);
    const kept = logs.lines().filter((line) => line.msg === 'Mail kept in the outbox (no SMTP_URL): open /dev/outbox to read it');
    expect(kept).toEqual([expect.objectContaining({ mail: { outboxId: mail!.id, to: '*****.com', subject: 'Finish creating your Bluepeak Loans account' } })]);
    expect(logs.text()).not.toContain(mail!.links[0]!.split('/').pop());
    expect(logs.text()).not.toContain('Choose a password to finish creating your account');
  });
});

describe('/dev/outbox in production', () => {
  it('does not exist, and mail is still kept when no SMTP server is set', async () => {
    const app = await build({ production: true });
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toEqual({ code: -10404, message: 'This service does not exist.', data: null });
    }
    await ok(app, sendForgotPasswordEmail, { email: 'prod@example.com', portfolioId: 110 }, { host: 'p110.localhost' });
    const [kept] = await app.database.orm.select().from(mailOutbox);
    // Production links are https, on the brand's own domain.
    expect(kept?.textBody).toContain('https://p110.localhost/welcome');
  });
});

// Issue 17, finding 5: outside production the server listens on every interface, and the outbox shows every
// login code and link. Only this machine may read it; to anyone else the pages do not exist.
describe('/dev/outbox from another machine', () => {
  const ABSENT = { code: -10404, message: 'This service does not exist.', data: null };

  it.each(['203.0.113.7', '10.0.0.2', '::ffff:198.51.100.2', '2001:db8::1', '::ffff:128.0.0.1'])('does not exist for %s', async (remoteAddress) => {
    const app = await build();
    await ok(app, sendForgotPasswordEmail, { email: 'far@example.com', portfolioId: 110 });
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=far@example.com']) {
      const reply = await app.inject({ method: 'GET', url, remoteAddress });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual(ABSENT);
    }
  });

  it.each(['127.0.0.1', '127.10.20.30', '::1', '::ffff:127.0.0.1'])('answers the loopback address %s', async (remoteAddress) => {
    const app = await build();
    await ok(app, sendForgotPasswordEmail, { email: 'near@example.com', portfolioId: 110 });
    const reply = await app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).statusCode).toBe(200);
  });

  it('behind TRUST_PROXY, goes by the socket, not X-Forwarded-For, and refuses what a proxy relays', async () => {
    const app = await build({ trustProxy: true });
    const get = (remoteAddress: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });
    expect((await get('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // A proxy on this machine relaying someone else: the socket is loopback, the client is not.
    expect((await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    expect((await get('127.0.0.1', {})).statusCode).toBe(200);
  });
});
