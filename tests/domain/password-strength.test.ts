// The password strength verdict shared by the server (-10718) and the password checklist (decision 0212).
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_SCORE, passwordStrength, passwordUserInputs, PUBLISHED_PASSWORDS } from '#src/domain/password-strength.ts';
import { passwordRuleResults } from '#src/domain/validation.ts';

const BLUEPEAK = { brandNames: ['Bluepeak Loans', 'Bluepeak Financial Services, Inc.'], email: 'jane.doe@example.com' };

describe('passwordStrength', () => {
  it.each(['Password123!', 'Summer2024', 'Bluepeak2026', 'Demo-Borrower-2026'])('finds %s easy to guess although it meets the spec rules', (password) => {
    expect(passwordRuleResults(password).every((rule) => rule.passed)).toBe(true);
    expect(passwordStrength(password, BLUEPEAK)).toMatchObject({ strong: false });
  });

  it.each(['Lantern-Harbor-42', 'Quiet-Meadow-77', 'Borrower-Pass-2026', 'Third-Password-33'])('finds %s hard enough to guess', (password) => {
    const verdict = passwordStrength(password, BLUEPEAK);
    expect(verdict.strong).toBe(true);
    expect(verdict.score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
  });

  it("counts the brand's names and the e-mail's local part against the password", () => {
    for (const password of ['Bluepeak-Loans-7', 'JaneDoe1987']) {
      expect(passwordStrength(password).strong, password).toBe(true);
      expect(passwordStrength(password, BLUEPEAK).strong, password).toBe(false);
    }
  });

  it('reads the same password however its characters were composed', () => {
    expect(passwordStrength('Café-Noir-2026', BLUEPEAK)).toEqual(passwordStrength('Cafe\u0301-Noir-2026', BLUEPEAK));
  });
});

describe('passwordUserInputs', () => {
  it("are the site's words, the published demo password, the brand's words and the e-mail's, lower-case", () => {
    const inputs = passwordUserInputs(BLUEPEAK);
    expect(inputs).toEqual(
      expect.arrayContaining([
        'borrower',
        'loan',
        'lending',
        'bluepeak',
        'loans',
        'bluepeak-loans',
        'bluepeakloans',
        'financial',
        'jane',
        'doe',
        'janedoe',
        'jane.doe',
      ]),
    );
    expect(inputs).toEqual(expect.arrayContaining(PUBLISHED_PASSWORDS.map((password) => password.toLowerCase())));
    expect(inputs.every((input) => input === input.toLowerCase() && input.length > 0)).toBe(true);
  });
});
