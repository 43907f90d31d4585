// The password estimator's word lists for the web app, fetched as data (issue 18, defect 12): the language
// packages ship them as about 1.6 MB of JavaScript, which made one chunk Vite warned about and which a browser
// must parse and compile as code. Here each list is a JSON file of the build (hashed, kept a year by the
// browser, brotli-compressed by scripts/compress-dist.mjs), fetched in parallel when a page first shows the
// password checklist, then kept for the page's life. The keyboard graphs and the word sequences are small and
// stay in the verdict's chunk. The server keeps its own copy of the same lists (src/domain/password-strength.ts);
// tests/domain/password-estimator.test.ts checks both give the same names and verdicts.
import adjacencyGraphs from '@zxcvbn-ts/language-common/src/adjacencyGraphs.json';
import dicewareUrl from '@zxcvbn-ts/language-common/src/diceware.json?url';
import passwordsUrl from '@zxcvbn-ts/language-common/src/passwords.json?url';
import commonWordsUrl from '@zxcvbn-ts/language-en/src/commonWords.json?url';
import firstnamesUrl from '@zxcvbn-ts/language-en/src/firstnames.json?url';
import lastnamesUrl from '@zxcvbn-ts/language-en/src/lastnames.json?url';
import wikipediaUrl from '@zxcvbn-ts/language-en/src/wikipedia.json?url';
import wordSequences from '@zxcvbn-ts/language-en/src/wordSequences.json';
// Only the feedback words: the package is free of side effects, so its dictionaries are left out of the chunk (the build test checks).
import { translations } from '@zxcvbn-ts/language-en';
import type { PasswordDictionaries } from '#src/domain/password-estimator.ts';

/** Each list by the name the language packages give it (their `dictionary` keys), and where the build put it. */
export const DICTIONARY_URLS: Readonly<Record<string, string>> = {
  'diceware-common': dicewareUrl,
  'passwords-common': passwordsUrl,
  'commonWords-en': commonWordsUrl,
  'firstnames-en': firstnamesUrl,
  'lastnames-en': lastnamesUrl,
  'wikipedia-en': wikipediaUrl,
};

async function fetchList(url: string): Promise<string[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The password word list ${url} answered ${response.status}`);
  return (await response.json()) as string[];
}

let loading: Promise<PasswordDictionaries> | undefined;

/** The dictionaries, fetched once per page; a failed fetch is forgotten, so the next checklist asks again. */
export function loadPasswordDictionaries(): Promise<PasswordDictionaries> {
  loading ??= Promise.all(Object.entries(DICTIONARY_URLS).map(async ([name, url]) => [name, await fetchList(url)] as const)).then(
    (lists) => ({ dictionary: { ...Object.fromEntries(lists), ...wordSequences }, graphs: adjacencyGraphs, translations }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
