import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '#src/domain/constants.ts';
import {
  accountNumberSchema,
  currencySchema,
  emailSchema,
  matchTailSchema,
  nameSchema,
  optionalTextSchema,
  passwordSchema,
  phoneSchema,
  plainStringSchema,
  routingNumberSchema,
  ssnSchema,
  toDigits,
  zipSchema,
} from '#src/domain/schemas.ts';

function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('field schemas', () => {
  it('say an empty required field cannot be empty', () => {
    expect(messageOf(emailSchema(), '')).toBe("Email can't be empty");
    expect(messageOf(emailSchema(), undefined)).toBe("Email can't be empty");
    expect(messageOf(nameSchema('Last Name'), '  ')).toBe("Last Name can't be empty");
  });

  it('answer the same message as the rule', () => {
    expect(messageOf(emailSchema(), 'jane@')).toBe('Email must be a valid email');
    expect(messageOf(phoneSchema(), '555')).toBe('Invalid phone number!');
    expect(messageOf(ssnSchema(), '666-12-3456')).toBe('SSN should be 9 digits');
    expect(messageOf(zipSchema(), '1234')).toBe('ZIP Code should be 5 digits');
    expect(messageOf(nameSchema('First Name'), 'Ann ')).toBe('First Name should not have space at the beginning and end');
    expect(messageOf(accountNumberSchema(), '12345678901234567890')).toBe('Account Number should not be greater than 17 characters');
    expect(messageOf(matchTailSchema('Account Number', '6789'), '000123456780')).toBe('Please enter the Account Number ends with 6789');
  });

  it('refuse a nine-digit routing number that no bank has', () => {
    expect(messageOf(routingNumberSchema(), '02100002')).toBe('Routing Number should be 9 digits');
    expect(messageOf(routingNumberSchema(), '021000022')).toBe('Routing Number is not a valid U.S. bank routing number');
    expect(v.parse(routingNumberSchema(), '021000021')).toBe('021000021');
  });

  it('give the password rules in order', () => {
    expect(messageOf(passwordSchema, 'short1A')).toBe('Password should be 8 or more characters.');
    expect(messageOf(passwordSchema, 'longenough1')).toBe('Password has Upper & Lowercase letters.');
    expect(messageOf(passwordSchema, 'Longenough')).toBe('Password should be at least one number.');
    expect(messageOf(passwordSchema, 'Looong111')).toBe('Password has too many consecutive identical characters.');
    expect(messageOf(passwordSchema, 'Sunny2day')).toBeUndefined();
  });

  it('let optional fields be left out or empty', () => {
    const middleName = optionalTextSchema('Middle Name', ['name']);
    expect(messageOf(middleName, undefined)).toBeUndefined();
    expect(messageOf(middleName, '')).toBeUndefined();
    expect(messageOf(middleName, 'J3')).toBe('Middle Name can only contain letters');
  });

  it('refuse unprintable characters in every text field before its own rules, and bound every length (issue 17)', () => {
    expect(messageOf(nameSchema('First Name'), 'Ann\u0000')).toBe('First Name contains characters that are not allowed');
    expect(messageOf(phoneSchema(), '212555\uD8000100')).toBe('Phone Number contains characters that are not allowed');
    expect(messageOf(optionalTextSchema('Employer', ['noEdgeSpace']), 'Acme\u0085')).toBe('Employer contains characters that are not allowed');
    expect(messageOf(passwordSchema, 'Sunny2day\u0000')).toBe('Password contains characters that are not allowed');
    // A field without its own limit takes TEXT_MAX_LENGTH; one with its own keeps it.
    expect(messageOf(phoneSchema(), `(212) 555-0100${' '.repeat(TEXT_MAX_LENGTH)}`)).toBe(
      `Phone Number should not be greater than ${TEXT_MAX_LENGTH} characters`,
    );
    expect(messageOf(nameSchema('City', 50), 'A'.repeat(51))).toBe('City should not be greater than 50 characters');
    expect(messageOf(plainStringSchema('Domain', 253), 'p110\u0000.localhost')).toBe('Domain contains characters that are not allowed');
  });

  it('refuse an amount over $1,000,000.00 as the server does', () => {
    expect(messageOf(currencySchema('Net Pay'), '1000000.01')).toBe('Net Pay should not be more than $1,000,000.00');
    expect(messageOf(currencySchema('Net Pay'), '1000000.00')).toBeUndefined();
  });

  it('can keep only the digits for storage', () => {
    expect(v.parse(v.pipe(phoneSchema(), toDigits), '(212) 555-0100')).toBe('2125550100');
  });

  it('serve the server a whole request body', () => {
    const body = v.object({ email: emailSchema(), cellPhone: phoneSchema('Cell Phone') });
    const result = v.safeParse(body, { email: 'jane@example.com', cellPhone: 42 });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Cell Phone should be text');
  });
});
