// A bank statement instead of the online verification: one file uploaded, then the result page that says it came.
import { assertEvent } from 'xstate';
import { BUSY } from '../kit/retry.ts';
import { GUIDANCE_PAGES } from './pages.ts';
import { guidanceSetup } from './setup.ts';

export const bankStatementPage = guidanceSetup.createStateConfig({
  meta: GUIDANCE_PAGES.bankStatement,
  entry: 'clearError',
  initial: 'choosing',
  states: {
    choosing: { on: { 'statement.submit': { target: 'uploading', actions: 'clearError' } } },
    uploading: {
      tags: [BUSY],
      invoke: {
        id: 'uploadBankStatement',
        src: 'uploadBankStatement',
        input: ({ event }) => {
          assertEvent(event, 'statement.submit');
          return event.file;
        },
        onDone: { actions: 'notifyStatementReceived' },
        onError: { target: 'choosing', actions: 'rememberError' },
      },
    },
  },
});
