// The pages of the accounts flow (spec section 2, issue 4), how a visit opens each, and where a borrower lands once
// signed in. The machine's states carry these metas, and its URL -> state rows are made from this table.
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { GUIDANCE_PATHS } from '../guidance/pages.ts';
import { HOME_PAGE } from '../home/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { SIGNING_PATHS } from '../signing/pages.ts';
import { withWords } from './words.ts';

/**
 * How a visit opens a page, beside its meta: `state`, the state that shows it; `opens`, who may see it: anyone
 * (unset), 'consented' (the consents ticked on the welcome page first, else that page), 'signedOut' (a session kept
 * in this browser is asked about first: a live one goes on instead), 'signedIn' (a session known, else the server is
 * asked first: no session -> /sign-in, then back). `remembers`: what the visit hands the flow, the e-mailed link's
 * {resource}, or the page to come back to once signed in (the app's sign-in visit).
 */
export type Opening = { state: string; opens?: 'consented' | 'signedOut' | 'signedIn'; remembers?: 'resource' | 'returnTo' };

/** A page of the flow: its meta (the title read from the flow's catalog whenever it is shown) and how it opens. */
const page = <const Meta extends Omit<RouteMeta, 'title'>>(meta: Meta, titleId: string, opening: Opening) => ({
  meta: withWords({ ...meta }, 'title', titleId),
  ...opening,
});

const SIGN_IN = '/sign-in';
const WELCOME = '/welcome';

/**
 * Every page of the flow: its path, its title (the <h1> and the document title), its top bar, its width (one card:
 * narrow; sign-in's two parts: wide) and its back target (the page a borrower comes from; none for sign-in, where the
 * flow starts, the consent page asked on the way in, and the pages of an e-mailed link).
 */
export const ACCOUNT_PAGES = {
  welcome: page({ path: WELCOME, back: SIGN_IN, topBar: 'transparent', width: 'narrow' }, 'account.page.welcome', { state: 'welcome' }),
  consent: page({ path: '/consent', width: 'narrow' }, 'account.page.consent', { state: 'signedIn.consent', opens: 'signedIn' }),
  signIn: page({ path: SIGN_IN, topBar: 'transparent' }, 'account.page.signIn', { state: 'signIn', opens: 'signedOut', remembers: 'returnTo' }),
  sendSetLink: page({ path: '/send-set-link', back: WELCOME, width: 'narrow' }, 'account.page.sendSetLink', { state: 'sendSetLink', opens: 'consented' }),
  createAccount: page({ path: '/create-account/:resource', width: 'narrow' }, 'account.page.createAccount', { state: 'createAccount', remembers: 'resource' }),
  sendResetLink: page({ path: '/send-reset-link', back: SIGN_IN, width: 'narrow' }, 'account.page.sendResetLink', { state: 'sendResetLink' }),
  resetPassword: page({ path: '/reset-password/:resource', width: 'narrow' }, 'account.page.resetPassword', { state: 'resetPassword', remembers: 'resource' }),
  changePassword: page({ path: '/change-password', back: HOME_PAGE.path, width: 'narrow' }, 'account.page.changePassword', {
    state: 'signedIn.changePassword',
    opens: 'signedIn',
  }),
} as const satisfies Record<string, { meta: RouteMeta } & Opening>;

type AccountPage = keyof typeof ACCOUNT_PAGES;
export const ACCOUNT_PATHS = Object.fromEntries(Object.entries(ACCOUNT_PAGES).map(([name, row]) => [name, row.meta.path])) as {
  [Name in AccountPage]: (typeof ACCOUNT_PAGES)[Name]['meta']['path'];
};

export type CreateAccountType = (typeof CREATE_ACCOUNT_TYPE)[keyof typeof CREATE_ACCOUNT_TYPE];

/** Create-account type (spec section 3) -> the page a new account starts on. */
const LANDING_BY_TYPE: Record<CreateAccountType, string> = {
  [CREATE_ACCOUNT_TYPE.guidance]: GUIDANCE_PATHS.entry,
  [CREATE_ACCOUNT_TYPE.home]: HOME_PAGE.path,
  // "End": the application was already finished elsewhere; its status is on the home page.
  [CREATE_ACCOUNT_TYPE.end]: HOME_PAGE.path,
  [CREATE_ACCOUNT_TYPE.signLoanAgreement]: SIGNING_PATHS.agreement,
};

/** After account creation the link's type decides; otherwise the remembered page, otherwise home. */
export function landingPath(createAccountType: CreateAccountType | null, returnTo: string | null): string {
  if (createAccountType !== null) return LANDING_BY_TYPE[createAccountType];
  return returnTo ?? HOME_PAGE.path;
}
