// Loan details' summary with a payment past due: "Next payment" is the next installment to be withdrawn, and what is
// past due is a figure of its own (red, "Past due"); with only a past-due amount left, the next payment box says so.
// A loan paid off offers no payment and no payoff estimate: nothing more is due or taken.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { appMachine } from '#machines/app/app.machine.ts';
import { LOAN_STATUS, TERMINATED_SUBSTATUS } from '#src/domain/codes/loan.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { LOADED } from '#src/ui/fixtures/repayment.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { LoanSummary } from '#src/views/repayment/parts/loan-summary.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);
const input = { url: 'https://goldcrest.test/repayment/loan-details', userAgent: 'test', redirectParam: null };

function htmlOf(node: ReactNode): string {
  return renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider value={createActor(appMachine, { input })}>{node}</AppActorContext.Provider>
    </ChakraProvider>,
  );
}

const wordsOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the summary with a payment past due', () => {
  it('names the next installment as the next payment, and the past-due amount apart', () => {
    const details = { ...LOADED.details, nextPayment: { number: 4, dueDate: '2026-12-04', amountCents: 148_50 }, pastDueCents: 148_50 };
    const html = htmlOf(<LoanSummary details={details} />);
    expect(html).toContain('data-due-date="2026-12-04"');
    expect(wordsOf(html)).toContain('Past due $148.50');
    expect(wordsOf(html)).toMatch(/Next payment \$148\.50 Due .*12\/04\/2026 \(payment 4\)/);
  });

  it('with nothing scheduled from today on but a past-due amount, asks for the past due instead of saying nothing is due', () => {
    const words = wordsOf(htmlOf(<LoanSummary details={{ ...LOADED.details, nextPayment: null, pastDueCents: 113_76 }} />));
    expect(words).toContain('No more payments scheduled: please pay what is past due');
    expect(words).not.toContain('Nothing is due');
  });
});

describe('the summary of a loan paid off', () => {
  it('says nothing more is due or taken, with no payoff estimate and no way to pay', () => {
    const details = {
      ...LOADED.details,
      loanStatus: LOAN_STATUS.terminated,
      loanSubStatus: TERMINATED_SUBSTATUS.paidOff,
      balanceCents: 0,
      payoffTodayCents: 0,
      nextPayment: null,
      pastDueCents: 0,
    };
    const html = htmlOf(<LoanSummary details={details} />);
    expect(wordsOf(html)).toContain('Your loan is paid off: nothing more is due, and no more payments are taken.');
    expect(html).not.toContain('data-make-payment');
    expect(html).not.toContain('data-payoff-today');
    expect(wordsOf(html)).not.toContain('Your exact quote is on the pay-off page');
  });
});
