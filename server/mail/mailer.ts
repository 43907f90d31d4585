// Sends the account e-mails: through SMTP when SMTP_URL is set, otherwise into the outbox table, which
// /dev/outbox shows in development. Neither path ever logs a link, a code or a body.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskTail } from '#src/domain/format.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { senderOf, type Brand, type RenderedMail } from './layout.ts';

export type Mailer = {
  /** `db`: the transaction to keep an outbox row in (a job's: on PGlite nothing else may query while it is open). */
  send(brand: Brand, to: string, mail: RenderedMail, db?: Pick<AppDatabase, 'insert'>): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string | undefined; orm: AppDatabase; clock: Clock; log: FastifyBaseLogger };

export function createMailer(options: MailerOptions & { production: boolean }): Mailer {
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, options.log);
  if (options.production) options.log.warn('No SMTP_URL: account e-mails are kept in the mail_outbox table and not sent');
  return outboxMailer(options);
}

function smtpMailer(url: string, log: FastifyBaseLogger): Mailer {
  // nodemailer reads host, port, credentials and options (e.g. ?pool=true) from the URL.
  const transport = nodemailer.createTransport(url);
  return {
    async send(brand, to, mail) {
      const attachments = (mail.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
      const info = await transport.sendMail({
        from: senderOf(brand),
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        textEncoding: 'quoted-printable',
        attachments,
      });
      log.info({ mail: { to: maskTail(to), subject: mail.subject, messageId: info.messageId } }, 'Mail sent through SMTP');
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ orm, clock, log }: MailerOptions): Mailer {
  return {
    async send(brand, to, mail, db = orm) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          portfolioId: brand.id,
          sender: senderOf(brand),
          recipient: to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          // What was attached, without the bytes: a developer sees the file was there, and which one.
          attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            sizeBytes: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
          })),
          createdAt: new Date(clock.now()),
        })
        .returning({ id: mailOutbox.id });
      log.info({ mail: { outboxId: row?.id, to: maskTail(to), subject: mail.subject } }, 'Mail kept in the outbox (no SMTP_URL): open /dev/outbox to read it');
    },
    close: () => undefined,
  };
}
