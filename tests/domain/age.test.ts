import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem } from '#src/domain/age.ts';

describe('dateOfBirthProblem', () => {
  it.each([
    ['2008-03-16', null, 'the 18th birthday is today'],
    ['2008-03-17', 'tooYoung', '18 tomorrow'],
    ['2008-02-29', null, 'a 29 February birthday: 18 on 1 March of a common year, before today'],
    ['1906-03-17', null, '119 years old'],
    ['1906-03-16', 'invalid', '120 years old today'],
    ['2026-03-17', 'invalid', 'in the future'],
    ['1990-02-30', 'invalid', 'not on the calendar'],
    ['', 'invalid', 'empty'],
  ] as const)('%s on 2026-03-16 -> %s (%s)', (dateOfBirth, problem, _why) => {
    expect(dateOfBirthProblem(dateOfBirth, '2026-03-16')).toBe(problem);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(dateOfBirthProblem('2008-02-29', '2026-02-28')).toBe('tooYoung');
    expect(dateOfBirthProblem('2008-02-29', '2026-03-01')).toBeNull();
  });
});
