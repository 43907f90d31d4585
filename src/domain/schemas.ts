// Valibot schemas built from the rules of validation.ts, so a form and the server answer the same
// message for the same value. Each field schema reports the first rule its value breaks.
import * as v from 'valibot';
import { PASSWORD_RULES, digitsOf, firstError, validators, type RuleName, type RuleOptions } from './validation.ts';

/** Longest bank account number an ACH entry carries. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 17;

/** A Valibot action that runs our rules in order and reports the first message. */
export function rules(names: readonly RuleName[], options?: RuleOptions) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = firstError(dataset.value, names, options);
    if (message !== undefined) addIssue({ message });
  });
}

/** A string (missing reads as empty, so the borrower sees "{field} can't be empty"). */
function text(field: string) {
  return v.string((issue) => (issue.input === undefined || issue.input === null ? validators.required('', { field })! : `${field} should be text`));
}

/** A required text field: "{field} can't be empty", then the given rules in order. */
export function textSchema(field: string, names: readonly RuleName[], options: Omit<RuleOptions, 'field'> = {}) {
  return v.pipe(text(field), rules(['required', ...names], { field, ...options }));
}

/** An optional text field: undefined and the empty string pass, anything else meets the rules. */
export function optionalTextSchema(field: string, names: readonly RuleName[], options: Omit<RuleOptions, 'field'> = {}) {
  return v.optional(v.pipe(text(field), rules(names, { field, ...options })));
}

/** Keeps only the digits: '(212) 555-0100' -> '2125550100'. For the server, after validation. */
export const toDigits = v.transform((value: string) => digitsOf(value));

export const passwordSchema = v.pipe(text('Password'), rules(['required', ...PASSWORD_RULES], { field: 'Password' }));

export const emailSchema = (field = 'Email') => textSchema(field, ['noEdgeSpace', 'email', 'maxLength'], { max: 254 });
export const phoneSchema = (field = 'Phone Number') => textSchema(field, ['phone']);
export const faxSchema = (field = 'Fax') => optionalTextSchema(field, ['fax']);
export const ssnSchema = (field = 'SSN') => textSchema(field, ['ssn']);
export const zipSchema = (field = 'ZIP Code') => textSchema(field, ['zip']);
/** Nine digits that form a real ABA routing number. */
export const routingNumberSchema = (field = 'Routing Number') => textSchema(field, ['routingNumber', 'abaRoutingNumber']);
export const accountNumberSchema = (field = 'Account Number') =>
  textSchema(field, ['accountNumber', 'maxLength'], { max: ACCOUNT_NUMBER_MAX_LENGTH });
/** A re-typed number must end with the last four characters the borrower was shown. */
export const matchTailSchema = (field: string, last4: string) => textSchema(field, ['matchTail'], { last4 });
/** A person's name: letters, single spaces between words, none at the edges. */
export const nameSchema = (field: string, max = 50) => textSchema(field, ['noEdgeSpace', 'noContinuousSpaces', 'name', 'maxLength'], { max });
export const currencySchema = (field = 'Amount') => textSchema(field, ['currency']);
export const positiveIntegerSchema = (field: string) => textSchema(field, ['positiveInteger']);
export const plainTextSchema = (field: string, max: number) => textSchema(field, ['noEdgeSpace', 'noSpecialCharacters', 'maxLength'], { max });
