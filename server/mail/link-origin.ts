// Where e-mailed links point. Only a host we serve is trusted from the request; a forged Host header
// gets the portfolio's web domain, so a link can never be made to point somewhere else.
import type { PortfolioRow } from '../db/schema.ts';
import { DEVELOPMENT_HOSTS, normalizeHost } from '../services/portfolios.ts';

const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

export type LinkRequest = { host: string; protocol: string };

/** The origin (scheme, host, port) for links in mail about this portfolio, asked for by this request. */
export function linkOrigin(request: LinkRequest, brand: Pick<PortfolioRow, 'domainOfWeb' | 'domainOfWap'>, production: boolean): string {
  const scheme = production ? 'https' : request.protocol === 'https' ? 'https' : 'http';
  const match = HOST.exec(request.host);
  if (match) {
    const name = normalizeHost(request.host);
    const ours = name === brand.domainOfWeb || name === brand.domainOfWap || (!production && DEVELOPMENT_HOSTS.has(name));
    const port = match[1] && match[1] !== DEFAULT_PORT[scheme] ? `:${match[1]}` : '';
    if (ours) return `${scheme}://${name}${port}`;
  }
  return `${scheme}://${brand.domainOfWeb}`;
}
