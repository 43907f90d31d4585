// Development only (absent when NODE_ENV=production, and to any client but this machine): `npm run ops` sends
// its command here when the running server holds the embedded database (PGlite allows one process at a
// time), and prints the answer as it would had it opened the database itself (decision 0720).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '#src/api/contract/envelope.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Services } from '../app-services.ts';
import { loopbackOnly } from '../http/loopback-only.ts';
import { OpsError, parseOpsCommand } from '../loans/operations.ts';
import type { CallRouting } from '../http/register-call.ts';

export const OPS_PATH = '/dev/ops';

/**
 * A browser page may post to this machine too (a site the developer visits, a name rebound to 127.0.0.1): it
 * always sends Origin on a cross-site POST, and the command line never does. JSON only, no CORS headers.
 */
async function commandLineOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await loopbackOnly(request, reply);
  if (!reply.sent && (request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined)) {
    await reply.code(404).send(fail(RESULT.notFound));
  }
}

export function registerDevOpsRoutes({ app }: CallRouting, { operations }: Services): void {
  app.post(OPS_PATH, { onRequest: commandLineOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = parseOpsCommand(request.body);
    if ('error' in parsed) return { ok: false, error: parsed.error };
    try {
      return { ok: true, result: await operations.run(parsed.command) };
    } catch (error) {
      if (error instanceof OpsError) return { ok: false, error: error.message };
      throw error;
    }
  });
}
