// Attach-loan answers are a guess at someone's SSN tail and birth date: wrong answers are limited like failed
// sign-ins (decision 0210's numbers: 5 in 15 minutes lock for 15 minutes), per customer and per address; and per
// loan number (decision 0212: 10 in an hour, from anyone, lock that loan's attach for an hour), counted whether
// the number exists or not, so the lock tells nothing about it.
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  ACCOUNT_LOCK_MS,
  ADDRESS_WINDOW_MS,
  LOAN_ATTACH_FAILURE_LIMIT,
  LOAN_ATTACH_FAILURE_WINDOW_MS,
  LOAN_ATTACH_LOCK_MS,
} from '../accounts/policy.ts';
import { throttle } from '../accounts/throttle.ts';

const KIND = {
  customerFailure: 'attachLoanFailure:customer',
  customerLock: 'attachLoanLock:customer',
  addressFailure: 'attachLoanFailure:address',
  loanFailure: 'attachLoanFailure:loan',
  loanLock: 'attachLoanLock:loan',
} as const;

/** A loan number in its portfolio, as attach-loan matches it (upper-case). */
export type LoanKey = { portfolioId: number; loanNo: string };
const loanSubject = ({ portfolioId, loanNo }: LoanKey) => `${portfolioId}:${loanNo.toUpperCase()}`;

export function attachLimits(orm: AppDatabase, clock: Clock, addressLimit: number) {
  const events = throttle(orm, clock);
  return {
    /** Locked: 5 wrong answers by this customer in 15 minutes, or the address's limit reached. */
    async locked(customerId: string, address: string): Promise<boolean> {
      if ((await events.count(KIND.customerLock, customerId, ACCOUNT_LOCK_MS)) > 0) return true;
      return (await events.waitMs(KIND.addressFailure, address, ADDRESS_WINDOW_MS, addressLimit)) > 0;
    },

    /** Attaching this loan number is locked: 10 wrong answers for it in an hour, by anyone. */
    async loanLocked(loan: LoanKey): Promise<boolean> {
      return (await events.count(KIND.loanLock, loanSubject(loan), LOAN_ATTACH_LOCK_MS)) > 0;
    },

    /** Records a wrong answer; answers whether the customer, or else the loan number, is now locked. */
    async recordFailure(customerId: string, address: string, loan: LoanKey): Promise<{ locked: boolean; loanLocked: boolean }> {
      await events.record(KIND.customerFailure, customerId);
      await events.record(KIND.addressFailure, address);
      await events.record(KIND.loanFailure, loanSubject(loan));
      let loanLocked = false;
      if ((await events.count(KIND.loanFailure, loanSubject(loan), LOAN_ATTACH_FAILURE_WINDOW_MS)) >= LOAN_ATTACH_FAILURE_LIMIT) {
        await events.record(KIND.loanLock, loanSubject(loan));
        // The lock runs from now; the failures that made it are spent.
        await events.clear(KIND.loanFailure, loanSubject(loan));
        loanLocked = true;
      }
      if ((await events.count(KIND.customerFailure, customerId, ACCOUNT_FAILURE_WINDOW_MS)) < ACCOUNT_FAILURE_LIMIT) return { locked: false, loanLocked };
      await events.record(KIND.customerLock, customerId);
      return { locked: true, loanLocked };
    },

    /** A loan attached: earlier wrong answers of this customer, and for this loan, no longer count. */
    async clear(customerId: string, loan: LoanKey): Promise<void> {
      await events.clear(KIND.customerFailure, customerId);
      await events.clear(KIND.loanFailure, loanSubject(loan));
    },
  };
}
