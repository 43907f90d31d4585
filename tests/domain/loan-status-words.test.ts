// Loan statuses in a borrower's words (issue 18, defect 9).
import { describe, expect, it } from 'vitest';
import { COLLECTING_SUBSTATUS, LOAN_STATUS, ORIGINATING_SUBSTATUS, TERMINATED_SUBSTATUS, subStatusesOf } from '#src/domain/codes/loan.ts';
import { loanStatusInWords } from '#src/domain/loan-status-words.ts';

describe('loanStatusInWords', () => {
  it('says what is happening and on whom it waits, never the code labels', () => {
    expect(loanStatusInWords(LOAN_STATUS.originating, ORIGINATING_SUBSTATUS.customerReview)).toBe('Waiting for you to review and sign');
    expect(loanStatusInWords(LOAN_STATUS.originating, ORIGINATING_SUBSTATUS.underwriterReview)).toBe('An underwriter is reviewing your application');
    expect(loanStatusInWords(LOAN_STATUS.pending, null)).toBe('Your money is on its way');
    expect(loanStatusInWords(LOAN_STATUS.disbursed, null)).toBe('Active: being repaid');
    expect(loanStatusInWords(LOAN_STATUS.terminated, TERMINATED_SUBSTATUS.paidOff)).toBe('Paid off');
  });

  it('tells a loan settled for less under a coupon from one paid in full', () => {
    expect(loanStatusInWords(LOAN_STATUS.collecting, COLLECTING_SUBSTATUS.notified)).toBe('An offer to settle is in your e-mail');
    expect(loanStatusInWords(LOAN_STATUS.collecting, COLLECTING_SUBSTATUS.settled)).toBe('Settled: the rest forgiven');
    expect(loanStatusInWords(LOAN_STATUS.collecting, COLLECTING_SUBSTATUS.cleared)).toBe('Paid in full');
    expect(loanStatusInWords(LOAN_STATUS.collecting, COLLECTING_SUBSTATUS.rejected)).toBe('With our collections team');
  });

  it('has words for every status, and for every substatus either its own or its status’s', () => {
    for (const status of Object.values(LOAN_STATUS)) {
      expect(loanStatusInWords(status, null)).not.toMatch(/^Status /);
      for (const { value } of subStatusesOf(status)) expect(loanStatusInWords(status, value)).not.toMatch(/^Status /);
    }
  });
});
