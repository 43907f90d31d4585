// infrastructure save-behavior-record (issue 16, decision 0800): the borrower app's page visits and call
// outcomes, validated by the contract (no personal data fits it), rate-limited per client address, kept in
// behavior_record unless the portfolio's behavior_tracking setting is off. Outside production, this machine
// also reads them back: /dev/behavior/records.json (the e2e privacy check) and /dev/behavior/funnel (ops).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { saveBehaviorRecord } from '#src/api/contract/behavior.ts';
import { portfolioIdParam } from '#src/api/contract/fields.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { isoDateSchema } from '#src/api/contract/fields.ts';
import type { Services } from '../app-services.ts';
import { tooManyRequests } from '../accounts/too-many-requests.ts';
import { throttle } from '../accounts/throttle.ts';
import { behaviorRecords, funnelOf } from '../behavior/records.ts';
import { clientKey } from '../http/client-address.ts';
import { loopbackOnly } from '../http/loopback-only.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';

export const BEHAVIOR_BATCH_WINDOW_MS = 10 * 60 * 1_000;
const THROTTLE_KIND = 'behavior-batch';

export const DEV_BEHAVIOR_RECORDS_PATH = '/dev/behavior/records.json';
export const DEV_BEHAVIOR_FUNNEL_PATH = '/dev/behavior/funnel';

export function registerBehaviorRoutes(routing: CallRouting, { orm, clock, production, config }: Services): void {
  const records = behaviorRecords(orm, clock);
  const limits = throttle(orm, clock);

  registerCall(routing, saveBehaviorRecord, async ({ portfolioId, sessionId, records: sent }, { request, reply }) => {
    const subject = clientKey(request);
    const waitMs = await limits.waitMs(THROTTLE_KIND, subject, BEHAVIOR_BATCH_WINDOW_MS, config.behaviorBatchLimit);
    if (waitMs > 0) return tooManyRequests(reply, waitMs);
    const tracking = await records.trackingOf(portfolioId);
    if (tracking === undefined) return refuse(RESULT.portfolioNotFound);
    await limits.record(THROTTLE_KIND, subject);
    if (!tracking) return { stored: 0, tracking: false };
    return { stored: await records.store(portfolioId, sessionId, sent), tracking: true };
  });

  if (!production) registerDevBehaviorRoutes(routing.app, records);
}

const funnelQuery = v.object({ from: isoDateSchema, to: isoDateSchema, portfolioId: v.optional(portfolioIdParam) });

function registerDevBehaviorRoutes(app: FastifyInstance, records: ReturnType<typeof behaviorRecords>): void {
  app.get(DEV_BEHAVIOR_RECORDS_PATH, { onRequest: loopbackOnly }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return records.all();
  });
  app.get(DEV_BEHAVIOR_FUNNEL_PATH, { onRequest: loopbackOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = v.safeParse(funnelQuery, request.query);
    if (!query.success) return reply.code(400).send({ error: 'from and to are YYYY-MM-DD dates; portfolioId a number' });
    const { from, to, portfolioId } = query.output;
    return funnelOf(await records.pageEvents(from, to, portfolioId), { from, to, portfolioId: portfolioId ?? null });
  });
}
