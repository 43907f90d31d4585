import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { customerAuthenticator } from './accounts/authenticator.ts';
import { resolveDataKey } from './application/data-key.ts';
import { installDataKey } from './application/sealed.ts';
import { moveStatementBytesOut } from './application/statement-files.ts';
import { seedDemoCustomers } from './accounts/demo-customers.ts';
import { openDatabase } from './db/open-database.ts';
import { fileStoreOf } from './files/open-file-store.ts';
import type { FileStore } from './files/file-store.ts';
import { seedDatabase } from './db/seed.ts';
import { clientError, frameworkError, installErrorHandling } from './http/error-handling.ts';
import type { Authenticator, CallRouting } from './http/register-call.ts';
import { createLogger } from './logger.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import type { RealtimeHub } from './realtime.ts';
import { buildServices, openRealtime, type Services } from './app-services.ts';
import { registerAssistantRoutes } from './routes/assistant.ts';
import { registerAssistantDateRoutes } from './routes/assistant-dates.ts';
import { registerApiDocsRoutes } from './routes/api-docs.ts';
import { registerBehaviorRoutes } from './routes/behavior.ts';
import { registerOnlinePortfolioRoutes } from './routes/online-portfolio.ts';
import { registerBrandRoutes } from './routes/brand.ts';
import { registerConfigRoutes } from './routes/config.ts';
import { registerConfigFormRoutes } from './routes/config-forms.ts';
import { registerDevQualifyRoute } from './disbursement/dev-qualify.ts';
import { registerConsentRoutes } from './routes/consent.ts';
import { registerPasswordRoutes } from './routes/customer-passwords.ts';
import { registerSignInRoutes } from './routes/customer-sign-in.ts';
import { registerSignUpRoutes } from './routes/customer-sign-up.ts';
import { registerDisbursementRoutes } from './routes/disbursement.ts';
import { registerDevOutboxRoutes } from './routes/dev-outbox.ts';
import { registerHealthRoute } from './routes/health.ts';
import { registerInfrastructureRoutes } from './routes/infrastructure.ts';
import { registerLoanRoutes } from './routes/loan-lists.ts';
import { registerOnlineApplicationRoutes } from './routes/online-application.ts';
import { registerOnlineResourceRoutes } from './routes/online-resources.ts';
import { registerIbvRoutes } from './routes/online-ibv.ts';
import { registerSigningRoutes } from './routes/signing.ts';
import { registerLoanLifeRoutes } from './routes/loan-life.ts';
import { registerDevOpsRoutes } from './routes/dev-ops.ts';
import { cleanupJobHandlers, scheduleCleanup } from './jobs/cleanup.ts';
import { createJobWorker, type JobWorker } from './jobs/worker.ts';
import { loanJobHandlers } from './loans/loan-jobs.ts';
import { seedDemoLoans } from './loans/demo-loans.ts';
import { repaymentJobHandlers } from './repayment/jobs.ts';
import { registerRepaymentRoutes } from './routes/repayment.ts';
import { couponJobHandlers } from './coupons/jobs.ts';
import { registerCouponRoutes } from './routes/coupon.ts';
import { registerLegalRoutes } from './routes/legal.ts';
import { seedDemoQualified } from './disbursement/demo-qualified.ts';
import { seedDemoUnsigned } from './disbursement/demo-unsigned.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish to borrowers' sockets (e.g. the e-signature callback's ticket and status). */
    realtime: RealtimeHub;
    database: Database;
    /** Files outside the database (statements), decision 0505. */
    files: FileStore;
    /** The durable jobs of decision 0720; tests run the due ones at once with `app.jobs.runDue()`. */
    jobs: JobWorker;
  }
}

export type BuildOptions = {
  /** An open database to use instead of opening config.database; the caller keeps it open after close (tests). */
  database?: Database;
  /** Where log lines go; standard output by default (tests capture them here). */
  logDestination?: DestinationStream;
  /** Decides who is calling; the customer sessions of issue 4 unless another is given (tests). */
  authenticator?: Authenticator;
  /** More routes beside the standard ones, registered before the app is ready (tools and tests). */
  extend?: (routing: CallRouting) => void | Promise<void>;
  /** Where files go instead of DATA_DIR/files (tests). */
  files?: FileStore;
  /**
   * Seed the demo applications (outside production): the qualified customers' (issue 11), and the unsigned
   * customers', whose loans get the terms to sign (issue 12). By default only a server that opens its own
   * database does: the server tests share one and count its application rows, so a test asks for them.
   */
  demoApplications?: boolean;
};

/** A route module: it registers its routes on `routing` with what it takes from `services` (decision 0200). */
type RouteModule = (routing: CallRouting, services: Services) => void;

/** A development page's module: registered outside production only. */
const developmentOnly =
  (register: RouteModule): RouteModule =>
  (routing, services) => {
    if (!services.production) register(routing, services);
  };

