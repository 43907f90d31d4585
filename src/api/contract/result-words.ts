// The result codes' messages as the browser shows them (decision 0311), said by code. Their catalog
// (locales/en.po, ids 'result.<name>.message') is what a translator translates; its English is the server's own
// words (result-codes.ts, the spec's messages verbatim), which a test checks it equals. So the compiled English is
// not shipped: in English the browser says result-codes.ts's words, already in the first page for the codes
// (3.7 KB gzip saved there). A translation is added here when there is one, downloaded with its locale:
// `addWords({}, { es: () => import('./locales/es.ts') })`; until then every locale reads them in English.
import { hasWords, say, type WordValues } from '#src/i18n/words.ts';
import { RESULT } from './result-codes.ts';

const RESULTS = new Map<number, { name: string; message: string }>(Object.entries(RESULT).map(([name, { code, message }]) => [code, { name, message }]));

/**
 * The message of a result code in the active locale, or undefined when the code is not ours, or its message has
 * placeholders ('We do not offer loans in {state} yet.') and no values are given: the server's answer, filled
 * in, is then the words to show.
 */
export function resultWords(code: number, values?: WordValues): string | undefined {
  const result = RESULTS.get(code);
  if (!result) return undefined;
  const placeholders = /\{(\w+)\}/g;
  if (!values && placeholders.test(result.message)) return undefined;
  const id = `result.${result.name}.message`;
  if (hasWords(id)) return say(id, values);
  return result.message.replace(placeholders, (placeholder, name: string) => String(values?.[name] ?? placeholder));
}

/** Each result code by its English (result-codes.ts): the first code of a message written twice. */
const CODES_BY_MESSAGE = new Map<string, number>();
for (const { code, message } of Object.values(RESULT)) if (!CODES_BY_MESSAGE.has(message)) CODES_BY_MESSAGE.set(message, code);

/**
 * The words, in the active locale, of the result code whose English is `message` (a message passed on as the server
 * wrote it, without its code: the API client's report of a failed call), or undefined when no code says it.
 */
export function resultWordsOfMessage(message: string): string | undefined {
  const code = CODES_BY_MESSAGE.get(message);
  return code === undefined ? undefined : resultWords(code);
}

/** The words of one of our result codes (no placeholders) in the active locale, read when called. */
export const sayResult = (result: { code: number; message: string }): string => resultWords(result.code) ?? result.message;
