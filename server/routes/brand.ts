import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import type { CallRouting } from '../http/register-call.ts';
import { portfolioStore } from '../services/portfolios.ts';

const params = v.object({ portfolioId: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

/** Brand files kept in the portfolio record: the favicon at the faviconUrl the portfolio calls answer. */
export function registerBrandRoutes({ app }: CallRouting, { orm }: Services): void {
  const portfolios = portfolioStore(orm);

  app.get('/brand/:portfolioId/favicon.svg', async (request, reply) => {
    const parsed = v.safeParse(params, request.params);
    const svg = parsed.success ? await portfolios.faviconSvg(parsed.output.portfolioId) : undefined;
    if (svg === undefined) return reply.code(404).send(fail(RESULT.portfolioNotFound));

    // The record may change without a release: cache for a day, then revalidate by content.
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
