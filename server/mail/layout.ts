// One look for every account e-mail: the brand's name on its primary colour, the message, one button,
// and how to reach customer service. Each message goes as plain text and as simple HTML.
import type { PortfolioRow } from '../db/schema.ts';
import { escapeHtml } from './html.ts';

export type Brand = Pick<PortfolioRow, 'id' | 'name' | 'legalName' | 'primaryColor' | 'thirdColor' | 'customerServicePhone' | 'customerServiceEmail'>;

export type MailContent = {
  subject: string;
  /** The first line: "Hello," or similar. */
  greeting: string;
  paragraphs: string[];
  /** A value to read or type, shown large (a login code). */
  highlight?: string;
  action?: { label: string; url: string };
  /** Lines after the button: validity, what to do if this was not you. */
  closing: string[];
};

/** A file sent with a message (the signed loan agreement). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type RenderedMail = { subject: string; text: string; html: string; attachments?: MailAttachment[] };

export function senderOf(brand: Brand): string {
  const domain = brand.customerServiceEmail.split('@')[1] ?? 'example.com';
  return `"${brand.name.replace(/"/g, '')}" <no-reply@${domain}>`;
}

function footerLines(brand: Brand): string[] {
  return [
    `Questions? Call ${brand.customerServicePhone} or write to ${brand.customerServiceEmail}.`,
    `Sent by ${brand.legalName} because of a request on our website; please do not reply to this e-mail.`,
  ];
}

function text(brand: Brand, content: MailContent): string {
  const action = content.action ? [`${content.action.label}:\n${content.action.url}`] : [];
  const highlight = content.highlight === undefined ? [] : [content.highlight];
  return (
    [content.greeting, ...content.paragraphs, ...highlight, ...action, ...content.closing, `-- \n${brand.name}`, ...footerLines(brand)].join('\n\n') + '\n'
  );
}

function html(brand: Brand, content: MailContent): string {
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const highlight =
    content.highlight === undefined
      ? ''
      : `<p style="margin:8px 0 24px;font:bold 32px/1.2 'Courier New',monospace;letter-spacing:6px;color:${brand.primaryColor}">${escapeHtml(content.highlight)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${brand.primaryColor};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${brand.thirdColor};font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.thirdColor}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${brand.primaryColor};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join('')}${highlight}${button}${content.closing.map(paragraph).join('')}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#555555;border-top:1px solid #e5e5e5">${footerLines(brand).map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

export function renderMail(brand: Brand, content: MailContent): RenderedMail {
  return { subject: content.subject, text: text(brand, content), html: html(brand, content) };
}
