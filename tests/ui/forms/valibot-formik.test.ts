import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailSchema, nameSchema, zipSchema } from '#src/domain/schemas.ts';
import { formikValidate, formikValidationProps, validationMessages } from '#src/ui/forms/valibot-formik.ts';

const contactForm = v.object({
  firstName: nameSchema('First Name'),
  email: emailSchema(),
  address: v.object({ zip: zipSchema() }),
  references: v.array(v.object({ name: nameSchema('Reference Name') })),
});

describe('Formik adapter', () => {
  it('validates on input and on blur', () => {
    expect(formikValidationProps).toEqual({ validateOnChange: true, validateOnBlur: true });
  });

  it('gives each field its first message, nested as Formik reads them', () => {
    const validate = formikValidate(contactForm);
    const errors = validate({ firstName: ' Ann', email: '', address: { zip: '123' }, references: [{ name: 'Bo' }, { name: 'J0' }] });
    expect(errors).toEqual({
      firstName: 'First Name should not have space at the beginning and end',
      email: "Email can't be empty",
      address: { zip: 'ZIP Code should be 5 digits' },
      references: [undefined, { name: 'Reference Name can only contain letters' }],
    });
  });

  it('answers no errors for a valid form', () => {
    const validate = formikValidate(contactForm);
    expect(validate({ firstName: 'Ann', email: 'ann@example.com', address: { zip: '10001' }, references: [] })).toEqual({});
  });

  it('lists dotted field names for an error summary', () => {
    expect(validationMessages(contactForm, { firstName: 'Ann', email: 'x', address: { zip: '' }, references: [{ name: '' }] })).toEqual({
      email: 'Email must be a valid email',
      'address.zip': "ZIP Code can't be empty",
      'references.0.name': "Reference Name can't be empty",
    });
  });
});
