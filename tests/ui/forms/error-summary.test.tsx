// Issue 18, defects 3 and 4: the error summary names the field of each message (two phones both answer
// "Invalid phone number!"), each field's message sits under its own label, and the SSN field's hint names
// the numbers that can never be an SSN. Rendered to markup: no browser needed for the order of the parts.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ssnSchema } from '#src/domain/schemas.ts';
import { ssnHint } from '#src/domain/validation.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { ErrorSummary, summaryText } from '#src/ui/forms/error-summary.tsx';
import { fieldLabelOf, registerFieldLabel } from '#src/ui/forms/field-labels.ts';
import { validationMessages } from '#src/ui/forms/valibot-formik.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { SelectField } from '#src/ui/forms/choice-fields.tsx';
import { addressChecks } from '#src/views/guidance/address-view.tsx';
import { SsnField } from '#src/views/guidance/ssn-view.tsx';
import * as v from 'valibot';

const system = createBrandSystem(NEUTRAL_COLORS);
const markup = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>);
/** The text a reader gets, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const unregister: Array<() => void> = [];
afterEach(() => unregister.splice(0).forEach((done) => done()));

describe('the error summary', () => {
  const PHONES = [
    { message: 'Invalid phone number!', fieldId: 'field-contacts-homePhone' },
    { message: 'Invalid phone number!', fieldId: 'field-contacts-alternativePhone' },
  ];

  it("names each message's field by the label it registered, without '(optional)'", () => {
    unregister.push(registerFieldLabel('field-contacts-homePhone', 'Home Phone (optional)'));
    unregister.push(registerFieldLabel('field-contacts-alternativePhone', 'Alternative Phone (optional)'));
    const html = markup(<ErrorSummary items={PHONES} focusKey={1} />);
    expect(html).toContain('There is a problem');
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#field-contacts-homePhone"');
    expect(html).toContain('<a href="#field-contacts-alternativePhone"');
    expect(text(html)).toContain('Home Phone: Invalid phone number!');
    expect(text(html)).toContain('Alternative Phone: Invalid phone number!');
  });

  it('says "<label>: <message>", an explicit label first, and a refusal (no field) as it is', () => {
    expect(summaryText({ message: 'Invalid phone number!', fieldId: 'a' }, 'Cell Phone')).toBe('Cell Phone: Invalid phone number!');
    expect(summaryText({ message: 'SSN should be 9 digits', fieldId: 'a', label: 'Social Security number' }, 'other')).toBe(
      'Social Security number: SSN should be 9 digits',
    );
    expect(summaryText({ message: 'We could not save this.' }, undefined)).toBe('We could not save this.');
  });

  it('learns a label while its field is registered, and forgets it after', () => {
    const done = registerFieldLabel('field-x', 'X');
    expect(fieldLabelOf('field-x')).toBe('X');
    done();
    expect(fieldLabelOf('field-x')).toBeUndefined();
  });
});

describe('a field with a message', () => {
  it('shows it under its own label, before its input, read with the input', () => {
    const html = markup(
      <TextField id="field-contacts-homePhone" name="homePhone" label="Home Phone (optional)" value="123" onChange={() => {}} error="Invalid phone number!" />,
    );
    const label = html.indexOf('Home Phone (optional)</label>');
    const message = html.indexOf('Invalid phone number!');
    const input = html.indexOf('<input');
    expect(label).toBeGreaterThan(-1);
    expect(label).toBeLessThan(message);
    expect(message).toBeLessThan(input);
    expect(html).toMatch(/<input[^>]*aria-describedby="field-contacts-homePhone-error"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
  });

  it('keeps the line a message takes under the input while there is none, so nothing after the field moves', () => {
    const none = markup(<TextField id="f" label="City" value="" onChange={() => {}} />);
    const some = markup(<TextField id="f" label="City" value="" onChange={() => {}} error="City can't be empty" />);
    expect(none).toContain('aria-hidden="true"');
    expect(none.indexOf('aria-hidden="true"')).toBeGreaterThan(none.indexOf('<input'));
    expect(some).not.toContain('aria-hidden="true"');
  });

  it('a select too: the message under its label', () => {
    const html = markup(
      <SelectField
        id="field-address-state"
        name="address.state"
        label="State"
        value="NY"
        onChange={() => {}}
        options={[{ value: 'NY', label: 'New York' }]}
        error="We do not offer loans in New York yet."
      />,
    );
    expect(html.indexOf('State</label>')).toBeLessThan(html.indexOf('We do not offer loans in New York yet.'));
    expect(html.indexOf('We do not offer loans in New York yet.')).toBeLessThan(html.indexOf('<select'));
  });
});

describe('the SSN field', () => {
  it('has a hint under its label naming the numbers that cannot be an SSN, read with the input', () => {
    const html = markup(<SsnField id="field-ssn" name="ssn" value="" onChange={() => {}} />);
    expect(html).toContain(ssnHint());
    expect(ssnHint()).toContain('000, 666 or 900 to 999');
    expect(ssnHint()).toContain('00 as its middle two digits');
    expect(ssnHint()).toContain('ends in 0000');
    expect(html).toMatch(/<input[^>]*aria-describedby="field-ssn-hint"/);
    expect(html.indexOf('Social Security number</label>')).toBeLessThan(html.indexOf(ssnHint()));
  });

  it('names exactly the numbers the rule refuses: the spec message stays the same for them', () => {
    const schema = v.object({ ssn: ssnSchema('SSN') });
    for (const ssn of ['000-12-3456', '666-12-3456', '900-12-3456', '999-12-3456', '123-00-4567', '123-45-0000']) {
      expect(validationMessages(schema, { ssn })).toEqual({ ssn: 'SSN should be 9 digits' });
    }
    for (const ssn of ['001-12-3456', '665-12-3456', '899-12-3456', '123-01-4567', '123-45-0001']) expect(validationMessages(schema, { ssn })).toEqual({});
  });
});

describe('the address page', () => {
  const served = ['TX', 'FL'];

  it('refuses a state the portfolio does not lend in on the State field, and a ZIP code of another state on the ZIP field', () => {
    expect(addressChecks(served)({ address: { state: 'NY', zip: '10016' } })).toEqual({ 'address.state': 'We do not offer loans in New York yet.' });
    expect(addressChecks(served)({ address: { state: 'TX', zip: '10016' } })).toEqual({ 'address.zip': 'This ZIP code is not in Texas.' });
    expect(addressChecks(served)({ address: { state: 'TX', zip: '78701' } })).toEqual({});
  });
});
