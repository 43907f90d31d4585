// Compiles the translations beside the catalogs (decision 0311, "Spanish, later"): every locales/<locale>.po of a
// locale other than English, beside a catalog of lingui.config.ts, to locales/<locale>.ts, as `lingui compile`
// compiles the English (a message not translated yet reads in English). lingui.config.ts lists English only, so
// that `lingui compile` does not write a translation for every catalog before any is translated.
// Run: npx tsx src/i18n/compile-translations.ts
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { existsSync, writeFileSync } from 'node:fs';
import { LOCALES, SOURCE_LOCALE } from './words.ts';

/** Each translation's .po beside a catalog, and what compiling it makes: the source of its locales/<locale>.ts. */
export async function compiledTranslations(cwd = process.cwd()): Promise<{ po: string; ts: string; source: string }[]> {
  const config = getConfig({ cwd });
  const compiled = [];
  for (const catalog of await getCatalogs(config)) {
    for (const locale of LOCALES.filter((each) => each !== SOURCE_LOCALE)) {
      const po = `${catalog.path.replace('{locale}', locale)}.po`;
      if (!existsSync(po)) continue;
      // lingui.config.ts does not list the locale, so its .po is read here: each message translated, else English.
      const english = (await catalog.read(SOURCE_LOCALE)) ?? {};
      const translated = (await catalog.read(locale)) ?? {};
      const messages = Object.fromEntries(Object.entries(english).map(([id, { translation }]) => [id, translated[id]?.translation || translation || id]));
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: config.compileNamespace });
      if (errors.length > 0) throw new Error(`${po}: ${errors.map((error) => `${error.id}: ${String(error.error)}`).join('; ')}`);
      compiled.push({ po, ts: po.replace(/\.po$/, '.ts'), source });
    }
  }
  return compiled;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { ts, source } of await compiledTranslations()) {
    writeFileSync(ts, source);
    console.log(`wrote ${ts}`);
  }
}
