// One e-mail field and a button: the set-link and reset-link pages. Validated on input and on blur with
// the spec's e-mail rule; the typed address is kept on every error.
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { emailSchema } from '#src/domain/schemas.ts';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from '#src/ui/forms/form-errors.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { say } from './words.ts';

const schema = v.object({ email: emailSchema() });

export type EmailFormProps = {
  id: string;
  initialEmail: string;
  refusal: string | null;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  busyLabel: string;
  hint?: string;
  onSubmit: (email: string) => void;
};

export function EmailForm({ id, initialEmail, refusal, busy, canSubmit, submitLabel, busyLabel, hint, onSubmit }: EmailFormProps) {
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validate: formikValidate(schema),
    ...formikValidationProps,
    onSubmit: (values) => onSubmit(values.email.trim()),
  });
  const { fieldError, summary } = formErrors(formik, { email: id }, refusal);
  useErrorTitle(summary.length > 0);
  // POST: a form sent before its page is hydrated (decision 0303) puts nothing typed in the address bar.
  return (
    <form noValidate method="post" onSubmit={formik.handleSubmit} aria-busy={busy}>
      <Stack gap="5">
        <ErrorSummary items={summary} focusKey={`${formik.submitCount}:${refusal ?? ''}`} />
        <TextField
          id={id}
          label={say('account.field.email')}
          hint={hint}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...formik.getFieldProps('email')}
          error={fieldError('email')}
        />
        <Button type="submit" size="lg" colorPalette="brand" w="full" loading={busy} loadingText={busyLabel} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
