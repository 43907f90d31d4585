import { getHoliday } from '#src/api/contract/calendar.ts';
import { getPortfolioByDomain } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday, federalReserveHolidays } from '#src/domain/calendar.ts';
import type { Services } from '../app-services.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { portfolioStore, toPortfolio } from '../services/portfolios.ts';

/** Assistant calls (prefix /dolphin-loan/assistant) the app makes at start. */
export function registerAssistantRoutes(routing: CallRouting, { orm, clock }: Services): void {
  const portfolios = portfolioStore(orm);

  // The closure dates of this year and next, "this year" being the business calendar's (New York). The same
  // answer all year, so it is built once per year: the app asks at every start.
  const answers = new Map<number, Array<{ holidayTimeStr: string }>>();
  registerCall(routing, getHoliday, async () => {
    const year = Number(businessToday(clock.now()).slice(0, 4));
    let answer = answers.get(year);
    if (answer === undefined) {
      answer = [year, year + 1].flatMap((each) => federalReserveHolidays(each)).map((date) => ({ holidayTimeStr: date }));
      answers.set(year, answer);
    }
    return answer;
  });

  registerCall(routing, getPortfolioByDomain, async ({ domain }) => {
    const row = await portfolios.byHost(domain);
    return row ? toPortfolio(row) : refuse(RESULT.portfolioNotFound);
  });
}
