import { describe, expect, it, onTestFinished } from 'vitest';
import { parseSignatureResource, signLoanAgreement, type Agreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { formatCurrency, formatDate, formatPercentPoints } from '#src/domain/format.ts';
import { agreementSignature, loanAgreement } from '#server/db/schema.ts';
import { renderAgreementPdf } from '#server/signing/agreement-pdf.ts';
import { renderSignedPdf, sha256Hex, utcText } from '#server/signing/signed-pdf.ts';
import { captureLogs, manualClock } from '../helper.ts';
import { ok } from '../support/accounts.ts';
import { plainTextOf, startSmtpSink } from '../support/smtp-sink.ts';
import { qualifiedBorrower } from '../disbursement/support.ts';
import { buildWithKey, confirmTerms, confirmedBorrower, download, pdfPages, sendAgreement, signing, signingLinkOf } from './support.ts';

const HOUR = 3_600_000;

/** Where each text is first drawn on the first page, as pdf.js reads it: its font size and font. */
async function firstDrawn(bytes: Uint8Array, texts: string[]): Promise<Array<{ size: number; font: string }>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) => ('str' in item ? [item] : []));
  await pdf.destroy();
  return texts.map((text) => {
    const item = items.find((each) => each.str === text);
    if (!item) throw new Error(`${text} is not drawn on the first page`);
    return { size: Math.hypot(item.transform[2], item.transform[3]), font: item.fontName };
  });
}
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

const shortDate = (date: string) => formatDate(date, 'MM/DD/YYYY');

