// The application's e-mailed resource links (application/, returning/, complete-information/ and
// pending-application/{resource}), kept in link_token as SHA-256 of a 256-bit resource. Unlike the
// account links they are not used up by reading: the borrower opens one, signs in, and the app reads it
// again. A newer link of the same purpose retires the older ones; all last LINK_DAYS (decision 0504).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResourceTarget } from '#src/api/contract/application.ts';
import { maskEmailAlt } from '#src/domain/format.ts';
import { newToken, sha256 } from '../accounts/secrets.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, linkToken } from '../db/schema.ts';
import type { ApplicationService } from './applications.ts';
import { firstStepOf } from './sections.ts';

export const APPLICATION_LINK_PURPOSES = ['application', 'returning', 'completeInformation', 'pendingApplication'] as const;
export type ApplicationLinkPurpose = (typeof APPLICATION_LINK_PURPOSES)[number];

export const LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The page of the app each purpose opens, in the URL the e-mail carries. */
export const LINK_PAGE: Readonly<Record<ApplicationLinkPurpose, string>> = {
  application: '/application',
  returning: '/returning',
  completeInformation: '/complete-information',
  pendingApplication: '/pending-application',
};

export function resourceLinks(orm: AppDatabase, clock: Clock, applications: ApplicationService) {
  const now = () => new Date(clock.now());

  async function issue(purpose: ApplicationLinkPurpose, customerId: string): Promise<{ resource: string; expiresAt: Date }> {
    const resource = newToken();
    const expiresAt = new Date(clock.now() + LINK_DAYS * DAY_MS);
    await orm.transaction(async (tx) => {
      await tx
        .update(linkToken)
        .set({ usedAt: now() })
        .where(and(eq(linkToken.customerId, customerId), eq(linkToken.purpose, purpose), isNull(linkToken.usedAt)));
      await tx.insert(linkToken).values({ tokenHash: sha256(resource), purpose, customerId, createdAt: now(), expiresAt });
    });
    return { resource, expiresAt };
  }

  /** Where a live link of one of these purposes leads; undefined for unknown, expired, retired or other links. */
  async function resolve(resource: string, purposes: readonly ApplicationLinkPurpose[]): Promise<ResourceTarget | undefined> {
    const [row] = await orm
      .select({ purpose: linkToken.purpose, customerId: customer.id, email: customer.email })
      .from(linkToken)
      .innerJoin(customer, eq(customer.id, linkToken.customerId))
      .where(and(eq(linkToken.tokenHash, sha256(resource)), isNull(linkToken.usedAt), gt(linkToken.expiresAt, now())));
    if (!row || !(purposes as readonly string[]).includes(row.purpose)) return undefined;
    return { path: await pathFor(row.purpose as ApplicationLinkPurpose, row.customerId), signInRequired: true, maskedEmail: maskEmailAlt(row.email) };
  }

  async function pathFor(purpose: ApplicationLinkPurpose, customerId: string): Promise<string> {
    const open = await applications.findOpen(customerId);
    switch (purpose) {
      case 'application':
        return open ? '/guidance' : '/home';
      case 'completeInformation': {
        if (!open) return '/home';
        const missing = await applications.firstIncomplete(open);
        return missing ? `/guidance/${firstStepOf(missing)}` : '/guidance';
      }
      case 'returning':
      case 'pendingApplication':
        // The home page knows what a returning or waiting borrower should do next (its flag).
        return '/home';
    }
  }

  return { issue, resolve };
}

export type ResourceLinks = ReturnType<typeof resourceLinks>;
