// Development only (absent when NODE_ENV=production, and to any client but this machine): POST /dev/qualify
// gives a signed-up customer without an application the demo-qualified customer's complete, qualified
// application (home flag 2), so a browser test reaches the disbursement wizard with a borrower of its own
// (e2e/disbursement.model.spec.ts: each model path needs a wizard nobody else has walked).
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { businessToday } from '#src/domain/calendar.ts';
import type { Services } from '../app-services.ts';
import type { CallRouting } from '../http/register-call.ts';
import { loopbackOnly } from '../http/loopback-only.ts';
import { DEMO_QUALIFIED, demoCustomerWithoutApplication, insertQualifiedApplication } from './demo-qualified.ts';

export const QUALIFY_PATH = '/dev/qualify';

const qualifySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()),
  portfolioId: v.picklist([110, 118] as const),
});

/** Only a command from this machine without a browser's marks (Origin, Sec-Fetch-Site), as /dev/ops. */
async function commandLineOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await loopbackOnly(request, reply);
  if (!reply.sent && (request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined)) {
    await reply.code(404).send(fail(RESULT.notFound));
  }
}

export function registerDevQualifyRoute({ app }: CallRouting, { orm, clock }: Services): void {
  app.post(QUALIFY_PATH, { onRequest: commandLineOnly }, async (request) => {
    const parsed = v.safeParse(qualifySchema, request.body);
    if (!parsed.success) return { ok: false, error: parsed.issues.map((issue) => issue.message).join('; ') };
    const { email, portfolioId } = parsed.output;
    const customerId = await demoCustomerWithoutApplication(orm, { email, portfolioId });
    if (!customerId) return { ok: false, error: `${email} is not a customer of ${portfolioId} without an application` };
    const demo = DEMO_QUALIFIED.find((each) => each.portfolioId === portfolioId)!;
    const applicationNo = `A${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
    const now = new Date(clock.now());
    const opened = await orm.transaction((tx) =>
      insertQualifiedApplication(tx, customerId, { ...demo, email, applicationNo, dateOfBirth: '1987-06-21' }, now, businessToday(clock.now())),
    );
    return opened ? { ok: true, result: { applicationNo, qualifiedAmountCents: demo.qualifiedAmountCents } } : { ok: false, error: 'not qualified' };
  });
}
