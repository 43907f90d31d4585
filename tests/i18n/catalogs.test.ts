// Decision 0311: every word a borrower reads in a migrated folder comes from a catalog. These tests keep it so:
// the compiled catalogs match their .po sources, every id the code names is in a catalog and every catalog id
// is named somewhere, no migrated file writes words of its own, the spec's messages in the catalogs are the
// spec's words (as src/domain/validation.ts says them), and every consent the server seeds says in plain words
// what ticking it does (issue 18, defect 9).
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentTemplatesFor } from '#server/db/consent-texts.ts';
import { PASSWORD_MAX_LENGTH } from '#src/api/contract/customer.ts';
import { i18n, say } from '#src/i18n/words.ts';
import { compiledTranslations } from '#src/i18n/compile-translations.ts';
import { validators } from '#src/domain/validation.ts';
import { messages as accountFlow } from '#machines/account/locales/en.ts';
import { messages as accountViews } from '#src/views/account/parts/locales/en.ts';
import { messages as forms } from '#src/ui/forms/locales/en.ts';
import { messages as debitCard } from '#src/ui/debit-card/locales/en.ts';
import { messages as datePicker } from '#src/ui/date-picker/locales/en.ts';
import { messages as optionCards } from '#src/ui/option-cards/locales/en.ts';
import { messages as truthInLending } from '#src/ui/truth-in-lending/locales/en.ts';
import { messages as loanFacts } from '#src/ui/loan-facts/locales/en.ts';
import { messages as dataTable } from '#src/ui/data-table/locales/en.ts';
import { messages as guidanceFlow } from '#machines/guidance/locales/en.ts';
import { messages as guidanceViews } from '#src/views/guidance/parts/locales/en.ts';
import { messages as legalFlow } from '#machines/legal/locales/en.ts';
import { messages as legalViews } from '#src/views/legal/parts/locales/en.ts';
import { messages as errorViews } from '#src/views/errors/locales/en.ts';
import { messages as disbursementFlow } from '#machines/disbursement/locales/en.ts';
import { messages as disbursementPages } from '#src/views/disbursement/locales/en.ts';
import { messages as disbursementParts } from '#src/views/disbursement/parts/locales/en.ts';
import { messages as repaymentFlow } from '#machines/repayment/locales/en.ts';
import { messages as repaymentViews } from '#src/views/repayment/parts/locales/en.ts';
import { messages as couponFlow } from '#machines/coupon/locales/en.ts';
import { messages as couponViews } from '#src/views/coupon/locales/en.ts';
import { messages as signingFlow } from '#machines/signing/locales/en.ts';
import { messages as signingViews } from '#src/views/signing/locales/en.ts';
import { messages as notificationViews } from '#src/views/notification/locales/en.ts';
import { messages as homeFlow } from '#machines/home/locales/en.ts';
import { messages as resourceLinkFlow } from '#machines/resource-link/locales/en.ts';
import { messages as kit } from '#machines/kit/locales/en.ts';
import { messages as homeViews } from '#src/views/home/locales/en.ts';
import { messages as appFlow } from '#machines/app/locales/en.ts';
import { messages as shell } from '#src/ui/locales/en.ts';
import { messages as calculator } from '#machines/cost-calculator/locales/en.ts';
import { messages as rules } from '#src/domain/locales/en.ts';
import { messages as results } from '#src/api/contract/locales/en.ts';
import { messages as loanStatus } from '#src/domain/loan-status/locales/en.ts';
import { messages as codeWords } from '#src/domain/code-words/locales/en.ts';
import '#machines/account/words.ts';
import { consentDoesId } from '#src/views/account/consent-view.tsx';
import {
  FLOW_ROOTS,
  idsUsedIn,
  isFixtureOrStory,
  literalWordsIn,
  MIGRATED_FOLDERS,
  NOT_YET_MIGRATED,
  readSource,
  resultEnglishIn,
  sourceFiles,
  type UsedIds,
} from './source-words.ts';

