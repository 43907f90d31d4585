// The validation rules of spec section 5, one function each, answering the spec's exact message or
// undefined when the value passes. Forms (through Valibot, see schemas.ts) and the server share them.
import { MONEY_MAX_CENTS, MONEY_MAX_TEXT, PASSWORD_MIN_LENGTH, PHONE_DIGITS, ROUTING_NUMBER_DIGITS, SSN_DIGITS, ZIP_DIGITS } from './constants.ts';
import { dollarsToCents } from './dollars.ts';

export type RuleOptions = {
  /** The field's name as the borrower reads it, e.g. 'Routing Number'. */
  field?: string;
  /** For matchTail: the last four characters the value must end with. */
  last4?: string;
  /** For maxLength: the most characters allowed. */
  max?: number;
};

export type Validator = (value: unknown, options?: RuleOptions) => string | undefined;

/** The name used in a message when the caller gives none. */
export const DEFAULT_FIELD_NAME = 'This field';

const fieldOf = (options?: RuleOptions): string => options?.field ?? DEFAULT_FIELD_NAME;

/** Empty values pass every rule but `required`, so optional fields stay optional. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.length === 0);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** The digits of a value, everything else dropped: '(212) 555-0100' -> '2125550100'. */
export function digitsOf(value: unknown): string {
  return isEmpty(value) ? '' : text(value).replace(/\D/g, '');
}

/** A rule that passes empty values and otherwise tests the text against `passes`. */
function textRule(passes: (value: string, options?: RuleOptions) => boolean, message: (options?: RuleOptions) => string): Validator {
  return (value, options) => (isEmpty(value) || passes(text(value), options) ? undefined : message(options));
}

/** A password rule: applies to the empty password too, so the live checklist starts unticked. */
function passwordRule(passes: (value: string) => boolean, message: string): Validator {
  return (value) => (passes(isEmpty(value) ? '' : text(value)) ? undefined : message);
}

