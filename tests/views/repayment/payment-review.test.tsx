// What the review of a payment says before it is confirmed must agree with what the payment does: a one-time
// payment (103) goes to the next payments due, so the schedule after it shows what is left to pay on each (the page
// said "It does not change your other scheduled payments" while the next withdrawal shrank); an extra amount (111)
// keeps the payments' amounts and shortens the schedule; its intro says the interest owed to its day is paid first,
// as the preview splits it (the page said "All of it goes to the principal" above a split with interest).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { appMachine } from '#machines/app/app.machine.ts';
import type { LoanInstallment, NewSchedule } from '#src/api/contract/repayment.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { ScheduleChange, reviewAuthorization } from '#src/views/repayment/parts/payment-review.tsx';
import { say } from '#src/views/repayment/parts/words.ts';

const system = createBrandSystem(NEUTRAL_COLORS);
const input = { url: 'https://goldcrest.test/repayment/one-time-payment', userAgent: 'test', redirectParam: null };

function wordsOf(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={createActor(appMachine, { input })}>{node}</AppActorContext.Provider>
    </ChakraProvider>,
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const installment = (number: number, dueDate: string, paymentCents: number, paidCents: number): LoanInstallment => ({
  number,
  dueDate,
  paymentCents,
  principalCents: paymentCents - 20_00,
  interestCents: 20_00,
  feeCents: 0,
  paidCents,
  flags: 0,
  state: number === 3 ? 'due' : 'upcoming',
});

/** $50.00 paid on Monday 16 March: $98.50 of payment 3 is left; the last payment is smaller by the interest saved. */
const AFTER_PAY_DOWN: NewSchedule = {
  installments: [installment(3, '2026-03-23', 148_50, 50_00), installment(4, '2026-04-06', 148_50, 0), installment(5, '2026-04-20', 120_00, 0)],
  totals: { paymentCents: 417_00, principalCents: 357_00, interestCents: 60_00, feeCents: 0 },
  previousCount: 3,
  previousTotalCents: 420_00,
};

const values = { lender: 'Goldcrest Lending, LLC', amount: '$50.00', date: 'Mon, 03/16/2026', from: 'your bank account on file' };

describe('the review of a one-time payment', () => {
  it('shows the schedule after it with what is paid, and still to pay only what is left', () => {
    const words = wordsOf(<ScheduleChange schedule={AFTER_PAY_DOWN} kind="payDown" />);
    expect(words).toContain('Your schedule after this payment');
    expect(words).toContain('Still to pay on the schedule $420.00 → to $367.00');
    // Payment 3: $148.50, of which $50.00 is paid by this payment.
    expect(words).toMatch(/Paid Status 3 03\/23\/2026 \$148\.50 \$128\.50 \$20\.00 \$0\.00 \$50\.00 Due/);
    expect(words).not.toContain('payment fewer');
  });

  it('says it goes to the next payments due, not that the other payments stay as they are', () => {
    const words = reviewAuthorization('payDown', values);
    expect(words).toBe(
      'By confirming, you authorize Goldcrest Lending, LLC to take this one-time payment of $50.00 on Mon, 03/16/2026 from your bank account on file. It goes to your next payments due first: the schedule above shows what is left to pay on each.',
    );
  });
});

describe('the review of an extra amount', () => {
  it('says the payments keep their amounts and the schedule above shows those left', () => {
    expect(reviewAuthorization('payFixedAmount', values)).toBe(
      'By confirming, you authorize Goldcrest Lending, LLC to take this one-time payment of $50.00 on Mon, 03/16/2026 from your bank account on file. Your scheduled payments keep their amounts; the schedule above shows the ones left.',
    );
    const words = wordsOf(
      <ScheduleChange schedule={{ ...AFTER_PAY_DOWN, installments: AFTER_PAY_DOWN.installments.slice(1), previousCount: 3 }} kind="extra" />,
    );
    expect(words).toContain('Payments left 3 → to 2 1 payment fewer');
  });

  it('says on its form that the interest owed to its day is paid first, then principal, as its preview splits it', () => {
    expect(say('repayment.pay.payFixedAmountIntro')).toBe(
      'Pay more than is due. It first pays the interest owed up to its day, then the rest goes to the principal you owe, so you pay less interest and have fewer payments left. Your regular payments stay the same.',
    );
  });
});
