// Valibot schemas built from the rules of validation.ts, so a form and the server answer the same
// message for the same value. Each field schema reports the first rule its value breaks, said when the value is
// checked (in the browser, in the language shown), and so is the field's name given as a function (FieldName): the
// default names, from the rules' catalog, are. A name given as words is said as it was given.
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from './constants.ts';
import { say } from './rule-words.ts';
import { PASSWORD_RULES, digitsOf, firstError, validators, type RuleName, type RuleOptions } from './validation.ts';

/** Longest bank account number an ACH entry carries. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 17;

/**
 * A field's name as a message says it: the words themselves, or a function that says them from a catalog when a
 * value is checked (`() => say('rule.field.email')`), so a schema built as its module loads follows the language shown.
 */
export type FieldName = string | (() => string);
const nameOf = (field: FieldName): string => (typeof field === 'function' ? field() : field);

/** A Valibot action that runs our rules in order and reports the first message. */
export function rules(names: readonly RuleName[], options?: Omit<RuleOptions, 'field'> & { field?: FieldName }) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const field = options?.field;
    const message = firstError(dataset.value, names, { ...options, field: field === undefined ? undefined : nameOf(field) });
    if (message !== undefined) addIssue({ message });
  });
}

/** A string (missing reads as empty, so the borrower sees "{field} can't be empty"). */
function text(field: FieldName) {
  return v.string((issue) =>
    issue.input === undefined || issue.input === null ? validators.required('', { field: nameOf(field) })! : say('rule.text.message', { field: nameOf(field) }),
  );
}

/**
 * Every text field: printable characters first (issue 17: a NUL byte or a lone surrogate must be a field's
 * message, not a database error), then the field's rules, then a length limit, its own or TEXT_MAX_LENGTH.
 */
function bounded(names: readonly RuleName[], options: Omit<RuleOptions, 'field'>): { names: RuleName[]; max: number } {
  const limit: RuleName[] = names.includes('maxLength') ? [] : ['maxLength'];
  return { names: ['plainCharacters', ...names, ...limit], max: options.max ?? TEXT_MAX_LENGTH };
}

/** A required text field: "{field} can't be empty", then the given rules in order. */
export function textSchema(field: FieldName, names: readonly RuleName[], options: Omit<RuleOptions, 'field'> = {}) {
  const checked = bounded(names, options);
  return v.pipe(text(field), rules(['required', ...checked.names], { field, ...options, max: checked.max }));
}

/** An optional text field: undefined and the empty string pass, anything else meets the rules. */
export function optionalTextSchema(field: FieldName, names: readonly RuleName[], options: Omit<RuleOptions, 'field'> = {}) {
  const checked = bounded(names, options);
  return v.optional(v.pipe(text(field), rules(checked.names, { field, ...options, max: checked.max })));
}

/** Text that is not a form field (a code, a host, a loan number): printable, at most `max` characters. */
export function plainStringSchema(field: FieldName, max: number) {
  return v.pipe(text(field), rules(['plainCharacters', 'maxLength'], { field, max }));
}

/** Keeps only the digits: '(212) 555-0100' -> '2125550100'. For the server, after validation. */
export const toDigits = v.transform((value: string) => digitsOf(value));

const PASSWORD_FIELD = () => say('rule.field.password');
export const passwordSchema = v.pipe(text(PASSWORD_FIELD), rules(['required', 'plainCharacters', ...PASSWORD_RULES], { field: PASSWORD_FIELD }));

export const emailSchema = (field: FieldName = () => say('rule.field.email')) => textSchema(field, ['noEdgeSpace', 'email', 'maxLength'], { max: 254 });
export const phoneSchema = (field: FieldName = () => say('rule.field.phone')) => textSchema(field, ['phone']);
export const faxSchema = (field: FieldName = () => say('rule.field.fax')) => optionalTextSchema(field, ['fax']);
export const ssnSchema = (field: FieldName = () => say('rule.field.ssn')) => textSchema(field, ['ssn']);
export const zipSchema = (field: FieldName = () => say('rule.field.zip')) => textSchema(field, ['zip']);
/** Nine digits that form a real ABA routing number. */
export const routingNumberSchema = (field: FieldName = () => say('rule.field.routingNumber')) => textSchema(field, ['routingNumber', 'abaRoutingNumber']);
export const accountNumberSchema = (field: FieldName = () => say('rule.field.accountNumber')) =>
  textSchema(field, ['accountNumber', 'maxLength'], { max: ACCOUNT_NUMBER_MAX_LENGTH });
/** A re-typed number must end with the last four characters the borrower was shown. */
export const matchTailSchema = (field: FieldName, last4: string) => textSchema(field, ['matchTail'], { last4 });
/** A person's name: letters, single spaces between words, none at the edges. */
export const nameSchema = (field: FieldName, max = 50) => textSchema(field, ['noEdgeSpace', 'noContinuousSpaces', 'name', 'maxLength'], { max });
export const currencySchema = (field: FieldName = () => say('rule.field.amount')) => textSchema(field, ['currency', 'currencyMax']);
export const positiveIntegerSchema = (field: FieldName) => textSchema(field, ['positiveInteger']);
export const plainTextSchema = (field: FieldName, max: number) => textSchema(field, ['noEdgeSpace', 'noSpecialCharacters', 'maxLength'], { max });
