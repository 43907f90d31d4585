import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dateFormat, getHoliday } from '#src/api/contract/calendar.ts';
import { getPortfolio, getPortfolioByDomain, getPortfolioProgram, listPortfolio } from '#src/api/contract/portfolio.ts';
import { envelopeSchema } from '#src/api/contract/envelope.ts';
import { build, manualClock } from '../helper.ts';

const PORTFOLIO_110 = {
  portfolioId: 110,
  portfolioName: 'Goldcrest Lending',
  legalName: 'Goldcrest Lending, LLC',
  domainOfWeb: 'p110.localhost',
  domainOfWap: 'm.p110.localhost',
  faviconUrl: '/brand/110/favicon.svg',
  primaryColor: '#1C2434',
  secondaryColor: '#C8A24A',
  thirdColor: '#F6F1E4',
  customerServicePhone: '(888) 555-0110',
  customerServiceEmail: 'care@goldcrestlending.example',
  originating: true,
  // Every state but those no program lends in (AR, AZ, CT, DC, GA, MA, MD, NC, NJ, NY, PA, PR, VT, WV).
  servedStates: 'AK AL CA CO DE FL HI IA ID IL IN KS KY LA ME MI MN MO MS MT ND NE NH NM NV OH OK OR RI SC SD TN TX UT VA WA WI WY'.split(' '),
  behaviorTracking: true,
};

const PORTFOLIO_118 = {
  portfolioId: 118,
  portfolioName: 'Bluepeak Loans',
  legalName: 'Bluepeak Financial Services, Inc.',
  domainOfWeb: 'p118.localhost',
  domainOfWap: 'm.p118.localhost',
  faviconUrl: '/brand/118/favicon.svg',
  primaryColor: '#1565C0',
  secondaryColor: '#64B5F6',
  thirdColor: '#E3F2FD',
  customerServicePhone: '(877) 555-0118',
  customerServiceEmail: 'help@bluepeakloans.example',
  originating: true,
  // Nor those where a 36% APR cap applies from the first dollar: Bluepeak's program has no capped terms.
  servedStates: 'AK AL CA DE FL HI IA ID IN KS KY LA ME MI MO MS ND NV OH OK OR RI SC TN TX UT VA WA WI WY'.split(' '),
  behaviorTracking: true,
};

const NOT_FOUND = { code: -10601, message: 'This site is not set up for any lender.', data: null };

/** GETs a path and checks the envelope and, on success, the data against the call's response schema. */
async function call(app: Awaited<ReturnType<typeof build>>, url: string, response?: v.GenericSchema) {
  const reply = await app.inject({ method: 'GET', url });
  expect(reply.statusCode).toBe(200);
  const body = v.parse(envelopeSchema, reply.json());
  if (body.code === 1 && response) v.parse(response, body.data);
  return body;
}

describe('config date-format', () => {
  it('answers the seeded date pattern', async () => {
    const app = await build();
    expect(await call(app, dateFormat.path, dateFormat.response)).toEqual({ code: 1, message: 'Success', data: { date: 'MM/dd/YYYY' } });
  });
});

describe('assistant get-holiday', () => {
  it('answers the Federal Reserve closures of this year and next, in order, by the business calendar', async () => {
    const app = await build({ clock: manualClock(Date.parse('2026-03-16T16:00:00Z')) });
    const body = await call(app, getHoliday.path, getHoliday.response);
    const dates = (body.data as { holidayTimeStr: string }[]).map((holiday) => holiday.holidayTimeStr);
    expect(dates.slice(0, 3)).toEqual(['2026-01-01', '2026-01-19', '2026-02-16']);
    // 2027: Independence Day on a Sunday is observed Monday; Juneteenth and Christmas on Saturdays close nothing.
    expect(dates).toContain('2027-07-05');
    expect(dates).not.toContain('2027-06-18');
    expect(dates).not.toContain('2027-12-24');
    expect(dates.at(-1)).toBe('2027-11-25');
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => date.startsWith('2026') || date.startsWith('2027'))).toBe(true);
  });

  it('takes the year in New York: at 23:30 on 31 December there it is still the old year', async () => {
    // 2026-01-01T04:30Z is 2025-12-31 23:30 in New York.
    const app = await build({ clock: manualClock(Date.parse('2026-01-01T04:30:00Z')) });
    const dates = ((await call(app, getHoliday.path)).data as { holidayTimeStr: string }[]).map((holiday) => holiday.holidayTimeStr);
    expect(dates[0]).toBe('2025-01-01');
    expect(dates.at(-1)).toBe('2026-12-25');
  });

  it('moves to the new year on a running server once New York reaches 1 January', async () => {
    const clock = manualClock(Date.parse('2026-01-01T04:30:00Z'));
    const app = await build({ clock });
    const firstDate = async () => ((await call(app, getHoliday.path)).data as { holidayTimeStr: string }[])[0]?.holidayTimeStr;
    expect(await firstDate()).toBe('2025-01-01');
    clock.advance(60 * 60 * 1000);
    expect(await firstDate()).toBe('2026-01-01');
  });
});

describe('assistant get-portfolio-by-domain', () => {
  it.each([
    ['p110.localhost', PORTFOLIO_110],
    ['m.p110.localhost', PORTFOLIO_110],
    ['p118.localhost', PORTFOLIO_118],
    ['M.P118.LocalHost:8080', PORTFOLIO_118],
  ])('finds the brand of %s (web or mobile domain, any case, port ignored)', async (domain, expected) => {
    const app = await build();
    const body = await call(app, `${getPortfolioByDomain.path}?domain=${encodeURIComponent(domain)}`, getPortfolioByDomain.response);
    expect(body).toEqual({ code: 1, message: 'Success', data: expected });
  });

  it('answers -10601 for a domain no brand uses', async () => {
    const app = await build();
    expect(await call(app, `${getPortfolioByDomain.path}?domain=lender.example.com`)).toEqual(NOT_FOUND);
  });
});

describe('config get-portfolio', () => {
  it('answers portfolio 118, the development host brand', async () => {
    const app = await build();
    expect(await call(app, `${getPortfolio.path}?portfolioId=118`, getPortfolio.response)).toEqual({ code: 1, message: 'Success', data: PORTFOLIO_118 });
  });

  it('answers -10601 for an unknown portfolio id', async () => {
    const app = await build();
    expect(await call(app, `${getPortfolio.path}?portfolioId=999`)).toEqual(NOT_FOUND);
  });
});

describe('config list-portfolio', () => {
  it('lists both brands by id', async () => {
    const app = await build();
    expect(await call(app, listPortfolio.path, listPortfolio.response)).toEqual({ code: 1, message: 'Success', data: [PORTFOLIO_110, PORTFOLIO_118] });
  });
});

describe('infrastructure get-portfolio-program', () => {
  it('answers the loan program with its limits in cents', async () => {
    const app = await build();
    const body = await call(app, `${getPortfolioProgram.path}?portfolioId=110`, getPortfolioProgram.response);
    expect(body.data).toEqual({
      portfolioId: 110,
      programCode: 'GC-INSTALLMENT',
      programName: 'Goldcrest Installment Loan',
      minLoanAmount: 30_000,
      maxLoanAmount: 250_000,
      originating: true,
    });
  });

  it('answers -10601 for an unknown portfolio id', async () => {
    const app = await build();
    expect(await call(app, `${getPortfolioProgram.path}?portfolioId=42`)).toEqual(NOT_FOUND);
  });
});
