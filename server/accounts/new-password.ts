// What a new password must be beyond the spec's four rules (which the contract checks): not one of the most
// common passwords (-10702, decision 0210), and not easy to guess for this borrower on this brand (-10718,
// decision 0212: zxcvbn-ts with the brand's names, the e-mail and this site's words counted against it).
// Asked where a password is set: create account, reset and change; never at sign-in.
import { RESULT } from '#src/api/contract/result-codes.ts';
import { passwordStrength } from '#src/domain/password-strength.ts';
import type { Result } from '../http/refusal.ts';
import { isCommonPassword } from './common-passwords.ts';

export type PasswordOwner = {
  email: string;
  /** The portfolio's row: its name and legal name are the brand's words. */
  brand: { name: string; legalName: string } | undefined;
};

/** Why this new password is refused, or undefined when it may be set. */
export function newPasswordRefusal(password: string, { email, brand }: PasswordOwner): Result | undefined {
  if (isCommonPassword(password)) return RESULT.passwordTooCommon;
  const brandNames = brand ? [brand.name, brand.legalName] : [];
  if (!passwordStrength(password, { brandNames, email }).strong) return RESULT.passwordTooWeak;
  return undefined;
}
