// The words a borrower reads come from message catalogs (decision 0311): Lingui's runtime (@lingui/core, about
// 2 KB gzip) over catalogs compiled at commit time (`npx lingui compile --typescript`: locales/<locale>.po ->
// locales/<locale>.ts beside the code that says them). Each catalog is added by its flow's words module as that
// module loads, so a flow's words travel in the flow's own chunk and the entry carries only the runtime.
// A locale is a translated catalog, never a change to a view: a words module names its translations as lazy
// imports (`{ es: () => import('./locales/es.ts') }`), downloaded only when that locale is activated, so a
// reader of English never downloads another language (decision 0311, "Spanish, later").
import { setupI18n, type Messages } from '@lingui/core';

/** The locales the app can say its words in; the first is the source every catalog is written in. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** The values a message's placeholders take: `{maskedEmail}`, `{count, plural, ...}`. */
export type WordValues = Readonly<Record<string, string | number>>;

/** A catalog's translations, each downloaded when its locale is activated: `{ es: () => import('./locales/es.ts') }`. */
export type Translations = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** One runtime for the app, the machines and the tests: catalogs merge into it as their flows load. */
export const i18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

type Catalog = { messages: Messages; translations: Translations };
const catalogs: Catalog[] = [];
/** Translations still downloading: a view waits for them before it renders (wordsReady). */
const pending = new Set<Promise<void>>();

/** A catalog's words in `locale`: its English first (a message not translated yet reads in English), then its translation. */
async function loadInto(catalog: Catalog, locale: Locale): Promise<void> {
  // A copy: Lingui merges later catalogs into the first object a locale was given, which must stay English.
  i18n.load(locale, { ...catalog.messages });
  const translation = catalog.translations[locale];
  if (translation) i18n.load(locale, (await translation()).messages);
}

/**
 * Adds a compiled catalog (English, the source) and names its translations. Added while another locale is active
 * (a flow's chunk loaded later), its translation starts downloading at once; wordsReady() says when it is here.
 */
export function addWords(messages: Messages, translations: Translations = {}): void {
  const catalog = { messages, translations };
  catalogs.push(catalog);
  i18n.load(SOURCE_LOCALE, messages);
  if (i18n.locale === SOURCE_LOCALE) return;
  const loading = loadInto(catalog, i18n.locale as Locale).finally(() => pending.delete(loading));
  pending.add(loading);
}

/** Says every catalog added so far, and every one added later, in `locale` once their translations are here. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all(catalogs.map((catalog) => loadInto(catalog, locale)));
  i18n.activate(locale);
}

/** Whether a translation is still downloading (never in English). */
export const wordsPending = (): boolean => pending.size > 0;

/** Resolves when the translations of every catalog added so far are here. */
export async function wordsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
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
