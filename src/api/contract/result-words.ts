// The result codes' messages as the browser shows them (decision 0311): said by code from this catalog
// (locales/en.po, compiled to locales/en.ts) in the language shown. The server keeps answering its own English
// (result-codes.ts, the spec's messages verbatim); a test checks the catalog's English equals it.
import { addWords, say, type WordValues } from '#src/i18n/words.ts';
import { messages } from './locales/en.ts';
import { RESULT } from './result-codes.ts';

addWords(messages);

const RESULTS = new Map<number, { name: string; placeholders: boolean }>(
  Object.entries(RESULT).map(([name, { code, message }]) => [code, { name, placeholders: /\{\w+\}/.test(message) }]),
);

/**
 * The message of a result code in the active locale ('result.<name>.message'), or undefined when the code is not
 * ours, or its message has placeholders ('We do not offer loans in {state} yet.') and no values are given: the
 * server's answer, filled in, is then the words to show.
 */
export function resultWords(code: number, values?: WordValues): string | undefined {
  const result = RESULTS.get(code);
  if (!result || (result.placeholders && !values)) return undefined;
  return say(`result.${result.name}.message`, values);
}