const CATALOGS = {
  'machines/account': accountFlow,
  'src/views/account/parts': accountViews,
  'src/ui/forms': forms,
  'src/ui/debit-card': debitCard,
  'src/ui/date-picker': datePicker,
  'src/ui/option-cards': optionCards,
  'src/ui/truth-in-lending': truthInLending,
  'src/ui/loan-facts': loanFacts,
  'src/ui/data-table': dataTable,
  'machines/guidance': guidanceFlow,
  'src/views/guidance/parts': guidanceViews,
  'machines/legal': legalFlow,
  'src/views/legal/parts': legalViews,
  'src/views/errors': errorViews,
  'machines/disbursement': disbursementFlow,
  'src/views/disbursement': disbursementPages,
  'src/views/disbursement/parts': disbursementParts,
  'machines/repayment': repaymentFlow,
  'src/views/repayment/parts': repaymentViews,
  'machines/home': homeFlow,
  'src/views/home': homeViews,
  'machines/resource-link': resourceLinkFlow,
  'machines/coupon': couponFlow,
  'src/views/coupon': couponViews,
  'machines/signing': signingFlow,
  'src/views/signing': signingViews,
  'src/views/notification': notificationViews,
  'machines/app': appFlow,
  'machines/kit': kit,
  'src/ui': shell,
  'machines/cost-calculator': calculator,
  'src/domain': rules,
  'src/api/contract': results,
  'src/domain/loan-status': loanStatus,
  'src/domain/code-words': codeWords,
};
const ALL_IDS = Object.values(CATALOGS).flatMap((messages) => Object.keys(messages));
// Where catalog ids may be named: every folder of the app (a later flow may use the forms' words).
const CODE_FOLDERS = ['src', 'machines'];

describe('the compiled catalogs', () => {
  it('are what `npx lingui compile` makes of each .po today (run it after editing a .po)', async () => {
    const config = getConfig({ cwd: process.cwd() });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((catalog) => relative(process.cwd(), catalog.path)).sort()).toEqual(
      Object.keys(CATALOGS)
        .map((folder) => `${folder}/locales/{locale}`)
        .sort(),
    );
    for (const catalog of catalogs) {
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? 'en',
        });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: config.compileNamespace });
        expect(errors).toEqual([]);
        expect(readFileSync(`${catalog.path.replace('{locale}', locale)}.ts`, 'utf8'), `${catalog.path} (${locale})`).toBe(source);
      }
    }
  });

  it('include each translation as src/i18n/compile-translations.ts compiles its .po (run it after editing one)', async () => {
    const translations = await compiledTranslations();
    expect(translations.map(({ po }) => relative(process.cwd(), po))).toContain('machines/home/locales/es.po');
    for (const { ts, source } of translations) expect(readFileSync(ts, 'utf8'), ts).toBe(source);
  });

  it('name each id once across catalogs', () => {
    expect(ALL_IDS.filter((id, index) => ALL_IDS.indexOf(id) !== index)).toEqual([]);
  });
});

describe('the ids the code names', () => {
  let used: UsedIds;
  beforeAll(() => {
    const catalogNames = new Set(ALL_IDS.map((id) => id.split('.')[0] ?? ''));
    used = { ids: new Set(), prefixes: new Set() };
    for (const file of CODE_FOLDERS.flatMap(sourceFiles)) {
      const found = idsUsedIn(file, readSource(file), catalogNames);
      found.ids.forEach((id) => used.ids.add(id));
      found.prefixes.forEach((prefix) => used.prefixes.add(prefix));
    }
  });

  it('are each in a catalog', () => {
    expect(used.ids.size).toBeGreaterThan(50);
    expect([...used.ids].filter((id) => !ALL_IDS.includes(id))).toEqual([]);
    expect([...used.prefixes].filter((prefix) => !ALL_IDS.some((id) => id.startsWith(prefix)))).toEqual([]);
  });

  it('leave no catalog id unnamed (dead words)', () => {
    expect(ALL_IDS.filter((id) => !used.ids.has(id) && ![...used.prefixes].some((prefix) => id.startsWith(prefix)))).toEqual([]);
  });
});

