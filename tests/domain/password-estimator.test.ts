// The web app's password verdict is built from word lists fetched as data (issue 18, defect 12), the server's
// from the language packages' modules: both must hold the same dictionaries and give the same verdicts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { createPasswordEstimator, type PasswordDictionaries } from '#src/domain/password-estimator.ts';
import { passwordStrength } from '#src/domain/password-strength.ts';
import { DICTIONARY_URLS, loadPasswordDictionaries } from '#src/views/account/password-dictionaries.ts';

const require = createRequire(import.meta.url);
/** Where each fetched list comes from in the packages: the files the build copies, hashed, into assets/. */
const SOURCES: Record<string, string> = {
  'diceware-common': '@zxcvbn-ts/language-common/src/diceware.json',
  'passwords-common': '@zxcvbn-ts/language-common/src/passwords.json',
  'commonWords-en': '@zxcvbn-ts/language-en/src/commonWords.json',
  'firstnames-en': '@zxcvbn-ts/language-en/src/firstnames.json',
  'lastnames-en': '@zxcvbn-ts/language-en/src/lastnames.json',
  'wikipedia-en': '@zxcvbn-ts/language-en/src/wikipedia.json',
};
const listOf = (name: string) => JSON.parse(readFileSync(require.resolve(SOURCES[name]!), 'utf8')) as string[];

/** The browser's loading, with fetch answering each URL from the package file it names. */
async function browserDictionaries(): Promise<PasswordDictionaries> {
  const byUrl = new Map(Object.entries(DICTIONARY_URLS).map(([name, url]) => [url, name]));
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    const name = byUrl.get(url);
    return name ? new Response(JSON.stringify(listOf(name))) : new Response('', { status: 404 });
  }) as typeof fetch;
  try {
    const dictionaries = await loadPasswordDictionaries();
    expect(await loadPasswordDictionaries(), 'fetched once per page').toBe(dictionaries);
    expect(asked.sort()).toEqual([...byUrl.keys()].sort());
    return dictionaries;
  } finally {
    globalThis.fetch = realFetch;
  }
}

let loaded: Promise<PasswordDictionaries> | undefined;
const loadedOnce = () => (loaded ??= browserDictionaries());

describe('the web app password dictionaries', () => {
  it("fetch every list the server's estimator has, by the same names and with the same words", async () => {
    const browser = await loadedOnce();
    const server = { ...commonDictionary, ...englishDictionary };
    expect(Object.keys(browser.dictionary).sort()).toEqual(Object.keys(server).sort());
    for (const [name, words] of Object.entries(server)) expect(browser.dictionary[name], name).toEqual(words);
  });

  it('give the same verdict as the server for weak and strong passwords', async () => {
    const estimate = createPasswordEstimator(await loadedOnce());
    const context = { brandNames: ['Goldcrest Lending', 'Goldcrest Lending, LLC'], email: 'jane.doe@example.com' };
    for (const password of ['Password123!', 'Summer2024', 'Goldcrest2026', 'Jennifer1985!', 'Lantern-Harbor-42', 'Quiet-Meadow-77', 'JaneDoe1987']) {
      expect(estimate(password, context), password).toEqual(passwordStrength(password, context));
    }
  });
});
