// The accounts flow, signing in: password, the login-code step with its resend cool-down, account status
// messages, the remembered page, and the consent check after signing in. Landing is the app machine's:
// /home is the home flow's page (decision 0540), and signing out is done there.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { signOutVisit } from '#machines/home/pages.ts';
import {
  consentStatus,
  deferred,
  PERSONAL,
  refusal,
  SESSION,
  settle,
  startAccounts,
  tooManyRequests,
  type Answers,
  type HomeAnswers,
} from './account-harness.ts';

const NOW = Date.parse('2026-11-21T15:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const challenge = (resendIn = 30) => ({ challengeId: 'ChallengeId-0123456789', maskedEmail: '*****.com', resendAvailableAt: inSeconds(resendIn) });
/** The countdown moves one delayed transition per second, so time is moved a second at a time. */
const waitSeconds = (app: { clock: { increment(ms: number): void } }, seconds: number) => {
  for (let second = 0; second < seconds; second += 1) app.clock.increment(1000);
};
const credentials = { type: 'signIn.submit', email: 'jane@example.com', password: 'Secret-Pass1' } as const;

// Only Date is faked: the cool-down's "now"; the delays run on XState's simulated clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const signedIn = (answers: Answers = {}, homeAnswers: HomeAnswers = {}) =>
  startAccounts(
    { signIn: () => ({ status: 'signedIn', session: SESSION }), checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']), ...answers },
    undefined,
    homeAnswers,
  );

async function atCode(answers: Answers = {}) {
  const app = await startAccounts({ signIn: () => ({ status: 'codeRequired', ...challenge() }), checkConsentStatus: () => consentStatus(true), ...answers });
  await app.open('/sign-in');
  await app.send(credentials);
  return app;
}

describe('sign-in with e-mail and password', () => {
  it('opens on /sign-in from the root, titled Sign in with a transparent top bar', async () => {
    const app = await startAccounts();
    await app.open('/');
    expect(app.path()).toBe('/sign-in');
    expect(app.title()).toBe('Sign in');
    expect(app.can(credentials)).toBe(true);
  });

  it('sends e-mail, password and portfolio; keeps the session; checks consents; lands on home', async () => {
    const app = await signedIn();
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.inputsOf('signIn')).toEqual([{ email: 'jane@example.com', password: 'Secret-Pass1', portfolioId: 118 }]);
    expect(app.stored).toEqual([SESSION]);
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(1);
    // The app routes the landing to the home flow, handing it the customer who signed in.
    expect(app.path()).toBe('/home');
    expect(app.title()).toBe('Home');
    expect(app.appState()).toEqual({ ready: 'home' });
    expect(app.appContext().customer?.email).toBe('jane@example.com');
    expect(app.homeSnapshot().context.customer?.email).toBe('jane@example.com');
    expect(app.homeCalls).toEqual(expect.arrayContaining(['loadPersonal', 'loadDisbursement']));
    expect(JSON.stringify(app.appContext())).not.toContain('Secret-Pass1');
    expect(JSON.stringify(app.homeSnapshot().context)).not.toContain('Secret-Pass1');
  });

  it('refuses a second submit while the first is on its way', async () => {
    const answer = deferred<never>();
    const app = await startAccounts({ signIn: () => answer.promise });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.matches({ signIn: 'submitting' })).toBe(true);
    expect(app.can(credentials)).toBe(false);
  });

  it('returns to the remembered page after signing in again', async () => {
    const app = await signedIn();
    app.actor.send({ type: 'api.signInRequired', returnTo: '/change-password' });
    await settle();
    expect(app.path()).toBe('/sign-in');
    await app.send(credentials);
    expect(app.path()).toBe('/change-password');
    expect(app.actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('asks for changed consents before going on, then lands', async () => {
    const app = await signedIn({ checkConsentStatus: () => consentStatus(false, ['esign']), saveConsents: () => consentStatus(true, ['esign', 'privacy']) });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.path()).toBe('/consent');
    expect(app.title()).toBe('Review Our Terms');
    expect(app.context().accepted).toEqual(['esign']);
    await app.send({ type: 'consent.continue' });
    expect(app.context().error).toBe('Please accept the required consents to continue.');
    await app.send({ type: 'consent.toggle', templateCode: 'privacy', checked: true });
    await app.send({ type: 'consent.continue' });
    expect(app.inputsOf('saveConsents')).toEqual([
      {
        items: [
          { templateCode: 'esign', version: '2026-01', check: true },
          { templateCode: 'privacy', version: '3', check: true },
          { templateCode: 'marketing', version: '1', check: false },
        ],
      },
    ]);
    expect(app.path()).toBe('/home');
  });

  it('stays on the consent page with the reason when saving fails', async () => {
    const app = await signedIn({
      checkConsentStatus: () => consentStatus(false, ['esign', 'privacy']),
      saveConsents: () => Promise.reject(refusal(RESULT.consentOutdated)),
    });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.send({ type: 'consent.continue' });
    expect(app.path()).toBe('/consent');
    expect(app.context().error).toBe('These terms have changed since the page was opened. Please review them again.');
  });

  it('lands anyway when the consent check itself fails', async () => {
    const app = await signedIn({ checkConsentStatus: () => Promise.reject(new Error('offline')) });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.path()).toBe('/home');
  });

  it.each([
    [RESULT.wrongCredentials, 'The e-mail or password is not correct.'],
    [RESULT.accountInactive, 'This account is not active yet. Please use the link in your e-mail to finish setting it up.'],
    [RESULT.accountDuplicate, 'This e-mail address is already used by another account. Please sign in or reset your password.'],
    [RESULT.accountFrozen, 'This account is frozen. Please call customer service to unlock it.'],
    [RESULT.accountClosed, 'This account is closed. Please call customer service if you want to reopen it.'],
    [RESULT.accountArchived, 'This account has been archived. Please call customer service for help.'],
    [RESULT.accountLocked, 'Too many unsuccessful attempts. Please wait 15 minutes or reset your password.'],
    [RESULT.credentialInvalid, 'Credential is invalid.'],
    [RESULT.accountInfoInvalid, 'Account information is invalid.'],
    [RESULT.missingIdentity, 'Missing identity information.'],
    [RESULT.wrongGrantType, 'Wrong grant type.'],
  ])('shows code %o with its catalogue message and keeps the e-mail', async (result, message) => {
    const app = await startAccounts({ signIn: () => Promise.reject(refusal(result)) });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.matches({ signIn: 'form' })).toBe(true);
    expect(app.context().error).toBe(message);
    expect(app.context().email).toBe('jane@example.com');
    expect(app.stored).toEqual([]);
  });

  it('shows the 429 message', async () => {
    const app = await startAccounts({ signIn: () => Promise.reject(tooManyRequests()) });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.context().error).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('forgets the last error when the page is opened again', async () => {
    const app = await startAccounts({ signIn: () => Promise.reject(refusal(RESULT.wrongCredentials)) });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.open('/sign-in');
    expect(app.context().error).toBeNull();
  });
});

describe('/sign-in with a session kept in this browser (issue 18, defect 1)', () => {
  it('goes on to home when the server still accepts it, without showing the form', async () => {
    const app = await startAccounts({ checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']) });
    app.hold(SESSION);
    await app.open('/sign-in');
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(1);
    expect(app.path()).toBe('/home');
    expect(app.title()).toBe('Home');
    expect(app.held()).toEqual(SESSION);
  });

  it('comes the same way from the root', async () => {
    const app = await startAccounts({ checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']) });
    app.hold(SESSION);
    await app.open('/');
    expect(app.path()).toBe('/home');
  });

  it('asks for changed consents first', async () => {
    const app = await startAccounts({ checkConsentStatus: () => consentStatus(false, ['esign']) });
    app.hold(SESSION);
    await app.open('/sign-in');
    expect(app.path()).toBe('/consent');
  });

  it('shows the form once, with the reason, when the server refuses the session', async () => {
    const app = await startAccounts({
      checkConsentStatus: () => {
        // As in the browser: the app forgets the refused session and goes to /sign-in, then the call fails.
        app.hold(null);
        app.actor.send({ type: 'api.signInRequired', returnTo: '/sign-in' });
        throw refusal(RESULT.tokenOutdated);
      },
    });
    app.hold(SESSION);
    await app.open('/sign-in');
    await settle();
    expect(app.path()).toBe('/sign-in');
    expect(app.matches({ signIn: 'form' })).toBe(true);
    expect(app.held()).toBeNull();
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(1);
    expect(app.context().error).toBe(RESULT.tokenOutdated.message);
    expect(app.can(credentials)).toBe(true);
  });

  it('shows the form at once when this browser holds no session', async () => {
    const app = await startAccounts();
    await app.open('/sign-in');
    expect(app.calls).toEqual([]);
    expect(app.matches({ signIn: 'form' })).toBe(true);
  });
});

describe('the login-code step', () => {
  it('asks for the code sent to the masked e-mail, with resend counting down from resendAvailableAt', async () => {
    const app = await atCode();
    expect(app.matches({ signIn: 'code' })).toBe(true);
    expect(app.path()).toBe('/sign-in');
    expect(app.context().challenge?.maskedEmail).toBe('*****.com');
    expect(app.context().resendSecondsLeft).toBe(30);
    expect(app.can({ type: 'signIn.resendCode' })).toBe(false);
  });

  it('counts down one second at a time and offers resend at zero', async () => {
    const app = await atCode();
    waitSeconds(app, 1);
    expect(app.context().resendSecondsLeft).toBe(29);
    waitSeconds(app, 28);
    expect(app.context().resendSecondsLeft).toBe(1);
    expect(app.can({ type: 'signIn.resendCode' })).toBe(false);
    waitSeconds(app, 1);
    expect(app.context().resendSecondsLeft).toBe(0);
    expect(app.can({ type: 'signIn.resendCode' })).toBe(true);
  });

  it('offers resend at once when the instant has already passed', async () => {
    const app = await atCode({ signIn: () => ({ status: 'codeRequired', ...challenge(-5) }) });
    expect(app.can({ type: 'signIn.resendCode' })).toBe(true);
  });

  it('verifies the code with the device choice, keeps the session and lands', async () => {
    const app = await atCode({ verifyLoginCode: () => SESSION });
    await app.send({ type: 'signIn.submitCode', code: '123456', rememberDevice: true });
    expect(app.inputsOf('verifyLoginCode')).toEqual([{ challengeId: 'ChallengeId-0123456789', code: '123456', rememberDevice: true }]);
    expect(app.stored).toEqual([SESSION]);
    expect(app.path()).toBe('/home');
  });

  it.each([
    [RESULT.loginCodeWrong, 'That code is not correct. Please check the e-mail and try again.'],
    [RESULT.loginCodeExpired, 'That code has expired or was used too many times. Please ask for a new one.'],
  ])('stays on the code step with the message of %o', async (result, message) => {
    const app = await atCode({ verifyLoginCode: () => Promise.reject(refusal(result)) });
    await app.send({ type: 'signIn.submitCode', code: '000000', rememberDevice: false });
    expect(app.matches({ signIn: { code: { entry: 'entering' } } })).toBe(true);
    expect(app.context().error).toBe(message);
  });

  it('sends a new code, says where, and counts down again', async () => {
    const app = await atCode({ resendLoginCode: () => ({ ...challenge(60), challengeId: 'ChallengeId-0123456789' }) });
    waitSeconds(app, 30);
    await app.send({ type: 'signIn.resendCode' });
    expect(app.inputsOf('resendLoginCode')).toEqual([{ challengeId: 'ChallengeId-0123456789' }]);
    expect(app.context().notice).toBe('We sent a new code to *****.com.');
    expect(app.context().resendSecondsLeft).toBe(60);
    expect(app.can({ type: 'signIn.resendCode' })).toBe(false);
  });

  it('counts down to the instant the server gives when asked too soon', async () => {
    const app = await atCode({ resendLoginCode: () => Promise.reject(refusal(RESULT.resendTooSoon, { resendAvailableAt: inSeconds(12) })) });
    waitSeconds(app, 30);
    await app.send({ type: 'signIn.resendCode' });
    expect(app.context().error).toBe('Please wait a moment before asking for another code.');
    expect(app.context().resendSecondsLeft).toBe(12);
  });

  it('stops offering codes at the resend limit', async () => {
    const app = await atCode({ resendLoginCode: () => Promise.reject(refusal(RESULT.loginCodeResendLimit)) });
    waitSeconds(app, 30);
    await app.send({ type: 'signIn.resendCode' });
    expect(app.matches({ signIn: { code: { resend: 'exhausted' } } })).toBe(true);
    expect(app.can({ type: 'signIn.resendCode' })).toBe(false);
    expect(app.context().error).toBe('We have sent as many codes as we can for this sign-in. Please sign in again to get a new one.');
  });

  it('stops offering codes when the account has had its codes for the hour', async () => {
    const app = await atCode({ resendLoginCode: () => Promise.reject(refusal(RESULT.loginCodeMailLimit)) });
    waitSeconds(app, 30);
    await app.send({ type: 'signIn.resendCode' });
    expect(app.matches({ signIn: { code: { resend: 'exhausted' } } })).toBe(true);
    expect(app.context().error).toBe('We have sent as many sign-in codes as we can for now. Please try again in an hour.');
  });

  it('offers resend again after another failure', async () => {
    const app = await atCode({ resendLoginCode: () => Promise.reject(new Error('offline')) });
    waitSeconds(app, 30);
    await app.send({ type: 'signIn.resendCode' });
    expect(app.can({ type: 'signIn.resendCode' })).toBe(true);
  });

  it('starts over with the form, the e-mail kept', async () => {
    const app = await atCode();
    await app.send({ type: 'signIn.startOver' });
    expect(app.matches({ signIn: 'form' })).toBe(true);
    expect(app.context().challenge).toBeNull();
    expect(app.context().email).toBe('jane@example.com');
  });

  it('opens the form again when /sign-in is visited during the code step', async () => {
    const app = await atCode();
    await app.open('/sign-in');
    expect(app.matches({ signIn: 'form' })).toBe(true);
  });
});

describe('password reset by link', () => {
  const LINK = 'ResetLink-0123456789';
  const resetLink = { purpose: 'resetPassword', maskedEmail: '*****.com', createAccountType: null, expiresAt: '2026-11-21T15:30:00.000Z' };

  it('sends the reset link and shows where it went', async () => {
    const app = await startAccounts({ sendResetLink: () => ({ maskedEmail: '*****.com' }) });
    await app.open('/send-reset-link');
    expect(app.title()).toBe('Forgot Password');
    await app.send({ type: 'resetLink.submit', email: 'jane@example.com' });
    expect(app.inputsOf('sendResetLink')).toEqual([{ email: 'jane@example.com', portfolioId: 118 }]);
    expect(app.matches({ sendResetLink: 'sent' })).toBe(true);
    expect(app.context().maskedEmail).toBe('*****.com');
    await app.send({ type: 'resetLink.submit', email: 'jane@example.com' });
    expect(app.inputsOf('sendResetLink')).toHaveLength(2);
  });

  it('keeps the e-mail with the reason when sending fails', async () => {
    const app = await startAccounts({ sendResetLink: () => Promise.reject(tooManyRequests()) });
    await app.open('/send-reset-link');
    await app.send({ type: 'resetLink.submit', email: 'jane@example.com' });
    expect(app.matches({ sendResetLink: 'editing' })).toBe(true);
    expect(app.context().error).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('resolves the link, sets the new password and says so', async () => {
    const app = await startAccounts({ parseLink: () => resetLink, resetPassword: () => ({ maskedEmail: '*****.com' }) });
    await app.open(`/reset-password/${LINK}`);
    expect(app.title()).toBe('Reset Password');
    expect(app.matches({ resetPassword: 'editing' })).toBe(true);
    await app.send({ type: 'resetPassword.submit', password: 'New-Secret-2' });
    expect(app.inputsOf('resetPassword')).toEqual([{ resource: LINK, password: 'New-Secret-2' }]);
    expect(app.matches({ resetPassword: 'done' })).toBe(true);
    expect(app.context().signedIn).toBe(false);
  });

  it('keeps the page with the message when the password is refused', async () => {
    const app = await startAccounts({ parseLink: () => resetLink, resetPassword: () => Promise.reject(refusal(RESULT.passwordTooCommon)) });
    await app.open(`/reset-password/${LINK}`);
    await app.send({ type: 'resetPassword.submit', password: 'Password123' });
    expect(app.matches({ resetPassword: 'editing' })).toBe(true);
    expect(app.context().error).toBe('This password is too common. Please choose one that is harder to guess.');
  });

  it('treats a create link opened here as an invalid link', async () => {
    const app = await startAccounts({ parseLink: () => ({ ...resetLink, purpose: 'createAccount', createAccountType: 2 }) });
    await app.open(`/reset-password/${LINK}`);
    expect(app.path()).toBe('/notification/302');
  });

  it('stays with the reason when the link cannot be checked, and checks it again on retry', async () => {
    let offline = true;
    const app = await startAccounts({ parseLink: () => (offline ? Promise.reject(new Error('offline')) : resetLink) });
    await app.open(`/reset-password/${LINK}`);
    expect(app.matches({ resetPassword: 'linkFailed' })).toBe(true);
    expect(app.context().error).toBe('offline');
    offline = false;
    await app.send({ type: 'retry' });
    expect(app.matches({ resetPassword: 'editing' })).toBe(true);
  });
});

describe('busy while a call is out (the busy tag), not once it is answered', () => {
  it.each([
    ['signing in', '/sign-in', 'signIn', credentials],
    ['sending a reset link', '/send-reset-link', 'sendResetLink', { type: 'resetLink.submit', email: 'jane@example.com' }],
  ] as const)('%s', async (_, path, call, event) => {
    const answer = deferred<never>();
    const app = await startAccounts({ [call]: () => answer.promise });
    await app.open(path);
    expect(app.flowSnapshot().hasTag('busy')).toBe(false);
    await app.send(event);
    expect(app.flowSnapshot().hasTag('busy')).toBe(true);
    answer.reject(refusal(RESULT.badRequest));
    await settle();
    expect(app.flowSnapshot().hasTag('busy')).toBe(false);
  });

  it('changing the password', async () => {
    const answer = deferred<never>();
    const app = await signedIn({ changePassword: () => answer.promise });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.open('/change-password');
    expect(app.flowSnapshot().hasTag('busy')).toBe(false);
    await app.send({ type: 'changePassword.submit', currentPassword: 'Secret-Pass1', newPassword: 'Other-Pass-2' });
    expect(app.flowSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('signed-in pages', () => {
  it('checks an unknown session with the server before showing a signed-in page', async () => {
    const app = await startAccounts({ checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']) });
    await app.open('/change-password');
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(1);
    expect(app.path()).toBe('/change-password');
    expect(app.title()).toBe('Change Password');
  });

  it('asks for changed consents first when the session is checked on a deep link, then shows the page', async () => {
    const app = await startAccounts({
      checkConsentStatus: () => consentStatus(false, ['esign']),
      saveConsents: () => consentStatus(true, ['esign', 'privacy']),
    });
    await app.open('/change-password');
    expect(app.path()).toBe('/consent');
    await app.send({ type: 'consent.toggle', templateCode: 'privacy', checked: true });
    await app.send({ type: 'consent.continue' });
    expect(app.path()).toBe('/change-password');
  });

  it('goes to /sign-in when there is no session, and back to the page after signing in', async () => {
    let session = false;
    const app = await startAccounts({
      checkConsentStatus: () => {
        if (session) return consentStatus(true, ['esign', 'privacy']);
        // What the API client does on -82030001: tell the app, then fail the call.
        app.actor.send({ type: 'api.signInRequired', returnTo: '/change-password' });
        return Promise.reject(refusal(RESULT.noIdentity));
      },
      signIn: () => {
        session = true;
        return { status: 'signedIn', session: SESSION };
      },
    });
    await app.open('/change-password');
    expect(app.path()).toBe('/sign-in');
    await app.send(credentials);
    expect(app.path()).toBe('/change-password');
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(2);
  });

  it('goes to /sign-in from a deep link to /home without a session, and back home after signing in', async () => {
    let session = false;
    const app = await startAccounts(
      { signIn: () => ((session = true), { status: 'signedIn', session: SESSION }), checkConsentStatus: () => consentStatus(true, ['esign', 'privacy']) },
      undefined,
      {
        loadDisbursement: () => {
          if (session)
            return { homePageFlag: 1, applicationNo: null, qualifiedAmountCents: null, loanAmountResult: null, underReview: false, repair: null, loans: [] };
          // What the API client does on -82030001: tell the app, then fail the call.
          app.actor.send({ type: 'api.signInRequired', returnTo: '/home' });
          return Promise.reject(refusal(RESULT.noIdentity));
        },
      },
    );
    await app.open('/home');
    expect(app.path()).toBe('/sign-in');
    await app.send(credentials);
    expect(app.path()).toBe('/home');
    expect(app.appState()).toEqual({ ready: 'home' });
  });

  const offline = 'We could not reach our servers. Please check your connection and try again.';

  it('shows the sign-in page when the session check fails otherwise', async () => {
    const app = await startAccounts({ checkConsentStatus: () => Promise.reject(new Error(offline)) });
    await app.open('/change-password');
    expect(app.path()).toBe('/sign-in');
    expect(app.matches({ signIn: 'form' })).toBe(true);
  });

  it('says why on the sign-in page when the session check fails otherwise', async () => {
    const app = await startAccounts({ checkConsentStatus: () => Promise.reject(new Error(offline)) });
    await app.open('/change-password');
    expect(app.context().error).toBe(offline);
  });

  it('remembers the customer while the visitor is on other pages', async () => {
    const app = await signedIn();
    await app.open('/sign-in');
    await app.send(credentials);
    await app.open('/404');
    await app.open('/change-password');
    expect(app.path()).toBe('/change-password');
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(1);
    expect(app.context().customer?.email).toBe('jane@example.com');
  });

  it('changes the password with the current one, keeps the new session, and says so on home', async () => {
    const renewed = { ...SESSION, accessToken: 'token-2' };
    const app = await signedIn({ changePassword: () => renewed });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.open('/change-password');
    await app.send({ type: 'changePassword.submit', currentPassword: 'Secret-Pass1', newPassword: 'Newer-Secret-3' });
    expect(app.inputsOf('changePassword')).toEqual([{ currentPassword: 'Secret-Pass1', newPassword: 'Newer-Secret-3' }]);
    expect(app.stored.at(-1)).toEqual(renewed);
    expect(app.path()).toBe('/home');
    expect(app.actor.getSnapshot().children.snackbar?.getSnapshot().context).toEqual({ message: 'Your password has been changed.', kind: 'info' });
  });

  it.each([
    [RESULT.currentPasswordWrong, 'Your current password is not correct.'],
    [RESULT.passwordUnchanged, 'Your new password must be different from your current one.'],
  ])('keeps the change-password page with the message of %o', async (result, message) => {
    const app = await signedIn({ changePassword: () => Promise.reject(refusal(result)) });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.open('/change-password');
    await app.send({ type: 'changePassword.submit', currentPassword: 'wrong', newPassword: 'Newer-Secret-3' });
    expect(app.matches({ signedIn: { changePassword: 'editing' } })).toBe(true);
    expect(app.context().error).toBe(message);
  });

  it.each([
    ['answers', () => ({ signedOut: true })],
    ['fails', () => Promise.reject(new Error('offline'))],
  ])('signs out from home when the server %s: the session is cleared and sign-in shows without the customer', async (_, signOut) => {
    const app = await signedIn({}, { signOut });
    await app.open('/sign-in');
    await app.send(credentials);
    expect(app.homeSnapshot().context.personal).toEqual(PERSONAL);
    await app.sendHome({ type: 'home.signOut' });
    expect(app.homeCalls.filter((name) => name === 'signOut')).toHaveLength(1);
    expect(app.sessionsCleared()).toBe(1);
    expect(app.path()).toBe('/sign-in');
    expect(app.appContext().customer).toBeNull();
    // A fresh accounts flow: nobody signed in, no e-mail filled in from the last customer.
    expect(app.context().signedIn).toBe(false);
    expect(app.context().customer).toBeNull();
    expect(app.context().email).toBe('');
  });

  it('signs out from the header on home at once, and from another page once home has opened', async () => {
    const app = await signedIn({}, { signOut: () => ({ signedOut: true }) });
    await app.open('/sign-in');
    await app.send(credentials);
    app.actor.send(signOutVisit());
    await settle();
    expect(app.homeCalls.filter((name) => name === 'signOut')).toHaveLength(1);
    expect(app.path()).toBe('/sign-in');

    await app.send(credentials);
    await app.open('/change-password');
    expect(app.path()).toBe('/change-password');
    app.actor.send(signOutVisit());
    await settle();
    await settle();
    expect(app.homeCalls.filter((name) => name === 'signOut')).toHaveLength(2);
    expect(app.sessionsCleared()).toBe(2);
    expect(app.path()).toBe('/sign-in');
    // Nothing asked stays behind: signed in again, home opens and stays.
    await app.send(credentials);
    await settle();
    expect(app.path()).toBe('/home');
    expect(app.homeCalls.filter((name) => name === 'signOut')).toHaveLength(2);
  });

  it('asks the server again for a signed-in page after signing out', async () => {
    const app = await signedIn({}, { signOut: () => ({}) });
    await app.open('/sign-in');
    await app.send(credentials);
    await app.sendHome({ type: 'home.signOut' });
    await app.open('/change-password');
    expect(app.inputsOf('checkConsentStatus')).toHaveLength(2);
    expect(app.path()).toBe('/change-password');
  });
});
