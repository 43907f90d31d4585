// Decision 0311 for the disbursement wizard: what its three catalogs (and the Truth-in-Lending box's) say is what the borrower read before the words
// moved (the steps' titles and section, the loan flags' notices, the progress's name), and the messages built from
// numbers, plurals and marked parts read as plain English.
import { describe, expect, it } from 'vitest';
import { disbursementMachine, FLAG_NOTICES } from '#machines/disbursement/disbursement.machine.ts';
import { DISBURSEMENT_SECTION, WIZARD_PAGES } from '#machines/disbursement/pages.ts';
import { wizardProgress } from '#machines/disbursement/progress.ts';
import { richParts } from '#src/ui/rich-words.tsx';
import { countdownWords, feeWords, maskedAccount, periodWords } from '#src/views/disbursement/parts/wording.ts';
import { say } from '#src/views/disbursement/parts/words.ts';
import '#src/views/disbursement/words.ts';
import '#src/ui/truth-in-lending/words.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';

/** A message with marked parts as a reader sees it: the marks' words kept, the marks gone. */
const plain = (id: string, values: Record<string, string | number>, marks: number) =>
  richParts(
    say(id, values),
    Array.from({ length: marks }, () => <span />),
  )
    .map((part) => (typeof part === 'string' ? part : String((part as { props: { children?: unknown } }).props.children ?? '')))
    .join('');

describe('the disbursement wizard', () => {
  it('gives each step its title and the section above it, read from the catalog when read', () => {
    expect(WIZARD_PAGES.map((page) => [page.meta.title, page.meta.section])).toEqual([
      ['Choose Loan Amount', 'Apply for New Loan'],
      ['Choose Repayment Mode', 'Apply for New Loan'],
      ['Date & Bank Account', 'Apply for New Loan'],
      ['Review Loan Term', 'Apply for New Loan'],
      ['Confirm Loan Details', 'Apply for New Loan'],
    ]);
    expect(DISBURSEMENT_SECTION).toBe('Apply for New Loan');
    expect(disbursementMachine.root.states.wizard!.states.loadFailed!.meta).toEqual({ path: '/disbursement', title: 'Apply for New Loan', back: '/home' });
    expect(wizardProgress('/disbursement/choose-bank-account')).toMatchObject({ name: 'Loan application steps', step: 3, of: 6 });
  });

  it("says the loan flags' notices when the server sends none", () => {
    expect({ ...FLAG_NOTICES }).toEqual({
      recalculateLoanAmount: 'The amount you can borrow has changed. Please choose your amount again.',
      recalculatePaymentPlan: 'Your payment plan needs updating: the date you chose can no longer be used. Please choose the date again.',
    });
  });

  it('says the countdown, the costs and an account in plain words, one and many', () => {
    expect(countdownWords(7199)).toBe('1 hour, 59 minutes');
    expect(countdownWords(7200 + 60)).toBe('2 hours, 1 minute');
    expect(countdownWords(59 * 60)).toBe('59 minutes');
    expect(feeWords({ purpose: 'repayment', mode: PAYMENT_MODE.debitCard, feeCents: 250, label: '', description: '' } as never)).toBe('$2.50 per payment');
    expect(feeWords({ purpose: 'disbursement', mode: PAYMENT_MODE.instantFund, feeCents: 299, label: '', description: '' } as never)).toBe('$2.99 fee');
    expect(feeWords({ purpose: 'repayment', mode: TRANSACTION_MODE.paperCheck, feeCents: 0, label: '', description: '' } as never)).toBe('No fee');
    expect(maskedAccount({ bankName: 'Chase', accountLast4: '4321' })).toBe('Chase ••••4321');
    expect(maskedAccount({ bankName: null, accountLast4: '4321' })).toBe('Bank account ••••4321');
    expect(periodWords(PAYMENT_FREQUENCY.weekly)).toBe('week');
    expect(periodWords(PAYMENT_FREQUENCY.biWeekly)).toBe('two weeks');
  });

  it("reads the Truth-in-Lending box's payment groups as the regulation's model form does", () => {
    const group = (count: number, amount: string, date: string) => say('truthInLending.box.paymentGroup', { count, amount, date });
    expect(say('truthInLending.box.schedule', { groups: [group(1, '$61.35', 'Dec 4, 2026'), group(7, '$61.30', 'Dec 18, 2026')].join('; ') })).toBe(
      '1 payment of $61.35 on Dec 4, 2026; 7 payments of $61.30 beginning Dec 18, 2026.',
    );
  });

  it('keeps the marked words where the pages put them', () => {
    expect(plain('disbursement.tip.confirmWithin', { countdown: '01:59:59', spoken: '1 hour, 59 minutes' }, 2)).toBe(
      'Confirm within 01:59:591 hour, 59 minutes to get your money today.',
    );
    expect(plain('disbursement.tip.closed', { cutOff: '2:00 PM New York time', date: 'Thursday, November 26, 2026' }, 1)).toBe(
      'Same-day funding has closed for today (it closes at 2:00 PM New York time on business days). Your money will be sent on the next business day, Thursday, November 26, 2026.',
    );
    expect(plain('disbursement.confirm.change', { what: 'loan amount' }, 1)).toBe('Change loan amount');
    expect(plain('disbursement.amount.estimate', { frequency: 'Weekly', payment: '$61.35', period: 'week', count: 8, total: '$490.80' }, 1)).toBe(
      'Weekly: about $61.35 every week, 8 payments (about $490.80 in all)',
    );
  });
});