describe('the migrated folders', () => {
  it('write no words of their own: no JSX text, no literal label or hint, no sentence outside a catalog', () => {
    const files = MIGRATED_FOLDERS.flatMap(sourceFiles).filter((file) => !NOT_YET_MIGRATED.has(file) && !isFixtureOrStory(file));
    const found = files.flatMap((file) => literalWordsIn(file, readSource(file)));
    expect(found.map(({ path, line, why, text }) => `${path}:${line} ${why}: ${text}`)).toEqual([]);
  });

  it('list as not migrated yet only files that still write words of their own', () => {
    expect([...NOT_YET_MIGRATED].filter((file) => !existsSync(file) || literalWordsIn(file, readSource(file)).length === 0)).toEqual([]);
  });

  it("include every flow's folder under machines/ and src/views/, and the files beside them write no words (issue 10)", () => {
    const migrated = new Set<string>(MIGRATED_FOLDERS);
    const entries = FLOW_ROOTS.flatMap((root) => readdirSync(root).map((name) => join(root, name)));
    expect(entries.filter((path) => statSync(path).isDirectory() && !migrated.has(path))).toEqual([]);
    const beside = entries.filter((path) => /\.tsx?$/.test(path) && !isFixtureOrStory(path));
    expect(beside.length).toBeGreaterThan(3);
    expect(beside.flatMap((file) => literalWordsIn(file, readSource(file))).map(({ path, line, text }) => `${path}:${line} ${text}`)).toEqual([]);
  });

  it("say a result code's words through resultWords (sayResult), not result-codes.ts's English (which no translation replaces)", () => {
    const files = MIGRATED_FOLDERS.flatMap(sourceFiles).filter((file) => !isFixtureOrStory(file));
    const found = files.flatMap((file) => resultEnglishIn(file, readSource(file)));
    expect(found.map(({ path, line, text }) => `${path}:${line} ${text}`)).toEqual([]);
    const sample = 'const a = RESULT.consentRequired.message; const b = resultWords(RESULT.internalError.code) ?? RESULT.internalError.message;';
    expect(resultEnglishIn('sample.ts', sample).map(({ text }) => text)).toEqual(['RESULT.consentRequired.message']);
  });

  it('would be caught writing words: JSX text, a word attribute, a string between tags, a sentence, a template sentence', () => {
    const sample = [
      'const notice = (email: string) => `We sent a new code to ${email}.`;',
      'const schema = v.pipe(v.string(), v.minLength(1, "Code can\'t be empty"));',
      'const Page = ({ shown }: { shown: boolean }) => (',
      '  <div aria-label="Password rules">',
      '    Check your e-mail',
      '    <TextField label="Email" />',
      "    {shown ? 'Hide' : 'Show'}",
      '  </div>',
      ');',
      "const fine = [say('account.page.signIn'), 'snackbar.show', '0 0 0 3px #FFBF47', new Error('Not a login-code answer')];",
    ].join('\n');
    expect(literalWordsIn('sample.tsx', sample).map(({ line, why, text }) => `${line} ${why}: ${text}`)).toEqual([
      '1 a template string: We sent a new code to  .',
      "2 a string: Code can't be empty",
      '4 the aria-label attribute: Password rules',
      '5 JSX text: Check your e-mail',
      '6 the label attribute: Email',
      '7 a string between tags: Hide',
      '7 a string between tags: Show',
    ]);
  });
});

describe('the words themselves', () => {
  it("hold the spec's rule messages verbatim, as the domain's validators say them", () => {
    expect(say('forms.rule.required', { field: 'Code' })).toBe(validators.required('', { field: 'Code' }));
    expect(say('forms.rule.maxLength', { field: 'Current Password', max: PASSWORD_MAX_LENGTH })).toBe(
      validators.maxLength('x'.repeat(PASSWORD_MAX_LENGTH + 1), { field: 'Current Password', max: PASSWORD_MAX_LENGTH }),
    );
    expect(say('forms.rule.digits', { field: 'Routing Number', count: 9 })).toBe(validators.routingNumber('1', { field: 'Routing Number' }));
    expect(say('forms.rule.digits', { field: 'ZIP', count: 5 })).toBe(validators.zip('1', { field: 'ZIP' }));
  });

  it('fill placeholders and say what changes in a plural or a number', () => {
    expect(say('account.notice.codeResent', { maskedEmail: '*****.com' })).toBe('We sent a new code to *****.com.');
    expect(say('account.password.rulesMet', { met: 3, total: 4 })).toBe('3 of 4 password rules met');
    expect(i18n.locale).toBe('en');
  });

  it('refuse an id no catalog holds, outside production', () => {
    expect(() => say('account.no.such.words')).toThrow("No catalog holds the words 'account.no.such.words'");
  });

  it('say in plain words what ticking each consent the server seeds does (issue 18, defect 9)', () => {
    const brand = {
      id: 118,
      name: 'Bluepeak Loans',
      legalName: 'Bluepeak Loans LLC',
      customerServicePhone: '1',
      customerServiceEmail: 'a@b.c',
      domainOfWeb: 'p118.localhost',
    };
    for (const template of consentTemplatesFor(brand)) {
      const id = consentDoesId({ templateCode: template.code, required: template.required ?? false });
      expect(id, template.code).toBe(`account.consent.does.${template.code}`);
      expect(say(id)).toMatch(/^Ticking this /);
    }
    expect(say(consentDoesId({ templateCode: 'unknown', required: true }))).toBe('You need to tick this to go on.');
    expect(say(consentDoesId({ templateCode: 'unknown', required: false }))).toBe('You can leave this unticked and still go on.');
  });
});
