import type { FastifyRequest } from 'fastify';
import type { PortfolioRow } from '../db/schema.ts';
import type { RenderedMail } from '../mail/layout.ts';
import { linkOrigin } from '../mail/link-origin.ts';
import type { AccountServices } from './services.ts';

/** Mail about one portfolio, asked for by this request: links on the host it came from, if that is ours. */
export function accountMail(services: AccountServices, request: FastifyRequest, brand: PortfolioRow) {
  const origin = linkOrigin({ host: request.host, protocol: request.protocol }, brand, services.production);
  return {
    url: (path: string) => `${origin}${path}`,
    send: (to: string, mail: RenderedMail) => services.mailer.send(brand, to, mail),
  };
}
