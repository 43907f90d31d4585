// A step's Formik form (a guidance page, a wizard step, a way to pay, a coupon's plan): validated on input and on blur with the contract's Valibot schema (the
// spec's messages), a field's message shown once it was touched or the form submitted, and the GOV.UK error
// summary after a submit with the server's refusal first. Field names are dotted ('address.zip').
import { getIn, useFormik, type FormikValues } from 'formik';
import type * as v from 'valibot';
import { formikValidationProps, nestedErrors, validationMessages } from './valibot-formik.ts';
import type { ErrorSummaryItem } from './error-summary.tsx';
import { useErrorTitle } from './use-error-title.ts';

export type StepFormOptions<TValues extends FormikValues> = {
  initialValues: TValues;
  schema: v.GenericSchema;
  /** The answers the form's values stand for (codes as numbers, dollars as cents): what is validated and sent. */
  toAnswers?: (values: TValues) => unknown;
  /**
   * Rules between fields, or on what the schema cannot know (the states this portfolio lends in): field name ->
   * message, shown where the schema has none for that field.
   */
  check?: (answers: unknown) => Record<string, string>;
  /** The server's refusal of the last save (the machine's `error`). */
  refusal: string | null;
  /** The fields in the page's order, where it is not the initial values' (a field they do not hold, such as a card). */
  order?: readonly string[];
  onSubmit: (values: TValues) => void;
};

/** The id of a field's input, from its dotted name: 'address.zip' -> 'field-address-zip'. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

const same = (values: unknown) => values;

/** The dotted names of a form's fields in the order its values list them: the order of the page. */
function fieldOrder(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null) return [prefix];
  return Object.entries(values).flatMap(([key, value]) => fieldOrder(value, prefix ? `${prefix}.${key}` : key));
}

/** A choice's code: '' (nothing chosen) stays missing, so the schema asks for it. */
export const codeOf = (value: string): number | undefined => (value === '' ? undefined : Number(value));

export function useStepForm<TValues extends FormikValues>({
  initialValues,
  schema,
  toAnswers = same,
  check,
  refusal,
  order: pageOrder,
  onSubmit,
}: StepFormOptions<TValues>) {
  const messagesOf = (values: TValues): Record<string, string> => {
    const answers = toAnswers(values);
    const own = validationMessages(schema, answers);
    // The schema reports in the contract's order; the summary lists the fields as the page shows them.
    const merged = check ? { ...check(answers), ...own } : own;
    const order = pageOrder ?? fieldOrder(initialValues);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => rank(a) - rank(b)));
  };
  const formik = useFormik<TValues>({
    initialValues,
    validate: (values) => nestedErrors(messagesOf(values)),
    ...formikValidationProps,
    onSubmit,
  });
  const messages = messagesOf(formik.values);
  const fieldError = (name: string): string | undefined => {
    const shown = formik.submitCount > 0 || Boolean(getIn(formik.touched, name));
    return shown ? messages[name] : undefined;
  };
  const summary: ErrorSummaryItem[] = [
    ...(refusal ? [{ message: refusal }] : []),
    ...(formik.submitCount > 0 ? Object.entries(messages).map(([name, message]) => ({ message, fieldId: fieldId(name) })) : []),
  ];
  useErrorTitle(summary.length > 0);
  /** Props of a text input: value, change, blur, id and its message. */
  const text = (name: string) => ({
    id: fieldId(name),
    name,
    value: (getIn(formik.values, name) as string | undefined) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(name),
  });
  /** Props of a choice (radios, select): its value as a string, set as the code it stands for. */
  const choice = (name: string) => ({
    id: fieldId(name),
    name,
    value: String(getIn(formik.values, name) ?? ''),
    onChange: (value: string) => {
      void formik.setFieldTouched(name, true, false);
      void formik.setFieldValue(name, value);
    },
    error: fieldError(name),
  });
  /** Props of a box to tick (a consent): its value, set and marked touched when ticked or cleared. */
  const tick = (name: string) => ({
    checked: Boolean(getIn(formik.values, name)),
    onChange: (checked: boolean) => {
      void formik.setFieldTouched(name, true, false);
      void formik.setFieldValue(name, checked);
    },
  });
  return { formik, fieldError, summary, text, choice, tick, focusKey: `${formik.submitCount}:${refusal ?? ''}` };
}
