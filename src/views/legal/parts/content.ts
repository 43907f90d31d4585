// The words of the lender's text pages, in the brand's name (decision 0760). Plain language a borrower can act
// on: what we collect and why, the rules of the site, how we make it usable by everyone. The lender is fictional
// (a demo); the texts are what such a lender would publish, and Compliance owns a real one's.
import type { Lender } from '../legal-actor.ts';
import type { ProseSection } from './prose.tsx';

/** When these texts took effect (a new wording is a new date). */
export const EFFECTIVE_DATE = 'January 1, 2026';

const we = (lender: Lender) => `${lender.legalName} ("${lender.portfolioName}", "we", "us")`;

export function privacySections(lender: Lender): ProseSection[] {
  return [
    {
      id: 'privacy-who',
      title: 'Who we are and what this policy covers',
      blocks: [
        `${we(lender)} makes and services installment loans online. This policy explains what personal information we collect when you visit our site, apply for a loan or repay one, how we use it, who we share it with, and the choices you have. It applies to this site, our e-mails and our customer service.`,
      ],
    },
    {
      id: 'privacy-collect',
      title: 'What we collect',
      blocks: [
        {
          points: [
            'Who you are: your name, date of birth, Social Security number, home address, e-mail address and phone number.',
            'Your work and income: your employer, how often and how much you are paid, and your paydays.',
            'Your bank account: its routing and account numbers and, when you let a bank verification provider connect to it, its balances, deposits and transactions.',
            'Your loans with us: applications, agreements, payments, and the messages between us.',
            'Your visit: the address of your device, your browser, the pages you open and when, kept to keep the site working and secure.',
          ],
        },
        'We collect it from you, from the bank verification provider you choose, from consumer reporting agencies, and from fraud prevention services.',
      ],
    },
    {
      id: 'privacy-use',
      title: 'How we use it',
      blocks: [
        {
          points: [
            'To decide on your application and offer you a loan you can afford.',
            'To confirm your identity and prevent fraud, as federal law requires of every lender.',
            'To send you your money, take the payments you authorize, and tell you about your loan.',
            'To meet our legal duties: record keeping, reports to regulators, answers to lawful requests.',
            'To keep the site secure and make it better.',
          ],
        },
        'We do not sell your personal information, and we do not share it with other companies for their own marketing.',
      ],
    },
    {
      id: 'privacy-share',
      title: 'Who we share it with',
      blocks: [
        {
          points: [
            'Companies that work for us under contract and may use it only for that work: payment processors, banks, the bank verification providers, e-mail and hosting services.',
            'Consumer reporting agencies, which may receive information about your loan and how it is repaid.',
            'Government agencies, courts and others when the law requires it.',
            'A company that buys our business or our loans, which must then protect it as this policy does.',
          ],
        },
      ],
    },
    {
      id: 'privacy-protect',
      title: 'How we protect it',
      blocks: [
        'Your connection to this site is encrypted. Your Social Security number and bank account numbers are encrypted again when we store them, and only the people who need them for their work can see them. Signing in from a new browser asks for a one-time code we e-mail you.',
        'We keep your information while your loan is open and afterwards for as long as the law requires of lenders, then delete it.',
      ],
    },
    {
      id: 'privacy-choices',
      title: 'Your choices and rights',
      blocks: [
        {
          points: [
            'You may ask us what personal information we hold about you, and to correct it if it is wrong.',
            'You may stop marketing e-mails at any time with the link at the bottom of each one; messages about your loan keep coming while it is open.',
            'Depending on the state you live in, you may have more rights, such as asking us to delete information the law does not require us to keep. We will not treat you differently for using them.',
          ],
        },
        'To use any of these rights, contact us as shown below. We may ask you to confirm who you are first.',
      ],
    },
    {
      id: 'privacy-changes',
      title: 'Children and changes to this policy',
      blocks: [
        'Our site and loans are for adults only; we do not knowingly collect information about anyone under 18.',
        `When we change this policy we post the new version here with its effective date, and tell our borrowers by e-mail when a change affects them. This version is effective ${EFFECTIVE_DATE}.`,
      ],
    },
  ];
}

