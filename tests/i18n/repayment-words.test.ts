// Decision 0311 for the repayment flow: what its catalogs say is what the borrower read before the words moved (the
// pages' titles and section, the notices, the words built from numbers, lists and codes), read when shown.
import { describe, expect, it } from 'vitest';
import { CHANGES_PAGE, CHANGE_PAGES, LOAN_DETAILS_PAGE, MAKE_PAYMENT_PAGE, OPTION_PAGES } from '#machines/repayment/pages.ts';
import { CHANGE_NOTICES, NOTICES } from '#machines/repayment/repayment.machine.ts';
import { changeLines, changeTitle, paydayWords } from '#src/views/repayment/parts/pay-settings-words.ts';
import { amountRangeMessage } from '#src/views/repayment/parts/payment-form.tsx';
import { flagWords, installmentStateWords, methodCost, transactionStatusWords, unusualWords, withdrawalChannel } from '#src/views/repayment/parts/wording.ts';
import { say } from '#src/views/repayment/parts/words.ts';

describe('the repayment pages', () => {
  it('give each page its title and section, read from the catalog when read', () => {
    expect(LOAN_DETAILS_PAGE).toMatchObject({ path: '/repayment/loan-details', title: 'Loan Details', back: '/home', dark: true });
    expect(MAKE_PAYMENT_PAGE).toMatchObject({ title: 'Make a Payment', section: 'Your Loan' });
    expect(Object.values(OPTION_PAGES).map((page) => page.title)).toEqual([
      'Pay Off Your Loan',
      'Pay an Extra Amount',
      'Pay Off in Installments',
      'Make a One-Time Payment',
    ]);
    expect(CHANGES_PAGE.title).toBe('Change Your Payment Schedule');
    expect(CHANGE_PAGES.changePaymentMethod).toMatchObject({ title: 'Change How You Pay', section: 'Your Loan', back: '/repayment/change-payment-schedule' });
  });

  it('say the notices set after a change that takes no money', () => {
    expect(NOTICES.payOffInN).toBe('Your new payment plan is set. The schedule below shows your new payments.');
    expect(CHANGE_NOTICES.changePayFrequency).toBe('How often you are paid is changed. The schedule below shows your new payments.');
  });

  it('word numbers, amounts and codes as before', () => {
    expect(say('repayment.review.fewer', { count: 1 })).toBe('1 payment fewer');
    expect(say('repayment.review.fewer', { count: 3 })).toBe('3 payments fewer');
    expect(amountRangeMessage(1_000, 76_139)).toBe('Please enter an amount between $10.00 and $761.39');
    expect(methodCost({ purpose: 'repayment', mode: 15004, feeCents: 250, label: 'Debit card', description: '' })).toBe('$2.50 fee');
    expect(methodCost({ purpose: 'repayment', mode: 15000, feeCents: 0, label: 'ACH', description: '' })).toBe('No fee');
    expect(installmentStateWords('pastDue')).toBe('Past due');
    // The installment bit flags of spec section 3, each set bit in words; default (0) says nothing.
    expect(flagWords(0)).toBe('');
    expect(flagWords(8 | 256)).toBe('In collection, New');
    expect(flagWords(1 | 2 | 4 | 16)).toBe('Deleted, Fully refunded, Cancelled, Partially refunded');
    // Every transaction status of spec section 3 in words; a checked one reads as completed, a return as returned.
    expect(([0, 1, 2, 3, 4, -1, -2] as const).map((status) => transactionStatusWords({ status, returnCode: null }))).toEqual([
      'None',
      'Pending',
      'Not checked',
      'Completed',
      'On batch',
      'Rejected',
      'Past due',
    ]);
    expect(transactionStatusWords({ status: -1, returnCode: 'R01' })).toBe('Returned');
    expect(changeTitle(106)).toBe('How often you are paid');
    expect(paydayWords({ payrollFrequency: 17000, dayOfWeekPaid: 6 })).toBe('Every other Friday');
    expect(changeLines({ before: { paymentFrequency: 17000 }, after: { paymentFrequency: 17003 } })).toEqual([
      { label: 'Payments', before: 'Every two weeks', after: 'Every week' },
    ]);
    const card = { mode: 15004, accountLast4: '4242' } as const;
    expect(withdrawalChannel(card)).toBe('debit card ending 4242');
    expect(withdrawalChannel({ mode: 15000, accountLast4: '6789' })).toBe('bank account ending 6789 (ACH)');
    const withdrawal = { ...card, date: '2026-03-23', amountCents: 29_950, principalCents: 0, interestCents: 0, feeCents: 250, unusual: ['retry' as const] };
    expect(unusualWords('amount', withdrawal, 'MM/DD/YYYY')).toBe('The amount, $299.50, is not your regular scheduled payment amount.');
    expect(unusualWords('retry', withdrawal, 'MM/DD/YYYY')).toBe('It is a new attempt to collect a payment that was returned unpaid.');
  });
});
