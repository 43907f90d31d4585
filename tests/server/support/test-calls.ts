// Calls that exist only in tests, registered through buildApp's `extend`: the boot calls are all GETs,
// and registerCall must be proven on bodies, refusals, thrown errors and authentication too.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineCall } from '#src/api/contract/define-call.ts';
import { PREFIX } from '#src/api/contract/prefixes.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { setting } from '#server/db/schema.ts';
import { refuse } from '#server/http/refusal.ts';
import { registerCall, type CallRouting } from '#server/http/register-call.ts';

export const saveNote = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/test-save-note`,
  request: v.object({ title: v.pipe(v.string(), v.minLength(1)), amountCents: v.pipe(v.number(), v.integer()) }),
  response: v.object({ saved: v.string() }),
  authenticated: false,
});

export const explode = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/test-explode`,
  request: v.object({}),
  response: v.object({}),
  authenticated: false,
});

export const breakContract = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/test-break-contract`,
  request: v.object({}),
  response: v.object({ amountCents: v.pipe(v.number(), v.integer()) }),
  authenticated: false,
});

export const whoAmI = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/test-who-am-i`,
  request: v.object({}),
  response: v.object({ customer: v.string() }),
  authenticated: true,
});

export const NOTE_KEY = 'test-note';
export const EXPLOSION = 'disk on fire at /var/lib/secret-path';

export function registerTestCalls(routing: CallRouting): void {
  const orm = routing.app.database.orm;
  registerCall(routing, saveNote, async ({ title, amountCents }) => {
    if (title === 'closed') return refuse(RESULT.portfolioNotOriginating);
    await orm.insert(setting).values({ key: NOTE_KEY, value: `${title}:${amountCents}` });
    return { saved: `${title}:${amountCents}` };
  });
  registerCall(routing, explode, async () => {
    throw new Error(EXPLOSION);
  });
  // Deliberately answers a fraction where the contract says integer cents.
  registerCall(routing, breakContract, async () => ({ amountCents: 12.5 }));
}

export async function savedNote(app: FastifyInstance): Promise<string | undefined> {
  const [row] = await app.database.orm.select().from(setting).where(eq(setting.key, NOTE_KEY));
  return row?.value;
}
