// The agreement as the signing page shows it: every section the PDF prints, but while the borrower is asked to
// consent, the E-Sign disclosure's section is left to the disclosure shown apart before the consent boxes (not twice).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ESIGN_DISCLOSURE_SECTION_ID, type Agreement } from '#src/api/contract/signing.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { AGREEMENT_TO_SIGN } from '#src/ui/fixtures/signing.ts';
import { AgreementText } from '#src/views/signing/parts/agreement-text.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
const disclosureSection = {
  id: ESIGN_DISCLOSURE_SECTION_ID,
  heading: 'E-Sign consumer disclosure (version 2026-11)',
  paragraphs: ['You have the right to a paper copy.'],
};
const agreement: Agreement = { ...AGREEMENT_TO_SIGN.agreement, sections: [...AGREEMENT_TO_SIGN.agreement.sections, disclosureSection] };

const sectionIds = (html: string) => [...html.matchAll(/data-agreement-section="([^"]+)"/g)].map(([, id]) => id);
const render = (withoutDisclosure?: boolean) =>
  renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AgreementText agreement={agreement} withoutDisclosure={withoutDisclosure} />
    </ChakraProvider>,
  );

describe('AgreementText', () => {
  it('shows every section of the agreement, the E-Sign disclosure consented to among them (the signed agreement)', () => {
    const html = render();
    expect(sectionIds(html)).toEqual(agreement.sections.map((section) => section.id));
    expect(html).toContain('E-Sign consumer disclosure (version 2026-11)');
  });

  it('leaves the disclosure out while it is shown apart before the consent boxes', () => {
    const html = render(true);
    expect(sectionIds(html)).toEqual(AGREEMENT_TO_SIGN.agreement.sections.map((section) => section.id));
    expect(html).not.toContain('E-Sign consumer disclosure');
  });
});
