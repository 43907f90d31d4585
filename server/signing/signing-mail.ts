// The two signing e-mails, in the portfolio's look like the account mails: the link to sign (and when it stops
// working), and the signed agreement attached once it is signed.
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';
import { renderMail, type Brand, type RenderedMail } from '../mail/layout.ts';
import { AGREEMENT_VALID_MS } from './signing-links.ts';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
const ZONE = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'short' });

/** 'March 19, 2026 at 12:00 PM EDT', in the lender's time zone with its name (as the app writes it). */
export function whenText(instant: Date): string {
  const zone = ZONE.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${WHEN.format(instant)} ${zone}`.trim();
}

export function signingLinkMail(brand: Brand, loanNo: string, url: string, expiresAt: Date): RenderedMail {
  const hours = Math.round(AGREEMENT_VALID_MS / 3_600_000);
  return renderMail(brand, {
    subject: `Your ${brand.name} loan agreement is ready to sign`,
    greeting: 'Hello,',
    paragraphs: [
      `The agreement of your loan ${loanNo} is ready. Open it on any device, read it, and sign it by typing your full name. You do not need to sign in.`,
    ],
    action: { label: 'Read and sign my agreement', url },
    closing: [
      `This link works for ${hours} hours, until ${whenText(expiresAt)}. A newer link replaces this one.`,
      `If you did not ask for a loan, do not sign: call us at ${brand.customerServicePhone}.`,
    ],
  });
}

export function agreementSignedMail(brand: Brand, loanNo: string, signedAt: Date, pdf: { filename: string; content: Buffer; sha256: string }): RenderedMail {
  return {
    ...renderMail(brand, {
      subject: `Your signed ${brand.name} loan agreement`,
      greeting: 'Hello,',
      paragraphs: [
        `Thank you: you signed the agreement of your loan ${loanNo} on ${whenText(signedAt)}. Your signed copy is attached as a PDF; its last page records how and when it was signed.`,
        `The file's SHA-256 fingerprint is ${pdf.sha256}.`,
        'We are now checking the last details. We will e-mail you when the money is on its way.',
      ],
      closing: [`If you did not sign this agreement, call us at once at ${brand.customerServicePhone}.`],
    }),
    attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
  };
}
