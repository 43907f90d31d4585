// How the app finds its lender brand: by the domain the page is served from, except on the local
// development host, which always shows the default portfolio (spec section 7).
import { DEFAULT_PORTFOLIO_ID } from '#src/domain/constants.ts';

/** What `new URL(...).hostname` gives for the development host; IPv6 keeps its brackets. */
export const DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export type PortfolioLookup = { by: 'id'; portfolioId: number } | { by: 'domain'; domain: string };

export function portfolioLookupFor(hostname: string): PortfolioLookup {
  const host = hostname.toLowerCase();
  return DEVELOPMENT_HOSTS.includes(host) ? { by: 'id', portfolioId: DEFAULT_PORTFOLIO_ID } : { by: 'domain', domain: host };
}
