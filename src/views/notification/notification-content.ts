// What each result page says, and what it offers next (spec section 2: /notification/{code}). The words are the
// result pages' catalog's (locales/en.po), read each time they are read, so they show the language active then.
import type { NotificationCode } from '#machines/app/notification-codes.ts';
import { say } from './words.ts';

export type NotificationEvent =
  | { type: 'notification.goToAccount' }
  | { type: 'notification.tryAnotherBankAccount' }
  | { type: 'notification.uploadStatement' }
  | { type: 'notification.viewLoan' };
export type NotificationTone = 'success' | 'progress' | 'attention';
export type NotificationContent = {
  tone: NotificationTone;
  readonly message: string;
  actions: ReadonlyArray<{ readonly label: string; event: NotificationEvent }>;
};

type Action = 'goToAccount' | 'backToAccount' | 'signIn' | 'tryAnotherBankAccount' | 'uploadStatement' | 'viewLoan';

/** Where each button leads: the account's three labels all go to the account (home, or sign-in first). */
const EVENTS: Record<Action, NotificationEvent> = {
  goToAccount: { type: 'notification.goToAccount' },
  backToAccount: { type: 'notification.goToAccount' },
  signIn: { type: 'notification.goToAccount' },
  tryAnotherBankAccount: { type: 'notification.tryAnotherBankAccount' },
  uploadStatement: { type: 'notification.uploadStatement' },
  viewLoan: { type: 'notification.viewLoan' },
};

const PAGES: Record<NotificationCode, { tone: NotificationTone; actions: readonly Action[] }> = {
  101: { tone: 'progress', actions: ['goToAccount'] },
  102: { tone: 'success', actions: ['goToAccount'] },
  103: { tone: 'success', actions: ['viewLoan', 'backToAccount'] },
  104: { tone: 'success', actions: ['goToAccount'] },
  201: { tone: 'progress', actions: ['goToAccount'] },
  202: { tone: 'progress', actions: ['goToAccount'] },
  203: { tone: 'attention', actions: ['tryAnotherBankAccount', 'goToAccount'] },
  204: { tone: 'attention', actions: ['uploadStatement', 'goToAccount'] },
  205: { tone: 'success', actions: ['goToAccount'] },
  206: { tone: 'progress', actions: ['goToAccount'] },
  301: { tone: 'attention', actions: ['goToAccount'] },
  302: { tone: 'attention', actions: ['signIn'] },
};

const contentOf = (code: NotificationCode, { tone, actions }: (typeof PAGES)[NotificationCode]): NotificationContent => ({
  tone,
  get message() {
    return say(`notification.message.${code}`);
  },
  actions: actions.map((action) => ({
    get label() {
      return say(`notification.action.${action}`);
    },
    event: EVENTS[action],
  })),
});

export const NOTIFICATION_CONTENT = Object.fromEntries(
  (Object.entries(PAGES) as unknown as [`${NotificationCode}`, (typeof PAGES)[NotificationCode]][]).map(([code, page]) => [
    code,
    contentOf(Number(code) as NotificationCode, page),
  ]),
) as unknown as Record<NotificationCode, NotificationContent>;
