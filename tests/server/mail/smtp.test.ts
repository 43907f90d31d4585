import { describe, expect, it, onTestFinished } from 'vitest';
import { createAccount, sendCreateAccountEmail, signIn, verifyLoginCode } from '#src/api/contract/customer.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { build, captureLogs } from '../helper.ts';
import { allConsents, codeIn, DEVICE, ok, OTHER_DEVICE, resourceIn, STRONG_PASSWORD } from '../support/accounts.ts';
import { headerOf, plainTextOf, startSmtpSink } from '../support/smtp-sink.ts';

describe('mail through SMTP (SMTP_URL set)', () => {
  it('sends the create-account link and the login code to a real SMTP server; the links work and the outbox stays empty', async () => {
    const sink = await startSmtpSink();
    onTestFinished(() => sink.close());
    const logs = captureLogs();
    const app = await build({ smtpUrl: sink.url, logLevel: 'info' }, { logDestination: logs.destination });

    await ok(
      app,
      sendCreateAccountEmail,
      { email: 'smtp.user@example.com', portfolioId: 110, consents: await allConsents(app, 110) },
      { host: 'p110.localhost:8080' },
    );
    expect(sink.received).toHaveLength(1);
    const [welcome] = sink.received;
    expect(welcome!.to).toEqual(['smtp.user@example.com']);
    expect(welcome!.from).toBe('no-reply@goldcrestlending.example');
    expect(headerOf(welcome!.raw, 'Subject')).toBe('Finish creating your Goldcrest Lending account');
    expect(welcome!.raw).toMatch(/Content-Type: text\/html/i);

    const text = plainTextOf(welcome!.raw);
    expect(text).toContain('Create my account:\nhttp://p110.localhost:8080/create-account/');
    const resource = resourceIn(text, '/create-account');
    await ok(app, createAccount, { resource, password: STRONG_PASSWORD, deviceId: DEVICE });

    const challenge = await ok<{ challengeId: string }>(app, signIn, {
      email: 'smtp.user@example.com',
      password: STRONG_PASSWORD,
      portfolioId: 110,
      deviceId: OTHER_DEVICE,
    });
    expect(sink.received).toHaveLength(2);
    const code = codeIn(plainTextOf(sink.received[1]!.raw));
    const session = await ok<{ customer: { email: string } }>(app, verifyLoginCode, {
      challengeId: challenge.challengeId,
      code,
      deviceId: OTHER_DEVICE,
      rememberDevice: true,
    });
    expect(session.customer.email).toBe('smtp.user@example.com');

    expect(await app.database.orm.select().from(mailOutbox)).toEqual([]);
    const sent = logs.lines().filter((line) => line.msg === 'Mail sent through SMTP');
    expect(sent).toHaveLength(2);
    expect(logs.text()).not.toContain(resource);
    expect(logs.text()).not.toContain(code);
  });

  it('answers 500 with the generic message when the SMTP server is not there', async () => {
    const sink = await startSmtpSink();
    await sink.close();
    const app = await build({ smtpUrl: sink.url });
    const reply = await app.inject({
      method: 'POST',
      url: sendCreateAccountEmail.path,
      payload: { email: 'nobody@example.com', portfolioId: 118, consents: await allConsents(app, 118) },
    });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ code: -10500, message: 'Something went wrong on our side. Please try again.' });
  });
});
