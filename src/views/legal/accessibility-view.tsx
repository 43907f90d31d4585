// The Accessibility page (issue 18, decision 0760): what the site does for everyone to use it, and how to get help.
import type { RoutedViewProps } from '../routed-view.ts';
import { useLender } from './legal-actor.ts';
import { effectiveByline, accessibilitySections } from './parts/content.ts';
import { LegalPage } from './parts/legal-page.tsx';
import { ContactBlock, Prose } from './parts/prose.tsx';

export function AccessibilityView({ heading }: RoutedViewProps) {
  const lender = useLender();
  return (
    <LegalPage heading={heading} byline={effectiveByline(lender)}>
      <Prose sections={accessibilitySections(lender)} />
      <ContactBlock lender={lender} />
    </LegalPage>
  );
}
