// The signature: the borrower types their full name (as on the application) and gives both consents,
// each its own checkbox, after the agreement and the E-Sign disclosure have been shown above.
import type { ReactNode } from 'react';
import { useFormik } from 'formik';
import * as v from 'valibot';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { formikValidate, formikValidationProps } from '#src/ui/forms/valibot-formik.ts';
import { CheckBox } from '../../account/parts/check-box.tsx';
import { TextField } from '../../account/parts/text-field.tsx';
import { ErrorLine } from '../../guidance/parts/choice-fields.tsx';
import { isSubmitting, useSigningActor, useSigningSelector } from '../signing-actor.ts';

const signatureSchema = v.object({
  typedName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Please type your full name')),
  consented: v.pipe(v.boolean(), v.value(true, 'Please agree to use electronic records and signatures')),
  agreedToTerms: v.pipe(v.boolean(), v.value(true, 'Please agree to the loan agreement')),
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
    <form noValidate onSubmit={formik.handleSubmit} aria-busy={submitting} aria-label="Your signature">
      <Stack gap="4" borderWidth="2px" borderColor="fg" borderRadius="l3" p={{ base: 4, md: 6 }}>
        <TextField
          id="signature-name"
          label="Type your full name to sign"
          hint="As it appears on your application, for example Jane Q. Doe."
          autoComplete="name"
          {...formik.getFieldProps('typedName')}
          error={typedNameError}
        />
        <Consent id="signature-consent" checked={formik.values.consented} onChange={(checked) => check('consented', checked)} error={shown('consented')}>
          I have read the E-Sign disclosure above, and I agree to use electronic records and signatures with {brandName || 'the lender'}.
        </Consent>
        <Consent
          id="signature-terms"
          checked={formik.values.agreedToTerms}
          onChange={(checked) => check('agreedToTerms', checked)}
          error={shown('agreedToTerms')}
        >
          I have read the loan agreement, and I agree to its terms. Typing my name and selecting Sign is my signature.
        </Consent>
        <Button
          type="submit"
          size="lg"
          colorPalette="brand"
          w={{ base: 'full', md: 'auto' }}
          alignSelf="flex-start"
          loading={submitting}
          loadingText="Signing…"
        >
          Sign the loan agreement
        </Button>
      </Stack>
    </form>
  );
}
