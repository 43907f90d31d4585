// The only process entry: `node --import tsx server/main.ts` (npm start). Everything else builds on buildApp.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  app.log.info(
    { database: config.database.driver, staticDir: config.staticDir },
    `Borrower app and API on http://localhost:${shownPort} (brands: http://p110.localhost:${shownPort}, http://p118.localhost:${shownPort})`,
  );
  if (!config.production) {
    // The outbox holds every login code and link; say who can read it (decision 0211).
    app.log.info(
      `Development pages: http://localhost:${shownPort}/dev/outbox answers this machine only (127.0.0.0/8, ::1; not through a proxy); NODE_ENV=production removes it`,
    );
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
