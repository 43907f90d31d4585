// The signature: the borrower types their full name (as on the application) and gives both consents,
// each its own checkbox, after the agreement and the E-Sign disclosure have been shown above.
import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { ErrorLine } from '#src/ui/forms/choice-fields.tsx';
import { isSubmitting, useSigningActor, useSigningSelector } from '../signing-actor.ts';
import { say } from '../words.ts';

// Each message is said when the field is checked, in the language shown then.
const signatureSchema = v.object({
  typedName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => say('signing.form.typedNameRequired')),
  ),
  consented: v.pipe(
    v.boolean(),
    v.value(true, () => say('signing.form.consentRequired')),
  ),
  agreedToTerms: v.pipe(
    v.boolean(),
    v.value(true, () => say('signing.form.termsRequired')),
  ),
});

/** One consent: its box, its words, and its message in a line reserved under it. */
function Consent({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <CheckBox id={id} checked={checked} onChange={onChange} describedBy={`${id}-error`} invalid={Boolean(error)}>
        {children}
      </CheckBox>
      <ErrorLine id={`${id}-error`} error={error} />
    </Stack>
  );
}

export function SignForm() {
  const actor = useSigningActor();
  const nameError = useSigningSelector((snapshot) => snapshot.context.nameError);
  const brandName = useSigningSelector((snapshot) => snapshot.context.agreement?.agreement.lender.brandName ?? '');
  const submitting = useSigningSelector(isSubmitting);
  const formik = useFormik({
    initialValues: { typedName: '', consented: false, agreedToTerms: false },
    validate: formikValidate(signatureSchema),
    ...formikValidationProps,
    onSubmit: (values) => actor.send({ type: 'signing.sign', typedName: values.typedName.trim(), consented: true, agreedToTerms: true }),
  });
  const check = (field: 'consented' | 'agreedToTerms', checked: boolean) => {
    void formik.setFieldTouched(field, true, false);
    void formik.setFieldValue(field, checked);
  };
  const shown = (field: 'typedName' | 'consented' | 'agreedToTerms') => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const typedNameError = shown('typedName') ?? nameError ?? undefined;

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={submitting} aria-label={say('signing.form.name')}>
      <Stack gap="4" borderWidth="2px" borderColor="fg" borderRadius="l3" p={{ base: 4, md: 6 }}>
        <TextField
          id="signature-name"
          label={say('signing.form.typedName')}
          hint={say('signing.form.typedNameHint')}
          autoComplete="name"
          {...formik.getFieldProps('typedName')}
          error={typedNameError}
        />
        <Consent id="signature-consent" checked={formik.values.consented} onChange={(checked) => check('consented', checked)} error={shown('consented')}>
          {brandName ? say('signing.form.consent', { brandName }) : say('signing.form.consentUnnamed')}
        </Consent>
        <Consent
          id="signature-terms"
          checked={formik.values.agreedToTerms}
          onChange={(checked) => check('agreedToTerms', checked)}
          error={shown('agreedToTerms')}
        >
          {say('signing.form.terms')}
        </Consent>
        <Button
          type="submit"
          size="lg"
          colorPalette="brand"
          w={{ base: 'full', md: 'auto' }}
          alignSelf="flex-start"
          loading={submitting}
          loadingText={say('signing.form.submitting')}
        >
          {say('signing.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
