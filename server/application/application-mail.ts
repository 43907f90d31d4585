// The application's e-mails, in the words a borrower reads, in the shared mail layout.
import { renderMail, type Brand, type RenderedMail } from '../mail/layout.ts';
import { LINK_DAYS } from './resource-links.ts';

const validity = `This link works for ${LINK_DAYS} days. You will be asked to sign in first.`;

export function statementReceivedMail(brand: Brand, url: string): RenderedMail {
  return renderMail(brand, {
    subject: `We received your bank statement`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you: we received the bank statement for your ${brand.name} application.`,
      'A member of our team will review it, usually within one business day. You can check where your application stands at any time:',
    ],
    action: { label: 'See my application', url },
    closing: [validity, 'If you did not apply, please call us.'],
  });
}

export function returningMail(brand: Brand, url: string): RenderedMail {
  return renderMail(brand, {
    subject: `Welcome back to ${brand.name}`,
    greeting: 'Hello,',
    paragraphs: [`As a ${brand.name} customer you can apply again in a few minutes: most of your details are already filled in.`],
    action: { label: 'Apply again', url },
    closing: [validity, 'If you are not interested, you can ignore this e-mail.'],
  });
}

export function completeInformationMail(brand: Brand, url: string): RenderedMail {
  return renderMail(brand, {
    subject: `Please complete your ${brand.name} application`,
    greeting: 'Hello,',
    paragraphs: ['We need a few more details before we can decide on your application. The link opens the first part still missing.'],
    action: { label: 'Complete my application', url },
    closing: [validity, 'If you have already finished, you can ignore this e-mail.'],
  });
}
