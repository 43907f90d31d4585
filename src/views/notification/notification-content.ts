// What each result page says, and what it offers next (spec section 2: /notification/{code}). The words are the
// result pages' catalog's (locales/en.po), read each time they are read, so they show the language active then.
// Each button is a visit to a page, the path read from the table of the flow that owns it: the app routes it as
// it routes a URL, with no event of its own per button. A button may be offered to one reader only (a borrower
// signed in, or not), as the app machine decided when the page opened (NOTIFICATION_READER).
import type { NotificationCode, NotificationReader } from '#machines/app/notification-codes.ts';
import { GUIDANCE_PATHS, stepPath } from '#machines/guidance/pages.ts';
import { HOME_PAGE } from '#machines/home/pages.ts';
import { visit, type RouteEnterEvent } from '#machines/kit/route-meta.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { say } from './words.ts';

export type NotificationTone = 'success' | 'progress' | 'attention';
export type NotificationAction = 'goToAccount' | 'backToAccount' | 'signIn' | 'tryAnotherBankAccount' | 'uploadStatement' | 'viewLoan';
export type NotificationButton = {
  name: NotificationAction;
  readonly label: string;
  event: RouteEnterEvent;
  /** Offered to this reader only; to anyone when absent. */
  for?: NotificationReader;
};
export type NotificationContent = {
  tone: NotificationTone;
  /** What the page says to anyone. */
  readonly message: string;
  /** What it says to this reader: its own words where the page has them (302 asks no signed-in borrower to sign in). */
  messageFor: (reader: NotificationReader) => string;
  /** Every button the page may offer; `offeredActions` says which its reader sees. */
  actions: readonly NotificationButton[];
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

/** A button of a page: to anyone, or to one reader only. */
type Offer = NotificationAction | { action: NotificationAction; for: NotificationReader };

type Page = {
  tone: NotificationTone;
  actions: readonly Offer[];
  /** A reader's own message, by its catalog id; the page's message otherwise. */
  messages?: Partial<Record<NotificationReader, string>>;
};

const PAGES: Record<NotificationCode, Page> = {
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
  // A link no longer valid: a borrower signed in goes on to their account; anyone else signs in first.
  302: {
    tone: 'attention',
    actions: [
      { action: 'signIn', for: 'signedOut' },
      { action: 'goToAccount', for: 'signedIn' },
    ],
    messages: { signedIn: 'notification.message.302.signedIn' },
  },
};

const contentOf = (code: NotificationCode, { tone, actions, messages = {} }: Page): NotificationContent => ({
  tone,
  get message() {
    return say(`notification.message.${code}`);
  },
  messageFor(reader) {
    const own = messages[reader];
    return own ? say(own) : this.message;
  },
  actions: actions.map((offer) => {
    const { action, for: reader } = typeof offer === 'string' ? { action: offer, for: undefined } : offer;
    return {
      name: action,
      get label() {
        return say(`notification.action.${action}`);
      },
      event: visit(LEADS_TO[action]),
      ...(reader ? { for: reader } : {}),
    };
  }),
});

export const NOTIFICATION_CONTENT = Object.fromEntries(
  (Object.entries(PAGES) as unknown as [`${NotificationCode}`, (typeof PAGES)[NotificationCode]][]).map(([code, page]) => [
    code,
    contentOf(Number(code) as NotificationCode, page),
  ]),
) as unknown as Record<NotificationCode, NotificationContent>;

/** The buttons a page shows its reader (notificationReaderOf the app's snapshot). */
export const offeredActions = (content: NotificationContent, reader: NotificationReader): readonly NotificationButton[] =>
  content.actions.filter((action) => action.for === undefined || action.for === reader);
