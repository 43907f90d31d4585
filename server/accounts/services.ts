// Everything the account calls need, built once per app from the config.
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { portfolioStore } from '../services/portfolios.ts';
import { challengeStore } from './challenges.ts';
import { consentStore } from './consents.ts';
import { customerStore } from './customers.ts';
import { deviceStore } from './devices.ts';
import { accessLimits } from './limits.ts';
import { linkStore } from './links.ts';
import { hashAdmission } from './hash-admission.ts';
import { passwordHasher } from './password-hash.ts';
import { sessionStore } from './sessions.ts';

export type AccountOptions = {
  orm: AppDatabase;
  clock: Clock;
  mailer: Mailer;
  production: boolean;
  passwordHashLogN: number;
  /** Derivations at once and waiting (decision 0212). */
  passwordHashing: { concurrency: number; queue: number };
  addressAttemptLimit: number;
  loginCodeMailLimit: number;
};

export function accountServices(options: AccountOptions) {
  const { orm, clock } = options;
  return {
    orm,
    mailer: options.mailer,
    production: options.production,
    hasher: passwordHasher(options.passwordHashLogN, hashAdmission(options.passwordHashing)),
    limits: accessLimits(orm, clock, { addressLimit: options.addressAttemptLimit, loginCodeMailLimit: options.loginCodeMailLimit }),
    portfolios: portfolioStore(orm),
    customers: customerStore(orm, clock),
    sessions: sessionStore(orm, clock),
    devices: deviceStore(orm, clock),
    links: linkStore(orm, clock),
    challenges: challengeStore(orm, clock),
    consents: consentStore(orm, clock),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;
