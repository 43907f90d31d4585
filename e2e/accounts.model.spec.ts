// Model-based paths of the accounts statechart (issue 4): the shortest way to each of its states from a
// fresh visit, replayed in Chromium against the real server. Besides what a borrower does (open a page,
// tick, type, press), the model takes the server's answers as events; their executors check that the page
// shows that answer. After each step the URL and the heading are the state's own.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import type { AccountContext, AccountEvent } from '#machines/account/types.ts';
import { acceptRequiredConsents, fillSignIn, freshEmail } from './accounts-helpers.ts';
import { BRANDS, brandUrl } from './support/brands.ts';
import { modelPaths, replayPath, type Executors } from './support/model.ts';

const brand = BRANDS[1];
const WRONG_PASSWORD = 'Wrong-Password-1';

/** What the server answers, as the events the flow's invoked calls end with. */
type Answer = EventObject & { output?: unknown; error?: unknown };
type ModelEvent = AccountEvent | Answer;

// One required template stands for all of them, accepted in the model from the start: "consent.continue"
// stands for ticking every required box and going on (refusing unticked boxes is a journey of accounts.spec.ts).
const MODEL_TEMPLATES: ConsentTemplate[] = [{ templateCode: 'required', templateLabel: 'Required terms', version: '1', required: true, body: '' }];
const done = (id: string, output: unknown): Answer => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): Answer => ({ type: `xstate.error.actor.${id}`, error: new Error('refused') });
const challenge = { challengeId: 'ModelChallenge-0123456789', maskedEmail: '*****mple', resendAvailableAt: '2099-01-01T00:00:00.000Z' };

const context: AccountContext = {
  portfolioId: brand.id,
  firstVisit: { type: 'route.enter', path: '/sign-in', params: {} },
  now: () => Date.parse('2026-11-21T15:00:00.000Z'),
  consents: [],
  accepted: ['required'],
  email: '',
  maskedEmail: null,
  resource: null,
  link: null,
  challenge: null,
  resendSecondsLeft: 0,
  signedIn: false,
  customer: null,
  createAccountType: null,
  returnTo: null,
  pendingPath: null,
  error: null,
  notice: null,
};
const fresh = accountMachine.resolveState({ value: 'entering', context });

const visits: ModelEvent[] = ['/welcome', '/sign-in', '/send-reset-link'].map((path) => ({ type: 'route.enter', path, params: {} }));

/** What can happen on each page: the borrower's moves, and the server's answer to a call on its way. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: object | string) => snapshot.matches(value as never);
  const { email } = snapshot.context as AccountContext;
  if (at({ welcome: 'loading' })) return [done('loadConsentTemplates', MODEL_TEMPLATES)];
  if (at({ welcome: 'ready' })) return [...visits, { type: 'consent.continue' }];
  if (at({ sendSetLink: 'editing' })) return [{ type: 'setLink.submit', email: 'new-borrower' }];
  if (at({ sendSetLink: 'sending' }) || at({ sendSetLink: 'resending' })) return [done('sendSetLink', { maskedEmail: '*****.com' })];
  if (at({ sendSetLink: 'sent' })) return [...visits, { type: 'setLink.resend' }];
  if (at({ signIn: 'form' }))
    return [
      ...visits,
      { type: 'signIn.submit', email: brand.demo.email, password: brand.demo.password },
      { type: 'signIn.submit', email: 'nobody', password: WRONG_PASSWORD },
    ];
  // The demo customer on a new device is asked for a code; anyone else is refused.
  if (at({ signIn: 'submitting' })) return email === brand.demo.email ? [done('signIn', { status: 'codeRequired', ...challenge })] : [failed('signIn')];
  if (at({ signIn: 'code' })) return [{ type: 'signIn.startOver' }];
  if (at({ sendResetLink: 'editing' })) return [...visits, { type: 'resetLink.submit', email: 'reset-borrower' }];
  if (at({ sendResetLink: 'sending' })) return [done('sendResetLink', { maskedEmail: '*****.com' })];
  if (at({ sendResetLink: 'sent' })) return visits;
  if (at('entering')) return visits;
  return [];
}

/** Addresses made up once per path, so each replay starts with its own mail history. */
const addresses = new Map<string, string>();
const addressFor = (label: string) => {
  if (!addresses.has(label)) addresses.set(label, freshEmail(`model-${label}`));
  return addresses.get(label)!;
};

const byName = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

const executors: Executors<ModelEvent> = {
  'route.enter': async (page, event) => {
    await page.goto(brandUrl(brand, (event as Extract<AccountEvent, { type: 'route.enter' }>).path));
  },
  'xstate.done.actor.loadConsentTemplates': async (page) => {
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  },
  'consent.continue': acceptRequiredConsents,
  'setLink.submit': async (page, event) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(addressFor((event as Extract<AccountEvent, { type: 'setLink.submit' }>).email));
    await byName(page, 'Send me the link').click();
  },
  'xstate.done.actor.sendSetLink': async (page) => {
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  },
  'setLink.resend': async (page) => {
    await byName(page, 'Send the link again').click();
    await expect(page.getByText(/We sent another e-mail to/)).toBeVisible();
  },
  'signIn.submit': async (page, event) => {
    const { email, password } = event as Extract<AccountEvent, { type: 'signIn.submit' }>;
    await fillSignIn(page, email === brand.demo.email ? email : addressFor(email), password);
  },
  'xstate.done.actor.signIn': async (page) => {
    await expect(page.getByRole('heading', { name: 'Check your e-mail for a code' })).toBeVisible();
  },
  'xstate.error.actor.signIn': async (page) => {
    await expect(page.getByText('The e-mail or password is not correct.')).toBeVisible();
  },
  'signIn.startOver': async (page) => {
    await byName(page, 'Sign in with a different account').click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  },
  'resetLink.submit': async (page, event) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(addressFor((event as Extract<AccountEvent, { type: 'resetLink.submit' }>).email));
    await byName(page, 'Send me a reset link').click();
  },
  'xstate.done.actor.sendResetLink': async (page) => {
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  },
};

for (const [index, path] of modelPaths(accountMachine, { fromState: fresh, events: eventsOf as never }).entries()) {
  // Two paths may read alike (the same event with other data): the number keeps titles apart.
  test(`accounts model ${index + 1}: ${path.description}`, async ({ page, step }) => {
    addresses.clear();
    await replayPath(page, path, executors, step);
  });
}