// Characters the spec forbids where "no special characters" applies: - ! _ @ # $ % , * : \ / ' " + ` ~ ^
const SPECIAL_CHARACTERS = /[-!_@#$%,*:\\/'"+`~^]/;
// Control characters (C0, DEL, C1) and halves of surrogate pairs: no field takes them, and the database and
// the logs cannot hold them (a NUL byte ends a PostgreSQL text, a lone surrogate is not UTF-8).
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
const EMAIL_SHAPE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/**
 * What the SSN field's hint says (issue 18, defect 4): the spec's one message, "{field} should be 9 digits",
 * also answers nine digits that can never be an SSN, so the hint names them, as isSsn refuses them.
 */
export const SSN_HINT =
  '9 digits, for example 123-45-6789. No Social Security number starts with 000, 666 or 900 to 999, has 00 as its middle two digits or ends in 0000.';

function isSsn(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== SSN_DIGITS) return false;
  const area = digits.slice(0, 3);
  return area !== '000' && area !== '666' && !area.startsWith('9') && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

// Federal Reserve routing symbols: 00 government, 01-12 banks, 21-32 thrifts, 61-72 electronic, 80 traveller's cheques.
function hasRealRoutingPrefix(digits: string): boolean {
  const prefix = Number(digits.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** The ABA check: 3, 7 and 1 times the digits in turn add up to a multiple of 10. */
export function hasAbaChecksum(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 10 === 0;
}

const PASSWORD_MESSAGE = {
  passwordLength: `Password should be ${PASSWORD_MIN_LENGTH} or more characters.`,
  passwordCase: 'Password has Upper & Lowercase letters.',
  passwordDigit: 'Password should be at least one number.',
  passwordRepeats: 'Password has too many consecutive identical characters.',
} as const;

/** The same sentence for money typed as text and money sent as cents, so the form and the server agree. */
export const amountTooLargeMessage = (field: string) => `${field} should not be more than ${MONEY_MAX_TEXT}`;

const ROUTING_NUMBER_SHAPE = new RegExp(`^\\d{${ROUTING_NUMBER_DIGITS}}$`);
const ZIP_SHAPE = new RegExp(`^\\d{${ZIP_DIGITS}}$`);

/** Filled: a non-empty string (spaces alone do not count) or a number passes. */
const requiredRule: Validator = (value, options) => {
  const filled = typeof value === 'number' ? !Number.isNaN(value) : typeof value === 'string' ? value.trim().length > 0 : !isEmpty(value);
  return filled ? undefined : `${fieldOf(options)} can't be empty`;
};

export const validators = {
  passwordLength: passwordRule((value) => [...value].length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE.passwordLength),
  passwordCase: passwordRule((value) => /[a-z]/.test(value) && /[A-Z]/.test(value), PASSWORD_MESSAGE.passwordCase),
  passwordDigit: passwordRule((value) => /\d/.test(value), PASSWORD_MESSAGE.passwordDigit),
  passwordRepeats: passwordRule((value) => !/(.)\1\1/su.test(value), PASSWORD_MESSAGE.passwordRepeats),
  email: textRule(
    (value) => EMAIL_SHAPE.test(value),
    (options) => `${fieldOf(options)} must be a valid email`,
  ),
  phone: textRule(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return digits.length === PHONE_DIGITS && /^[2-9]/.test(digits);
    },
    () => 'Invalid phone number!',
  ),
  // The spec shows no message for fax; this one says what shape is expected.
  fax: textRule(
    (value) => /^\d{3}-\d{3}-\d{4}$/.test(value),
    (options) => `${fieldOf(options)} should look like 555-555-5555`,
  ),
  number: textRule(
    (value) => /^[+-]?\d+(\.\d+)?$/.test(value),
    () => 'Should be a digit',
  ),
  currency: textRule(
    (value) => /^-?\d+(\.\d{1,2})?$/.test(value),
    () => 'Invalid Currency format, should be a number',
  ),
  /** Not in the spec: an amount typed in dollars is at most MONEY_MAX_CENTS (text that is not an amount is currency's to refuse). */
  currencyMax: textRule(
    (value) => !(dollarsToCents(value) > MONEY_MAX_CENTS),
    (options) => amountTooLargeMessage(fieldOf(options)),
  ),
  /** Not in the spec: printable text only, for every text field (see UNPRINTABLE). */
  plainCharacters: textRule(
    (value) => !UNPRINTABLE.test(value),
    (options) => `${fieldOf(options)} contains characters that are not allowed`,
  ),
  noSpecialCharacters: textRule(
    (value) => !SPECIAL_CHARACTERS.test(value),
    (options) => `${fieldOf(options)} found special character`,
  ),
  routingNumber: textRule(
    (value) => ROUTING_NUMBER_SHAPE.test(value),
    (options) => `${fieldOf(options)} should be ${ROUTING_NUMBER_DIGITS} digits`,
  ),
  accountNumber: textRule(
    (value) => /^\d+$/.test(value),
    (options) => `${fieldOf(options)} should be a digit`,
  ),
  ssn: textRule(isSsn, (options) => `${fieldOf(options)} should be ${SSN_DIGITS} digits`),
  zip: textRule(
    (value) => ZIP_SHAPE.test(value),
    (options) => `${fieldOf(options)} should be ${ZIP_DIGITS} digits`,
  ),
  matchTail: textRule(
    (value, options) => options?.last4 === undefined || value.slice(-4) === options.last4,
    (options) => `Please enter the ${fieldOf(options)} ends with ${options?.last4 ?? ''}`,
  ),
  name: textRule(
    (value) => /^[A-Za-z]+( [A-Za-z]+)*$/.test(value),
    (options) => `${fieldOf(options)} can only contain letters`,
  ),
  alphabetWithSpace: textRule(
    (value) => /^[A-Za-z ]+$/.test(value),
    () => 'can only consist of letters',
  ),
  noEdgeSpace: textRule(
    (value) => value.trim() === value,
    (options) => `${fieldOf(options)} should not have space at the beginning and end`,
  ),
  // The spec has two wordings: with a field name, and the short one where no name is given.
  noContinuousSpaces: textRule(
    (value) => !/ {2}/.test(value),
    (options) => (options?.field === undefined ? 'No consecutive spaces' : `${options.field} should not have continuous spaces`),
  ),
  positiveInteger: textRule(
    (value) => /^\d+$/.test(value),
    () => 'Should be a positive digit',
  ),
  required: requiredRule,
  maxLength: textRule(
    (value, options) => options?.max === undefined || [...value].length <= options.max,
    (options) => `${fieldOf(options)} should not be greater than ${options?.max ?? 0} characters`,
  ),
  /** Not in the spec: a routing number must also be a real one (the ABA checksum and a Federal Reserve prefix). */
  abaRoutingNumber: textRule(
    (value) => hasAbaChecksum(value) && hasRealRoutingPrefix(value),
    (options) => `${fieldOf(options)} is not a valid U.S. bank routing number`,
  ),
} satisfies Record<string, Validator>;

export type RuleName = keyof typeof validators;

/** The first message of the rules, in order, or undefined when the value passes them all. */
export function firstError(value: unknown, rules: readonly RuleName[], options?: RuleOptions): string | undefined {
  for (const rule of rules) {
    const message = validators[rule](value, options);
    if (message !== undefined) return message;
  }
  return undefined;
}

export const PASSWORD_RULES = ['passwordLength', 'passwordCase', 'passwordDigit', 'passwordRepeats'] as const;

/** Each rule as it reads while it holds: the spec's messages say what is wrong, so they are shown only when it is. */
const PASSWORD_RULE_HELD: Readonly<Record<(typeof PASSWORD_RULES)[number], string>> = {
  passwordLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
  passwordCase: 'Upper and lowercase letters',
  passwordDigit: 'At least one number',
  passwordRepeats: 'No character three times in a row',
};

export type PasswordRuleResult = { rule: (typeof PASSWORD_RULES)[number]; message: string; passed: boolean; text: string };

/**
 * Each password rule with its spec message and whether the typed password meets it: the live checklist. `text`
 * is what the checklist shows: the rule while it holds, the spec's message once it fails. Nothing typed meets
 * nothing yet.
 */
export function passwordRuleResults(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => {
    const failed = validators[rule](password) !== undefined;
    const passed = password.length > 0 && !failed;
    return { rule, message: PASSWORD_MESSAGE[rule], passed, text: failed ? PASSWORD_MESSAGE[rule] : PASSWORD_RULE_HELD[rule] };
  });
}
