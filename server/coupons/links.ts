// Where a coupon's e-mailed link points (decision 0750): the loan's portfolio web domain, https in production; in
// development the server's own port on that name (p110.localhost resolves to this machine), as /dev/outbox shows.
import type { PortfolioRow } from '../db/schema.ts';

export const COUPON_VERIFICATION_PAGE = '/coupon/verification';

export type LinkSettings = { production: boolean; port?: number | undefined };

export function couponLink(brand: Pick<PortfolioRow, 'domainOfWeb'>, identifier: string, { production, port }: LinkSettings): string {
  const origin = production ? `https://${brand.domainOfWeb}` : `http://${brand.domainOfWeb}${port && port !== 80 ? `:${port}` : ''}`;
  return `${origin}${COUPON_VERIFICATION_PAGE}/${identifier}`;
}
