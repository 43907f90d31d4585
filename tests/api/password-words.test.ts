// A new password's length limit is one of the rules' messages (decision 0311): its words come from the rules'
// catalog when the password is checked, so a form shown in another language says it in that language.
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from '#src/api/contract/customer.ts';
import { activateLocale, addWords } from '#src/i18n/words.ts';

afterAll(() => activateLocale('en'));

const TOO_LONG = 'Ab1c'.repeat(40);
const messageOf = (value: string) => v.safeParse(newPasswordSchema, value).issues?.map((issue) => issue.message);

describe('a new password longer than the limit', () => {
  it("says the rules' words in English", () => {
    expect(TOO_LONG.length).toBeGreaterThan(PASSWORD_MAX_LENGTH);
    expect(messageOf(TOO_LONG)).toEqual([`Password should not be greater than ${PASSWORD_MAX_LENGTH} characters`]);
  });

  it('says them in the language shown', async () => {
    addWords(
      {},
      {
        es: async () => ({
          messages: { 'rule.maxLength.message': [['field'], ' no debe tener más de ', ['max'], ' caracteres'], 'rule.field.password': ['Contraseña'] },
        }),
      },
    );
    await activateLocale('es');
    expect(messageOf(TOO_LONG)).toEqual([`Contraseña no debe tener más de ${PASSWORD_MAX_LENGTH} caracteres`]);
  });
});
