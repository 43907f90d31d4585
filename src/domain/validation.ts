// The validation rules of spec section 5, one function each. A rule's check answers the message's id and values
// (ruleChecks: what a second language translates, decision 0311), and its validator the words, the spec's exact
// message in English, or undefined when the value passes. Forms (through Valibot, see schemas.ts) and the server
// share them; the words are the rules' catalog's (rule-words.ts, locales/en.po).
import { MONEY_MAX_CENTS, MONEY_MAX_TEXT, PASSWORD_MIN_LENGTH, PHONE_DIGITS, ROUTING_NUMBER_DIGITS, SSN_DIGITS, ZIP_DIGITS } from './constants.ts';
import { dollarsToCents } from './dollars.ts';
import { say, sayRule, type RuleMessage } from './rule-words.ts';

export type RuleOptions = {
  /** The field's name as the borrower reads it, e.g. 'Routing Number'. */
  field?: string;
  /** For matchTail: the last four characters the value must end with. */
  last4?: string;
  /** For maxLength: the most characters allowed. */
  max?: number;
};

export type Validator = (value: unknown, options?: RuleOptions) => string | undefined;

/** A rule's check: the message a broken rule says, as an id and values, or undefined when the value passes. */
export type RuleCheck = (value: unknown, options?: RuleOptions) => RuleMessage | undefined;

/** The name used in a message when the caller gives none ('This field'). */
const fieldOf = (options?: RuleOptions): string => options?.field ?? say('rule.field.default');

/** The message `id` of the rules' catalog with the field's name among its values. */
const withField = (id: string, options?: RuleOptions, values: Record<string, string | number> = {}): RuleMessage => ({
  id,
  values: { field: fieldOf(options), ...values },
});

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
function textRule(passes: (value: string, options?: RuleOptions) => boolean, message: (options?: RuleOptions) => RuleMessage): RuleCheck {
  return (value, options) => (isEmpty(value) || passes(text(value), options) ? undefined : message(options));
}

/** A password rule: applies to the empty password too, so the live checklist starts unticked. */
function passwordRule(passes: (value: string) => boolean, message: RuleMessage): RuleCheck {
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
export const ssnHint = (): string => say('rule.ssn.hint');

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
  passwordLength: { id: 'rule.passwordLength.message', values: { min: PASSWORD_MIN_LENGTH } },
  passwordCase: { id: 'rule.passwordCase.message' },
  passwordDigit: { id: 'rule.passwordDigit.message' },
  passwordRepeats: { id: 'rule.passwordRepeats.message' },
} as const satisfies Record<string, RuleMessage>;

const amountTooLarge = (field: string): RuleMessage => ({ id: 'rule.currencyMax.message', values: { field, max: MONEY_MAX_TEXT } });
/** The same sentence for money typed as text and money sent as cents, so the form and the server agree. */
export const amountTooLargeMessage = (field: string) => sayRule(amountTooLarge(field));

const ROUTING_NUMBER_SHAPE = new RegExp(`^\\d{${ROUTING_NUMBER_DIGITS}}$`);
const ZIP_SHAPE = new RegExp(`^\\d{${ZIP_DIGITS}}$`);

/** Filled: a non-empty string (spaces alone do not count) or a number passes. */
const requiredRule: RuleCheck = (value, options) => {
  const filled = typeof value === 'number' ? !Number.isNaN(value) : typeof value === 'string' ? value.trim().length > 0 : !isEmpty(value);
  return filled ? undefined : withField('rule.required.message', options);
};

