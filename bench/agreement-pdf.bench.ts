// The loan agreement PDF's cost (issue 12): making the PDF of a 52-payment agreement, as send-loan-agreement does
// inside its transaction, and signing it (the signature block and the certificate page), for a name the standard fonts
// print and one beyond Windows-1252 (DejaVu Sans subsets embedded). Run alone with
// `node --import tsx bench/agreement-pdf.bench.ts`; bench/run.ts calls runAgreementPdfBench().
import { pathToFileURL } from 'node:url';
import { renderAgreementPdf } from '#server/signing/agreement-pdf.ts';
import { renderSignedPdf, sha256Hex } from '#server/signing/signed-pdf.ts';
import { SAMPLE_NAMES, sampleAgreement, sampleTrail } from '#server/signing/warm-up.ts';

export type AgreementPdfBenchResult = { renderMs: number; signMs: number; bytes: number; pages: number };

const RUNS = 20;

export async function runAgreementPdfBench(fullName: string = SAMPLE_NAMES.standard): Promise<AgreementPdfBenchResult> {
  const agreement = sampleAgreement(fullName);
  let rendered = await renderAgreementPdf(agreement, '#1C2434'); // warm-up
  let started = performance.now();
  for (let run = 0; run < RUNS; run += 1) rendered = await renderAgreementPdf(agreement, '#1C2434');
  const renderMs = (performance.now() - started) / RUNS;
  const trail = sampleTrail(agreement, fullName, sha256Hex(rendered.bytes));
  await renderSignedPdf(rendered.bytes, rendered.signatureBox, trail, '#1C2434');
  started = performance.now();
  for (let run = 0; run < RUNS; run += 1) await renderSignedPdf(rendered.bytes, rendered.signatureBox, trail, '#1C2434');
  const signMs = (performance.now() - started) / RUNS;
  return { renderMs, signMs, bytes: rendered.bytes.length, pages: rendered.signatureBox.pageIndex + 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [kind, name] of Object.entries(SAMPLE_NAMES)) {
    const result = await runAgreementPdfBench(name);
    console.log(
      `agreement PDF, ${kind} name (${result.pages} pages, ${result.bytes} bytes): ${result.renderMs.toFixed(1)} ms to make, ${result.signMs.toFixed(1)} ms to sign`,
    );
  }
}
