// The domain's field schemas say a broken rule in the language shown when the value is checked, the field's
// default name included (decision 0311): a form builds its schema as its module loads, in English, and a borrower
// who then reads another language must not read "Email can't be empty" inside a translated sentence.
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailSchema, passwordSchema } from '#src/domain/schemas.ts';
import { activateLocale, addWords } from '#src/i18n/words.ts';

// Built before any other language is active, as a form's module-level schema is.
const form = v.object({ email: emailSchema(), password: passwordSchema });
const messagesOf = (value: unknown) => v.safeParse(form, value).issues?.map((issue) => issue.message);

afterAll(() => activateLocale('en'));

describe("a field schema's words", () => {
  it('are English while English is shown', () => {
    expect(messagesOf({ email: '', password: '' })).toEqual(["Email can't be empty", "Password can't be empty"]);
  });

  it('name the field in the language shown when the value is checked, though the schema was built before', async () => {
    addWords(
      {},
      {
        es: async () => ({
          messages: {
            'rule.required.message': [['field'], ' no puede estar vacío'],
            'rule.field.email': ['Correo electrónico'],
            'rule.field.password': ['Contraseña'],
          },
        }),
      },
    );
    await activateLocale('es');
    expect(messagesOf({ email: '', password: '' })).toEqual(['Correo electrónico no puede estar vacío', 'Contraseña no puede estar vacío']);
    expect(messagesOf({ email: '   ', password: 'Sunny2day' })).toEqual(['Correo electrónico no puede estar vacío']);
  });
});
