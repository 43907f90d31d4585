// What the borrower is told about each signature status (spec section 4) and where it lets them go.
import { SIGNING_PATHS } from '#machines/signing/pages.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';

export const COUNTDOWN_MESSAGE = (seconds: number) => `All set. You will be redirected to the home page after ${seconds} seconds.`;

type StatusExplanation = { title: string; text: string; action: { label: string; event: 'signing.renew' } | { label: string; href: string } };

/** Statuses 2 to 5: the agreement cannot be signed; each says why and offers the way on. */
export function statusExplanation(signStatus: number, fromLink: boolean): StatusExplanation {
  switch (signStatus) {
    case SIGNATURE_STATUS.expired:
      return {
        title: 'This signing request has expired',
        text: 'Agreements must be signed within 72 hours so that the terms and dates are still right. We can prepare a new agreement with current dates.',
        action: fromLink ? { label: 'Sign in to get a new agreement', event: 'signing.renew' } : { label: 'Prepare a new agreement', event: 'signing.renew' },
      };
    case SIGNATURE_STATUS.cancelled:
      return {
        title: 'This loan request was cancelled',
        text: 'Nothing was signed and no money was sent. You can apply again from your home page.',
        action: { label: 'Go to your home page', href: SIGNING_PATHS.home },
      };
    case SIGNATURE_STATUS.voided:
      return {
        title: 'This agreement is no longer valid',
        text: 'Your loan terms changed after this agreement was prepared. Please review your new terms, then sign the new agreement.',
        action: { label: 'Review your loan terms', href: SIGNING_PATHS.newTerms },
      };
    default:
      return {
        title: 'Signing is on hold',
        text: 'We need to review your application before you can sign. We will e-mail you when you can continue. You can also call us.',
        action: { label: 'Go to your home page', href: SIGNING_PATHS.home },
      };
  }
}

const SIGNED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** When it was signed, in the lender's business time zone with its name: "November 24, 2026 at 3:04 PM EST". */
export function signedAtText(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'short' }).formatToParts(new Date(instant));
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${SIGNED_AT.format(new Date(instant))} ${zone}`.trim();
}
