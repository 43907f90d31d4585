// The signed agreement: the original PDF's pages, unchanged but for the signature block now filled in (the
// typed name, the date, "Signed electronically"), then a certificate-of-completion page with the audit trail.
// A PDF cannot hold its own SHA-256, so the certificate names the original's and that of the signed pages
// before it; the final file's is kept with the signature and answered with the document. Same trail, same bytes.
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { businessToday } from '#src/domain/calendar.ts';
import type { SignatureBox } from '../db/schema.ts';
import { longDate, SIGNATURE_BLOCK } from './agreement-pdf.ts';
import {
  CONTENT_WIDTH,
  embedFonts,
  hexColor,
  INK,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PageWriter,
  printable,
  WHITE,
  wrap,
  type Fonts,
} from './pdf-writer.ts';

/** What the certificate states, every instant UTC. */
export type SignatureTrail = {
  title: string;
  loanNo: string;
  ticket: string;
  signerName: string;
  signerEmail: string;
  signedWith: 'link' | 'session';
  adoption: 'typed name';
  disclosureVersion: string;
  agreementViewedAt: Date;
  disclosureAcceptedAt: Date;
  signedAt: Date;
  completedAt: Date;
  ipAddress: string;
  userAgent: string;
  originalSha256: string;
};

export type SignedAgreement = { bytes: Uint8Array; sha256: string; signedPagesSha256: string };

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** '2026-03-16 16:00:00 UTC' */
export const utcText = (instant: Date) =>
  instant
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');

async function fillSignatureBlock(original: Uint8Array, box: SignatureBox, trail: SignatureTrail): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const fonts = await embedFonts(doc, [trail.signerName]);
  const page = doc.getPage(box.pageIndex);
  const line = box.y + SIGNATURE_BLOCK.lineY;
  const name = printable(fonts.italic, trail.signerName);
  page.drawText('Signed electronically', { x: box.x + 4, y: line + 30, size: 7.5, font: fonts.regular, color: MUTED });
  page.drawText(name, { x: box.x + 4, y: line + 6, size: 18, font: fonts.italic, color: INK, maxWidth: SIGNATURE_BLOCK.nameWidth - 8 });
  page.drawText(`${longDate(businessToday(trail.signedAt.getTime()))}`, {
    x: box.x + SIGNATURE_BLOCK.dateX + 4,
    y: line + 6,
    size: 11,
    font: fonts.regular,
    color: INK,
  });
  page.drawText(utcText(trail.signedAt), { x: box.x + SIGNATURE_BLOCK.dateX + 4, y: line + 30, size: 7.5, font: fonts.regular, color: MUTED });
  doc.setModificationDate(trail.signedAt);
  return doc.save();
}

async function appendCertificate(signedPages: Uint8Array, trail: SignatureTrail, signedPagesSha256: string, primaryColor: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(signedPages, { updateMetadata: false });
  const pageCount = doc.getPageCount();
  const fonts = await embedFonts(doc, [JSON.stringify(trail)]);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const writer = new PageWriter(doc, fonts, (page) => {
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 40, width: PAGE_WIDTH, height: 40, color: hexColor(primaryColor) });
    page.drawText('Certificate of completion', { x: MARGIN, y: PAGE_HEIGHT - 26, size: 14, font: fonts.bold, color: WHITE });
    return PAGE_HEIGHT - 40 - 24;
  });
  writer.text(`${trail.title}, loan ${trail.loanNo}`, { font: fonts.bold, size: 12 });
  writer.text('The audit trail of the electronic signature of this agreement. All times are UTC.', { size: 9.5, color: MUTED });
  writer.gap(10);

  const rows: Array<[string, string, boolean?]> = [
    ['Ticket', trail.ticket],
    ['Signer (name as typed)', trail.signerName],
    ['Signer e-mail', trail.signerEmail],
    ['Signature adopted by', trail.adoption],
    ['Signed from', trail.signedWith === 'link' ? 'the e-mailed signing link' : "the borrower's signed-in session"],
    ['E-Sign disclosure', `version ${trail.disclosureVersion}, consented to`],
    ['Agreement viewed at', utcText(trail.agreementViewedAt)],
    ['Disclosure accepted at', utcText(trail.disclosureAcceptedAt)],
    ['Signed at', utcText(trail.signedAt)],
    ['Completed at', utcText(trail.completedAt)],
    ['IP address', trail.ipAddress],
    ['User agent', trail.userAgent || '(none sent)'],
    ['Original document SHA-256', trail.originalSha256, true],
    [`Signed pages (1 to ${pageCount}) SHA-256`, signedPagesSha256, true],
  ];
  const labelWidth = 170;
  const valueX = MARGIN + labelWidth + 10;
  const valueWidth = CONTENT_WIDTH - labelWidth - 10;
  for (const [label, value, monospace] of rows) {
    const font = monospace ? mono : fonts.regular;
    const size = monospace ? 8 : 9.5;
    const lines = wrap(font, size, value, valueWidth);
    const height = Math.max(lines.length, 1) * 14 + 4;
    writer.ensure(height);
    writer.at(label, MARGIN, writer.y - 11, { font: fonts.bold, size: 9.5 });
    lines.forEach((text, index) => writer.at(text, valueX, writer.y - 11 - index * 14, { font, size }));
    writer.y -= height;
  }
  writer.gap(10);
  writer.text(
    "The signer consented to the E-Sign disclosure named above, was shown the agreement whose SHA-256 is the original document's, and adopted the typed name as their signature. The SHA-256 of this whole file is kept with the signature record.",
    { size: 9, color: MUTED },
  );
  // The new page's footer only: the agreement's pages keep theirs.
  drawCertificateFooter(doc, fonts, pageCount, trail.loanNo);
  doc.setModificationDate(trail.completedAt);
  return doc.save();
}

function drawCertificateFooter(doc: PDFDocument, fonts: Fonts, agreementPages: number, loanNo: string): void {
  doc.getPages().forEach((page, index) => {
    if (index < agreementPages) return;
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: MUTED });
    page.drawText(`Certificate of completion  |  Loan ${loanNo}`, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
  });
}

export async function renderSignedPdf(original: Uint8Array, box: SignatureBox, trail: SignatureTrail, primaryColor: string): Promise<SignedAgreement> {
  const signedPages = await fillSignatureBlock(original, box, trail);
  const signedPagesSha256 = sha256Hex(signedPages);
  const bytes = await appendCertificate(signedPages, trail, signedPagesSha256, primaryColor);
  return { bytes, sha256: sha256Hex(bytes), signedPagesSha256 };
}
