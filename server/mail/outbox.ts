import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { mailOutbox, type OutboxAttachment, type OutboxRow } from '../db/schema.ts';
import { linksIn } from './html.ts';

export const OUTBOX_PAGE_SIZE = 200;

/** An outbox message as /dev/outbox.json answers it: the links are picked out for tests and e2e. */
export type OutboxMessage = {
  id: number;
  portfolioId: number | null;
  from: string;
  to: string;
  subject: string;
  createdAt: string;
  text: string;
  html: string;
  links: string[];
  /** Files the message carried (name, type, size, SHA-256; the outbox does not keep the bytes). */
  attachments: OutboxAttachment[];
};

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    portfolioId: row.portfolioId,
    from: row.sender,
    to: row.recipient,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    text: row.textBody,
    html: row.htmlBody,
    links: linksIn(row.textBody),
    attachments: row.attachments,
  };
}

/** The newest messages first, all of them or those to one address. */
export async function listOutbox(orm: AppDatabase, recipient?: string): Promise<OutboxMessage[]> {
  const rows = await orm
    .select()
    .from(mailOutbox)
    .where(recipient === undefined ? undefined : eq(mailOutbox.recipient, recipient.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE);
  return rows.map(toMessage);
}
