// Choosing a new password (create account, reset, change): the four rules ticked live as the borrower types,
// and the same rules refusing the submit with their exact messages.
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '#src/api/contract/customer.ts';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from '#src/ui/forms/form-errors.ts';
import { PasswordField } from './password-field.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { say } from './words.ts';

const withCurrent = v.object({
  currentPassword: v.pipe(
    v.string(),
    v.minLength(1, () => say('forms.rule.required', { field: say('account.field.currentPassword') })),
    v.maxLength(PASSWORD_MAX_LENGTH, () => say('forms.rule.maxLength', { field: say('account.field.currentPassword'), max: PASSWORD_MAX_LENGTH })),
  ),
  password: newPasswordSchema,
});
const withoutCurrent = v.object({ currentPassword: v.string(), password: newPasswordSchema });

export type NewPasswordFormProps = {
  /** Change password asks for the current one first. */
  askCurrent?: boolean;
  refusal: string | null;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: { currentPassword: string; password: string }) => void;
};

export function NewPasswordForm({ askCurrent = false, refusal, busy, canSubmit, submitLabel, busyLabel, onSubmit }: NewPasswordFormProps) {
  const formik = useFormik({
    initialValues: { currentPassword: '', password: '' },
    validate: formikValidate(askCurrent ? withCurrent : withoutCurrent),
    ...formikValidationProps,
    onSubmit,
  });
  const { fieldError, summary } = formErrors(
    formik,
    askCurrent ? { currentPassword: 'current-password', password: 'new-password' } : { password: 'new-password' },
    refusal,
  );
  useErrorTitle(summary.length > 0);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <Stack gap="5">
        <ErrorSummary items={summary} focusKey={`${formik.submitCount}:${refusal ?? ''}`} />
        {askCurrent && (
          <PasswordField
            id="current-password"
            label={say('account.field.currentPasswordLabel')}
            autoComplete="current-password"
            {...formik.getFieldProps('currentPassword')}
            error={fieldError('currentPassword')}
          />
        )}
        <PasswordField
          id="new-password"
          label={say(askCurrent ? 'account.field.newPassword' : 'account.field.password')}
          autoComplete="new-password"
          checklist
          {...formik.getFieldProps('password')}
          error={fieldError('password')}
        />
        <Button type="submit" size="lg" colorPalette="brand" w="full" loading={busy} loadingText={busyLabel} disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
