// The services of the server (issue 10, decision 0200), built in this one place from the config and the open
// database: the clock, the database and its Drizzle API, the files, the mailer, the accounts' stores, the loan,
// repayment, coupon and bank-verification services, and the realtime hub. Every route module receives them as
// `(routing, services)` and takes what it needs; none builds a store another one also builds. The sealed data's key
// is installed before anything opens (buildApp, server/application/sealed.ts); the sealer then serves the process.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppDatabase, Database } from './db/database.ts';
import type { FileStore } from './files/file-store.ts';
import { accountServices, type AccountServices } from './accounts/services.ts';
import { couponService, type CouponService } from './coupons/service.ts';
import { ibvRequests, type IbvRequests } from './ibv/requests.ts';
import { SANDBOX_ADAPTERS } from './ibv/sandbox/adapters.ts';
import type { LifeSettings } from './loans/decisions.ts';
import { loanOperations, type LoanOperations } from './loans/operations.ts';
import { withdrawalService, type WithdrawalService } from './loans/withdrawal.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerRealtime, type RealtimeHub } from './realtime.ts';
import { repaymentService, type RepaymentService } from './repayment/service.ts';
import { portfolioStore } from './services/portfolios.ts';

export type Services = {
  /** The settings the routes read (limits, timings, the port its links name). */
  readonly config: Config;
  readonly clock: Clock;
  /** Production hides development pages and mails for real. */
  readonly production: boolean;
  readonly log: FastifyBaseLogger;
  /** The open database (health, the realtime channel) and the Drizzle API the stores query. */
  readonly database: Database;
  readonly orm: AppDatabase;
  /** Files outside the database (statements), decision 0505. */
  readonly files: FileStore;
  readonly mailer: Mailer;
  /** The accounts' stores, limits and password hasher (issue 4). */
  readonly accounts: AccountServices;
  /** The bank verification requests, over the sandbox providers' adapters (issue 5). */
  readonly ibv: IbvRequests;
  readonly repayment: RepaymentService;
  readonly coupons: CouponService;
  /** The loan's life after signing (decision 0720): the borrower's withdrawal and watch, the operators' commands. */
  readonly lifeSettings: LifeSettings;
  readonly withdrawals: WithdrawalService;
  readonly operations: LoanOperations;
  /** What the links a mail or a command prints lead to: this development server's port, or the production site. */
  readonly links: { production: boolean; port: number };
  /**
   * Publishes to borrowers' sockets (signing's ticket and status). Read once the channel is open (openRealtime):
   * the channel is registered after the routes that do not publish, and before those that do.
   */
  readonly realtime: RealtimeHub;
};

/** How openRealtime hands each services object its hub. */
const channelOpeners = new WeakMap<Services, (hub: RealtimeHub) => void>();

export type ServiceSources = { config: Config; database: Database; files: FileStore; log: FastifyBaseLogger };

/** Every service over the migrated database; the realtime hub joins when openRealtime opens the channel. */
export function buildServices({ config, database, files, log }: ServiceSources): Services {
  const { clock, production } = config;
  const orm = database.orm;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, production, orm, clock, log });
  const lifeSettings = { fundingCompletesAfterMs: config.fundingCompletesAfterMs };
  const links = { production, port: config.port };
  let realtime: RealtimeHub | undefined;
  const services: Services = {
    config,
    clock,
    production,
    log,
    database,
    orm,
    files,
    mailer,
    accounts: accountServices({
      orm,
      clock,
      mailer,
      production,
      passwordHashLogN: config.passwordHashLogN,
      passwordHashing: { concurrency: config.passwordHashConcurrency, queue: config.passwordHashQueue },
      addressAttemptLimit: config.addressAttemptLimit,
      loginCodeMailLimit: config.loginCodeMailLimit,
    }),
    ibv: ibvRequests({ orm, clock, adapters: SANDBOX_ADAPTERS }),
    repayment: repaymentService(orm, clock),
    coupons: couponService(orm, clock),
    lifeSettings,
    withdrawals: withdrawalService(orm, clock, lifeSettings),
    operations: loanOperations(orm, clock, lifeSettings, links),
    links,
    get realtime() {
      if (!realtime) throw new Error('The realtime channel is not open yet (openRealtime, after the routes that do not publish)');
      return realtime;
    },
  };
  channelOpeners.set(services, (hub) => (realtime = hub));
  return services;
}

/**
 * Opens the realtime channel (/realtime/{systemCode}/{sessionId}) on the app and gives its hub to the services.
 * Registered after the routes that do not publish: a GET route registered after it is one a WebSocket upgrade may open.
 */
export async function openRealtime(app: FastifyInstance, services: Services): Promise<RealtimeHub> {
  const portfolios = portfolioStore(services.orm);
  const hub = await registerRealtime(app, services.database, {
    clock: services.clock,
    originAllowed: (origin) => portfolios.ownsOrigin(origin, services.production),
    socketsPerAddress: services.config.realtimeSocketsPerAddress,
  });
  channelOpeners.get(services)?.(hub);
  return hub;
}
