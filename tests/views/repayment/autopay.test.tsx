// What the automatic payments tell the borrower: the amount really taken next, a card's fee named (the page said
// $148.50 where $151.00 was charged), and, for a loan booked to be paid by debit card with no card yet, that the
// card is needed before anything can be charged, with the way to add it.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { appMachine } from '#machines/app/app.machine.ts';
import { LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { LOAN_DETAILS, NEXT_WITHDRAWAL } from '#src/ui/fixtures/repayment.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { AutopayNext } from '#src/views/repayment/parts/autopay-next.tsx';
import { AutopayStatus } from '#src/views/repayment/parts/autopay-status.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
const input = { url: 'https://goldcrest.test/repayment/automatic-payments', userAgent: 'test', redirectParam: null };

function wordsOf(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={createActor(appMachine, { input })}>{node}</AppActorContext.Provider>
    </ChakraProvider>,
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const HOW = 'We charge each scheduled payment to your Visa debit card ending 4242';

describe('the next automatic payment', () => {
  it("says what a card payment takes with the card's fee, and names the fee", () => {
    const byCard = { ...NEXT_WITHDRAWAL, mode: PAYMENT_MODE.debitCard, accountLast4: '4242', amountCents: 151_00, feeCents: 2_50 };
    expect(wordsOf(<AutopayNext how={HOW} details={{ ...LOAN_DETAILS, nextWithdrawal: byCard }} pattern="MM/DD/YYYY" />)).toBe(
      `${HOW} on its due date. The next one is $151.00 on Fri, 12/04/2026 : your $148.50 payment and the $2.50 debit card fee.`,
    );
  });

  it('says the installment as it is taken when no fee is added', () => {
    expect(
      wordsOf(<AutopayNext how="We take each scheduled payment from your bank account ending 4321 by ACH" details={LOAN_DETAILS} pattern="MM/DD/YYYY" />),
    ).toBe('We take each scheduled payment from your bank account ending 4321 by ACH on its due date. The next one is $148.50 on Fri, 12/04/2026 .');
  });
});

describe('a loan booked to be paid by debit card', () => {
  it('asks for the card while none is on file, and links to adding it', () => {
    const html = wordsOf(
      <AutopayStatus autopay={{ state: 'none', consecutiveFailures: 0 }} repaymentMode={PAYMENT_MODE.debitCard} loanStatus={LOAN_STATUS.disbursed} />,
    );
    expect(html).toContain('Add the debit card for your payments');
    expect(html).toContain('we do not have your card yet, so nothing can be charged on your due dates');
    expect(html).toContain('Add my debit card');
  });

  it('says the automatic payments once the card is on file', () => {
    const html = wordsOf(
      <AutopayStatus
        autopay={{ state: 'active', consecutiveFailures: 0, card: { brand: 'Visa', last4: '4242', expiry: '12/30' } }}
        repaymentMode={PAYMENT_MODE.debitCard}
        loanStatus={LOAN_STATUS.disbursed}
      />,
    );
    expect(html).not.toContain('Add my debit card');
    expect(html).toContain('each payment is charged to your Visa debit card ending 4242 on its due date');
  });
});

describe('a loan paid off', () => {
  it('says nothing about automatic payments: none is taken any more', () => {
    // Its authorization stays on file (a payoff that comes back opens the loan again with it), but nothing is taken.
    const html = wordsOf(
      <AutopayStatus autopay={{ state: 'active', consecutiveFailures: 0 }} repaymentMode={PAYMENT_MODE.ach} loanStatus={LOAN_STATUS.terminated} />,
    );
    expect(html).toBe('');
  });
});
