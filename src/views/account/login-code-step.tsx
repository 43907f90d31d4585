// The login-code step of /sign-in: one paste-friendly input for the 6 digits (the browser may fill it from
// the e-mail: autocomplete="one-time-code"), "Remember this device", and resend after a visible cool-down.
import { useEffect } from 'react';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { useAccountActor, useAccountSelector } from './account-actor.ts';
import { CheckBox } from './parts/check-box.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from './parts/form-errors.ts';
import { TextField } from './parts/text-field.tsx';
import { useErrorTitle } from './parts/use-error-title.ts';

const codeSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1, "Code can't be empty"), v.regex(/^\d{6}$/, 'Code should be 6 digits')),
  rememberDevice: v.boolean(),
});

/** Whatever was pasted or typed ("123 456", "123-456"), only its first six digits. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** 75 -> '1:15'. */
export const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function LoginCodeStep() {
  const actor = useAccountActor();
  const maskedEmail = useAccountSelector((snapshot) => snapshot.context.challenge?.maskedEmail ?? '');
  const refusal = useAccountSelector((snapshot) => snapshot.context.error);
  const notice = useAccountSelector((snapshot) => snapshot.context.notice);
  const secondsLeft = useAccountSelector((snapshot) => snapshot.context.resendSecondsLeft);
  const verifying = useAccountSelector((snapshot) => snapshot.matches({ signIn: { code: { entry: 'verifying' } } }));
  const sending = useAccountSelector((snapshot) => snapshot.matches({ signIn: { code: { resend: 'sending' } } }));
  const coolingDown = useAccountSelector((snapshot) => snapshot.matches({ signIn: { code: { resend: 'coolingDown' } } }));
  const exhausted = useAccountSelector((snapshot) => snapshot.matches({ signIn: { code: { resend: 'exhausted' } } }));
  const canVerify = useAccountSelector((snapshot) => snapshot.can({ type: 'signIn.submitCode', code: '', rememberDevice: false }));
  const canResend = useAccountSelector((snapshot) => snapshot.can({ type: 'signIn.resendCode' }));
  const formik = useFormik({
    initialValues: { code: '', rememberDevice: false },
    validate: formikValidate(codeSchema),
    ...formikValidationProps,
    onSubmit: (values) => actor.send({ type: 'signIn.submitCode', code: values.code, rememberDevice: values.rememberDevice }),
  });
  const { fieldError, summary } = formErrors(formik, { code: 'login-code' }, refusal);
  useErrorTitle(summary.length > 0);
  // The step replaces the password form on the same page: the cursor goes where the code is typed (issue 18, defect 11).
  useEffect(() => document.getElementById('login-code')?.focus(), []);

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={verifying}>
      <Stack gap="5">
      <ErrorSummary items={summary} focusKey={`${formik.submitCount}:${refusal ?? ''}`} />
      <Heading as="h2" fontSize="xl">
        Check your e-mail for a code
      </Heading>
      <Text fontSize="md" color="fg.muted">
        To keep your account safe, we sent a 6-digit code to <strong>{maskedEmail}</strong>. It works for 10 minutes.
      </Text>
      {notice && (
        <Box role="status" bg="bg.success" color="fg.success" borderRadius="l2" p="3" fontWeight="semibold">
          {notice}
        </Box>
      )}
      <TextField
        id="login-code"
        label="Code"
        hint="6 digits, for example 123456"
        autoComplete="one-time-code"
        inputMode="numeric"
        name="code"
        value={formik.values.code}
        onBlur={formik.handleBlur}
        onChange={(event) => void formik.setFieldValue('code', codeDigits(event.currentTarget.value))}
        code
        error={fieldError('code')}
      />
      <CheckBox id="remember-device" checked={formik.values.rememberDevice} onChange={(checked) => void formik.setFieldValue('rememberDevice', checked)}>
        Remember this device, so I am not asked for a code here next time
      </CheckBox>
      <Button type="submit" size="lg" colorPalette="brand" w="full" loading={verifying} loadingText="Checking the code…" disabled={!canVerify}>
        Continue
      </Button>
      <Stack gap="2" align="flex-start">
        {!exhausted && (
          <Button type="button" variant="outline" colorPalette="brand" loading={sending} loadingText="Sending…" disabled={!canResend} onClick={() => actor.send({ type: 'signIn.resendCode' })}>
            Send a new code
          </Button>
        )}
        {coolingDown && secondsLeft > 0 && (
          <Text color="fg.muted" data-resend-countdown="">
            You can ask for a new code in <Box as="span" fontVariantNumeric="tabular-nums">{clockText(secondsLeft)}</Box>.
          </Text>
        )}
        <Button type="button" variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={() => actor.send({ type: 'signIn.startOver' })}>
          Sign in with a different account
        </Button>
      </Stack>
      </Stack>
    </form>
  );
}