export function termsOfUseSections(lender: Lender): ProseSection[] {
  return [
    {
      id: 'terms-agreement',
      title: 'These terms',
      blocks: [
        `These terms apply when you use the ${lender.portfolioName} site, run by ${we(lender)}. By using the site you agree to them. If you do not agree, please do not use the site.`,
        'A loan is governed by its own loan agreement, which you read and sign before you borrow. Where the agreement and these terms differ, the agreement applies.',
      ],
    },
    {
      id: 'terms-who',
      title: 'Who may use the site',
      blocks: [
        'You must be at least 18 years old, live in a state where we lend (see Rates & Terms), and have a bank account in your own name. You may apply only for yourself.',
      ],
    },
    {
      id: 'terms-account',
      title: 'Your account',
      blocks: [
        {
          points: [
            'Keep your password and the one-time codes we send you to yourself; we will never ask for them by phone or e-mail.',
            'Tell us at once if you think someone else has used your account.',
            'Give us true and complete information, and keep your e-mail address, phone number and mailing address current.',
          ],
        },
      ],
    },
    {
      id: 'terms-applying',
      title: 'Applying is not a promise of a loan',
      blocks: [
        'We decide each application on the information you give, what your bank verification shows and the rules of the state you live in. Starting an application does not oblige you to borrow, or us to lend. Before you sign, we show you the loan amount, every payment and its date, the finance charge and the APR.',
      ],
    },
    {
      id: 'terms-electronic',
      title: 'Electronic records',
      blocks: [
        'We give you your loan agreement and notices electronically, and you sign by typing your name, only if you consent to that first. Our E-Sign Disclosure explains the consent, your right to paper copies and how to withdraw it.',
      ],
    },
    {
      id: 'terms-use',
      title: 'Using the site fairly',
      blocks: [
        {
          points: [
            'Do not give false information, apply in someone else’s name, or try to reach accounts that are not yours.',
            'Do not copy the site with automated tools, overload it, or try to get around its security.',
            'The site’s text, names and logos belong to us; you may print or save pages for your own records.',
          ],
        },
        'We may close an account that breaks these rules, without affecting a loan you already have.',
      ],
    },
    {
      id: 'terms-limits',
      title: 'Other services, and the limits of our responsibility',
      blocks: [
        'To verify your bank account you may connect through a bank verification provider, whose own terms also apply. We are not responsible for another company’s site.',
        'We work to keep the site available and its information correct, but the site is provided as it is, and it may sometimes be unavailable. As far as the law allows, we are not liable for losses caused by using it or being unable to use it. Nothing here limits a right the law gives you as a borrower.',
      ],
    },
    {
      id: 'terms-law',
      title: 'The law that applies, and changes',
      blocks: [
        'These terms are governed by federal law and the law of the state where you live. We may change them by posting a new version here; the version in effect when you use the site applies.',
        `This version is effective ${EFFECTIVE_DATE}.`,
      ],
    },
  ];
}

export function accessibilitySections(lender: Lender): ProseSection[] {
  return [
    {
      id: 'accessibility-commitment',
      title: 'Our commitment',
      blocks: [
        `${lender.portfolioName} wants everyone to be able to apply for, understand and repay a loan on their own. We design and test this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
      ],
    },
    {
      id: 'accessibility-how',
      title: 'What we do',
      blocks: [
        {
          points: [
            'Every page and every state of every page is checked with automated accessibility tests before each release, in both our brands’ colours.',
            'Everything can be done with a keyboard alone; when a new page opens, focus moves to its heading so screen readers start there.',
            'Each page has one main heading and labelled sections; forms say what is wrong next to the field, in words, not only in colour.',
            'Text and controls meet contrast requirements, and pages work on a phone, at 200% zoom and with larger text.',
            'Payment schedules are real tables with headings on a computer and labelled lists on a phone.',
          ],
        },
      ],
    },
    {
      id: 'accessibility-limits',
      title: 'What we are still improving',
      blocks: [
        'The PDF copy of a signed loan agreement may not read well with every screen reader. The same agreement is shown as a web page before you sign, and we will send you an accessible copy in the format you need (large print, plain text or read aloud by phone) on request.',
      ],
    },
    {
      id: 'accessibility-help',
      title: 'Getting help or telling us about a problem',
      blocks: [
        'If something on the site is hard to use, please tell us which page and what happened. A person will help you finish what you were doing by phone, and we reply to every report within two business days. If you are deaf or hard of hearing, you may call us through 711 Relay.',
        `This statement was last reviewed on ${EFFECTIVE_DATE}.`,
      ],
    },
  ];
}
