// The schedule's totals leave out extra amounts (111), which belong to no installment: on the demo loan its principal
// added up to $973.10 of the $1,000.00 borrowed and its paid column to $297.00 beside "Paid so far $323.90", with
// nothing saying why. The note under the schedule says how much the extra amounts were.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { LoanTransaction } from '#src/api/contract/repayment.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { ExtraPaymentsNote } from '#src/views/repayment/parts/extra-payments-note.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);

const payment = (id: string, changeType: LoanTransaction['changeType'], principalCents: number, interestCents: number, status: LoanTransaction['status']) =>
  ({
    transactionId: id,
    date: '2026-11-24',
    type: 14001,
    mode: 15000,
    changeType,
    amountCents: principalCents + interestCents,
    principalCents,
    interestCents,
    feeCents: 0,
    status,
    returnCode: status === -1 ? 'R01' : null,
    returnReason: status === -1 ? 'Insufficient funds' : null,
  }) satisfies LoanTransaction;

const wordsOf = (transactions: LoanTransaction[]) =>
  renderToStaticMarkup(
    <ChakraProvider value={system}>
      <ExtraPaymentsNote transactions={transactions} />
    </ChakraProvider>,
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the note under the schedule', () => {
  it('says how much was paid as extra amounts, which no payment of the schedule holds', () => {
    const demo = [payment('t-1', null, 120_46, 28_04, 3), payment('t-2', null, 110_14, 38_36, 3), payment('t-3', 111, 26_90, 0, 3)];
    expect(wordsOf(demo)).toBe(
      'You also paid $26.90 in extra amounts. They are not part of the payments above, so the principal in the table adds up to less than you borrowed, and its paid total to less than what you paid so far.',
    );
  });

  it('leaves out an extra amount returned by the bank, and says nothing without one', () => {
    expect(wordsOf([payment('t-1', null, 120_46, 28_04, 3), payment('t-3', 111, 50_00, 0, -1)])).toBe('');
    expect(wordsOf([payment('t-3', 111, 40_00, 10_00, 1), payment('t-4', 111, 50_00, 0, -1)])).toContain('You also paid $50.00 in extra amounts.');
  });
});
