// Names beyond Windows-1252 in the agreement PDF (issue 12): the standard fonts printed "Zoë Łukasiewicz" as
// "Zoë ?ukasiewicz" and "Nguyễn" as "Nguy?n". The embedded DejaVu Sans subset prints them, in the agreement, the
// signature block and the certificate; the bytes stay reproducible.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signLoanAgreement, type Agreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { loanAgreement } from '#server/db/schema.ts';
import { renderAgreementPdf } from '#server/signing/agreement-pdf.ts';
import { ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, download, pdfPages, renameApplicant, sendAgreement, signing } from './support.ts';

describe('the agreement PDF prints every borrower’s name', () => {
  it.each([
    ['Zoë', 'Łukasiewicz', 'zoe@example.com'],
    ['Thị Minh', 'Nguyễn', 'minh@example.com'],
  ])('%s %s: in the agreement, the signature block and the certificate, never as "?"', async (firstName, lastName, email) => {
    const app = await buildWithKey();
    const borrower = await confirmedBorrower(app, email);
    await renameApplicant(app, borrower.customerId, { firstName, middleName: '', lastName });
    const fullName = `${firstName} ${lastName}`;
    const sent = await sendAgreement(app, borrower);
    expect(sent.agreement.borrower.fullName).toBe(fullName);

    const original = (await pdfPages((await download(app, sent.documentUrl)).rawPayload)).join('\n');
    expect(original).toContain(fullName);
    expect(original).not.toContain('?ukasiewicz');

    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName: fullName }), borrower.headers);
    const pages = await pdfPages((await download(app, signed.documentUrl)).rawPayload);
    expect(pages.at(-2)).toContain(fullName);
    expect(pages.at(-1)).toContain('Certificate of completion');
    expect(pages.at(-1)).toContain(fullName);

    // Made again from the stored agreement: the same bytes (the embedded subset has a fixed name).
    const [stored] = await app.database.orm.select().from(loanAgreement).where(eq(loanAgreement.id, sent.requestId));
    const again = await renderAgreementPdf(stored!.content as Agreement, '#1C2434');
    expect(Buffer.from(again.bytes).equals(stored!.pdf)).toBe(true);
  });
});
