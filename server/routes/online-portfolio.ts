// Two public online calls of issue 16: portfolioId/get (which portfolio a page belongs to: the host's, or a
// loan's for its own borrower) and get-simulated-data (a quote without an application, for the welcome page's
// calculator: the domain library's schedule and Truth-in-Lending figures at the portfolio's pricing).
import { getPortfolioId } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { getSimulatedData, simulationPaydayRange } from '#src/api/contract/simulation.ts';
import { businessToday, nextBusinessDay } from '#src/domain/calendar.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYDAY_ON_HOLIDAY } from '#src/domain/codes/payroll.ts';
import { DEFAULT_PORTFOLIO_ID } from '#src/domain/constants.ts';
import type { Services } from '../app-services.ts';
import { PROGRAM_PRICING, programAmountRange } from '../disbursement/pricing.ts';
import { quoteOf } from '../disbursement/quote.ts';
import { isRefusal, refuse } from '../http/refusal.ts';
import { loanStore } from '../loans/loan-store.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { DEVELOPMENT_HOSTS, normalizeHost, portfolioStore } from '../services/portfolios.ts';

export function registerOnlinePortfolioRoutes(routing: CallRouting, { orm, clock, production }: Services): void {
  const portfolios = portfolioStore(orm);
  const loans = loanStore(orm, clock);

  registerCall(routing, getPortfolioId, async ({ loanNo }, { request }) => {
    if (loanNo === undefined) {
      const host = normalizeHost(request.host);
      if (!production && DEVELOPMENT_HOSTS.has(host)) return { portfolioId: DEFAULT_PORTFOLIO_ID, from: 'host' as const };
      const row = await portfolios.byHost(host);
      return row ? { portfolioId: row.id, from: 'host' as const } : refuse(RESULT.portfolioNotFound);
    }
    // A loan's portfolio is the borrower's own business: the same token check as a signed-in call.
    const who = await routing.authenticator!(request);
    if (isRefusal(who)) return who;
    const portfolioId = await loans.portfolioOf(who.customer.customerId, loanNo);
    return portfolioId === undefined ? refuse(RESULT.loanNotFound) : { portfolioId, from: 'loan' as const };
  });

  registerCall(routing, getSimulatedData, async ({ portfolioId, amountCents, paymentFrequency, firstPayday }) => {
    const row = await portfolios.byId(portfolioId);
    const pricing = PROGRAM_PRICING[portfolioId as keyof typeof PROGRAM_PRICING];
    if (!row || !pricing) return refuse(RESULT.portfolioNotFound);
    if (!row.originating) return refuse(RESULT.portfolioNotOriginating);
    const step = pricing.amountStepCents;
    const amountRange = programAmountRange(pricing, row);
    if (amountCents < amountRange.minAmountCents || amountCents > amountRange.maxAmountCents) {
      return refuse(RESULT.loanAmountOutOfRange, { minCents: amountRange.minAmountCents, maxCents: amountRange.maxAmountCents });
    }
    if (amountCents % step !== 0) return refuse(RESULT.loanAmountOffStep);
    const today = businessToday(clock.now());
    const paydays = simulationPaydayRange(today);
    if (firstPayday < paydays.min || firstPayday > paydays.max) return refuse(RESULT.simulationPaydayInvalid);

    const disbursementDate = nextBusinessDay(today);
    const payroll = { frequency: paymentFrequency, lastPayday: firstPayday, paydayOnHoliday: PAYDAY_ON_HOLIDAY.previousBusinessDay };
    const { annualRateBps, installmentCount, ...quote } = quoteOf(pricing, { terms: pricing.terms, aprCapPercent: null }, payroll, {
      amountCents,
      paymentFrequency,
      repaymentMode: PAYMENT_MODE.ach,
      disbursementDate,
      disbursementMode: PAYMENT_MODE.ach,
    });
    return { amountCents, paymentFrequency, disbursementDate, installmentCount, annualRatePercent: annualRateBps / 100, amountRange, quote };
  });
}
