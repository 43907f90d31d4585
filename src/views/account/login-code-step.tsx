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
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from '#src/ui/forms/form-errors.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { RichWords, say } from './parts/words.ts';

const codeSchema = v.object({
  code: v.pipe(
    v.string(),
    v.minLength(1, () => say('forms.rule.required', { field: say('account.field.code') })),
    v.regex(/^\d{6}$/, () => say('forms.rule.digits', { field: say('account.field.code'), count: 6 })),
  ),
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
          {say('account.code.heading')}
        </Heading>
        <Text fontSize="md" color="fg.muted">
          <RichWords id="account.code.lead" values={{ maskedEmail }} parts={[<strong />]} />
        </Text>
        {notice && (
          <Box role="status" bg="bg.success" color="fg.success" borderRadius="l2" p="3" fontWeight="semibold">
            {notice}
          </Box>
        )}
        <TextField
          id="login-code"
          label={say('account.field.code')}
          hint={say('account.code.hint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          name="code"
          value={formik.values.code}
          onBlur={formik.handleBlur}
          onChange={(event) => void formik.setFieldValue('code', codeDigits(event.currentTarget.value))}
          code
          error={fieldError('code')}
        />
        <Box>
          <CheckBox
            id="remember-device"
            checked={formik.values.rememberDevice}
            describedBy="remember-device-does"
            onChange={(checked) => void formik.setFieldValue('rememberDevice', checked)}
          >
            {say('account.code.rememberDevice')}
          </CheckBox>
          <Text id="remember-device-does" ml="9" mt="1" color="fg.muted" fontSize="sm">
            {say('account.code.rememberDevice.does')}
          </Text>
        </Box>
        <Button type="submit" size="lg" colorPalette="brand" w="full" loading={verifying} loadingText={say('account.code.submitting')} disabled={!canVerify}>
          {say('account.code.submit')}
        </Button>
        <Stack gap="2" align="flex-start">
          {!exhausted && (
            <Button
              type="button"
              variant="outline"
              colorPalette="brand"
              loading={sending}
              loadingText={say('account.common.sending')}
              disabled={!canResend}
              onClick={() => actor.send({ type: 'signIn.resendCode' })}
            >
              {say('account.code.resend')}
            </Button>
          )}
          {coolingDown && secondsLeft > 0 && (
            <Text color="fg.muted" data-resend-countdown="">
              <RichWords id="account.code.resendIn" values={{ time: clockText(secondsLeft) }} parts={[<Box as="span" fontVariantNumeric="tabular-nums" />]} />
            </Text>
          )}
          <Button type="button" variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={() => actor.send({ type: 'signIn.startOver' })}>
            {say('account.code.startOver')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
