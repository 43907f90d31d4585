// The Privacy Policy page (issue 18, decision 0760): the lender's own words, in the brand's name, with how to reach a person.
import type { RoutedViewProps } from '../routed-view.ts';
import { useLender } from './legal-actor.ts';
import { effectiveByline, privacySections } from './parts/content.ts';
import { LegalPage } from './parts/legal-page.tsx';
import { ContactBlock, Prose } from './parts/prose.tsx';

export function PrivacyView({ heading }: RoutedViewProps) {
  const lender = useLender();
  return (
    <LegalPage heading={heading} byline={effectiveByline(lender)}>
      <Prose sections={privacySections(lender)} />
      <ContactBlock lender={lender} />
    </LegalPage>
  );
}
