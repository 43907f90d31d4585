// The pages of the accounts flow (spec section 2, issue 4) and where a borrower lands once signed in.
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { HOME_PATHS } from '../home/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';

/** Every page of the flow: its path, its title (the <h1> and the document title) and its top bar. */
export const ACCOUNT_PAGES = {
  welcome: { path: '/welcome', title: 'Welcome', topBar: 'transparent' },
  consent: { path: '/consent', title: 'Review Our Terms' },
  signIn: { path: '/sign-in', title: 'Sign in', topBar: 'transparent' },
  sendSetLink: { path: '/send-set-link', title: 'Create an Account' },
  createAccount: { path: '/create-account/:resource', title: 'Choose Your Password' },
  sendResetLink: { path: '/send-reset-link', title: 'Forgot Password' },
  resetPassword: { path: '/reset-password/:resource', title: 'Reset Password' },
  changePassword: { path: '/change-password', title: 'Change Password' },
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
