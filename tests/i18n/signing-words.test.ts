// Decision 0311 for the signing and result pages: what their catalogs say is what the borrower read before the words
// moved (the pages' titles, the green messages, each signature status with its way on, the sign form, and every
// result page's message and buttons, as notification-content.ts wrote them).
import { describe, expect, it } from 'vitest';
import { SIGNING_PAGES } from '#machines/signing/pages.ts';
import { signedMessage } from '#machines/signing/signing.machine.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { NOTIFICATION_CONTENT } from '#src/views/notification/notification-content.ts';
import { countdownMessage, statusExplanation } from '#src/views/signing/parts/wording.ts';
import { say } from '#src/views/signing/words.ts';

/** Each result page as notification-content.ts wrote it before its words moved: tone, message, [button, the page it leads to]. */
const BEFORE = {
  101: {
    tone: 'progress',
    message: 'Thank you for your application. It is pending while we complete a few final checks, and we will email you as soon as there is an update.',
    actions: [['Go to my account', '/home']],
  },
  102: {
    tone: 'success',
    message:
      'Your application has been submitted. We are reviewing it now and will email you with our decision. You can follow its progress in your account at any time.',
    actions: [['Go to my account', '/home']],
  },
  103: {
    tone: 'success',
    message:
      'Thank you, we have received your payment. Your loan shows it now, marked pending until your bank confirms it, and a confirmation is on its way to your email.',
    actions: [
      ['View my loan', '/repayment/loan-details'],
      ['Back to my account', '/home'],
    ],
  },
  104: {
    tone: 'success',
    message: 'Thank you for uploading your bank statement. Our team will review it and let you know by email if we need anything else.',
    actions: [['Go to my account', '/home']],
  },
  201: {
    tone: 'progress',
    message:
      'We have your application. Because your bank account was not verified online, a member of our team will review it personally, and we will email you once that is done.',
    actions: [['Go to my account', '/home']],
  },
  202: {
    tone: 'progress',
    message:
      'Online verification is not available for your bank, so a loan specialist is reviewing your application instead. We will email you as soon as we have a decision.',
    actions: [['Go to my account', '/home']],
  },
  203: {
    tone: 'attention',
    message:
      'We could not verify the bank account you connected. You can connect another checking account, ideally the one your pay is deposited into, or contact customer service and we will help.',
    actions: [
      ['Try another bank account', '/guidance/bank/account'],
      ['Go to my account', '/home'],
    ],
  },
  204: {
    tone: 'attention',
    message:
      'We verified your bank account, but it shows no regular pay deposits, so we cannot use it to qualify your application. Upload a recent bank statement that shows your pay and our team will review it, or call customer service and we will help.',
    actions: [
      ['Upload a bank statement', '/guidance/bank-statement'],
      ['Go to my account', '/home'],
    ],
  },
  205: {
    tone: 'success',
    message:
      'Your loan is approved and we have started sending the money to your bank account. When it arrives depends on your bank; we will email you once the transfer is complete.',
    actions: [['Go to my account', '/home']],
  },
  206: {
    tone: 'progress',
    message: 'We have received your request and are processing it. We will email you when it is complete, and you can check its status in your account.',
    actions: [['Go to my account', '/home']],
  },
  301: {
    tone: 'attention',
    message:
      'Your application has been withdrawn, and no loan will be made from it. If that is a mistake, or you would like to apply again, you can start a new application from your account.',
    actions: [['Go to my account', '/home']],
  },
  302: {
    tone: 'attention',
    message:
      'This link has expired or has already been used. For your security, the links in our emails only work for a limited time. Please sign in to see the latest on your application or loan.',
    // Since 2026-12-02 each reader its own button (a signed-in borrower is not asked to sign in), with its own words.
    actions: [
      ['Sign in', '/home', 'signedOut'],
      ['Go to my account', '/home', 'signedIn'],
    ],
  },
} as const;