describe('the agreement PDF', () => {
  it('is served at documentUrl as an attachment nobody keeps, and holds the APR, the finance charge and every payment; its SHA-256 is the one answered', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);

    const reply = await download(app, sent.documentUrl);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Goldcrest-loan-agreement-${ada.loanNo}.pdf"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
    const bytes = reply.rawPayload;
    expect(sha256Hex(bytes)).toBe(sent.documentSha256);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const text = (await pdfPages(bytes)).join('\n');
    const til = sent.agreement.truthInLending;
    // $1,000.00 at 159% simple interest, 20 bi-weekly payments from Monday 16 March 2026.
    expect(formatPercentPoints(til.aprPercent)).toBe('158.56%');
    for (const part of [
      formatPercentPoints(til.aprPercent),
      formatCurrency(til.financeChargeCents),
      formatCurrency(til.amountFinancedCents),
      formatCurrency(til.totalOfPaymentsCents),
    ]) {
      expect(text).toContain(part);
    }
    for (const payment of sent.agreement.schedule) {
      expect(text).toMatch(
        new RegExp(
          `\\b${payment.number}\\s+${shortDate(payment.dueDate).replace(/\//g, '\\/')}\\s+${formatCurrency(payment.amountCents).replace(/[$.]/g, '\\$&')}`,
        ),
      );
    }
    for (const part of [
      'ANNUAL PERCENTAGE RATE',
      'FINANCE CHARGE',
      'Optional ACH authorization',
      'You do not have to agree to automatic payments',
      'Ada Lovelace',
      ada.loanNo,
    ]) {
      expect(text).toContain(part);
    }
  });

  it('prints every part of the agreement: the parties and brand, the itemization, late charge and prepayment, payment notices and the E-Sign disclosure with its version; the APR and finance charge larger and bolder than the rest', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const bytes = (await download(app, sent.documentUrl)).rawPayload;
    const text = (await pdfPages(bytes)).join('\n');
    const { lender, truthInLending: til } = sent.agreement;
    for (const part of [
      lender.legalName,
      `Doing business as ${lender.brandName}`,
      lender.phone,
      'Itemization of the amount financed',
      `Amount given to you directly ${formatCurrency(til.itemization.amountPaidToYouCents)}`,
      `Prepaid finance charge (kept from the loan amount) ${formatCurrency(til.itemization.prepaidFinanceChargeCents)}`,
      `Late charge: ${til.lateCharge}`,
      `Prepayment: ${til.prepayment}`,
      'Payment notices',
      // The E-Sign consumer disclosure the borrower consents to, with its version, as the page shows it before consent.
      `E-Sign consumer disclosure (version ${sent.disclosure.version})`,
      'Your consent covers this loan agreement and the notices and records related to this loan',
      'You have the right to a paper copy of your loan agreement',
      'You may withdraw your consent at any time, free of charge',
      'To receive, read and keep these records you need a computer, tablet or phone',
    ]) {
      expect(text).toContain(part);
    }

    // 12 CFR 1026.17(a)(2): the APR and the finance charge more conspicuous than the amount financed and the total of payments.
    const boxes = await firstDrawn(bytes, [
      formatPercentPoints(til.aprPercent),
      formatCurrency(til.financeChargeCents),
      formatCurrency(til.amountFinancedCents),
      formatCurrency(til.totalOfPaymentsCents),
    ]);
    const [apr, financeCharge, amountFinanced, totalOfPayments] = boxes;
    for (const conspicuous of [apr!, financeCharge!]) {
      for (const plain of [amountFinanced!, totalOfPayments!]) {
        expect(conspicuous.size).toBeGreaterThan(plain.size * 1.4);
        expect(conspicuous.font).not.toBe(plain.font);
      }
    }
    expect(apr!.font).toBe(financeCharge!.font);
  });

  it('is byte-identical when made again from the same agreement, and continues a long schedule on further pages', async () => {
    const app = await buildWithKey();
    const who = await qualifiedBorrower(app, 'wes@example.com', 110, { employment: { payrollFrequency: 17003 } });
    const wes = await confirmTerms(app, { ...who, email: 'wes@example.com', portfolioId: 110, loanNo: '' }, { paymentFrequency: 17003 });
    const sent = await sendAgreement(app, wes);
    expect(sent.agreement.schedule).toHaveLength(40);

    const [stored] = await app.database.orm.select().from(loanAgreement);
    const again = await renderAgreementPdf(stored!.content as Agreement, '#1C2434');
    expect(Buffer.from(again.bytes).equals(stored!.pdf)).toBe(true);
    expect(again.signatureBox).toEqual(stored!.signatureBox);

    const pages = await pdfPages(stored!.pdf);
    expect(pages.length).toBeGreaterThan(1);
    const last = sent.agreement.schedule.at(-1)!;
    const continued = pages.findIndex((page) => page.includes('Payment schedule (continued)'));
    expect(continued).toBeGreaterThan(0);
    expect(pages[continued]).toContain(shortDate(last.dueDate));
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it('once signed: the original pages with the signature, then a certificate with the trail; reproducible, and its SHA-256 the one kept', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const reply = await app.inject({
      method: 'POST',
      url: signLoanAgreement.path,
      payload: signing({ resource }),
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      remoteAddress: '198.51.100.23',
    });
    const signed = reply.json().data as AgreementToSign;

    const served = await download(app, signed.documentUrl);
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Goldcrest-loan-agreement-${ada.loanNo}-signed.pdf"`);
    const [trail] = await app.database.orm.select().from(agreementSignature);
    expect(sha256Hex(served.rawPayload)).toBe(trail!.signedSha256);
    expect(trail!.signedSha256).toBe(signed.documentSha256);

    const original = await pdfPages((await download(app, sent.documentUrl)).rawPayload);
    const pages = await pdfPages(served.rawPayload);
    expect(pages).toHaveLength(original.length + 1);
    expect(pages.at(-2)).toContain('Signed electronically');
    expect(pages.at(-2)).toContain('March 16, 2026');
    const certificate = pages.at(-1)!;
    for (const part of [
      'Certificate of completion',
      'Ada Lovelace',
      'ada@example.com',
      '198.51.100.23',
      UA,
      'typed name',
      'version 2026-11',
      utcText(trail!.signedAt),
      trail!.originalSha256,
      trail!.signedPagesSha256,
      sent.ticket,
    ]) {
      expect(certificate).toContain(part);
    }
    expect(trail!.originalSha256).toBe(sent.documentSha256);

    const [row] = await app.database.orm.select().from(loanAgreement);
    const remade = await renderSignedPdf(
      row!.pdf,
      row!.signatureBox,
      {
        title: sent.agreement.title,
        loanNo: sent.loanNo,
        ticket: sent.ticket,
        signerName: trail!.signerName,
        signerEmail: trail!.signerEmail,
        signedWith: trail!.signedWith,
        adoption: trail!.adoption,
        disclosureVersion: trail!.disclosureVersion,
        agreementViewedAt: trail!.agreementViewedAt,
        disclosureAcceptedAt: trail!.disclosureAcceptedAt,
        signedAt: trail!.signedAt,
        completedAt: trail!.completedAt,
        ipAddress: trail!.ipAddress,
        userAgent: trail!.userAgent,
        originalSha256: trail!.originalSha256,
      },
      '#1C2434',
    );
    expect(remade.sha256).toBe(trail!.signedSha256);
    expect(Buffer.from(remade.bytes).equals(trail!.signedPdf)).toBe(true);
  });

  it('answers 404 for a malformed, unknown or expired document link', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    for (const url of [
      '/documents/loan-agreement/nope.pdf',
      `/documents/loan-agreement/${'A'.repeat(43)}.pdf`,
      sent.documentUrl.replace('.pdf', '.txt'),
      '/documents/other',
    ]) {
      const reply = await download(app, url);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).not.toBe('application/pdf');
    }
    clock.advance(24 * HOUR - 1);
    expect((await download(app, sent.documentUrl)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await download(app, sent.documentUrl);
    expect(expired.statusCode).toBe(404);
    expect(expired.headers['cache-control']).toBe('private, no-store');
  });

  it('never writes a document token or a signing link into the log', async () => {
    const logs = captureLogs();
    const app = await buildWithKey({ logLevel: 'info' }, { logDestination: logs.destination });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    await ok(app, parseSignatureResource, { resource, sessionId: 'tab-logged-0001' });
    expect((await download(app, sent.documentUrl)).statusCode).toBe(200);
    const token = sent.documentUrl.split('/').pop()!.replace('.pdf', '');
    expect(logs.text()).toContain('/documents/loan-agreement/[redacted]');
    expect(logs.text()).not.toContain(token);
    expect(logs.text()).not.toContain(resource);
  });

  it('is attached to the signed mail sent through SMTP', async () => {
    const sink = await startSmtpSink();
    onTestFinished(() => sink.close());
    // The borrower signs up and confirms through the outbox (the tests read it), then a second server on the
    // same database mails through SMTP.
    const ada = await confirmedBorrower(await buildWithKey());
    const app = await buildWithKey({ smtpUrl: sink.url });
    const sent = await sendAgreement(app, ada);
    const resource = /\/signature\/([A-Za-z0-9_-]{43})/.exec(plainTextOf(sink.received.at(-1)!.raw))![1]!;
    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ resource }));
    const raw = sink.received.at(-1)!.raw;
    const part =
      /Content-Type: application\/pdf;\r?\n name=(\S+)\r?\nContent-Transfer-Encoding: base64\r?\nContent-Disposition: attachment;\r?\n filename=(\S+)\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
        raw,
      );
    expect(part?.[1]).toBe(`Goldcrest-loan-agreement-${ada.loanNo}-signed.pdf`);
    expect(part?.[2]).toBe(part?.[1]);
    const base64 = part![3]!;
    expect(sha256Hex(Buffer.from(base64.replace(/\r?\n/g, ''), 'base64'))).toBe(signed.documentSha256);
    expect(signed.requestId).toBe(sent.requestId);
  });
});
