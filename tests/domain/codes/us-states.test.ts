import { describe, expect, it } from 'vitest';
import { isUsState, usStateName, usStateOptions } from '#src/domain/codes/us-states.ts';

describe('US states', () => {
  it('lists the 50 states, DC and Puerto Rico', () => {
    expect(usStateOptions).toHaveLength(52);
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(usStateName('PR')).toBe('Puerto Rico');
    expect(usStateName('NY')).toBe('New York');
    expect(isUsState('GU')).toBe(false);
  });

  it('offers them in the alphabetical order of their names', () => {
    const names = usStateOptions.map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(usStateOptions.every((option) => /^[A-Z]{2}$/.test(option.value))).toBe(true);
  });
});
