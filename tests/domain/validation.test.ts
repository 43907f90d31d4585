import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONEY_MAX_CENTS, MONEY_MAX_TEXT } from '#src/domain/constants.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { digitsOf, firstError, hasAbaChecksum, passwordRuleResults, validators } from '#src/domain/validation.ts';

describe('password rules', () => {
  it('answers the spec messages', () => {
    expect(validators.passwordLength('Abc1')).toBe('Password should be 8 or more characters.');
    expect(validators.passwordCase('abcdefg1')).toBe('Password has Upper & Lowercase letters.');
    expect(validators.passwordDigit('Abcdefgh')).toBe('Password should be at least one number.');
    expect(validators.passwordRepeats('Abc1111x')).toBe('Password has too many consecutive identical characters.');
    expect(validators.passwordRepeats('Abc11x1x')).toBeUndefined();
  });

  it('lists each rule with whether the typed password meets it: the rule while it holds, the spec message once it fails', () => {
    expect(passwordRuleResults('abcdefgh')).toEqual([
      { rule: 'passwordLength', message: 'Password should be 8 or more characters.', passed: true, text: 'At least 8 characters' },
      { rule: 'passwordCase', message: 'Password has Upper & Lowercase letters.', passed: false, text: 'Password has Upper & Lowercase letters.' },
      { rule: 'passwordDigit', message: 'Password should be at least one number.', passed: false, text: 'Password should be at least one number.' },
      { rule: 'passwordRepeats', message: 'Password has too many consecutive identical characters.', passed: true, text: 'No character three times in a row' },
    ]);
    expect(passwordRuleResults('Sunny2day!').every((result) => result.passed)).toBe(true);
  });

  it('ticks nothing before anything is typed, and never ticks a failure message (issue 18)', () => {
    expect(passwordRuleResults('').map(({ passed }) => passed)).toEqual([false, false, false, false]);
    expect(passwordRuleResults('').find((result) => result.rule === 'passwordRepeats')?.text).toBe('No character three times in a row');
    expect(passwordRuleResults('aaaa').find((result) => result.rule === 'passwordRepeats')).toMatchObject({
      passed: false,
      text: 'Password has too many consecutive identical characters.',
    });
  });
});

describe('field rules', () => {
  it('fills the field name into the spec messages', () => {
    expect(validators.email('jane@', { field: 'Email' })).toBe('Email must be a valid email');
    expect(validators.routingNumber('12345', { field: 'Routing Number' })).toBe('Routing Number should be 9 digits');
    expect(validators.accountNumber('12a4', { field: 'Account Number' })).toBe('Account Number should be a digit');
    expect(validators.ssn('123-45-678', { field: 'SSN' })).toBe('SSN should be 9 digits');
    expect(validators.zip('1234', { field: 'ZIP Code' })).toBe('ZIP Code should be 5 digits');
    expect(validators.name('Mary  Ann', { field: 'First Name' })).toBe('First Name can only contain letters');
    expect(validators.noSpecialCharacters('a#b', { field: 'Employer' })).toBe('Employer found special character');
    expect(validators.noEdgeSpace(' Ann', { field: 'First Name' })).toBe('First Name should not have space at the beginning and end');
    expect(validators.required('', { field: 'Email' })).toBe("Email can't be empty");
    expect(validators.maxLength('abcdef', { field: 'Nickname', max: 5 })).toBe('Nickname should not be greater than 5 characters');
  });

  it('reads "Please enter the {field} ends with {last4}" for matchTail', () => {
    expect(validators.matchTail('021000021', { field: 'Routing Number', last4: '0022' })).toBe('Please enter the Routing Number ends with 0022');
    expect(validators.matchTail('021000021', { field: 'Routing Number', last4: '0021' })).toBeUndefined();
  });

  it('answers the messages that carry no field name', () => {
    expect(validators.phone('123-456-7890')).toBe('Invalid phone number!');
    expect(validators.number('1.2.3')).toBe('Should be a digit');
    expect(validators.currency('12.345')).toBe('Invalid Currency format, should be a number');
    expect(validators.alphabetWithSpace('Ann-Marie')).toBe('can only consist of letters');
    expect(validators.positiveInteger('-3')).toBe('Should be a positive digit');
    expect(validators.noContinuousSpaces('a  b')).toBe('No consecutive spaces');
    expect(validators.noContinuousSpaces('a  b', { field: 'Street' })).toBe('Street should not have continuous spaces');
  });

  it('uses "This field" when no name is given', () => {
    expect(validators.required(undefined)).toBe("This field can't be empty");
  });

  it('passes what the spec allows', () => {
    expect(validators.email('jane.doe+loans@mail.example.com')).toBeUndefined();
    expect(validators.phone('(212) 555-0100')).toBeUndefined();
    expect(validators.fax('212-555-0100')).toBeUndefined();
    expect(validators.number('-12.50')).toBeUndefined();
    expect(validators.number('+7')).toBeUndefined();
    expect(validators.currency('-1234.5')).toBeUndefined();
    expect(validators.ssn('123-45-6789')).toBeUndefined();
    expect(validators.name('Mary Ann')).toBeUndefined();
    expect(validators.positiveInteger('0')).toBeUndefined();
  });

  it('refuses what the spec refuses', () => {
    expect(validators.phone('1125550100')).toBe('Invalid phone number!');
    expect(validators.phone('212555010')).toBe('Invalid phone number!');
    expect(validators.fax('2125550100', { field: 'Fax' })).toBe('Fax should look like 555-555-5555');
    for (const ssn of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) {
      expect(validators.ssn(ssn, { field: 'SSN' })).toBe('SSN should be 9 digits');
    }
    expect(validators.email('jane@example')).toBe('This field must be a valid email');
    expect(validators.email('jane doe@example.com')).toBe('This field must be a valid email');
  });

  it('flags each special character of the spec', () => {
    for (const character of '-!_@#$%,*:\\/\'"+`~^') {
      expect(validators.noSpecialCharacters(`a${character}b`)).toBe('This field found special character');
    }
    expect(validators.noSpecialCharacters('Acme Corp. (NY) & Sons')).toBeUndefined();
  });

  it('lets empty values through every rule but required, so optional fields stay optional', () => {
    const optionalRules = Object.keys(validators).filter((rule) => rule !== 'required' && !rule.startsWith('password')) as Array<keyof typeof validators>;
    for (const rule of optionalRules) expect(validators[rule]('', { field: 'X', max: 3, last4: '1234' }), rule).toBeUndefined();
    expect(validators.required(0)).toBeUndefined();
    expect(validators.required('   ', { field: 'City' })).toBe("City can't be empty");
  });

  it('reports the first broken rule', () => {
    expect(firstError(' Ann', ['required', 'noEdgeSpace', 'name'], { field: 'First Name' })).toBe('First Name should not have space at the beginning and end');
    expect(firstError('Ann', ['required', 'noEdgeSpace', 'name'], { field: 'First Name' })).toBeUndefined();
    expect(digitsOf('(212) 555-0100')).toBe('2125550100');
  });
});

