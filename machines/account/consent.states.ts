// The consent form, on two pages (issue 4): /welcome, the portfolio's consent templates before the e-mail step, and
// /consent, a signed-in customer accepting terms whose text changed. One form: ticking and continuing are written
// once (consentForm); each page loads its templates with its own call and goes on its own way.
import { and, assign, not, raise } from 'xstate';
import { failureMessage } from '../kit/failure.ts';
import { BUSY, failedState } from '../kit/retry.ts';
import { ACCOUNT_PAGES, ACCOUNT_PATHS } from './pages.ts';
import { acceptedConsents, accountSetup } from './setup.ts';

/** What the consent form takes, on either page: a tick, and continuing, to `then` once every required consent is ticked. */
const consentForm = (then: { target: string; actions?: 'clearMessages' }) =>
  ({
    'consent.toggle': { actions: 'toggleConsent' },
    'consent.continue': [{ guard: 'consentsAccepted', ...then }, { actions: 'askForRequiredConsents' }],
  }) as const;

/** How both pages open: the messages of the last page cleared, the templates loaded first (a failed load says why, with Try again). */
const OPENING = { entry: 'clearMessages', initial: 'loading' } as const;
const LOAD_FAILED = failedState('loading', 'clearMessages');

export const welcomePage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.welcome.meta,
  ...OPENING,
  states: {
    loading: {
      tags: [BUSY],
      invoke: {
        id: 'loadConsentTemplates',
        src: 'loadConsentTemplates',
        input: ({ context }) => ({ portfolioId: context.portfolioId }),
        onDone: {
          target: 'ready',
          // Ticks survive a reload of the same templates; a new version must be read again.
          actions: assign(({ context, event }) => ({
            consents: event.output,
            accepted: context.accepted.filter((code) => event.output.some((template) => template.templateCode === code)),
          })),
        },
        onError: { target: 'failed', actions: assign({ error: failureMessage }) },
      },
    },
    failed: LOAD_FAILED,
    ready: {
      // Ticked, the borrower goes on to the e-mail step.
      on: consentForm({ target: '#account.sendSetLink' }),
    },
  },
});

export const consentPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.consent.meta,
  ...OPENING,
  states: {
    loading: {
      tags: [BUSY],
      invoke: {
        id: 'checkConsentStatus',
        src: 'checkConsentStatus',
        onDone: { target: 'editing', actions: { type: 'showConsentStatus', params: ({ event }) => ({ status: event.output }) } },
        onError: { target: 'failed', actions: assign({ error: failureMessage }) },
      },
    },
    failed: LOAD_FAILED,
    editing: {
      // Ticked, the consents are saved.
      on: consentForm({ target: 'saving', actions: 'clearMessages' }),
    },
    saving: {
      tags: [BUSY],
      invoke: {
        id: 'saveConsents',
        src: 'saveConsents',
        input: ({ context }) => ({ items: acceptedConsents(context.consents, context.accepted) }),
        onDone: [
          {
            guard: and(['hasPendingPath', not(({ context }) => context.pendingPath === ACCOUNT_PATHS.consent)]),
            actions: [raise(({ context }) => ({ type: 'route.enter' as const, path: context.pendingPath!, params: {} })), assign({ pendingPath: null })],
          },
          { target: '#account.landing' },
        ],
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
  },
});
