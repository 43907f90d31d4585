import { getPortfolioProgram } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { portfolioStore, toPortfolioProgram } from '../services/portfolios.ts';

/** Infrastructure calls (prefix /gateway/servicebus-fssapi/fssapi/infrastructure). */
export function registerInfrastructureRoutes(routing: CallRouting, { orm }: Services): void {
  const portfolios = portfolioStore(orm);

  registerCall(routing, getPortfolioProgram, async ({ portfolioId }) => {
    const row = await portfolios.byId(portfolioId);
    return row ? toPortfolioProgram(row) : refuse(RESULT.portfolioNotFound);
  });
}
