// One borrower's API call on an idle server, the yardstick of "under 1% of one API call" budgets.
import { getPortfolio } from '../src/api/contract/portfolio.ts';
import { load, type Load } from './throughput-load.ts';

/** A database read, one connection, one request at a time. */
export async function measureSingleCall(origin: string): Promise<Load> {
  return load('GET config get-portfolio, 1 connection', `${origin}${getPortfolio.path}?portfolioId=118`, {}, 1);
}
