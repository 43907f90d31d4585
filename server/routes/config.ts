import { dateFormat } from '#src/api/contract/calendar.ts';
import { getPortfolio, listPortfolio } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import type { AppDatabase } from '../db/database.ts';
import { DATE_PATTERN_KEY } from '../db/seed.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallHandler, type CallRouting } from '../http/register-call.ts';
import { readSetting } from '../services/settings.ts';
import { portfolioStore, toPortfolio } from '../services/portfolios.ts';

/** config date-format; assistant date-format answers with the same code (server/routes/assistant-dates.ts). */
export function answerDateFormat(orm: AppDatabase): CallHandler<typeof dateFormat> {
  return async () => ({ date: await readSetting(orm, DATE_PATTERN_KEY) });
}

/** config get-portfolio; assistant portfolio/get answers with the same code. */
export function answerPortfolio(orm: AppDatabase): CallHandler<typeof getPortfolio> {
  const portfolios = portfolioStore(orm);
  return async ({ portfolioId }) => {
    const row = await portfolios.publicById(portfolioId);
    return row ? toPortfolio(row) : refuse(RESULT.portfolioNotFound);
  };
}

/** Config calls (prefix /dolphin-config) the app makes at start. */
export function registerConfigRoutes(routing: CallRouting, { orm }: Services): void {
  const portfolios = portfolioStore(orm);

  registerCall(routing, dateFormat, answerDateFormat(orm));
  registerCall(routing, getPortfolio, answerPortfolio(orm));

  registerCall(routing, listPortfolio, async () => (await portfolios.list()).map(toPortfolio));
}
