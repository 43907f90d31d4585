// The form and code-list definitions the server serves (spec section 7, config get-form and get-domain-value;
// section 3, "payment-schedule and display-section definitions: compositeKey, templateFormat,
// foregroundProperty (capitalizeFirst, format)"). A form is a list of display sections (loan detail, payment
// schedule, payment fee); each row says which values it shows (compositeKey), how they read in words
// (templateFormat) and how each value is formatted (foregroundProperty). The wizard's review and confirmation
// rows are drawn from them (machines/disbursement/display.ts), so their words are the server's.
import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { PREFIX } from './prefixes.ts';

/** A form's or a code list's code as a query sends it: lower-case words joined by dashes. */
const codeParam = (what: string) =>
  v.pipe(
    v.string(`${what} code can't be empty`),
    v.trim(),
    v.minLength(1, `${what} code can't be empty`),
    v.maxLength(64, `${what} code should not be greater than 64 characters`),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `${what} code is lower-case letters, digits and dashes`),
  );

/** How one value reads: text as it is, money, a date, a percent, a count, or a code's label in a code list ('domain:<code>'). */
export const DISPLAY_FORMATS = ['text', 'currency', 'shortDate', 'longDate', 'percent', 'count'] as const;
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number] | `domain:${string}`;
export const displayFormatSchema = v.union([
  v.picklist(DISPLAY_FORMATS),
  v.pipe(
    v.string(),
    v.regex(/^domain:[a-z0-9]+(-[a-z0-9]+)*$/, 'A code list format is domain:<code>'),
    v.transform((text) => text as `domain:${string}`),
  ),
]);

/** The spec's foregroundProperty: how a row's values are formatted, whether its first letter is capitalized, whether it stands out. */
export const foregroundPropertySchema = v.object({
  capitalizeFirst: v.boolean(),
  /** The format of each value the composite key names, by its key. */
  format: v.record(v.string(), displayFormatSchema),
  /** Shown more conspicuously (the APR and the finance charge, 12 CFR 1026.17(a)(2)). */
  emphasis: v.boolean(),
});

/** One row of a display section. */
export const displayRowSchema = v.object({
  /** The values it shows, by their keys joined with '+': 'paymentCount+totalOfPaymentsCents'. */
  compositeKey: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*(\+[A-Za-z][A-Za-z0-9]*)*$/, 'A composite key is value keys joined by +')),
  label: v.string(),
  /** The words, each value by its key in braces: '{paymentCount} payments, {totalOfPaymentsCents} in all'. */
  templateFormat: v.string(),
  foregroundProperty: foregroundPropertySchema,
});
export type DisplayRow = v.InferOutput<typeof displayRowSchema>;

/** The spec's sections a form of the wizard shows. */
export const DISPLAY_SECTIONS = ['loan-detail', 'payment-schedule', 'payment-fee'] as const;
export type DisplaySectionCode = (typeof DISPLAY_SECTIONS)[number];

export const displaySectionSchema = v.object({
  section: v.picklist(DISPLAY_SECTIONS),
  title: v.string(),
  rows: v.array(displayRowSchema),
});
export type DisplaySection = v.InferOutput<typeof displaySectionSchema>;

export const formSchema = v.object({
  code: v.string(),
  title: v.string(),
  sections: v.array(displaySectionSchema),
});
export type DisplayForm = v.InferOutput<typeof formSchema>;

/** One value of a code list, with the words a borrower reads. */
export const domainValueSchema = v.object({ value: v.number(), label: v.string() });
export type DomainValue = v.InferOutput<typeof domainValueSchema>;

export const domainValuesSchema = v.object({ code: v.string(), values: v.array(domainValueSchema) });
export type DomainValues = v.InferOutput<typeof domainValuesSchema>;

/** A form by its code (the wizard's: 'disbursement-review'); an unknown code is refused (-12020). */
export const getForm = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-form`,
  request: v.object({ code: codeParam('Form') }),
  response: formSchema,
  authenticated: false,
});

/** A code list by its code ('payment-frequency', 'repayment-mode', 'disbursement-mode'...); an unknown code is refused (-12021). */
export const getDomainValue = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/get-domain-value`,
  request: v.object({ code: codeParam('Code list') }),
  response: domainValuesSchema,
  authenticated: false,
});
