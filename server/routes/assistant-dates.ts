import {
  assistantDateFormat,
  assistantPortfolio,
  availableDate,
  countdownSameDay,
  getDefaultDisbursementDate,
  getFutureDate,
  getNextBusinessDay,
} from '#src/api/contract/disbursement-dates.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { nextBusinessDay } from '#src/domain/calendar.ts';
import { businessDaysAfter, earliestFundingDate, pickableDisbursementDates, sameDayFunding } from '#src/domain/same-day-funding.ts';
import type { Services } from '../app-services.ts';
import { monthsOf, namedHolidaysBetween } from '../disbursement/holiday-names.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { portfolioStore } from '../services/portfolios.ts';
import { readSameDayCutOff } from '../services/same-day-cut-off.ts';
import { answerDateFormat, answerPortfolio } from './config.ts';

/**
 * Assistant calls (prefix /dolphin-loan/assistant) that decide when a loan can be funded (decision 0600):
 * the rules are src/domain/same-day-funding.ts, at the server's clock, with the Federal Reserve closures by
 * rule and the cut-off of the caller's portfolio (the query's for the countdown, the borrower's otherwise).
 */
export function registerAssistantDateRoutes(routing: CallRouting, { orm, clock }: Services): void {
  const portfolios = portfolioStore(orm);

  registerCall(routing, countdownSameDay, async ({ portfolioId }) => {
    if (!(await portfolios.byId(portfolioId))) return refuse(RESULT.portfolioNotFound);
    const cutOffTime = await readSameDayCutOff(orm, portfolioId);
    return sameDayFunding(clock.now(), cutOffTime);
  });

  registerCall(routing, availableDate, async (_input, context) => {
    const cutOffTime = await readSameDayCutOff(orm, context.customer.portfolioId);
    const window = pickableDisbursementDates(clock.now(), cutOffTime);
    // The closures of the months the date picker shows, named (issue 11): the picker says which holiday a day is.
    const { from, to } = monthsOf(window.earliest, window.latest);
    return { ...window, holidays: namedHolidaysBetween(from, to) };
  });

  registerCall(routing, getDefaultDisbursementDate, async (_input, context) => {
    const cutOffTime = await readSameDayCutOff(orm, context.customer.portfolioId);
    return { date: earliestFundingDate(clock.now(), cutOffTime) };
  });

  registerCall(routing, getNextBusinessDay, async ({ date }) => ({ date: nextBusinessDay(date) }));

  registerCall(routing, getFutureDate, async ({ date, businessDays }) => ({ date: businessDaysAfter(date, businessDays) }));

  registerCall(routing, assistantDateFormat, answerDateFormat(orm));
  registerCall(routing, assistantPortfolio, answerPortfolio(orm));
}
