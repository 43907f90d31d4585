import type { Services } from '../app-services.ts';
import type { CallRouting } from '../http/register-call.ts';

/**
 * 200 while the database answers; 503 when it does not, so a load balancer sends no traffic here.
 * The route exists only once the database is open and migrated (buildApp resolves after that), and
 * Fastify answers 503 to new requests while the server closes.
 */
export function registerHealthRoute({ app }: CallRouting, { database: db }: Services): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'Health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'ok' };
  });
}
