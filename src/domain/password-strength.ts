// The server's password strength verdict (-10718, decision 0212): the estimator (password-estimator.ts) with
// the language packages' dictionaries as their modules give them (about 1.5 MB of JavaScript, in Node only).
// The web app never imports this file: its checklist fetches the same word lists as data (issue 18, defect 12).
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { createPasswordEstimator, type PasswordEstimator, type PasswordStrength, type StrengthContext } from './password-estimator.ts';

export { PASSWORD_MIN_SCORE, PUBLISHED_PASSWORDS, SITE_WORDS, passwordUserInputs } from './password-estimator.ts';
export type { PasswordStrength, StrengthContext } from './password-estimator.ts';

let estimator: PasswordEstimator | undefined;

/** The verdict on a new password for this borrower on this brand; the same on the server and in the browser. */
export function passwordStrength(password: string, context: StrengthContext = {}): PasswordStrength {
  estimator ??= createPasswordEstimator({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs, translations });
  return estimator(password, context);
}
