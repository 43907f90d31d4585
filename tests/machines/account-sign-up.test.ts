// The accounts flow, signing up: welcome and consents, the set link, account creation from the link.
import { describe, expect, it } from 'vitest';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { landingPath } from '#machines/account/pages.ts';
import { acceptedConsents } from '#machines/account/setup.ts';
import { consentStatus, deferred, refusal, SESSION, startAccounts, TEMPLATES, tooManyRequests } from './account-harness.ts';

const LINK = 'AbCdEfGhIjKlMnOpQrSt';
const createLink = { purpose: 'createAccount', maskedEmail: '*****.com', createAccountType: CREATE_ACCOUNT_TYPE.home, expiresAt: '2026-11-21T15:30:00.000Z' };

async function onWelcome() {
  const app = await startAccounts({ loadConsentTemplates: () => TEMPLATES, sendSetLink: () => ({ maskedEmail: '*****.com' }) });
  await app.open('/welcome');
  return app;
}

describe('welcome and consents', () => {
  it('loads the templates of the portfolio on /welcome, with its transparent top bar', async () => {
    const app = await onWelcome();
    expect(app.path()).toBe('/welcome');
    expect(app.title()).toBe('Welcome');
    expect(app.inputsOf('loadConsentTemplates')).toEqual([{ portfolioId: 118 }]);
    expect(app.matches({ welcome: 'ready' })).toBe(true);
    expect(app.context().consents.map((template) => template.templateCode)).toEqual(['esign', 'privacy', 'marketing']);
  });

  it('shows why the templates did not load and loads them again on retry', async () => {
    let fail = true;
    const app = await startAccounts({
      loadConsentTemplates: () => {
        if (fail) throw new Error('We could not reach our servers. Please check your connection and try again.');
        return TEMPLATES;
      },
    });
    await app.open('/welcome');
    expect(app.matches({ welcome: 'failed' })).toBe(true);
    expect(app.context().error).toBe('We could not reach our servers. Please check your connection and try again.');
    expect(app.can({ type: 'consent.continue' })).toBe(false);
    fail = false;
    await app.send({ type: 'retry' });
    expect(app.matches({ welcome: 'ready' })).toBe(true);
    expect(app.context().error).toBeNull();
  });

  it('ticks and unticks consents', async () => {
    const app = await onWelcome();
    await app.send({ type: 'consent.toggle', templateCode: 'esign', checked: true });
    await app.send({ type: 'consent.toggle', templateCode: 'marketing', checked: true });
    await app.send({ type: 'consent.toggle', templateCode: 'esign', checked: false });
    expect(app.context().accepted).toEqual(['marketing']);
  });

  it('asks for every required consent before going on, and stays on the page', async () => {
    const app = await onWelcome();
    await app.send({ type: 'consent.toggle', templateCode: 'esign', checked: true });
    await app.send({ type: 'consent.continue' });
    expect(app.path()).toBe('/welcome');
    expect(app.context().error).toBe('Please accept the required consents to continue.');
    await app.send({ type: 'consent.toggle', templateCode: 'privacy', checked: true });
    expect(app.context().error).toBeNull();
  });

  it('goes on to the e-mail step once the required consents are ticked; the optional one may stay unticked', async () => {
    const app = await onWelcome();
    await app.send({ type: 'consent.toggle', templateCode: 'esign', checked: true });
    await app.send({ type: 'consent.toggle', templateCode: 'privacy', checked: true });
    await app.send({ type: 'consent.continue' });
    expect(app.path()).toBe('/send-set-link');
    expect(app.title()).toBe('Create an Account');
  });

  it('sends a deep link to /send-set-link back to the consents', async () => {
    const app = await startAccounts({ loadConsentTemplates: () => TEMPLATES });
    await app.open('/send-set-link');
    expect(app.path()).toBe('/welcome');
  });

  it('sends every template with its version and whether it was ticked', () => {
    expect(acceptedConsents(TEMPLATES, ['esign', 'privacy'])).toEqual([
      { templateCode: 'esign', version: '2026-01', check: true },
      { templateCode: 'privacy', version: '3', check: true },
      { templateCode: 'marketing', version: '1', check: false },
    ]);
  });
});

