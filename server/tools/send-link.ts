// Mails a borrower a returning-customer or complete-information link, through the server's mail setup
// (SMTP_URL, else the outbox at /dev/outbox). With the embedded database, stop the server first: PGlite
// allows one process at a time.
//   node --import tsx server/tools/send-link.ts --email jane@example.com --portfolio 118 \
//     --purpose returning|complete-information [--origin http://p118.localhost:8080]
import { parseArgs } from 'node:util';
import { sendApplicationLink, type OperatorLinkPurpose } from '../application/send-link.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';

const PURPOSES: Record<string, OperatorLinkPurpose> = { returning: 'returning', 'complete-information': 'completeInformation' };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, portfolio: { type: 'string' }, purpose: { type: 'string' }, origin: { type: 'string' } },
  });
  const purpose = PURPOSES[values.purpose ?? ''];
  const portfolioId = Number(values.portfolio);
  if (!values.email || !Number.isInteger(portfolioId) || !purpose) {
    throw new Error('Usage: send-link.ts --email <address> --portfolio <110|118> --purpose returning|complete-information [--origin <url>]');
  }
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config.database, log);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, production: config.production, orm: db.orm, clock: config.clock, log });
  try {
    await db.migrate();
    const { url, expiresAt } = await sendApplicationLink(db.orm, config.clock, mailer, { email: values.email, portfolioId, purpose, origin: values.origin });
    process.stdout.write(`Sent a ${values.purpose} link to ${values.email}; it opens ${url.replace(/\/[^/]+$/, '/…')} until ${expiresAt.toISOString()}.\n`);
  } finally {
    mailer.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
