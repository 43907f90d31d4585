// Feeds a Valibot object schema to Formik: validation on input and on blur (spec section 5), the
// first message of each field shown next to it.
import * as v from 'valibot';
import type { FormikErrors } from 'formik';

/** Formik props that validate as the borrower types and when a field loses focus. */
export const formikValidationProps = { validateOnChange: true, validateOnBlur: true } as const;

/** The dotted name of an issue's field, as Formik names fields: 'address.zip', 'payments.0.amount'. */
function fieldName(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/** Field name -> first message, e.g. { email: 'Email must be a valid email' }: for an error summary. */
export function validationMessages<TSchema extends v.GenericSchema>(schema: TSchema, values: unknown): Record<string, string> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.issues) {
    const name = fieldName(issue);
    if (!(name in messages)) messages[name] = issue.message;
  }
  return messages;
}

/** Formik keeps nested field errors nested ({ address: { zip } }, arrays for numeric keys). */
function setIn(target: Record<string, unknown>, dottedName: string, message: string): void {
  const keys = dottedName.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = message;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Field name -> message, nested as Formik keeps its errors: { 'address.zip': m } -> { address: { zip: m } }. */
export function nestedErrors(messages: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(messages)) setIn(errors, name, message);
  return errors;
}

/** A Formik `validate` function: the first message of each field, nested as Formik expects. */
export function formikValidate<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (values: v.InferInput<TSchema>): FormikErrors<v.InferInput<TSchema>> =>
    nestedErrors(validationMessages(schema, values)) as FormikErrors<v.InferInput<TSchema>>;
}
