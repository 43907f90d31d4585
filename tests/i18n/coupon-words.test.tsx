// Decision 0311 for the coupon pages: what their two catalogs say is what the borrower read before the words moved
// (the pages' titles, the card reminder, the offer in one line, the ways to pay, the payments' states), and the
// messages with a plural, an amount that may be absent or marked parts read as plain English.
import { describe, expect, it } from 'vitest';
import { couponMachine, cardNeeded } from '#machines/coupon/coupon.machine.ts';
import { CONGRATULATIONS_PAGE, LOAD_FAILED_PAGE, OVERVIEW_PAGE, SCHEDULE_PAGE, VERIFICATION_PAGE } from '#machines/coupon/pages.ts';
import type { RouteMeta } from '#machines/kit/route-meta.ts';
import { richParts } from '#src/ui/rich-words.tsx';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { lockEndWords, methodWords, offerHeadline, paymentStateWords } from '#src/views/coupon/parts/wording.ts';
import { orNone, say } from '#src/views/coupon/words.ts';

/** A message with marked parts as a reader sees it: the marks' words kept, the marks gone. */
const plain = (id: string, values: Record<string, string | number>, marks = 1) =>
  richParts(
    say(id, values),
    Array.from({ length: marks }, () => <span />),
  )
    .map((part) => (typeof part === 'string' ? part : String((part as { props: { children?: unknown } }).props.children ?? '')))
    .join('');

describe('the coupon pages', () => {
  it('give each page its title, read from the catalog when read', () => {
    expect(
      ([VERIFICATION_PAGE, LOAD_FAILED_PAGE, OVERVIEW_PAGE, SCHEDULE_PAGE, CONGRATULATIONS_PAGE] as RouteMeta[]).map((page) => [
        page.path,
        page.title,
        page.back,
      ]),
    ).toEqual([
      ['/coupon/verification/:identifier', 'Confirm It Is You', undefined],
      ['/coupon', 'Your Offer', undefined],
      ['/coupon/overview', 'Your Offer', undefined],
      ['/coupon/schedule', 'Schedule New Payment', '/coupon/overview'],
      ['/coupon/congratulations-page', 'Congratulations', undefined],
    ]);
    expect(couponMachine.root.states.loadFailed!.meta).toEqual({ path: '/coupon', title: 'Your Offer' });
    expect(cardNeeded()).toBe('Please enter your debit card first.');
  });

  it('say the offer in one line, with a saving only when there is one', () => {
    expect(offerHeadline({ offer: { kind: 'discount', settlementCents: 71_062, discountCents: 47_375, maxPayments: 1 } })).toBe(
      'Pay $710.62 once and save $473.75',
    );
    expect(offerHeadline({ offer: { kind: 'plan', settlementCents: 118_437, discountCents: 0, maxPayments: 4 } })).toBe('Pay $1,184.37 in up to 4 payments');
    expect(offerHeadline({ offer: { kind: 'plan', settlementCents: 100_000, discountCents: 5_000, maxPayments: 3 } })).toBe(
      'Pay $1,000.00 in up to 3 payments and save $50.00',
    );
  });

  it('name the ways to pay, the states and the end of a lock as before', () => {
    expect(methodWords(PAYMENT_MODE.debitCard, '6789')).toBe('Debit card');
    expect(methodWords(PAYMENT_MODE.ach, '6789')).toBe('Bank account ending 6789 (ACH)');
    expect(methodWords(PAYMENT_MODE.ach, '6789', 'short')).toBe('ACH, ending 6789');
    expect(methodWords(PAYMENT_MODE.ach, '')).toBe('Bank account (ACH)');
    expect(methodWords(PAYMENT_MODE.ach, '', 'short')).toBe('ACH');
    expect((['scheduled', 'pending', 'settled', 'returned', 'cancelled'] as const).map(paymentStateWords)).toEqual([
      'Scheduled',
      'Processing',
      'Paid',
      'Returned',
      'Cancelled',
    ]);
    // 15:41 UTC on a November day is 10:41 in New York (EST).
    expect(lockEndWords('2026-11-24T15:41:00Z')).toBe('November 24 at 10:41 AM EST');
  });

  it('read the congratulations, one payment and many, with and without a forgiven amount', () => {
    expect(say('coupon.done.cleared', { count: 1, forgiven: orNone(null), loanNo: 'C-1' })).toBe('Your payment has cleared. You owe nothing more on loan C-1.');
    expect(say('coupon.done.cleared', { count: 3, forgiven: '$50.00', loanNo: 'C-1' })).toBe(
      'Your 3 payments have cleared, and the other $50.00 you owed is forgiven. You owe nothing more on loan C-1.',
    );
    expect(say('coupon.done.scheduled', { firstName: 'Jane', count: 1 })).toBe('Jane, your payment is scheduled.');
    expect(say('coupon.done.scheduled', { firstName: 'Jane', count: 2 })).toBe('Jane, your 2 payments are scheduled.');
    expect(plain('coupon.done.settlesOn', { count: 2, date: 'Dec 4, 2026', forgiven: '$50.00' })).toBe(
      'Once they all clear, your loan is settled on Dec 4, 2026, and the other $50.00 you owed is forgiven.',
    );
    expect(plain('coupon.done.settlesOn', { count: 1, date: 'Dec 4, 2026', forgiven: 'none' })).toBe('Once it clears, your loan is settled on Dec 4, 2026.');
    expect(plain('coupon.done.inAll', { total: '$102.50', code: 'SAVE25' }, 2)).toBe('In all $102.50, coupon code SAVE25.');
  });

  it('read the plan and its review as before', () => {
    expect([1, 4].map((count) => say('coupon.plan.countOption', { count }))).toEqual(['1 payment', '4 payments']);
    expect(say('coupon.plan.achMeans', { last4: '6789' })).toBe('From your bank account on file ending 6789. It can take 1 to 3 business days to complete.');
    expect(say('coupon.plan.achMeans', { last4: 'none' })).toBe('From your bank account on file. It can take 1 to 3 business days to complete.');
    expect(plain('coupon.review.total', { total: '$710.62', how: 'your Visa card ending 0002', forgiven: '$473.75' })).toBe(
      'You pay $710.62 in all from your Visa card ending 0002, and we forgive the other $473.75 you owe. Once every payment has cleared, your loan is settled.',
    );
    expect(plain('coupon.review.total', { total: '$710.62', how: say('coupon.review.byAch', { last4: '6789' }), forgiven: 'none' })).toBe(
      'You pay $710.62 in all from your bank account ending 6789 (ACH). Once every payment has cleared, your loan is settled.',
    );
    expect(say('coupon.total.of', { typed: '$50.00', settlement: '$100.00' })).toBe('Total $50.00 of $100.00');
  });
});
