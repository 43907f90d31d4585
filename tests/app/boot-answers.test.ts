import { describe, expect, it } from 'vitest';
import type { ApiCall } from '#src/api/client.ts';
import { dateFormat, getHoliday } from '#src/api/contract/calendar.ts';
import { getPortfolio } from '#src/api/contract/portfolio.ts';
import { answeringFrom, readBootAnswers, type BootAnswer } from '#src/app/boot-answers.ts';
import { bootActors } from '#src/app/boot-actors.ts';
import { renderPage } from '#server/plugins/static-page.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { createActor, toPromise } from 'xstate';

// The API as the tests see it: every call it was asked, and a fixed answer.
function fakeApi() {
  const asked: string[] = [];
  const call = (async (definition, request) => {
    asked.push(`${definition.path} ${JSON.stringify(request)}`);
    if (definition.path === dateFormat.path) return { date: 'DD/MM/YYYY' };
    if (definition.path === getHoliday.path) return [{ holidayTimeStr: '2026-12-25' }];
    return { ...PORTFOLIO_118, portfolioName: 'From the API' };
  }) as ApiCall;
  return { call, asked };
}

const ANSWERS: BootAnswer[] = [
  { path: dateFormat.path, request: {}, data: { date: 'MM/dd/YYYY' } },
  { path: getHoliday.path, request: {}, data: [{ holidayTimeStr: '2026-11-26' }] },
  { path: getPortfolio.path, request: { portfolioId: '118' }, data: PORTFOLIO_118 },
];

/** The document as the browser parses the page the server made. */
const documentOf = (page: string) => ({
  getElementById: (id: string) => {
    const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(page)?.[1];
    return text === undefined ? null : ({ textContent: text } as HTMLElement);
  },
});

describe('boot answers embedded by the server', () => {
  it('answer the boot calls without the API, each once; a retry asks the API', async () => {
    const { call, asked } = fakeApi();
    const answering = answeringFrom(ANSWERS, call);
    expect(await answering(dateFormat, {})).toEqual({ date: 'MM/dd/YYYY' });
    expect(await answering(getPortfolio, { portfolioId: 118 })).toEqual(PORTFOLIO_118);
    expect(asked).toEqual([]);
    expect(await answering(dateFormat, {})).toEqual({ date: 'DD/MM/YYYY' });
    expect(asked).toEqual([`${dateFormat.path} {}`]);
  });

  it('ask the API for anything else: another portfolio, or an answer that does not fit the schema', async () => {
    const { call, asked } = fakeApi();
    const answering = answeringFrom([...ANSWERS.slice(0, 2), { path: getHoliday.path, request: {}, data: [{ holidayTimeStr: 'soon' }] }], call);
    expect((await answering(getPortfolio, { portfolioId: 110 })).portfolioName).toBe('From the API');
    await answering(getHoliday, {});
    expect(await answering(getHoliday, {})).toEqual([{ holidayTimeStr: '2026-12-25' }]);
    expect(asked).toEqual([`${getPortfolio.path} {"portfolioId":110}`, `${getHoliday.path} {}`]);
  });

  it('are read from the page the server made, a "</script>" in the data included', () => {
    const template = { html: '<html><head><title>Loading</title></head><body></body></html>', preloads: () => [] };
    const tricky = { ...PORTFOLIO_118, legalName: 'Bluepeak </script><script>alert(1)</script> LLC' };
    const answers = [...ANSWERS.slice(0, 2), { ...ANSWERS[2]!, data: tricky }];
    const page = renderPage(template, '/sign-in', answers);
    expect(page).not.toContain('<script>alert(1)');
    expect(readBootAnswers(documentOf(page))).toEqual(answers);
  });

  it('are none when the block is missing or unreadable (the Vite dev server, a tampered page)', () => {
    expect(readBootAnswers(documentOf('<html></html>'))).toEqual([]);
    expect(readBootAnswers(documentOf('<script type="application/json" id="boot-answers">{not json</script>'))).toEqual([]);
    expect(readBootAnswers(documentOf('<script type="application/json" id="boot-answers">[{"path":1}]</script>'))).toEqual([]);
  });

  it("feed the app machine's boot actors", async () => {
    const { call, asked } = fakeApi();
    const actors = bootActors(answeringFrom(ANSWERS, call));
    const holidays = await toPromise(createActor(actors.loadHolidays).start());
    const portfolio = await toPromise(createActor(actors.loadPortfolio, { input: { by: 'id', portfolioId: 118 } }).start());
    expect(holidays).toEqual(['2026-11-26']);
    expect(portfolio.portfolioName).toBe(PORTFOLIO_118.portfolioName);
    expect(asked).toEqual([]);
  });
});