describe('the set link', () => {
  async function onSetLink(sendSetLink: (input: never) => unknown) {
    const app = await startAccounts({ loadConsentTemplates: () => TEMPLATES, sendSetLink });
    await app.open('/welcome');
    await app.send({ type: 'consent.toggle', templateCode: 'esign', checked: true });
    await app.send({ type: 'consent.toggle', templateCode: 'privacy', checked: true });
    await app.send({ type: 'consent.continue' });
    return app;
  }

  it('sends the e-mail with the accepted consents, then shows where it went', async () => {
    const answer = deferred<{ maskedEmail: string }>();
    const app = await onSetLink(() => answer.promise);
    await app.send({ type: 'setLink.submit', email: 'jane@example.com' });
    expect(app.matches({ sendSetLink: 'sending' })).toBe(true);
    expect(app.can({ type: 'setLink.submit', email: 'x@example.com' })).toBe(false);
    answer.resolve({ maskedEmail: '*****.com' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.inputsOf('sendSetLink')).toEqual([{ email: 'jane@example.com', portfolioId: 118, consents: acceptedConsents(TEMPLATES, ['esign', 'privacy']) }]);
    expect(app.matches({ sendSetLink: 'sent' })).toBe(true);
    expect(app.context().maskedEmail).toBe('*****.com');
    expect(app.path()).toBe('/send-set-link');
  });

  it('keeps the e-mail and shows the 429 message when asked too often', async () => {
    const app = await onSetLink(() => Promise.reject(tooManyRequests()));
    await app.send({ type: 'setLink.submit', email: 'jane@example.com' });
    expect(app.matches({ sendSetLink: 'editing' })).toBe(true);
    expect(app.context().error).toBe('Too many requests. Please wait a moment and try again.');
    expect(app.context().email).toBe('jane@example.com');
  });

  it('sends the e-mail again on request and says so', async () => {
    const app = await onSetLink(() => ({ maskedEmail: '*****.com' }));
    await app.send({ type: 'setLink.submit', email: 'jane@example.com' });
    await app.send({ type: 'setLink.resend' });
    expect(app.inputsOf('sendSetLink')).toHaveLength(2);
    expect(app.matches({ sendSetLink: 'sent' })).toBe(true);
    expect(app.context().notice).toBe('We sent another e-mail to *****.com.');
  });

  it('stays on the sent page with the reason when sending again fails', async () => {
    let calls = 0;
    const app = await onSetLink(() => (++calls === 1 ? { maskedEmail: '*****.com' } : Promise.reject(tooManyRequests())));
    await app.send({ type: 'setLink.submit', email: 'jane@example.com' });
    await app.send({ type: 'setLink.resend' });
    expect(app.matches({ sendSetLink: 'sent' })).toBe(true);
    expect(app.context().error).toBe('Too many requests. Please wait a moment and try again.');
  });
});

describe('creating the account from the link', () => {
  it('resolves the link, then asks for a password', async () => {
    const app = await startAccounts({ parseLink: () => createLink });
    await app.open(`/create-account/${LINK}`);
    expect(app.inputsOf('parseLink')).toEqual([{ resource: LINK }]);
    expect(app.path()).toBe(`/create-account/${LINK}`);
    expect(app.title()).toBe('Choose Your Password');
    expect(app.matches({ createAccount: 'editing' })).toBe(true);
    expect(app.context().link?.maskedEmail).toBe('*****.com');
  });

  it('treats a reset link opened here as an invalid link (/notification/302)', async () => {
    const app = await startAccounts({ parseLink: () => ({ ...createLink, purpose: 'resetPassword', createAccountType: null }) });
    await app.open(`/create-account/${LINK}`);
    expect(app.path()).toBe('/notification/302');
  });

  it('stays with the reason when the link cannot be checked', async () => {
    const app = await startAccounts({
      parseLink: () => Promise.reject(new Error('We could not reach our servers. Please check your connection and try again.')),
    });
    await app.open(`/create-account/${LINK}`);
    expect(app.matches({ createAccount: 'linkFailed' })).toBe(true);
    expect(app.context().error).toBe('We could not reach our servers. Please check your connection and try again.');
  });

  it('checks the link again on retry', async () => {
    let offline = true;
    const app = await startAccounts({ parseLink: () => (offline ? Promise.reject(new Error('offline')) : createLink) });
    await app.open(`/create-account/${LINK}`);
    offline = false;
    await app.send({ type: 'retry' });
    expect(app.inputsOf('parseLink')).toEqual([{ resource: LINK }, { resource: LINK }]);
    expect(app.matches({ createAccount: 'editing' })).toBe(true);
    expect(app.context().error).toBeNull();
  });

  it('creates the account, keeps the session for the API client and lands by the link type (home)', async () => {
    const app = await startAccounts({
      parseLink: () => createLink,
      createAccount: () => ({ session: SESSION, createAccountType: CREATE_ACCOUNT_TYPE.home }),
    });
    await app.open(`/create-account/${LINK}`);
    await app.send({ type: 'createAccount.submit', password: 'Secret-Pass1' });
    expect(app.inputsOf('createAccount')).toEqual([{ resource: LINK, password: 'Secret-Pass1' }]);
    expect(app.stored).toEqual([SESSION]);
    // Type 'home' lands on /home: the app routes it to the home flow with the new customer.
    expect(app.path()).toBe('/home');
    expect(app.appState()).toEqual({ ready: 'home' });
    expect(app.appContext().customer?.email).toBe('jane@example.com');
    expect(app.homeSnapshot().context.customer?.email).toBe('jane@example.com');
    expect(JSON.stringify(app.appContext())).not.toContain('Secret-Pass1');
    expect(JSON.stringify(app.homeSnapshot().context)).not.toContain('Secret-Pass1');
  });

  it('lands a new account by its type even when another page was remembered', async () => {
    const app = await startAccounts({
      parseLink: () => createLink,
      createAccount: () => ({ session: SESSION, createAccountType: CREATE_ACCOUNT_TYPE.home }),
    });
    app.actor.send({ type: 'api.signInRequired', returnTo: '/change-password' });
    await app.open(`/create-account/${LINK}`);
    await app.send({ type: 'createAccount.submit', password: 'Secret-Pass1' });
    expect(app.path()).toBe('/home');
  });

  it.each([
    [RESULT.passwordTooCommon, 'This password is too common. Please choose one that is harder to guess.'],
    [RESULT.badRequest, 'The request is not valid.'],
  ])('keeps the page with the message of %o', async (result, message) => {
    const app = await startAccounts({ parseLink: () => createLink, createAccount: () => Promise.reject(refusal(result)) });
    await app.open(`/create-account/${LINK}`);
    await app.send({ type: 'createAccount.submit', password: 'password1A' });
    expect(app.matches({ createAccount: 'editing' })).toBe(true);
    expect(app.context().error).toBe(message);
    expect(app.stored).toEqual([]);
  });

  it.each([
    [CREATE_ACCOUNT_TYPE.guidance, '/guidance'],
    [CREATE_ACCOUNT_TYPE.home, '/home'],
    [CREATE_ACCOUNT_TYPE.end, '/home'],
    [CREATE_ACCOUNT_TYPE.signLoanAgreement, '/loan-agreement'],
  ])('create-account type %i lands on %s', (type, path) => {
    expect(landingPath(type, '/repayment/loan-details')).toBe(path);
  });

  it('without a type lands on the remembered page, else home', () => {
    expect(landingPath(null, '/repayment/loan-details')).toBe('/repayment/loan-details');
    expect(landingPath(null, null)).toBe('/home');
  });

  it('shows why the signed-in consent page could not load, and loads it again on retry', async () => {
    let calls = 0;
    const app = await startAccounts({
      checkConsentStatus: () => {
        calls += 1;
        // The first answer checks the session; the consent page then asks again and fails once.
        return calls === 2 ? Promise.reject(new Error('offline')) : consentStatus(true, ['esign', 'privacy']);
      },
    });
    await app.open('/change-password');
    expect(app.path()).toBe('/change-password');
    await app.open('/consent');
    expect(app.matches({ signedIn: { consent: 'failed' } })).toBe(true);
    expect(app.context().error).toBe('offline');
    await app.send({ type: 'retry' });
    expect(app.matches({ signedIn: { consent: 'editing' } })).toBe(true);
  });

  it('has the signed-in customer check consents again only when their text changed', async () => {
    const app = await startAccounts({ checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']) });
    await app.open('/consent');
    expect(app.path()).toBe('/consent');
    expect(app.context().accepted).toEqual(['esign', 'privacy']);
  });
});
