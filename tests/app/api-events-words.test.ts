// The snackbar of a call that failed at the HTTP level or got no answer says its words from the catalogs (decision
// 0311): the API client reports English, and the app event carries the words of the catalog that holds it (the
// kit's, the result codes'), so a translation replaces them; in English they read as the client reported them.
import { afterAll, describe, expect, it } from 'vitest';
import { TRANSPORT_MESSAGES } from '#src/api/client.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { appEventFor } from '#src/app/api-events.ts';
import { activateLocale, addWords } from '#src/i18n/words.ts';

afterAll(() => activateLocale('en'));

const snackbarOf = (message: string) => {
  const event = appEventFor({ type: 'api.transportFailed', message }, '/home');
  return event.type === 'api.transportFailed' ? event.message : null;
};

describe('the snackbar of a failed call', () => {
  it.each([
    ['no answer', TRANSPORT_MESSAGES.network],
    ['an answer the app cannot read', TRANSPORT_MESSAGES.invalidResponse],
    ['an HTTP failure without a message (-10500)', TRANSPORT_MESSAGES.http],
    ["an HTTP failure with a result code's message (429)", RESULT.tooManyRequests.message],
    ["the server's own words", 'Maintenance until 02:00.'],
  ])('reads in English as the client reported it: %s', (_, message) => {
    expect(snackbarOf(message)).toBe(message);
  });

  it('is said from the catalogs: a translation replaces it, words no catalog holds stay as they came', async () => {
    addWords(
      {},
      {
        es: async () => ({
          messages: {
            'kit.failure.network': ['No pudimos comunicarnos con nuestros servidores.'],
            'kit.failure.invalidResponse': ['Recibimos una respuesta que no pudimos leer.'],
            'result.internalError.message': ['Algo salió mal de nuestro lado.'],
            'result.tooManyRequests.message': ['Demasiadas solicitudes.'],
          },
        }),
      },
    );
    await activateLocale('es');
    expect(snackbarOf(TRANSPORT_MESSAGES.network)).toBe('No pudimos comunicarnos con nuestros servidores.');
    expect(snackbarOf(TRANSPORT_MESSAGES.invalidResponse)).toBe('Recibimos una respuesta que no pudimos leer.');
    expect(snackbarOf(TRANSPORT_MESSAGES.http)).toBe('Algo salió mal de nuestro lado.');
    expect(snackbarOf(RESULT.tooManyRequests.message)).toBe('Demasiadas solicitudes.');
    expect(snackbarOf('Maintenance until 02:00.')).toBe('Maintenance until 02:00.');
  });
});
