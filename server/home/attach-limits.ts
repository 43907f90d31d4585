// Attach-loan answers are a guess at someone's SSN tail and birth date: wrong answers are limited like failed
// sign-ins (decision 0210's numbers: 5 in 15 minutes lock for 15 minutes), per customer and per address.
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS, ACCOUNT_LOCK_MS, ADDRESS_WINDOW_MS } from '../accounts/policy.ts';
import { throttle } from '../accounts/throttle.ts';

const KIND = {
  customerFailure: 'attachLoanFailure:customer',
  customerLock: 'attachLoanLock:customer',
  addressFailure: 'attachLoanFailure:address',
} as const;

export function attachLimits(orm: AppDatabase, clock: Clock, addressLimit: number) {
  const events = throttle(orm, clock);
  return {
    /** Locked: 5 wrong answers by this customer in 15 minutes, or the address's limit reached. */
    async locked(customerId: string, address: string): Promise<boolean> {
      if ((await events.count(KIND.customerLock, customerId, ACCOUNT_LOCK_MS)) > 0) return true;
      return (await events.waitMs(KIND.addressFailure, address, ADDRESS_WINDOW_MS, addressLimit)) > 0;
    },

    /** Records a wrong answer; answers whether the customer is now locked. */
    async recordFailure(customerId: string, address: string): Promise<{ locked: boolean }> {
      await events.record(KIND.customerFailure, customerId);
      await events.record(KIND.addressFailure, address);
      if ((await events.count(KIND.customerFailure, customerId, ACCOUNT_FAILURE_WINDOW_MS)) < ACCOUNT_FAILURE_LIMIT) return { locked: false };
      await events.record(KIND.customerLock, customerId);
      return { locked: true };
    },

    /** A loan attached: earlier wrong answers of this customer no longer count. */
    async clear(customerId: string): Promise<void> {
      await events.clear(KIND.customerFailure, customerId);
    },
  };
}