describe('text the database and logs cannot hold, and money beyond its range (issue 17)', () => {
  it('refuses control characters (C0, DEL, C1) and lone surrogates, and keeps every printable character', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001Fb', 'a\u007Fb', 'a\u0085b', 'a\u009Fb', 'a\uD800b', 'a\uDFFFb', '\uDC00\uD800']) {
      expect(validators.plainCharacters(bad, { field: 'Street Address' }), JSON.stringify(bad)).toBe('Street Address contains characters that are not allowed');
    }
    for (const good of ['12 Main Street', 'Zoë Ñúñez', '\u00A0non-breaking', 'emoji \uD83D\uDE00', '東京']) {
      expect(validators.plainCharacters(good), good).toBeUndefined();
    }
  });

  it('refuses an amount typed over $1,000,000.00, with a message that spells out the maximum', () => {
    expect(formatCurrency(MONEY_MAX_CENTS)).toBe(MONEY_MAX_TEXT);
    expect(validators.currencyMax('1000000.00', { field: 'Net Pay' })).toBeUndefined();
    expect(validators.currencyMax('$1,000,000', { field: 'Net Pay' })).toBeUndefined();
    expect(validators.currencyMax('1000000.01', { field: 'Net Pay' })).toBe('Net Pay should not be more than $1,000,000.00');
    expect(validators.currencyMax('9'.repeat(400), { field: 'Net Pay' })).toBe('Net Pay should not be more than $1,000,000.00');
    // Not an amount at all: the currency rule says so, not this one.
    expect(validators.currencyMax('12.345')).toBeUndefined();
  });
});

describe('ABA routing number', () => {
  it('accepts real routing numbers', () => {
    // JPMorgan Chase NY, Bank of America CA, Wells Fargo MN, US Treasury.
    for (const routing of ['021000021', '121000358', '091000019', '000000518']) {
      expect(validators.abaRoutingNumber(routing, { field: 'Routing Number' })).toBeUndefined();
    }
  });

  it('refuses a wrong check digit, an unused prefix and all zeros', () => {
    expect(validators.abaRoutingNumber('021000022', { field: 'Routing Number' })).toBe('Routing Number is not a valid U.S. bank routing number');
    expect(hasAbaChecksum('400000001')).toBe(false);
    expect(validators.abaRoutingNumber('500000005')).toBe('This field is not a valid U.S. bank routing number');
    expect(validators.abaRoutingNumber('000000000')).toBe('This field is not a valid U.S. bank routing number');
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = '021000021'.split('');
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(hasAbaChecksum(digits.join(''))).toBe(false);
      }),
    );
  });
});
