// Demo data for `npm start` (never in production): active customers in each portfolio, with every current
// consent accepted and no trusted device, so a newcomer signing in meets the login-code step.
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer } from '../db/schema.ts';
import { consentStore } from './consents.ts';
import { customerStore } from './customers.ts';
import type { PasswordHasher } from './password-hash.ts';

/** Documented in README.md ("Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-Borrower-2026';
export const DEMO_CUSTOMERS = [
  { portfolioId: 110, email: 'demo@goldcrest.example', firstName: 'Dana' },
  { portfolioId: 118, email: 'demo@bluepeak.example', firstName: 'Blake' },
  // One per home page with a loan (flags 3, 4 and 5; their loans: server/loans/demo-loans.ts, docs/demo-data.md).
  { portfolioId: 110, email: 'demo-unsigned@goldcrest.example', firstName: 'Uma' },
  { portfolioId: 110, email: 'demo-funding@goldcrest.example', firstName: 'Felix' },
  { portfolioId: 110, email: 'demo-repaying@goldcrest.example', firstName: 'Rosa' },
  { portfolioId: 118, email: 'demo-unsigned@bluepeak.example', firstName: 'Ulrich' },
  { portfolioId: 118, email: 'demo-funding@bluepeak.example', firstName: 'Fiona' },
  { portfolioId: 118, email: 'demo-repaying@bluepeak.example', firstName: 'Ruben' },
  // One per brand at home flag 2, qualified, to open the disbursement wizard (server/disbursement/demo-qualified.ts).
  { portfolioId: 110, email: 'demo-qualified@goldcrest.example', firstName: 'Quinn' },
  { portfolioId: 118, email: 'demo-qualified@bluepeak.example', firstName: 'Quentin' },
  // One per brand with a loan in collection and a coupon e-mailed (server/coupons/demo.ts, decision 0750).
  { portfolioId: 110, email: 'demo-collection@goldcrest.example', firstName: 'Colette' },
  { portfolioId: 118, email: 'demo-collection@bluepeak.example', firstName: 'Cody' },
] as const;

/** Idempotent: a demo customer already there (whatever was done with it since) is left alone. */
export async function seedDemoCustomers(orm: AppDatabase, clock: Clock, hasher: PasswordHasher): Promise<void> {
  const customers = customerStore(orm, clock);
  const consents = consentStore(orm, clock);
  // One hash for all: they share the documented password, and twelve derivations made every start (and
  // every server test's build) a quarter-second slower.
  let passwordHash: Promise<string> | undefined;
  for (const demo of DEMO_CUSTOMERS) {
    if (await customers.byEmail(demo.portfolioId, demo.email)) continue;
    passwordHash ??= hasher.hash(DEMO_PASSWORD);
    const now = new Date(clock.now());
    const [row] = await orm
      .insert(customer)
      .values({ ...demo, passwordHash: await passwordHash, accountStatus: ACCOUNT_STATUS.active, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    const current = await consents.current(demo.portfolioId);
    await consents.record(
      row.id,
      current.map((template) => ({ templateId: template.id, templateCode: template.code, version: template.version, check: true })),
      null,
    );
  }
}