/** Every route module registered before the realtime channel opens, in order. */
const ROUTES_BEFORE_THE_CHANNEL: readonly RouteModule[] = [
  registerHealthRoute,
  registerBrandRoutes,
  registerConfigRoutes,
  registerConfigFormRoutes,
  registerAssistantRoutes,
  registerAssistantDateRoutes,
  registerInfrastructureRoutes,
  registerBehaviorRoutes,
  registerOnlinePortfolioRoutes,
  registerSignInRoutes,
  registerSignUpRoutes,
  registerPasswordRoutes,
  registerConsentRoutes,
  registerIbvRoutes,
  registerOnlineApplicationRoutes,
  registerOnlineResourceRoutes,
  registerLoanRoutes,
  registerDisbursementRoutes,
  registerRepaymentRoutes,
  registerCouponRoutes,
  registerLegalRoutes,
  developmentOnly(registerDevOutboxRoutes),
  developmentOnly(registerApiDocsRoutes),
  developmentOnly(registerDevQualifyRoute),
];

/** The route modules that publish to the channel, or come after those that do, in order. */
const ROUTES_AFTER_THE_CHANNEL: readonly RouteModule[] = [registerSigningRoutes, registerLoanLifeRoutes, developmentOnly(registerDevOpsRoutes)];

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request id for logs and for the borrower to quote: the proxy's own when it sends a sane one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The whole server, ready to listen or to be injected into: database open, migrated and seeded,
 * security headers and rate limit, API routes, realtime channel, and the built app with its fallback.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Before anything opens: without its data key the server could not read what it sealed (ConfigError).
  installDataKey(resolveDataKey(config));
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logDestination),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  const ownsDatabase = options.database === undefined;
  const db = options.database ?? (await openDatabase(config.database, app.log));
  const files = options.files ?? fileStoreOf(config.files);
  try {
    await db.migrate();
    await moveStatementBytesOut(db.orm, files, app.log);
    await seedDatabase(db.orm);
    const services = buildServices({ config, database: db, files, log: app.log });
    if (!config.production) {
      await seedDemoCustomers(db.orm, config.clock, services.accounts.hasher);
      await seedDemoLoans(db.orm, config.clock, { withLedgers: options.demoApplications ?? ownsDatabase });
      if (options.demoApplications ?? ownsDatabase) {
        await seedDemoQualified(db.orm, config.clock);
        await seedDemoUnsigned(db.orm, config.clock);
      }
    }

    // The API speaks JSON only: any other body is answered 415 rather than guessed at.
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    // The server's share of a request's time (Server-Timing), read by the browser's network panel and by
    // `npm run bench` beside what the borrower waits (issue 18, defect 11). Not in production: a precise
    // timer of each answer serves the developer only.
    if (!config.production) {
      app.addHook('onSend', async (_request, reply) => {
        reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      });
    }

    await registerSecurity(app, config);
    const appPage = await registerStaticApp(app, config.staticDir);
    installErrorHandling(app, appPage);

    const authenticator = options.authenticator ?? customerAuthenticator(services.accounts.sessions);
    const routing: CallRouting = { app, authenticator, checkResponses: !config.production };
    for (const register of ROUTES_BEFORE_THE_CHANNEL) register(routing, services);

    // After the routes above: a GET route registered after the channel is one a WebSocket upgrade may open.
    const realtime = await openRealtime(app, services);
    app.decorate('realtime', realtime);
    // After the channel: signing publishes { ticket, signStatus } to the sessions waiting for an agreement.
    for (const register of ROUTES_AFTER_THE_CHANNEL) register(routing, services);

    // The loan's life after signing (decision 0720): the jobs beside the borrower's withdrawal and the operators' route.
    const { mailer, lifeSettings, links } = services;
    const jobs = createJobWorker({
      orm: db.orm,
      clock: config.clock,
      log: app.log,
      handlers: {
        ...loanJobHandlers({ mailer, settings: lifeSettings }),
        ...repaymentJobHandlers({ mailer }),
        ...couponJobHandlers({ mailer, links }),
        ...cleanupJobHandlers({ inactiveCustomerDays: config.inactiveCustomerDays, log: app.log }),
      },
      pollIntervalMs: config.jobPollIntervalMs,
    });
    // Expired throttle events and never-created accounts, hourly (decision 0212).
    await scheduleCleanup(db.orm, config.clock);
    app.decorate('jobs', jobs);
    app.decorate('database', db);
    app.decorate('files', files);
    await options.extend?.(routing);

    // Fastify stops the HTTP server first; then the job in hand finishes, the channel stops and the database closes.
    app.addHook('onClose', async () => {
      await jobs.stop();
      mailer.close();
      await realtime.close();
      if (ownsDatabase) await db.close();
    });
    await app.ready();
    jobs.start();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await db.close().catch(() => undefined);
    throw error;
  }
}
