// Development only (absent when NODE_ENV=production, and to any client but this machine): the mail the
// server kept instead of sending, as a page with clickable links (/dev/outbox) and as data for tests and e2e
// (/dev/outbox.json?to=...).
import * as v from 'valibot';
import { plainStringSchema } from '#src/domain/schemas.ts';
import type { Services } from '../app-services.ts';
import type { CallRouting } from '../http/register-call.ts';
import { loopbackOnly } from '../http/loopback-only.ts';
import { escapeHtml, linkify } from '../mail/html.ts';
import { listOutbox, OUTBOX_PAGE_SIZE, type OutboxMessage } from '../mail/outbox.ts';

const query = v.object({ to: v.optional(plainStringSchema('To', 254)) });

function attachmentsHtml(message: OutboxMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments.map((file) => `<li>${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.sizeBytes} bytes)</li>`);
  return `<p>Attached (not kept in the outbox):</p><ul>${items.join('')}</ul>`;
}

function messageHtml(message: OutboxMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>Sent</dt><dd><time datetime="${message.createdAt}">${escapeHtml(message.createdAt)}</time></dd></dl>
<pre>${linkify(message.text)}</pre>${attachmentsHtml(message)}
</article>`;
}

function pageHtml(messages: OutboxMessage[]): string {
  const body = messages.length ? messages.map(messageHtml).join('\n') : '<p>No mail yet. Ask for a sign-up or password link and reload.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px;color:#1a1a1a;overflow-wrap:anywhere}
article{border:1px solid #d0d0d0;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 8px} dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 12px;margin:0 0 8px;font-size:14px}
dt{color:#555} dd{margin:0} pre{white-space:pre-wrap;overflow-wrap:anywhere;font:14px/1.5 ui-monospace,monospace;margin:0} a{color:#0b57d0}
</style></head>
<body><h1>Outbox</h1><p>Mail kept instead of sent (no <code>SMTP_URL</code>), newest first, at most ${OUTBOX_PAGE_SIZE}. Data: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${body}
</body></html>
`;
}

export function registerDevOutboxRoutes({ app }: CallRouting, { orm }: Services): void {
  const recipient = (raw: unknown): string | undefined => {
    const parsed = v.safeParse(query, raw);
    return parsed.success ? parsed.output.to : undefined;
  };

  app.get('/dev/outbox', { onRequest: loopbackOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(pageHtml(await listOutbox(orm, recipient(request.query))));
  });

  app.get('/dev/outbox.json', { onRequest: loopbackOnly }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutbox(orm, recipient(request.query));
  });
}
