// The app machine's boot calls, made through the API client.
import { fromPromise } from 'xstate';
import type { ApiCall } from '#src/api/client.ts';
import { dateFormat, getHoliday } from '#src/api/contract/calendar.ts';
import { getPortfolio, getPortfolioByDomain, type Portfolio } from '#src/api/contract/portfolio.ts';
import type { PortfolioLookup } from '#machines/app/portfolio-lookup.ts';

export function bootActors(call: ApiCall) {
  return {
    loadDatePattern: fromPromise<string>(async ({ signal }) => (await call(dateFormat, {}, { signal })).date),
    loadHolidays: fromPromise<readonly string[]>(async ({ signal }) => (await call(getHoliday, {}, { signal })).map((holiday) => holiday.holidayTimeStr)),
    loadPortfolio: fromPromise<Portfolio, PortfolioLookup>(({ input, signal }) =>
      input.by === 'id' ? call(getPortfolio, { portfolioId: input.portfolioId }, { signal }) : call(getPortfolioByDomain, { domain: input.domain }, { signal }),
    ),
  };
}
