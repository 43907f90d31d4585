// A returning customer adds a loan made elsewhere to this account: loan number, the last 4 digits of the SSN
// and the date of birth. Checked on input and blur; one clear refusal from the server; values kept.
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { formErrors } from '#src/ui/forms/form-errors.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { useHomeActor, useHomeSelector } from './home-actor.ts';
import { say } from './words.ts';

// Messages as functions: said when a field is checked, in the language shown then.
const required = (fieldId: string) => () => say('forms.rule.required', { field: say(fieldId) });
const schema = v.object({
  loanNo: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required('home.attach.loanNo')),
    v.regex(/^[A-Z0-9-]{4,32}$/i, () => say('home.attach.loanNoInvalid')),
  ),
  ssnLast4: v.pipe(
    v.string(),
    v.nonEmpty(required('home.attach.ssnLast4Field')),
    v.regex(/^\d{4}$/, () => say('forms.rule.digits', { field: say('home.attach.ssnLast4Field'), count: 4 })),
  ),
  dateOfBirth: v.pipe(
    v.string(),
    v.nonEmpty(required('home.attach.dateOfBirth')),
    v.isoDate(() => say('home.attach.dateInvalid')),
  ),
});

const FIELD_IDS = { loanNo: 'attach-loan-no', ssnLast4: 'attach-ssn-last4', dateOfBirth: 'attach-date-of-birth' };

function AttachForm() {
  const actor = useHomeActor();
  const refusal = useHomeSelector((snapshot) => snapshot.context.attachError);
  const busy = useHomeSelector((snapshot) => snapshot.matches({ shown: { attach: 'attaching' } }));
  const formik = useFormik({
    initialValues: { loanNo: '', ssnLast4: '', dateOfBirth: '' },
    validate: formikValidate(schema),
    ...formikValidationProps,
    onSubmit: (values) => actor.send({ type: 'attach.submit', loanNo: values.loanNo.trim(), ssnLast4: values.ssnLast4, dateOfBirth: values.dateOfBirth }),
  });
  const { fieldError, summary } = formErrors(formik, FIELD_IDS, refusal);
  useErrorTitle(summary.length > 0);
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
      <Stack gap="4">
        <ErrorSummary items={summary} focusKey={`${formik.submitCount}:${refusal ?? ''}`} />
        <TextField
          id={FIELD_IDS.loanNo}
          label={say('home.attach.loanNo')}
          hint={say('home.attach.loanNoHint')}
          autoComplete="off"
          {...formik.getFieldProps('loanNo')}
          error={fieldError('loanNo')}
        />
        <TextField
          id={FIELD_IDS.ssnLast4}
          label={say('home.attach.ssnLast4')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          {...formik.getFieldProps('ssnLast4')}
          error={fieldError('ssnLast4')}
        />
        <TextField
          id={FIELD_IDS.dateOfBirth}
          label={say('home.attach.dateOfBirth')}
          type="date"
          autoComplete="bday"
          {...formik.getFieldProps('dateOfBirth')}
          error={fieldError('dateOfBirth')}
        />
        <Box display="flex" gap="3" flexWrap="wrap">
          <Button type="submit" size="lg" colorPalette="brand" loading={busy} loadingText={say('home.attach.submitting')}>
            {say('home.attach.submit')}
          </Button>
          <Button size="lg" variant="outline" colorPalette="brand" disabled={busy} onClick={() => actor.send({ type: 'attach.cancel' })}>
            {say('home.attach.cancel')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

export function AttachLoan() {
  const actor = useHomeActor();
  const open = useHomeSelector((snapshot) => !snapshot.matches({ shown: { attach: 'closed' } }));
  const notice = useHomeSelector((snapshot) => snapshot.context.notice);
  return (
    <Box as="section" aria-labelledby="attach-loan-title" borderTopWidth="1px" borderColor="border" pt="5">
      <Stack gap="3">
        <Heading as="h2" id="attach-loan-title" size="md">
          {say('home.attach.title')}
        </Heading>
        {notice && (
          <Text role="status" fontWeight="semibold" data-attach-notice="">
            {notice}
          </Text>
        )}
        {open ? (
          <AttachForm />
        ) : (
          <>
            <Text color="fg.muted">{say('home.attach.lead')}</Text>
            <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={() => actor.send({ type: 'attach.open' })}>
              {say('home.attach.open')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
