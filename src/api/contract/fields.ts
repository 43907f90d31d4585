// Field schemas several calls share, written once.
import * as v from 'valibot';

/** One of a code set's values (src/domain/codes), with the message a borrower reads otherwise. */
export const codeOf = <T extends Record<string, string | number>>(codes: T, message: string) =>
  v.picklist(Object.values(codes) as Array<T[keyof T]>, message);

/** A calendar date, 'YYYY-MM-DD'. */
export const isoDateSchema = v.pipe(v.string(), v.isoDate('Please enter a valid date'));

/** Money: a whole, non-negative number of cents. */
export const centsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Query values arrive as text; this accepts "118" and 118 alike and yields a number. */
export const portfolioIdParam = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number(), v.integer(), v.minValue(1));