describe('the signing pages', () => {
  it('are titled as before, read from the flow’s catalog', () => {
    expect([SIGNING_PAGES.wizard.title, SIGNING_PAGES.link.title, SIGNING_PAGES.agreement.title]).toEqual([
      'Sign Loan Agreement',
      'Sign Loan Agreement',
      'Loan Agreement',
    ]);
  });

  it('say the green messages in the spec’s words', () => {
    expect(countdownMessage(5)).toBe('All set. You will be redirected to the home page after 5 seconds.');
    expect(signedMessage()).toBe('All set. Your loan agreement is signed.');
  });

  it('explain each status the borrower cannot sign, with its way on', () => {
    expect(statusExplanation(SIGNATURE_STATUS.expired, false)).toEqual({
      title: 'This signing request has expired',
      text: 'Agreements must be signed within 72 hours so that the terms and dates are still right. We can prepare a new agreement with current dates.',
      action: { label: 'Prepare a new agreement', event: 'signing.renew' },
    });
    expect(statusExplanation(SIGNATURE_STATUS.expired, true).action).toEqual({ label: 'Sign in to get a new agreement', event: 'signing.renew' });
    expect(statusExplanation(SIGNATURE_STATUS.cancelled, false)).toEqual({
      title: 'This loan request was cancelled',
      text: 'Nothing was signed and no money was sent. You can apply again from your home page.',
      action: { label: 'Go to your home page', href: '/home' },
    });
    expect(statusExplanation(SIGNATURE_STATUS.voided, true)).toEqual({
      title: 'This agreement is no longer valid',
      text: 'Your loan terms changed after this agreement was prepared. Please review your new terms, then sign the new agreement.',
      action: { label: 'Review your loan terms', href: '/disbursement' },
    });
    expect(statusExplanation(SIGNATURE_STATUS.suspended, false)).toEqual({
      title: 'Signing is on hold',
      text: 'We need to review your application before you can sign. We will e-mail you when you can continue. You can also call us.',
      action: { label: 'Go to your home page', href: '/home' },
    });
  });

  it('fill in the brand, the address and the dates', () => {
    expect(say('signing.form.consent', { brandName: 'Goldcrest Lending' })).toBe(
      'I have read the E-Sign disclosure above, and I agree to use electronic records and signatures with Goldcrest Lending.',
    );
    expect(say('signing.awaiting.lead', { email: 'j***@example.com' })).toBe(
      'Please read your loan agreement, then sign it below. You can also sign it on another device: we sent a link to j***@example.com.',
    );
    expect(say('signing.signed.notice', { signedAt: 'November 24, 2026 at 3:04 PM EST' })).toBe(
      'You signed this agreement on November 24, 2026 at 3:04 PM EST. A copy is on its way to your e-mail.',
    );
    expect(say('signing.agreement.madeOn', { loanNo: 'GC-12345678', madeOn: 'November 24, 2026' })).toBe('Loan number GC-12345678 · made on November 24, 2026');
  });
});

describe('the result pages', () => {
  it('say what they said before, with the same buttons', () => {
    const now = Object.fromEntries(
      Object.entries(NOTIFICATION_CONTENT).map(([code, content]) => [
        code,
        {
          tone: content.tone,
          message: content.message,
          actions: content.actions.map(({ label, event, for: reader }) => (reader ? [label, event.path, reader] : [label, event.path])),
        },
      ]),
    );
    expect(now).toEqual(BEFORE);
  });

  it('say the same to both readers, but 302 to a signed-in borrower, whom it does not ask to sign in', () => {
    for (const [code, content] of Object.entries(NOTIFICATION_CONTENT)) {
      expect(content.messageFor('signedOut')).toBe(content.message);
      if (code !== '302') expect(content.messageFor('signedIn')).toBe(content.message);
    }
    expect(NOTIFICATION_CONTENT[302].messageFor('signedIn')).toBe(
      'This link has expired or has already been used. For your security, the links in our emails only work for a limited time. Your account shows the latest on your application or loan.',
    );
  });
});
