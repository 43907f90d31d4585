// Decision 0311, the words from below the views: the validation rules answer an id and values that the browser
// says from the rules' catalog, and the result codes' messages are a catalog keyed by code whose English is the
// server's, word for word (the server keeps sending result-codes.ts's English).
import { describe, expect, it } from 'vitest';
import { messages as resultCatalog } from '#src/api/contract/locales/en.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { resultWords } from '#src/api/contract/result-words.ts';
import { addWords, hasWords } from '#src/i18n/words.ts';
import { firstError, ruleChecks, validators } from '#src/domain/validation.ts';
import { sayRule } from '#src/domain/rule-words.ts';

describe('the result codes’ messages', () => {
  it('say in English what the server sends, without the compiled English catalog (not shipped: the same words)', () => {
    expect(hasWords('result.wrongCredentials.message')).toBe(false);
    expect(resultWords(RESULT.wrongCredentials.code)).toBe('The e-mail or password is not correct.');
    expect(resultWords(RESULT.zipNotInState.code, { state: 'Ohio' })).toBe('This ZIP code is not in Ohio.');
  });

  it('say in the catalog, by code, what the server sends for each code', () => {
    addWords(resultCatalog);
    const codes = Object.values(RESULT);
    expect(codes.length).toBeGreaterThan(60);
    for (const { code, message } of codes) {
      // A message the server fills in ('{state}') is compared with its placeholders given their own names.
      const values = Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map(([placeholder, name]) => [name!, placeholder]));
      expect(resultWords(code, Object.keys(values).length > 0 ? values : undefined), String(code)).toBe(message);
    }
  });

  it('say nothing for a code that is not ours, or one the server fills in, so the failure keeps the server’s words', () => {
    expect(resultWords(-1)).toBeUndefined();
    expect(resultWords(RESULT.wrongCredentials.code)).toBe('The e-mail or password is not correct.');
    expect(resultWords(RESULT.stateNotServed.code)).toBeUndefined();
    expect(resultWords(RESULT.stateNotServed.code, { state: 'Ohio' })).toBe('We do not offer loans in Ohio yet.');
  });
});

describe('the validation rules', () => {
  it('answer an id of the rules’ catalog and the values its placeholders take', () => {
    expect(ruleChecks.required('  ', { field: 'Code' })).toEqual({ id: 'rule.required.message', values: { field: 'Code' } });
    expect(ruleChecks.zip('1', { field: 'ZIP' })).toEqual({ id: 'rule.digits.message', values: { field: 'ZIP', count: 5 } });
    expect(ruleChecks.matchTail('1234', { field: 'Account Number', last4: '6789' })).toEqual({
      id: 'rule.matchTail.message',
      values: { field: 'Account Number', last4: '6789' },
    });
    expect(ruleChecks.phone('123')).toEqual({ id: 'rule.phone.message' });
    expect(ruleChecks.zip('12345', { field: 'ZIP' })).toBeUndefined();
  });

  it('say those ids as the spec words its messages', () => {
    expect(sayRule(ruleChecks.required('', {})!)).toBe("This field can't be empty");
    expect(validators.routingNumber('12', { field: 'Routing Number' })).toBe('Routing Number should be 9 digits');
    expect(validators.noContinuousSpaces('a  b')).toBe('No consecutive spaces');
    expect(validators.passwordLength('short')).toBe('Password should be 8 or more characters.');
    expect(firstError('', ['required', 'email'], { field: 'Email' })).toBe("Email can't be empty");
  });
});
