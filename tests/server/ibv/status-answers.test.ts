// The borrower-facing table of IBV statuses: every spec status has a sentence, and every failure leaves a
// way on (retry, the other provider, or a bank statement).
import { describe, expect, it } from 'vitest';
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import type { IbvReason } from '#server/ibv/provider.ts';
import { FAILED_REQUESTS_BEFORE_NOT_VERIFIED, statusAnswer } from '#server/ibv/status-answers.ts';

const REASONS: IbvReason[] = ['wrongCredentials', 'wrongMfa', 'accountLocked', 'noEligibleAccount', 'institutionDown', 'expired', 'unexpected'];

describe('statusAnswer', () => {
  it('has a sentence for every spec status, and no two statuses share one', () => {
    const messages = Object.values(IBV_STATUS).map((status) => statusAnswer(status, null, 0).message);
    expect(messages.every((message) => message.length > 20 && /[.!]$/.test(message))).toBe(true);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('offers a way on after every failure, with a sentence per reason', () => {
    for (const status of [IBV_STATUS.accountError, IBV_STATUS.institutionError, IBV_STATUS.otherError]) {
      for (const reason of REASONS) {
        const answer = statusAnswer(status, reason, 1);
        expect(answer.canRetry || answer.canUseAnotherProvider || answer.canUploadStatement).toBe(true);
      }
    }
    expect(new Set(REASONS.map((reason) => statusAnswer(-1, reason, 1).message)).size).toBe(REASONS.length);
  });

  it('sets the no-IBV situations: 201 expired, 202 no eligible account, 203 from the third failed request on', () => {
    expect(statusAnswer(-3, 'expired', 1).noIbvSituation).toBe(201);
    expect(statusAnswer(-1, 'noEligibleAccount', 2).noIbvSituation).toBe(202);
    expect(statusAnswer(-2, 'institutionDown', 2).noIbvSituation).toBeNull();
    expect(statusAnswer(-2, 'institutionDown', FAILED_REQUESTS_BEFORE_NOT_VERIFIED)).toEqual({
      message: 'We could not verify your bank account online after several tries. Please upload a recent bank statement instead, and we will review it.',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: true,
      noIbvSituation: 203,
    });
    // A success is a success whatever failed before it.
    expect(statusAnswer(100, null, 5).noIbvSituation).toBeNull();
  });

  it('a success on an account without regular pay is 204 with its ways on, then only the statement once online verification is over', () => {
    const found = { regularPay: false };
    expect(statusAnswer(100, null, 0, found)).toEqual({
      message:
        'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application. Verify the account your pay goes into, or upload a bank statement that shows your pay.',
      canRetry: true,
      canUseAnotherProvider: true,
      canUploadStatement: true,
      noIbvSituation: 204,
    });
    expect(statusAnswer(100, null, FAILED_REQUESTS_BEFORE_NOT_VERIFIED - 1, found).canRetry).toBe(true);
    expect(statusAnswer(100, null, FAILED_REQUESTS_BEFORE_NOT_VERIFIED, found)).toEqual({
      message:
        'We connected to your bank account, but it shows no regular pay deposits in the last 90 days, so we cannot use it to qualify your application. Please upload a recent bank statement of the account your pay goes into, and we will review it.',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: true,
      noIbvSituation: 204,
    });
    expect(statusAnswer(100, null, 0, { regularPay: true }).noIbvSituation).toBeNull();
  });
});
