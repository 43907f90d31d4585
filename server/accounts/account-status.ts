import { RESULT } from '#src/api/contract/result-codes.ts';
import { ACCOUNT_STATUS } from '#src/domain/codes/customer.ts';
import type { Result } from '../http/refusal.ts';

/** Why an account whose password was right may not sign in; undefined when it is active. */
export function statusRefusal(accountStatus: number): Result | undefined {
  switch (accountStatus) {
    case ACCOUNT_STATUS.active:
      return undefined;
    case ACCOUNT_STATUS.duplicate:
      return RESULT.accountDuplicate;
    case ACCOUNT_STATUS.frozen:
      return RESULT.accountFrozen;
    case ACCOUNT_STATUS.closed:
      return RESULT.accountClosed;
    case ACCOUNT_STATUS.archived:
      return RESULT.accountArchived;
    default:
      // inactive (-1) and default (0): the account was never finished.
      return RESULT.accountInactive;
  }
}
