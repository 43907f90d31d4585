// A new account (issue 4): the e-mail the set-password link goes to (after the consents, welcome), then the e-mailed
// link's page, where the borrower chooses a password and is signed in.
import { assertEvent, assign } from 'xstate';
import { BUSY } from '../kit/retry.ts';
import { failureMessage } from '../kit/failure.ts';
import { ACCOUNT_PAGES } from './pages.ts';
import { acceptedConsents, accountSetup, checkingLinkFor } from './setup.ts';
import { say } from './words.ts';

export const sendSetLinkPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.sendSetLink.meta,
  entry: 'clearMessages',
  initial: 'editing',
  states: {
    editing: {
      on: { 'setLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } },
    },
    sending: {
      tags: [BUSY],
      invoke: {
        id: 'sendSetLink',
        src: 'sendSetLink',
        input: ({ context }) => ({
          email: context.email,
          portfolioId: context.portfolioId,
          consents: acceptedConsents(context.consents, context.accepted),
        }),
        onDone: { target: 'sent', actions: assign({ maskedEmail: ({ event }) => event.output.maskedEmail }) },
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
    sent: { on: { 'setLink.resend': { target: 'resending', actions: 'clearMessages' } } },
    resending: {
      tags: [BUSY],
      invoke: {
        id: 'sendSetLink',
        src: 'sendSetLink',
        input: ({ context }) => ({
          email: context.email,
          portfolioId: context.portfolioId,
          consents: acceptedConsents(context.consents, context.accepted),
        }),
        onDone: {
          target: 'sent',
          actions: assign({
            notice: ({ context }) => say('account.notice.setLinkResent', { maskedEmail: context.maskedEmail ?? say('account.notice.yourAddress') }),
          }),
        },
        onError: { target: 'sent', actions: assign({ error: failureMessage }) },
      },
    },
  },
});

export const createAccountPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.createAccount.meta,
  entry: 'clearMessages',
  initial: 'checkingLink',
  states: {
    ...checkingLinkFor('createAccount'),
    editing: { on: { 'createAccount.submit': { target: 'creating', actions: 'clearMessages' } } },
    creating: {
      tags: [BUSY],
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context, event }) => {
          assertEvent(event, 'createAccount.submit');
          return { resource: context.resource ?? '', password: event.password };
        },
        onDone: {
          target: '#account.landing',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output.session }) },
            { type: 'rememberSession', params: ({ event }) => ({ session: event.output.session }) },
            assign({ createAccountType: ({ event }) => event.output.createAccountType }),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
  },
});
