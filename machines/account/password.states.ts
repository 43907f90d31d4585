// Passwords (issue 4): a reset link sent by e-mail and its page, where a new password ends every session; and a
// signed-in customer's change of password.
import { assertEvent, assign } from 'xstate';
import { BUSY } from '../kit/retry.ts';
import { failureMessage } from '../kit/failure.ts';
import { ACCOUNT_PAGES } from './pages.ts';
import { accountSetup, checkingLinkFor } from './setup.ts';

export const sendResetLinkPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.sendResetLink.meta,
  entry: 'clearMessages',
  initial: 'editing',
  states: {
    editing: { on: { 'resetLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } } },
    sending: {
      tags: [BUSY],
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email, portfolioId: context.portfolioId }),
        onDone: { target: 'sent', actions: assign({ maskedEmail: ({ event }) => event.output.maskedEmail }) },
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
    sent: { on: { 'resetLink.submit': { target: 'sending', actions: ['clearMessages', assign({ email: ({ event }) => event.email })] } } },
  },
});

export const resetPasswordPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.resetPassword.meta,
  entry: 'clearMessages',
  initial: 'checkingLink',
  states: {
    ...checkingLinkFor('resetPassword'),
    editing: { on: { 'resetPassword.submit': { target: 'saving', actions: 'clearMessages' } } },
    saving: {
      tags: [BUSY],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'resetPassword.submit');
          return { resource: context.resource ?? '', password: event.password };
        },
        // Every session of the customer ended on the server, this one included.
        onDone: { target: 'done', actions: 'forgetCustomer' },
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
    done: {},
  },
});

export const changePasswordPage = accountSetup.createStateConfig({
  meta: ACCOUNT_PAGES.changePassword.meta,
  entry: 'clearMessages',
  initial: 'editing',
  states: {
    editing: { on: { 'changePassword.submit': { target: 'saving', actions: 'clearMessages' } } },
    saving: {
      tags: [BUSY],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'changePassword.submit');
          return { currentPassword: event.currentPassword, newPassword: event.newPassword };
        },
        // Every other session ended; this device carries on with the new one.
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'rememberSession', params: ({ event }) => ({ session: event.output }) },
            'reportPasswordChanged',
            'goHome',
          ],
        },
        onError: { target: 'editing', actions: assign({ error: failureMessage }) },
      },
    },
    /** Changed: the app is taking the borrower home. */
    done: {},
  },
});
