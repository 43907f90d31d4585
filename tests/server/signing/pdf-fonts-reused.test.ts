// The agreement PDF's fonts are parsed once per process and each text shaped once (issue 12: a name beyond
// Windows-1252 took 1.5-2.6 s a document). Reusing them must not change a byte: a document made after others is
// the one made first, and both fonts' documents are the bytes the writer made before the reuse (SHA-256 pinned).
import { describe, expect, it } from 'vitest';
import type { Agreement } from '#src/api/contract/signing.ts';
import { renderAgreementPdf } from '#server/signing/agreement-pdf.ts';
import { sha256Hex } from '#server/signing/signed-pdf.ts';
import { AGREEMENT_TO_SIGN } from '#src/ui/fixtures/signing.ts';

const named = (fullName: string): Agreement => ({ ...AGREEMENT_TO_SIGN.agreement, borrower: { ...AGREEMENT_TO_SIGN.agreement.borrower, fullName } });
const hashOf = async (agreement: Agreement) => sha256Hex((await renderAgreementPdf(agreement, '#1C2434')).bytes);

// Made by server/signing/pdf-writer.ts before the fonts were reused (commit c68c071), each in a fresh process.
const BEFORE = {
  helvetica: 'b56097fc04b9185f7a71abe4e0753f28ffe4682c1b675623e4af48240f44f3ea',
  dejavu: '1d4c34f5e8abb6ffcb0acd0f64081f3f560b8ebb900d7c58ab3d05444504dc25',
};

describe('the agreement PDF with its fonts reused', () => {
  it('a DejaVu document made after others (other names, other texts) is byte for byte the one made first', async () => {
    const zoe = named('Zoë Łukasiewicz');
    const first = await hashOf(zoe);
    expect(first).toBe(BEFORE.dejavu);
    for (const other of ['Thị Minh Nguyễn', 'Ōtsuka Ūna', 'Zoë Łukasiewicz-Nguyễn']) await hashOf(named(other));
    expect(await hashOf(zoe)).toBe(first);
  });

  it('a document the standard fonts print is the bytes it was before, made before or after a DejaVu one', async () => {
    const ada = named('Ada Lovelace');
    expect(await hashOf(ada)).toBe(BEFORE.helvetica);
    await hashOf(named('Zoë Łukasiewicz'));
    expect(await hashOf(ada)).toBe(BEFORE.helvetica);
  });
});
