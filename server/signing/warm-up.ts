// The first agreement after a start took 425-794 ms (pdf-lib's and fontkit's code compiled on first use, DejaVu's
// tables read, its texts shaped) against the 200 ms the next ones take: the server makes and signs a sample agreement
// once it listens, in the background, so the first borrower does not wait for it. Nothing is stored or sent. The
// bench measures the same sample (bench/agreement-pdf.bench.ts).
import type { Agreement } from '#src/api/contract/signing.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';
import { renderSignedPdf, sha256Hex, type SignatureTrail } from './signed-pdf.ts';

/** A name the standard fonts print (Helvetica, nothing embedded), and one beyond Windows-1252 (DejaVu Sans subsets embedded). */
export const SAMPLE_NAMES = { standard: 'Ada Lovelace', beyond1252: 'Zoë Łukasiewicz-Nguyễn' } as const;

const paragraph = 'You promise to pay us the principal, plus interest, in the payments the schedule shows. '.repeat(6);

/** An agreement as long as the programs make them: 52 weekly payments and every section. */
export function sampleAgreement(fullName: string): Agreement {
  const schedule = Array.from({ length: 52 }, (_, index) => ({ number: index + 1, dueDate: addDays('2026-03-20', 7 * index), amountCents: 61_23 }));
  return {
    title: 'Goldcrest Installment Loan Agreement',
    loanNo: 'GC-12345678',
    madeOn: '2026-03-16',
    lender: {
      legalName: 'Goldcrest Lending, LLC',
      brandName: 'Goldcrest Lending',
      address: 'PO Box 110110, Wilmington, DE 19850',
      phone: '(888) 555-0110',
      email: 'care@goldcrestlending.example',
    },
    borrower: { fullName, address: '12 Main Street, Austin, TX 73301', email: 'ada@example.com' },
    truthInLending: {
      aprPercent: 159.82,
      financeChargeCents: 1_434_00,
      amountFinancedCents: 1_750_00,
      totalOfPaymentsCents: 3_184_00,
      itemization: { amountPaidToYouCents: 1_750_00, prepaidFinanceChargeCents: 0, paidToOthersCents: 0 },
      paymentGroups: [{ count: 52, amountCents: 61_23, firstDueDate: '2026-03-20' }],
      lateCharge: 'If a payment is more than 10 days late, you will be charged $15.00 or 5% of the payment, whichever is less.',
      prepayment: 'If you pay off early, you will not have to pay a penalty.',
    },
    schedule,
    disbursementDate: '2026-03-16',
    sections: Array.from({ length: 11 }, (_, index) => ({ id: `section-${index}`, heading: `Section ${index + 1}`, paragraphs: [paragraph, paragraph] })),
  };
}

/** The audit trail of the sample agreement signed by `fullName`. */
export function sampleTrail(agreement: Agreement, fullName: string, originalSha256: string): SignatureTrail {
  const at = new Date('2026-03-16T16:00:00Z');
  return {
    title: agreement.title,
    loanNo: agreement.loanNo,
    ticket: 'ESIGN-bench',
    signerName: fullName,
    signerEmail: 'ada@example.com',
    signedWith: 'link' as const,
    adoption: 'typed name' as const,
    disclosureVersion: '2026-11',
    agreementViewedAt: at,
    disclosureAcceptedAt: at,
    signedAt: at,
    completedAt: at,
    ipAddress: '203.0.113.7',
    userAgent: 'bench',
    originalSha256,
  };
}

/** Makes and signs the sample agreement for both kinds of name: what the first real agreement would otherwise pay for. */
export async function warmUpAgreementPdf(): Promise<void> {
  for (const fullName of Object.values(SAMPLE_NAMES)) {
    const agreement = sampleAgreement(fullName);
    const rendered = await renderAgreementPdf(agreement, '#1C2434');
    await renderSignedPdf(rendered.bytes, rendered.signatureBox, sampleTrail(agreement, fullName, sha256Hex(rendered.bytes)), '#1C2434');
  }
}
