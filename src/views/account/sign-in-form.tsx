// The e-mail and password form of /sign-in.
import { useFormik } from 'formik';
import { ACCOUNT_PATHS } from '#machines/account/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { emailSchema } from '#src/domain/schemas.ts';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from '#src/ui/forms/form-errors.ts';
import { PasswordField } from './parts/password-field.tsx';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { TextLink } from '#src/ui/text-link.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { RichWords, say } from './parts/words.ts';

/** Signing in checks only that something was typed; the strength rules are for new passwords. */
const signInSchema = v.object({
  email: emailSchema(),
  password: v.pipe(
    v.string(),
    v.minLength(1, () => say('forms.rule.required', { field: say('account.field.password') })),
  ),
});

export function SignInForm({ portfolioName }: { portfolioName: string }) {
  const actor = useAccountActor();
  const email = useAccountSelector((snapshot) => snapshot.context.email);
  const refusal = useAccountSelector((snapshot) => snapshot.context.error);
  // The form shows until the login-code step: the only call then is the sign-in's.
  const submitting = useAccountSelector((snapshot) => snapshot.hasTag(BUSY));
  const canSubmit = useAccountSelector((snapshot) => snapshot.can({ type: 'signIn.submit', email: '', password: '' }));
  const formik = useFormik({
    initialValues: { email, password: '' },
    validate: formikValidate(signInSchema),
    ...formikValidationProps,
    onSubmit: (values) => actor.send({ type: 'signIn.submit', email: values.email.trim(), password: values.password }),
  });
  const { fieldError, summary } = formErrors(formik, { email: 'sign-in-email', password: 'sign-in-password' }, refusal);
  useErrorTitle(summary.length > 0);

  // POST: a form sent before its page is hydrated (decision 0303) puts nothing typed in the address bar.
  return (
    <form noValidate method="post" onSubmit={formik.handleSubmit} aria-busy={submitting}>
      <Stack gap="5">
        <ErrorSummary items={summary} focusKey={`${formik.submitCount}:${refusal ?? ''}`} />
        <Text fontSize="md" color="fg.muted">
          {say('account.signIn.lead', { portfolioName })}
        </Text>
        <TextField
          id="sign-in-email"
          label={say('account.field.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...formik.getFieldProps('email')}
          error={fieldError('email')}
        />
        <PasswordField
          id="sign-in-password"
          label={say('account.field.password')}
          autoComplete="current-password"
          {...formik.getFieldProps('password')}
          error={fieldError('password')}
        />
        <Text>
          <TextLink href={ACCOUNT_PATHS.sendResetLink}>{say('account.signIn.forgot')}</TextLink>
        </Text>
        <Button type="submit" size="lg" colorPalette="brand" w="full" loading={submitting} loadingText={say('account.signIn.submitting')} disabled={!canSubmit}>
          {say('account.signIn.submit')}
        </Button>
        <Text color="fg.muted" textAlign="center">
          <RichWords id="account.signIn.newHere" parts={[<TextLink href={ACCOUNT_PATHS.welcome} />]} />
        </Text>
      </Stack>
    </form>
  );
}
