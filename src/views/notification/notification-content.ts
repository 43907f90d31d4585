// What each result page says, and what it offers next (spec section 2: /notification/{code}). The words are the
// result pages' catalog's (locales/en.po), read each time they are read, so they show the language active then.
// Each button is a visit to a page, the path read from the table of the flow that owns it: the app routes it as
// it routes a URL, with no event of its own per button.
import type { NotificationCode } from '#machines/app/notification-codes.ts';
import { GUIDANCE_PATHS, stepPath } from '#machines/guidance/pages.ts';
import { HOME_PAGE } from '#machines/home/pages.ts';
import { visit, type RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { say } from './words.ts';

export type NotificationTone = 'success' | 'progress' | 'attention';
export type NotificationAction = 'goToAccount' | 'backToAccount' | 'signIn' | 'tryAnotherBankAccount' | 'uploadStatement' | 'viewLoan';
export type NotificationContent = {
  tone: NotificationTone;
  readonly message: string;
  actions: ReadonlyArray<{ name: NotificationAction; readonly label: string; event: RouteEnterEvent }>;
};

/**
 * Where each button leads: the account's three labels all go to the account (home; without a session its first
 * call asks the visitor to sign in, and back).
 */
const LEADS_TO: Record<NotificationAction, string> = {
  goToAccount: HOME_PAGE.path,
  backToAccount: HOME_PAGE.path,
  signIn: HOME_PAGE.path,
  tryAnotherBankAccount: stepPath('bank/account'),
  uploadStatement: GUIDANCE_PATHS.bankStatement,
  viewLoan: REPAYMENT_PATHS.loanDetails,
};

const PAGES: Record<NotificationCode, { tone: NotificationTone; actions: readonly NotificationAction[] }> = {
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
    name: action,
    get label() {
      return say(`notification.action.${action}`);
    },
    event: visit(LEADS_TO[action]),
  })),
});

export const NOTIFICATION_CONTENT = Object.fromEntries(
  (Object.entries(PAGES) as unknown as [`${NotificationCode}`, (typeof PAGES)[NotificationCode]][]).map(([code, page]) => [
    code,
    contentOf(Number(code) as NotificationCode, page),
  ]),
) as unknown as Record<NotificationCode, NotificationContent>;
