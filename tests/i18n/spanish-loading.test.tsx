// Decision 0311, "Spanish, later": a translation is a catalog downloaded when its locale is activated, never
// before; once here, every word of its catalog reads in that language (a page's title too), a catalog without a
// translation reads in English, and a flow loaded later waits for its translation before its view renders. The
// home flow's catalog is the first translated (machines/home/locales/es.po). Nothing in the spec chooses a
// language, so the app activates none: this is the loading a second language will use.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HOME_PAGE } from '#machines/home/pages.ts';
import '#machines/app/words.ts';
import { lazyComponent } from '#src/app/chunk-load.ts';
import { activateLocale, addWords, i18n, say, wordsPending, wordsReady } from '#src/i18n/words.ts';

afterAll(() => activateLocale('en'));

describe('a second language', () => {
  const sample = vi.fn(async () => ({ messages: { 'test.sample.title': ['Título'] } }));

  it('is not downloaded while the borrower reads English', () => {
    addWords({ 'test.sample.title': ['Title'] }, { es: sample });
    expect(i18n.locale).toBe('en');
    expect(HOME_PAGE.title).toBe('Home');
    expect(say('home.notice.loanAttached', { loanNo: 'GC-DEMO-9001' })).toBe('Loan GC-DEMO-9001 is now on your account.');
    expect(sample).not.toHaveBeenCalled();
    expect(wordsPending()).toBe(false);
  });

  it('is downloaded when activated, then every translated word reads in it, page titles too', async () => {
    await activateLocale('es');
    expect(sample).toHaveBeenCalledTimes(1);
    expect(i18n.locale).toBe('es');
    expect(HOME_PAGE.title).toBe('Inicio');
    expect(say('home.notice.loanAttached', { loanNo: 'GC-DEMO-9001' })).toBe('El préstamo GC-DEMO-9001 ya está en su cuenta.');
    expect(say('test.sample.title')).toBe('Título');
  });

  it('leaves a catalog not translated yet in English', () => {
    expect(say('app.page.notFound')).toBe('NotFound');
  });

  it("downloads a later flow's translation as its chunk loads, before its view renders", async () => {
    const late = vi.fn(async () => ({ messages: { 'test.late.title': ['Más tarde'] } }));
    const View = () => null;
    // The chunk's words module adds its catalog as the chunk loads, as every flow's does.
    const Lazy = lazyComponent(async () => {
      addWords({ 'test.late.title': ['Later'] }, { es: late });
      return View;
    });
    await Lazy.preload();
    expect(late).toHaveBeenCalledTimes(1);
    expect(wordsPending()).toBe(false);
    expect(say('test.late.title')).toBe('Más tarde');
  });

  it('says a catalog added while the translation downloads in English until it is here', async () => {
    addWords({ 'test.waiting.title': ['Waiting'] }, { es: async () => ({ messages: { 'test.waiting.title': ['Esperando'] } }) });
    expect(wordsPending()).toBe(true);
    expect(say('test.waiting.title')).toBe('Waiting');
    await wordsReady();
    expect(say('test.waiting.title')).toBe('Esperando');
  });

  it('goes back to English when English is activated again', async () => {
    await activateLocale('en');
    expect(HOME_PAGE.title).toBe('Home');
    expect(say('test.sample.title')).toBe('Title');
  });
});
