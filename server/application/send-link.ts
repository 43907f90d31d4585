// An operator sends a borrower a returning-customer or complete-information link (server/tools/send-link.ts).
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { customer, portfolio } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { completeInformationMail, returningMail } from './application-mail.ts';
import { applicationService } from './applications.ts';
import { LINK_PAGE, resourceLinks } from './resource-links.ts';

export type OperatorLinkPurpose = 'returning' | 'completeInformation';

export type SendLinkRequest = { email: string; portfolioId: number; purpose: OperatorLinkPurpose; origin?: string };

export class SendLinkError extends Error {
  override name = 'SendLinkError';
}

/** Issues the link and mails it; answers the URL so the operator can say which page it opens. */
export async function sendApplicationLink(orm: AppDatabase, clock: Clock, mailer: Mailer, request: SendLinkRequest): Promise<{ url: string; expiresAt: Date }> {
  const [brand] = await orm.select().from(portfolio).where(eq(portfolio.id, request.portfolioId));
  if (!brand) throw new SendLinkError(`No portfolio ${request.portfolioId}.`);
  const [borrower] = await orm
    .select()
    .from(customer)
    .where(and(eq(customer.portfolioId, brand.id), eq(customer.email, request.email.trim().toLowerCase())));
  if (!borrower) throw new SendLinkError(`No customer ${request.email} in portfolio ${brand.id}.`);

  const links = resourceLinks(orm, clock, applicationService(orm, clock));
  const { resource, expiresAt } = await links.issue(request.purpose, borrower.id);
  const origin = (request.origin ?? `https://${brand.domainOfWeb}`).replace(/\/$/, '');
  const url = `${origin}${LINK_PAGE[request.purpose]}/${resource}`;
  const mail = request.purpose === 'returning' ? returningMail(brand, url) : completeInformationMail(brand, url);
  await mailer.send(brand, borrower.email, mail);
  return { url, expiresAt };
}