/** Each rule's check, answering what a broken rule says as an id and values (decision 0311). */
export const ruleChecks = {
  passwordLength: passwordRule((value) => [...value].length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE.passwordLength),
  passwordCase: passwordRule((value) => /[a-z]/.test(value) && /[A-Z]/.test(value), PASSWORD_MESSAGE.passwordCase),
  passwordDigit: passwordRule((value) => /\d/.test(value), PASSWORD_MESSAGE.passwordDigit),
  passwordRepeats: passwordRule((value) => !/(.)\1\1/su.test(value), PASSWORD_MESSAGE.passwordRepeats),
  email: textRule(
    (value) => EMAIL_SHAPE.test(value),
    (options) => withField('rule.email.message', options),
  ),
  phone: textRule(
    (value) => {
      const digits = value.replace(/\D/g, '');
      return digits.length === PHONE_DIGITS && /^[2-9]/.test(digits);
    },
    () => ({ id: 'rule.phone.message' }),
  ),
  // The spec shows no message for fax; this one says what shape is expected.
  fax: textRule(
    (value) => /^\d{3}-\d{3}-\d{4}$/.test(value),
    (options) => withField('rule.fax.message', options),
  ),
  number: textRule(
    (value) => /^[+-]?\d+(\.\d+)?$/.test(value),
    () => ({ id: 'rule.number.message' }),
  ),
  currency: textRule(
    (value) => /^-?\d+(\.\d{1,2})?$/.test(value),
    () => ({ id: 'rule.currency.message' }),
  ),
  /** Not in the spec: an amount typed in dollars is at most MONEY_MAX_CENTS (text that is not an amount is currency's to refuse). */
  currencyMax: textRule(
    (value) => !(dollarsToCents(value) > MONEY_MAX_CENTS),
    (options) => amountTooLarge(fieldOf(options)),
  ),
  /** Not in the spec: printable text only, for every text field (see UNPRINTABLE). */
  plainCharacters: textRule(
    (value) => !UNPRINTABLE.test(value),
    (options) => withField('rule.plainCharacters.message', options),
  ),
  noSpecialCharacters: textRule(
    (value) => !SPECIAL_CHARACTERS.test(value),
    (options) => withField('rule.noSpecialCharacters.message', options),
  ),
  routingNumber: textRule(
    (value) => ROUTING_NUMBER_SHAPE.test(value),
    (options) => withField('rule.digits.message', options, { count: ROUTING_NUMBER_DIGITS }),
  ),
  accountNumber: textRule(
    (value) => /^\d+$/.test(value),
    (options) => withField('rule.accountNumber.message', options),
  ),
  ssn: textRule(isSsn, (options) => withField('rule.digits.message', options, { count: SSN_DIGITS })),
  zip: textRule(
    (value) => ZIP_SHAPE.test(value),
    (options) => withField('rule.digits.message', options, { count: ZIP_DIGITS }),
  ),
  matchTail: textRule(
    (value, options) => options?.last4 === undefined || value.slice(-4) === options.last4,
    (options) => withField('rule.matchTail.message', options, { last4: options?.last4 ?? '' }),
  ),
  name: textRule(
    (value) => /^[A-Za-z]+( [A-Za-z]+)*$/.test(value),
    (options) => withField('rule.name.message', options),
  ),
  alphabetWithSpace: textRule(
    (value) => /^[A-Za-z ]+$/.test(value),
    () => ({ id: 'rule.alphabetWithSpace.message' }),
  ),
  noEdgeSpace: textRule(
    (value) => value.trim() === value,
    (options) => withField('rule.noEdgeSpace.message', options),
  ),
  // The spec has two wordings: with a field name, and the short one where no name is given.
  noContinuousSpaces: textRule(
    (value) => !/ {2}/.test(value),
    (options) => (options?.field === undefined ? { id: 'rule.noContinuousSpaces.short' } : withField('rule.noContinuousSpaces.message', options)),
  ),
  positiveInteger: textRule(
    (value) => /^\d+$/.test(value),
    () => ({ id: 'rule.positiveInteger.message' }),
  ),
  required: requiredRule,
  maxLength: textRule(
    (value, options) => options?.max === undefined || [...value].length <= options.max,
    (options) => withField('rule.maxLength.message', options, { max: options?.max ?? 0 }),
  ),
  /** Not in the spec: a routing number must also be a real one (the ABA checksum and a Federal Reserve prefix). */
  abaRoutingNumber: textRule(
    (value) => hasAbaChecksum(value) && hasRealRoutingPrefix(value),
    (options) => withField('rule.abaRoutingNumber.message', options),
  ),
} satisfies Record<string, RuleCheck>;

export type RuleName = keyof typeof ruleChecks;

/** Each rule's words: the message its check answers, said in the active locale (English on the server). */
export const validators = Object.fromEntries(
  Object.entries(ruleChecks).map(([name, check]): [string, Validator] => [
    name,
    (value, options) => {
      const message = check(value, options);
      return message && sayRule(message);
    },
  ]),
) as Record<RuleName, Validator>;

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
const PASSWORD_RULE_HELD: Readonly<Record<(typeof PASSWORD_RULES)[number], RuleMessage>> = {
  passwordLength: { id: 'rule.passwordLength.held', values: { min: PASSWORD_MIN_LENGTH } },
  passwordCase: { id: 'rule.passwordCase.held' },
  passwordDigit: { id: 'rule.passwordDigit.held' },
  passwordRepeats: { id: 'rule.passwordRepeats.held' },
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
    const message = sayRule(PASSWORD_MESSAGE[rule]);
    return { rule, message, passed, text: failed ? message : sayRule(PASSWORD_RULE_HELD[rule]) };
  });
}
