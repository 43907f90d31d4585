// The pages of the accounts flow (spec section 2, issue 4) and where a borrower lands once signed in.
import { CREATE_ACCOUNT_TYPE } from '#src/domain/codes/customer.ts';
import { HOME_PATHS } from './home-paths.ts';

export const ACCOUNT_PATHS = {
  welcome: '/welcome',
  consent: '/consent',
  signIn: '/sign-in',
  sendSetLink: '/send-set-link',
  createAccount: '/create-account/:resource',
  sendResetLink: '/send-reset-link',
  resetPassword: '/reset-password/:resource',
  changePassword: '/change-password',
} as const;

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
