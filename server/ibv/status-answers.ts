// What a borrower reads for each IBV status (spec: -3, -2, -1, 0, 1, 3, 20, 100) and what they can do next;
// docs/sandbox-ibv.md shows the same table. Every failure, and a success on an account without regular
// pay (204), offers at least one way on.
import { IBV_STATUS, NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';
import type { IbvReason } from './provider.ts';

/** Failed verifications of one application after which we stop offering online verification (203). */
export const FAILED_REQUESTS_BEFORE_NOT_VERIFIED = 3;

export type StatusAnswer = {
  message: string;
  canRetry: boolean;
  canUseAnotherProvider: boolean;
  canUploadStatement: boolean;
  noIbvSituation: number | null;
};

const ways = 'You can try again, use the other verification service, or upload a bank statement instead.';

const FAILURE_MESSAGES: Record<IbvReason, string> = {
  wrongCredentials: `We could not sign in to your bank with those details, and your bank has now paused online sign-in. Check your user name and password with your bank. ${ways}`,
  wrongMfa: `The security check with your bank was not passed. ${ways}`,
  accountLocked: 'Your bank says your online banking is locked. Unlock it with your bank and try again, use another bank, or upload a bank statement instead.',
  noEligibleAccount: 'We did not find an open checking account at this bank. Verify a checking account at another bank, or upload a bank statement instead.',
  institutionDown: 'Your bank is not answering right now. Please try again later, use the other verification service, or upload a bank statement instead.',
  expired: 'This verification timed out before it was finished. Please start again, or upload a bank statement instead.',
  unexpected: `Something went wrong while verifying your bank account. ${ways}`,
};

const DEFAULT_REASON: Record<number, IbvReason> = {
  [IBV_STATUS.accountError]: 'wrongCredentials',
  [IBV_STATUS.institutionError]: 'institutionDown',
  [IBV_STATUS.otherError]: 'unexpected',
};

const NOT_VERIFIED = 'We could not verify your bank account online after several tries. Please upload a recent bank statement instead, and we will review it.';

const NO_REGULAR_PAY =
  'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application.';

/**
 * A verification that succeeded on an account without regular pay (decision 0522): no-IBV situation 204.
 * Another account can still be verified while online verification is open; after that, a statement.
 */
function notQualifiedAnswer(failedRequests: number): StatusAnswer {
  const online = failedRequests < FAILED_REQUESTS_BEFORE_NOT_VERIFIED;
  return {
    message: online
      ? `${NO_REGULAR_PAY} Verify the account your pay goes into, or upload a bank statement that shows your pay.`
      : `${NO_REGULAR_PAY} Please upload a recent bank statement of the account your pay goes into, and we will review it.`,
    canRetry: online,
    canUseAnotherProvider: online,
    canUploadStatement: true,
    noIbvSituation: NO_IBV_SITUATION.notQualified,
  };
}

/**
 * `found.regularPay` is what the report of a successful request (100) shows: false gives situation 204.
 * `failedRequests` counts the application's failed requests; read for failures and for 204.
 */
export function statusAnswer(
  status: number,
  reason: IbvReason | null,
  failedRequests: number,
  found: { regularPay: boolean } = { regularPay: true },
): StatusAnswer {
  switch (status) {
    case IBV_STATUS.successful:
      if (!found.regularPay) return notQualifiedAnswer(failedRequests);
      return {
        message: 'Your bank account is verified. Thank you!',
        canRetry: false,
        canUseAnotherProvider: false,
        canUploadStatement: false,
        noIbvSituation: null,
      };
    case IBV_STATUS.inProgress:
      return {
        message: 'Your bank is connected. We are reading your account details now; this usually takes a few seconds.',
        canRetry: false,
        canUseAnotherProvider: false,
        canUploadStatement: false,
        noIbvSituation: null,
      };
    case IBV_STATUS.notStarted:
      return {
        message: 'You have not started verifying your bank account yet.',
        canRetry: true,
        canUseAnotherProvider: true,
        canUploadStatement: true,
        noIbvSituation: null,
      };
    case IBV_STATUS.startedNotCompleted:
      return {
        message: `You left the verification before it was finished. ${ways}`,
        canRetry: true,
        canUseAnotherProvider: true,
        canUploadStatement: true,
        noIbvSituation: null,
      };
    case IBV_STATUS.loginVerified:
      return {
        message: `You signed in to your bank but did not choose an account. ${ways}`,
        canRetry: true,
        canUseAnotherProvider: true,
        canUploadStatement: true,
        noIbvSituation: null,
      };
  }
  if (failedRequests >= FAILED_REQUESTS_BEFORE_NOT_VERIFIED) {
    return { message: NOT_VERIFIED, canRetry: false, canUseAnotherProvider: false, canUploadStatement: true, noIbvSituation: NO_IBV_SITUATION.notVerified };
  }
  const why = reason ?? DEFAULT_REASON[status] ?? 'unexpected';
  const noIbvSituation = why === 'noEligibleAccount' ? NO_IBV_SITUATION.noIbv : why === 'expired' ? NO_IBV_SITUATION.notSubmitted : null;
  return { message: FAILURE_MESSAGES[why], canRetry: true, canUseAnotherProvider: true, canUploadStatement: true, noIbvSituation };
}
