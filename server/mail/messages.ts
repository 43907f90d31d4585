// The account e-mails, in the words a borrower reads. No subject carries a code or a link.
import { renderMail, type Brand, type RenderedMail } from './layout.ts';

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

export function loginCodeMail(brand: Brand, code: string, validMs: number): RenderedMail {
  return renderMail(brand, {
    subject: `Your ${brand.name} sign-in code`,
    greeting: 'Hello,',
    paragraphs: [`Your code to finish signing in to ${brand.name} is:`],
    highlight: code,
    closing: [
      `It works once, for ${minutes(validMs)}.`,
      'We never ask for this code by phone. If you did not just try to sign in, someone may know your password: please reset it now.',
    ],
  });
}

export function createAccountMail(brand: Brand, url: string, validMs: number): RenderedMail {
  return renderMail(brand, {
    subject: `Finish creating your ${brand.name} account`,
    greeting: 'Welcome,',
    paragraphs: [`Thank you for choosing ${brand.name}. Choose a password to finish creating your account.`],
    action: { label: 'Create my account', url },
    closing: [`This link works once, for ${minutes(validMs)}. If you did not ask to open an account, you can ignore this e-mail.`],
  });
}

export function alreadyHaveAccountMail(brand: Brand, signInUrl: string, resetUrl: string, validMs: number): RenderedMail {
  return renderMail(brand, {
    subject: `You already have a ${brand.name} account`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone, probably you, asked to open a ${brand.name} account with this e-mail address. You already have one, so there is nothing to create.`,
      `Sign in here: ${signInUrl}`,
      `Forgot your password? This link sets a new one (it works once, for ${minutes(validMs)}):`,
    ],
    action: { label: 'Set a new password', url: resetUrl },
    closing: ['If you did not ask for this, you can ignore this e-mail: your account has not changed.'],
  });
}

export function resetPasswordMail(brand: Brand, url: string, validMs: number): RenderedMail {
  return renderMail(brand, {
    subject: `Reset your ${brand.name} password`,
    greeting: 'Hello,',
    paragraphs: ['We received a request to reset the password of your account. Choose a new one here:'],
    action: { label: 'Choose a new password', url },
    closing: [
      `This link works once, for ${minutes(validMs)}. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
    ],
  });
}

export function noAccountMail(brand: Brand, welcomeUrl: string): RenderedMail {
  return renderMail(brand, {
    subject: `About your ${brand.name} password request`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone, probably you, asked to reset the password of a ${brand.name} account with this e-mail address, but we have no account for it.`,
      'Perhaps you signed up with another address. Or open an account now:',
    ],
    action: { label: 'Open an account', url: welcomeUrl },
    closing: ['If you did not ask for this, you can ignore this e-mail.'],
  });
}

export function passwordChangedMail(brand: Brand, resetRequestUrl: string): RenderedMail {
  return renderMail(brand, {
    subject: `Your ${brand.name} password was changed`,
    greeting: 'Hello,',
    paragraphs: ['The password of your account was just changed, and every device was signed out.'],
    closing: [
      `If this was you, there is nothing more to do. If it was not, reset your password at once at ${resetRequestUrl} and call us at ${brand.customerServicePhone}.`,
    ],
  });
}
