// The only process entry: `node --import tsx server/main.ts` (npm start). Everything else builds on buildApp.
import { asc } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { portfolio } from './db/schema.ts';
import { warmUpAgreementPdf } from './signing/warm-up.ts';
import { startBanner } from './start-banner.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** Connections waiting to be accepted; Linux allows up to net.core.somaxconn (4,096 on current kernels). */
const LISTEN_BACKLOG = 4_096;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      app.log.warn({ signal }, 'Second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'Shutting down: closing the server, then the database');
    // Requests in flight may finish; a stuck one must not keep the process alive for ever.
    setTimeout(() => {
      app.log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => {
        app.log.info('Server and database closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // A burst of new connections (a crowd, or bench:payments' 1,000 at once) waits in the kernel's queue instead of being
  // reset when it outgrows Node's default 511; the kernel caps it at net.core.somaxconn (decision 0730).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  // In the background: the first borrower's agreement is then made as fast as the next ones.
  warmUpAgreementPdf().catch((error: unknown) => app.log.warn({ err: error }, 'Warming up the agreement PDF failed'));
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  app.log.info(
    // Where files go, never the bucket's key: the endpoint and bucket only.
    {
      database: config.database.driver,
      files: config.files.driver === 'directory' ? config.files.root : `${config.files.endpoint}/${config.files.bucket}`,
      staticDir: config.staticDir,
    },
    `Borrower app and API on http://localhost:${shownPort} (brands: http://p110.localhost:${shownPort}, http://p118.localhost:${shownPort})`,
  );
  if (!config.production) {
    // The outbox holds every login code and link; say who can read it (decision 0211).
    app.log.info(
      `Development pages: http://localhost:${shownPort}/dev/outbox answers this machine only (127.0.0.0/8, ::1; not through a proxy); NODE_ENV=production removes it`,
    );
  }
  // Last, for a person at the terminal: the brands' addresses, the demo accounts and the outbox. The demo's own
  // e-mails (its coupons) are sent first, so nothing follows it. Cosmetic: a stop meanwhile simply skips it.
  try {
    if (!config.production) await app.jobs.runDue();
    const brands = await app.database.orm
      .select({ id: portfolio.id, name: portfolio.name, domainOfWeb: portfolio.domainOfWeb, domainOfWap: portfolio.domainOfWap })
      .from(portfolio)
      .orderBy(asc(portfolio.id));
    // Through the log's own stream: pino writes its lines a moment later, and a banner written past it would
    // come out before them.
    const logStream = (app.log as unknown as Record<symbol, { write?: (text: string) => void } | undefined>)[pino.symbols.streamSym];
    const write = logStream?.write ? (text: string) => logStream.write!(text) : (text: string) => process.stdout.write(text);
    if (!stopping) write(startBanner({ port: shownPort, brands, production: config.production }));
  } catch (error) {
    if (!stopping) app.log.warn({ err: error }, 'The start banner could not be printed');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
