// Signing in (issue 4): e-mail and password, then the login-code step with its resend cool-down; the checks of a
// session kept from before or not known yet, the consents asked again once signed in, and the landing the app is
// told (session.signedIn).
import { assertEvent, assign, raise, sendParent } from 'xstate';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { BUSY } from '../kit/retry.ts';
import { failureMessage, failureOf, retryInstantOf } from '../kit/failure.ts';
import { ACCOUNT_PAGES, ACCOUNT_PATHS, landingPath } from './pages.ts';
import { accountSetup, BUSY_CHECKING_SESSION, BUSY_SIGNING_IN, isCode } from './setup.ts';
import type { AccountParentEvent, LoginChallenge, SignInAnswer } from './types.ts';
import { say } from './words.ts';

export const signInPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.signIn.meta,
  // Arriving because a call failed (a signed-in page whose session check could not be made): say why.
  entry: assign(({ event }) => ({
    challenge: null,
    notice: null,
    error: event.type.startsWith('xstate.error.actor.') ? failureMessage({ event }) : null,
  })),
  initial: 'form',
  states: {
    form: {
      on: { 'signIn.submit': { target: 'submitting', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } },
    },
    submitting: {
      tags: [BUSY],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => {
          assertEvent(event, 'signIn.submit');
          return { email: event.email, password: event.password, portfolioId: context.portfolioId };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'signedIn',
            target: '#account.signedIn.checkingConsent',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ session: (event.output as Extract<SignInAnswer, { status: 'signedIn' }>).session }) },
              { type: 'rememberSession', params: ({ event }) => ({ session: (event.output as Extract<SignInAnswer, { status: 'signedIn' }>).session }) },
            ],
          },
          {
            target: 'code',
            actions: [
              assign({ challenge: ({ event }) => challengeOf(event.output) }),
              { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: challengeOf(event.output).resendAvailableAt }) },
            ],
          },
        ],
        onError: { target: 'form', actions: assign({ error: failureMessage }) },
      },
    },
    code: {
      type: 'parallel',
      on: { 'signIn.startOver': { target: 'form', actions: ['clearMessages', assign({ challenge: null })] } },
      states: {
        entry: {
          initial: 'entering',
          states: {
            entering: {
              on: { 'signIn.submitCode': { target: 'verifying', actions: 'clearMessages' } },
            },
            verifying: {
              tags: [BUSY],
              invoke: {
                id: 'verifyLoginCode',
                src: 'verifyLoginCode',
                input: ({ context, event }) => {
                  assertEvent(event, 'signIn.submitCode');
                  return { challengeId: context.challenge?.challengeId ?? '', code: event.code, rememberDevice: event.rememberDevice };
                },
                onDone: {
                  target: '#account.signedIn.checkingConsent',
                  actions: [
                    { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                    { type: 'rememberSession', params: ({ event }) => ({ session: event.output }) },
                  ],
                },
                onError: { target: 'entering', actions: assign({ error: failureMessage }) },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            /** A visible countdown: one delayed transition per second until resendAvailableAt. */
            coolingDown: {
              always: { guard: 'resendDue', target: 'available' },
              after: {
                second: { target: 'coolingDown', reenter: true, actions: assign({ resendSecondsLeft: ({ context }) => context.resendSecondsLeft - 1 }) },
              },
            },
            available: { on: { 'signIn.resendCode': { target: 'sending', actions: 'clearMessages' } } },
            sending: {
              tags: [BUSY],
              invoke: {
                id: 'resendLoginCode',
                src: 'resendLoginCode',
                input: ({ context }) => ({ challengeId: context.challenge?.challengeId ?? '' }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    assign({
                      challenge: ({ event }) => event.output,
                      notice: ({ event }) => say('account.notice.codeResent', { maskedEmail: event.output.maskedEmail }),
                    }),
                    { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: event.output.resendAvailableAt }) },
                  ],
                },
                onError: [
                  {
                    // Asked too soon: the server says when; count down to that instead.
                    guard: ({ event }) => retryInstantOf(failureOf(event.error)) !== undefined,
                    target: 'coolingDown',
                    actions: [
                      assign({ error: failureMessage }),
                      { type: 'startCooldown', params: ({ event }) => ({ resendAvailableAt: retryInstantOf(failureOf(event.error))! }) },
                    ],
                  },
                  {
                    // No more codes for this sign-in, or for this account this hour (decision 0211).
                    guard: ({ event }) => isCode(event.error, RESULT.loginCodeResendLimit.code) || isCode(event.error, RESULT.loginCodeMailLimit.code),
                    target: 'exhausted',
                    actions: assign({ error: failureMessage }),
                  },
                  { target: 'available', actions: assign({ error: failureMessage }) },
                ],
              },
            },
            /** No more codes for this sign-in: starting over is the way on. */
            exhausted: {},
          },
        },
      },
    },
  },
});

