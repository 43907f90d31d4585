// The words of the lender's text pages, in the brand's name (decision 0760). Plain language a borrower can act
// on: what we collect and why, the rules of the site, how we make it usable by everyone. The lender is fictional
// (a demo); the texts are what such a lender would publish, and Compliance owns a real one's. The words are in
// this folder's catalog (locales/en.po, decision 0311): a section's heading and each paragraph or point has its id,
// the brand's names and the effective date are placeholders.
import type { Lender } from '../legal-actor.ts';
import type { ProseSection } from './prose.tsx';
import { say } from './words.ts';

/** When these texts took effect (a new wording is a new date), as the pages say it. */
export const effectiveDate = () => say('legal.text.effectiveDate');

/** Under a text page's heading: who publishes it, and since when it applies. */
export const effectiveByline = (lender: Lender) => say('legal.byline.effective', { legalName: lender.legalName, effectiveDate: effectiveDate() });

/** The values the texts' placeholders take: the brand's names and the effective date. */
const valuesOf = (lender: Lender) => ({ legalName: lender.legalName, portfolioName: lender.portfolioName, effectiveDate: effectiveDate() });

export function privacySections(lender: Lender): ProseSection[] {
  const words = valuesOf(lender);
  return [
    {
      id: 'privacy-who',
      title: say('legal.privacy.who.title'),
      blocks: [say('legal.privacy.who.p1', words)],
    },
    {
      id: 'privacy-collect',
      title: say('legal.privacy.collect.title'),
      blocks: [
        {
          points: [
            say('legal.privacy.collect.point1'),
            say('legal.privacy.collect.point2'),
            say('legal.privacy.collect.point3'),
            say('legal.privacy.collect.point4'),
            say('legal.privacy.collect.point5'),
          ],
        },
        say('legal.privacy.collect.p1'),
      ],
    },
    {
      id: 'privacy-use',
      title: say('legal.privacy.use.title'),
      blocks: [
        {
          points: [
            say('legal.privacy.use.point1'),
            say('legal.privacy.use.point2'),
            say('legal.privacy.use.point3'),
            say('legal.privacy.use.point4'),
            say('legal.privacy.use.point5'),
          ],
        },
        say('legal.privacy.use.p1'),
      ],
    },
    {
      id: 'privacy-share',
      title: say('legal.privacy.share.title'),
      blocks: [
        {
          points: [say('legal.privacy.share.point1'), say('legal.privacy.share.point2'), say('legal.privacy.share.point3'), say('legal.privacy.share.point4')],
        },
      ],
    },
    {
      id: 'privacy-protect',
      title: say('legal.privacy.protect.title'),
      blocks: [say('legal.privacy.protect.p1'), say('legal.privacy.protect.p2')],
    },
    {
      id: 'privacy-choices',
      title: say('legal.privacy.choices.title'),
      blocks: [
        {
          points: [say('legal.privacy.choices.point1'), say('legal.privacy.choices.point2'), say('legal.privacy.choices.point3')],
        },
        say('legal.privacy.choices.p1'),
      ],
    },
    {
      id: 'privacy-changes',
      title: say('legal.privacy.changes.title'),
      blocks: [say('legal.privacy.changes.p1'), say('legal.privacy.changes.p2', words)],
    },
  ];
}

export function termsOfUseSections(lender: Lender): ProseSection[] {
  const words = valuesOf(lender);
  return [
    {
      id: 'terms-agreement',
      title: say('legal.termsOfUse.agreement.title'),
      blocks: [say('legal.termsOfUse.agreement.p1', words), say('legal.termsOfUse.agreement.p2')],
    },
    {
      id: 'terms-who',
      title: say('legal.termsOfUse.who.title'),
      blocks: [say('legal.termsOfUse.who.p1')],
    },
    {
      id: 'terms-account',
      title: say('legal.termsOfUse.account.title'),
      blocks: [
        {
          points: [say('legal.termsOfUse.account.point1'), say('legal.termsOfUse.account.point2'), say('legal.termsOfUse.account.point3')],
        },
      ],
    },
    {
      id: 'terms-applying',
      title: say('legal.termsOfUse.applying.title'),
      blocks: [say('legal.termsOfUse.applying.p1')],
    },
    {
      id: 'terms-electronic',
      title: say('legal.termsOfUse.electronic.title'),
      blocks: [say('legal.termsOfUse.electronic.p1')],
    },
    {
      id: 'terms-use',
      title: say('legal.termsOfUse.use.title'),
      blocks: [
        {
          points: [say('legal.termsOfUse.use.point1'), say('legal.termsOfUse.use.point2'), say('legal.termsOfUse.use.point3')],
        },
        say('legal.termsOfUse.use.p1'),
      ],
    },
    {
      id: 'terms-limits',
      title: say('legal.termsOfUse.limits.title'),
      blocks: [say('legal.termsOfUse.limits.p1'), say('legal.termsOfUse.limits.p2')],
    },
    {
      id: 'terms-law',
      title: say('legal.termsOfUse.law.title'),
      blocks: [say('legal.termsOfUse.law.p1'), say('legal.termsOfUse.law.p2', words)],
    },
  ];
}

export function accessibilitySections(lender: Lender): ProseSection[] {
  const words = valuesOf(lender);
  return [
    {
      id: 'accessibility-commitment',
      title: say('legal.accessibility.commitment.title'),
      blocks: [say('legal.accessibility.commitment.p1', words)],
    },
    {
      id: 'accessibility-how',
      title: say('legal.accessibility.how.title'),
      blocks: [
        {
          points: [
            say('legal.accessibility.how.point1'),
            say('legal.accessibility.how.point2'),
            say('legal.accessibility.how.point3'),
            say('legal.accessibility.how.point4'),
            say('legal.accessibility.how.point5'),
          ],
        },
      ],
    },
    {
      id: 'accessibility-limits',
      title: say('legal.accessibility.limits.title'),
      blocks: [say('legal.accessibility.limits.p1')],
    },
    {
      id: 'accessibility-help',
      title: say('legal.accessibility.help.title'),
      blocks: [say('legal.accessibility.help.p1'), say('legal.accessibility.help.p2', words)],
    },
  ];
}
