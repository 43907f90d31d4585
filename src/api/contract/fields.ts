// Field schemas several calls share, written once. Every number has a range and every string a length
// and printable characters only (issue 17): what the database cannot hold is refused as a field's message.
import * as v from 'valibot';
import { INT32_MAX, MONEY_MAX_CENTS, MONTHLY_INCOME_MAX_CENTS } from '#src/domain/constants.ts';
import { isIsoDate } from '#src/domain/iso-date.ts';
import { plainStringSchema } from '#src/domain/schemas.ts';
import { amountTooLargeMessage } from '#src/domain/validation.ts';

/**
 * Marks a request field as the borrower's personal data or a secret (issue 17): the server never logs its
 * value, it redacts what the contract marks (server/http/sensitive-fields.ts). Mark the field where an
 * object uses it; an optional field is marked inside its v.optional.
 */
export const sensitive = <TSchema extends v.GenericSchema>(schema: TSchema) => v.pipe(schema, v.metadata({ sensitive: true }));

/** The same for an optional field: what it wraps is marked, so it stays optional (and takes what it took). */
export const sensitiveOptional = <TWrapped extends v.GenericSchema>(schema: v.OptionalSchema<TWrapped, undefined>) => v.optional(sensitive(schema.wrapped));

/** One of a code set's values (src/domain/codes), with the message a borrower reads otherwise. */
export const codeOf = <T extends Record<string, string | number>>(codes: T, message: string) => v.picklist(Object.values(codes) as Array<T[keyof T]>, message);

/** A calendar date, 'YYYY-MM-DD'. */
// Valibot's isoDate checks the shape only ('2026-02-30' passes it): the domain's check wants a day its month has.
export const isoDateSchema = v.pipe(
  v.string(),
  v.check((value) => isIsoDate(value), 'Please enter a valid date'),
);

/** Money: whole cents from 0 to MONEY_MAX_CENTS ($1,000,000.00), named in the messages as `field`. */
export const moneySchema = (field = 'Amount') =>
  v.pipe(
    v.number(),
    v.integer(`${field} should be whole cents`),
    v.minValue(0, `${field} should not be negative`),
    v.maxValue(MONEY_MAX_CENTS, amountTooLargeMessage(field)),
  );

/** Money: a whole, non-negative number of cents, at most $1,000,000.00. */
export const centsSchema = moneySchema();

/** A balance: an overdrawn account's is negative; either way within $1,000,000.00. */
export const signedCentsSchema = v.pipe(v.number(), v.integer(), v.minValue(-MONEY_MAX_CENTS), v.maxValue(MONEY_MAX_CENTS));

/** A month's income: at most a month of the largest pay, paid weekly (MONTHLY_INCOME_MAX_CENTS). */
export const monthlyIncomeCentsSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MONTHLY_INCOME_MAX_CENTS));

/** A number the database keeps in an integer (int4) column: a code or a count, 0 to 2^31 - 1 or as given. */
export const int32Schema = (min = -INT32_MAX - 1) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(INT32_MAX));

/** A portfolio (brand) id: 1 to 2^31 - 1, the range of its integer column. */
export const portfolioIdSchema = v.pipe(
  v.number('Portfolio is missing'),
  v.integer('Portfolio is not valid'),
  v.minValue(1, 'Portfolio is not valid'),
  v.maxValue(INT32_MAX, 'Portfolio is not valid'),
);

/** Query values arrive as text; this accepts "118" and 118 alike and yields a number. */
export const portfolioIdParam = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), portfolioIdSchema);

/** A loan number as loans carry it ('GC-DEMO-9001'): 4 to 32 letters, digits and dashes. */
export const loanNoSchema = v.pipe(v.string("Loan number can't be empty"), v.trim(), v.regex(/^[A-Z0-9-]{4,32}$/i, 'Loan number is not valid'));

/** A host name as the browser shows it ('p110.localhost:8080'): printable, at most 253 characters. */
export const domainSchema = v.pipe(plainStringSchema('Domain', 253), v.trim(), v.toLowerCase(), v.minLength(1, "Domain can't be empty"));