/** Just signed in: any consent whose text changed is asked for again before going on. */
export const checkingConsent = accountSetup.createStateConfig({
  meta: BUSY_SIGNING_IN,
  tags: [BUSY],
  invoke: {
    id: 'checkConsentStatus',
    src: 'checkConsentStatus',
    onDone: [
      {
        guard: 'needsConsentPage',
        target: 'consent.editing',
        actions: { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) },
      },
      { target: '#account.landing' },
    ],
    onError: { target: '#account.landing' },
  },
});

/** A signed-in page was asked for and no session is known yet: the consent status tells both. */
export const restoring = accountSetup.createStateConfig({
  meta: BUSY_CHECKING_SESSION,
  tags: [BUSY],
  invoke: {
    id: 'checkConsentStatus',
    src: 'checkConsentStatus',
    onDone: [
      {
        guard: 'needsConsentPage',
        target: 'signedIn.consent.editing',
        actions: [assign({ signedIn: true }), { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) }],
      },
      {
        actions: [
          assign({ signedIn: true }),
          raise(({ context }) => ({ type: 'route.enter' as const, path: context.pendingPath ?? ACCOUNT_PATHS.changePassword, params: {} })),
          assign({ pendingPath: null }),
        ],
      },
    ],
    // No session: the app has already been told (-82030001/-82030002 -> /sign-in and back here later);
    // any other failure is shown on the sign-in page.
    onError: { target: 'signIn' },
  },
});

/**
 * /sign-in with a session kept from before: a live one goes on as signed in. The app forgets one the server
 * refuses (browser-app.ts) and its refusal sends the app to /sign-in: that visit waits for the answer here.
 */
export const checkingSession = accountSetup.createStateConfig({
  meta: BUSY_CHECKING_SESSION,
  tags: [BUSY],
  on: { 'route.enter': { guard: { type: 'isPath', params: { path: ACCOUNT_PATHS.signIn } }, actions: 'rememberReturnTo' } },
  invoke: {
    id: 'checkConsentStatus',
    src: 'checkConsentStatus',
    onDone: [
      {
        guard: 'needsConsentPage',
        target: 'signedIn.consent.editing',
        actions: [assign({ signedIn: true }), { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) }],
      },
      { target: 'landing', actions: assign({ signedIn: true }) },
    ],
    onError: { target: 'signIn' },
  },
});

/** Signed in: a new account starts where its link says, anyone else where they were, else at home. */
export const landing = accountSetup.createStateConfig({
  meta: BUSY_SIGNING_IN,
  entry: [
    sendParent(({ context }): AccountParentEvent => ({
      type: 'session.signedIn',
      customer: context.customer,
      landing: landingPath(context.createAccountType, context.returnTo),
    })),
    assign({ returnTo: null }),
  ],
});

function challengeOf(answer: SignInAnswer): LoginChallenge {
  if (answer.status !== 'codeRequired') throw new Error('Not a login-code answer');
  return { challengeId: answer.challengeId, maskedEmail: answer.maskedEmail, resendAvailableAt: answer.resendAvailableAt };
}
