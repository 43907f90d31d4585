// How hard a new password is to guess (issue 17, decision 0212): zxcvbn-ts with its common-password,
// English word, name and Wikipedia dictionaries, keyboard patterns, dates, repeats and l33t, plus this site's
// own words as "user inputs": the brand's name, the borrower's e-mail, the words of lending, and the demo
// password this repository publishes. A password is strong enough when zxcvbn's score is at least 3 (about
// 10^8 guesses or more). This sits beside the spec's four rules (src/domain/validation.ts), which keep their
// messages; the server refuses a weak password (-10718) and the password checklist shows the same verdict.
//
// This file is the estimator without its dictionaries: whoever builds it gives them. The server builds it from
// the language packages' own modules (password-strength.ts); the web app from the same word lists fetched as
// data by the pages that choose a password (src/views/account/password-dictionaries.ts, issue 18 defect 12),
// so the lists are never JavaScript in a chunk and both sides count the same words.
import { ZxcvbnFactory, type OptionsType } from '@zxcvbn-ts/core';

/** zxcvbn's score from 0 to 4; 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const PASSWORD_MIN_SCORE = 3;

/** Words anyone would try first on a lender's site. */
export const SITE_WORDS: readonly string[] = [
  'borrower',
  'borrow',
  'loan',
  'loans',
  'lender',
  'lending',
  'installment',
  'credit',
  'money',
  'cash',
  'payday',
  'demo',
];

/** Passwords this repository publishes (README, docs/demo-data.md): known to everyone, so never a new password. */
export const PUBLISHED_PASSWORDS: readonly string[] = ['Demo-Borrower-2026'];

export type StrengthContext = {
  /** The brand's names (its name and legal name): "Bluepeak Loans", "Bluepeak Financial Services, Inc.". */
  brandNames?: readonly string[];
  /** The borrower's e-mail, when it is known (its local part and the words in it count against the password). */
  email?: string;
};

export type PasswordStrength = {
  strong: boolean;
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number;
  /** log10 of the guesses zxcvbn estimates. */
  guessesLog10: number;
};

const JOINTS = ['', '-', '_', '.', ' '];

/** Words of at least 3 letters in a text, lower-case ("Goldcrest Lending, LLC" -> goldcrest, lending, llc). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
}

/** What zxcvbn should count as known to an attacker for this borrower on this brand. */
export function passwordUserInputs({ brandNames = [], email }: StrengthContext): string[] {
  const inputs = new Set<string>([...SITE_WORDS, ...PUBLISHED_PASSWORDS.map((password) => password.toLowerCase())]);
  for (const name of brandNames) {
    const words = wordsOf(name);
    for (const word of words) inputs.add(word);
    // The brand's name as one token however it is joined: "bluepeakloans", "bluepeak-loans", "bluepeak.loans"...
    for (const joint of JOINTS) inputs.add(words.join(joint));
  }
  const local = email?.split('@')[0]?.toLowerCase();
  if (local) {
    inputs.add(local);
    const words = wordsOf(local);
    for (const word of words) inputs.add(word);
    // "jane.doe" also as "janedoe", "jane-doe"...
    for (const joint of JOINTS) inputs.add(words.join(joint));
  }
  inputs.delete('');
  return [...inputs];
}

/** What zxcvbn is given: every dictionary by name, the keyboard graphs and the (English) feedback words. */
export type PasswordDictionaries = Required<Pick<OptionsType, 'dictionary' | 'graphs' | 'translations'>>;

export type PasswordEstimator = (password: string, context?: StrengthContext) => PasswordStrength;

/** The verdict on a new password for a borrower on a brand, with these dictionaries (ranked once, about 150 ms). */
export function createPasswordEstimator(dictionaries: PasswordDictionaries): PasswordEstimator {
  const zxcvbn = new ZxcvbnFactory(dictionaries);
  return (password, context = {}) => {
    const result = zxcvbn.check(password.normalize('NFKC'), passwordUserInputs(context));
    return { strong: result.score >= PASSWORD_MIN_SCORE, score: result.score, guessesLog10: result.guessesLog10 };
  };
}
