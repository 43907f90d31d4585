// The words a borrower reads come from message catalogs (decision 0311): Lingui's runtime (@lingui/core, about
// 2 KB gzip) over catalogs compiled at commit time (`npx lingui compile --typescript`: locales/<locale>.po ->
// locales/<locale>.ts beside the code that says them). Each catalog is added by its flow's words module as that
// module loads, so a flow's words travel in the flow's own chunk and the entry carries only the runtime.
// English only for now; a locale is a translated catalog, never a change to a view (decision 0311).
import { setupI18n, type Messages } from '@lingui/core';

/** The locales the app has catalogs for; the first is the source every catalog is written in. */
export const LOCALES = ['en'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** The values a message's placeholders take: `{maskedEmail}`, `{count, plural, ...}`. */
export type WordValues = Readonly<Record<string, string | number>>;

/** One runtime for the app, the machines and the tests: catalogs merge into it as their flows load. */
export const i18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

/** Adds a compiled catalog to the words known for `locale` (ids are unique across catalogs: '<flow>.<page>.<what>'). */
export function addWords(messages: Messages, locale: Locale = SOURCE_LOCALE): void {
  i18n.load(locale, messages);
}

/** Whether a catalog added so far holds `id` in the active locale. */
export function hasWords(id: string): boolean {
  return Object.hasOwn(i18n.messages, id);
}

/**
 * The words of message `id` in the active locale, its placeholders filled from `values`. An id no catalog holds
 * is a mistake: outside production it throws (a test, a story or the dev server shows it at once); in production
 * the id itself is shown rather than a blank.
 */
export function say(id: string, values?: WordValues): string {
  if (!hasWords(id) && process.env.NODE_ENV !== 'production') throw new Error(`No catalog holds the words '${id}' (locale ${i18n.locale})`);
  return i18n._(id, values as Record<string, unknown> | undefined);
}

/**
 * `object` with `key` read from the catalog each time it is read: a page's title or a busy state's words are
 * built once when their module loads, yet show the language active when they are shown.
 */
export function withWords<T extends object, K extends string>(object: T, key: K, id: string): T & { readonly [P in K]: string } {
  return Object.defineProperty(object, key, { get: () => say(id), enumerable: true, configurable: false }) as T & { readonly [P in K]: string };
}
