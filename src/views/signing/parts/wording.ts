// What the borrower is told about each signature status (spec section 4) and where it lets them go.
import { SIGNING_PATHS } from '#machines/signing/pages.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';
import { say } from '../words.ts';

export const countdownMessage = (seconds: number) => say('signing.countdown.message', { seconds });

type StatusExplanation = { title: string; text: string; action: { label: string; event: 'signing.renew' } | { label: string; href: string } };

/** A status's heading and what it says, by the status's name. */
const told = (status: 'expired' | 'cancelled' | 'voided' | 'suspended') => ({
  title: say(`signing.status.${status}.title`),
  text: say(`signing.status.${status}.text`),
});

/** Statuses 2 to 5: the agreement cannot be signed; each says why and offers the way on. */
export function statusExplanation(signStatus: number, fromLink: boolean): StatusExplanation {
  switch (signStatus) {
    case SIGNATURE_STATUS.expired:
      return {
        ...told('expired'),
        action: { label: say(fromLink ? 'signing.status.expired.actionFromLink' : 'signing.status.expired.action'), event: 'signing.renew' },
      };
    case SIGNATURE_STATUS.cancelled:
      return { ...told('cancelled'), action: { label: say('signing.status.home'), href: SIGNING_PATHS.home } };
    case SIGNATURE_STATUS.voided:
      return { ...told('voided'), action: { label: say('signing.status.voided.action'), href: SIGNING_PATHS.newTerms } };
    default:
      return { ...told('suspended'), action: { label: say('signing.status.home'), href: SIGNING_PATHS.home } };
  }
}

const SIGNED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** When it was signed, in the lender's business time zone with its name: "November 24, 2026 at 3:04 PM EST". */
export function signedAtText(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'short' }).formatToParts(new Date(instant));
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  return `${SIGNED_AT.format(new Date(instant))} ${zone}`.trim();
}

/**
 * What the page says above a signed agreement. Just signed (the countdown), its copy is on its way by e-mail; signed
 * before this visit (the agreement read again days or weeks on, after funding too), the copy went when it was signed:
 * "on its way" would no longer be true.
 */
export function signedNotice(signedAt: string | null, justSigned: boolean): string {
  if (justSigned) return signedAt ? say('signing.signed.notice', { signedAt: signedAtText(signedAt) }) : say('signing.signed.noticeUndated');
  return signedAt ? say('signing.signed.noticeEarlier', { signedAt: signedAtText(signedAt) }) : say('signing.signed.noticeEarlierUndated');
}
