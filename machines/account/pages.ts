// The pages of the accounts flow (spec section 2, issue 4) and where a borrower lands once signed in.
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { HOME_PATHS } from '../home/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { withWords } from './words.ts';

/** A page of the flow whose title is read from the flow's catalog whenever it is shown. */
const page = <const Meta extends Omit<RouteMeta, 'title'>>(meta: Meta, titleId: string) => withWords({ ...meta }, 'title', titleId);

/** Every page of the flow: its path, its title (the <h1> and the document title), its top bar and its width (one card: narrow; sign-in's two parts: wide). */
export const ACCOUNT_PAGES = {
  welcome: page({ path: '/welcome', topBar: 'transparent', width: 'narrow' }, 'account.page.welcome'),
  consent: page({ path: '/consent', width: 'narrow' }, 'account.page.consent'),
  signIn: page({ path: '/sign-in', topBar: 'transparent' }, 'account.page.signIn'),
  sendSetLink: page({ path: '/send-set-link', width: 'narrow' }, 'account.page.sendSetLink'),
  createAccount: page({ path: '/create-account/:resource', width: 'narrow' }, 'account.page.createAccount'),
  sendResetLink: page({ path: '/send-reset-link', width: 'narrow' }, 'account.page.sendResetLink'),
  resetPassword: page({ path: '/reset-password/:resource', width: 'narrow' }, 'account.page.resetPassword'),
  changePassword: page({ path: '/change-password', width: 'narrow' }, 'account.page.changePassword'),
} as const satisfies Record<string, RouteMeta>;

type AccountPage = keyof typeof ACCOUNT_PAGES;
export const ACCOUNT_PATHS = Object.fromEntries(Object.entries(ACCOUNT_PAGES).map(([name, page]) => [name, page.path])) as {
  [Name in AccountPage]: (typeof ACCOUNT_PAGES)[Name]['path'];
};

export type CreateAccountType = (typeof CREATE_ACCOUNT_TYPE)[keyof typeof CREATE_ACCOUNT_TYPE];

/** Create-account type (spec section 3) -> the page a new account starts on. */
const LANDING_BY_TYPE: Record<CreateAccountType, string> = {
  [CREATE_ACCOUNT_TYPE.guidance]: '/guidance',
  [CREATE_ACCOUNT_TYPE.home]: HOME_PATHS.home,
  // "End": the application was already finished elsewhere; its status is on the home page.
  [CREATE_ACCOUNT_TYPE.end]: HOME_PATHS.home,
  [CREATE_ACCOUNT_TYPE.signLoanAgreement]: '/loan-agreement',
};

/** After account creation the link's type decides; otherwise the remembered page, otherwise home. */
export function landingPath(createAccountType: CreateAccountType | null, returnTo: string | null): string {
  if (createAccountType !== null) return LANDING_BY_TYPE[createAccountType];
  return returnTo ?? HOME_PATHS.home;
}
