// The loan agreement PDF's cost (issue 12): making the PDF of a 52-payment agreement, as send-loan-agreement does
// inside its transaction, and signing it (the signature block and the certificate page), for a name the standard fonts
// print and one beyond Windows-1252 (DejaVu Sans subsets embedded). Run alone with
// `node --import tsx bench/agreement-pdf.bench.ts`; bench/run.ts calls runAgreementPdfBench().
import { pathToFileURL } from 'node:url';
import type { Agreement } from '#src/api/contract/signing.ts';
import { addDays } from '#src/domain/iso-date.ts';
import { renderAgreementPdf } from '#server/signing/agreement-pdf.ts';
import { renderSignedPdf, sha256Hex } from '#server/signing/signed-pdf.ts';

export type AgreementPdfBenchResult = { renderMs: number; signMs: number; bytes: number; pages: number };

/** A name the standard fonts print (Helvetica, nothing embedded), and one beyond Windows-1252 (DejaVu Sans subsets embedded). */
export const BENCH_NAMES = { standard: 'Ada Lovelace', beyond1252: 'Zoë Łukasiewicz-Nguyễn' } as const;

const RUNS = 20;
const paragraph = 'You promise to pay us the principal, plus interest, in the payments the schedule shows. '.repeat(6);

/** An agreement as long as the programs make them: 52 weekly payments and every section. */
function longAgreement(fullName: string): Agreement {
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

export async function runAgreementPdfBench(fullName: string = BENCH_NAMES.standard): Promise<AgreementPdfBenchResult> {
  const agreement = longAgreement(fullName);
  let rendered = await renderAgreementPdf(agreement, '#1C2434'); // warm-up
  let started = performance.now();
  for (let run = 0; run < RUNS; run += 1) rendered = await renderAgreementPdf(agreement, '#1C2434');
  const renderMs = (performance.now() - started) / RUNS;
  const at = new Date('2026-03-16T16:00:00Z');
  const trail = {
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
    originalSha256: sha256Hex(rendered.bytes),
  };
  await renderSignedPdf(rendered.bytes, rendered.signatureBox, trail, '#1C2434');
  started = performance.now();
  for (let run = 0; run < RUNS; run += 1) await renderSignedPdf(rendered.bytes, rendered.signatureBox, trail, '#1C2434');
  const signMs = (performance.now() - started) / RUNS;
  return { renderMs, signMs, bytes: rendered.bytes.length, pages: rendered.signatureBox.pageIndex + 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [kind, name] of Object.entries(BENCH_NAMES)) {
    const result = await runAgreementPdfBench(name);
    console.log(
      `agreement PDF, ${kind} name (${result.pages} pages, ${result.bytes} bytes): ${result.renderMs.toFixed(1)} ms to make, ${result.signMs.toFixed(1)} ms to sign`,
    );
  }
}
