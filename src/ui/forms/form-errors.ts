// What a Formik form shows of its errors: next to a field once it was touched or the form submitted, and in
// the error summary after a submit, with the server's refusal (the machine's `error`) first.
import type { FormikProps } from 'formik';
import type { ErrorSummaryItem } from './error-summary.tsx';

export function formErrors<TValues extends object>(
  formik: FormikProps<TValues>,
  fieldIds: Partial<Record<keyof TValues & string, string>>,
  refusal: string | null,
) {
  const fieldError = (name: keyof TValues & string): string | undefined => {
    const message = formik.errors[name];
    const shown = formik.submitCount > 0 || Boolean(formik.touched[name]);
    return shown && typeof message === 'string' ? message : undefined;
  };
  const fieldItems: ErrorSummaryItem[] =
    formik.submitCount > 0
      ? Object.entries(fieldIds).flatMap(([name, fieldId]) => {
          const message = formik.errors[name as keyof TValues];
          return typeof message === 'string' ? [{ message, fieldId: fieldId as string }] : [];
        })
      : [];
  const summary: ErrorSummaryItem[] = [...(refusal ? [{ message: refusal }] : []), ...fieldItems];
  return { fieldError, summary };
}
