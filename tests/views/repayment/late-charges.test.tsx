// How loan details show the agreement's late charge (decision 0730): the past-due figure holds it and says how much
// of it is late charges, and its own section names the payment it was charged on, the day, the amount and "Owed".
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { appMachine } from '#machines/app/app.machine.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { LOADED, LOADED_LATE_CHARGE } from '#src/ui/fixtures/repayment.ts';
import { AppActorContext } from '#src/views/app-actor.ts';
import { LateCharges } from '#src/views/repayment/parts/late-charges.tsx';
import { LoanSummary } from '#src/views/repayment/parts/loan-summary.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);

/** The markup's words as a borrower reads them. */
function wordsOf(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <AppActorContext.Provider
        value={createActor(appMachine, { input: { url: 'https://goldcrest.test/repayment/loan-details', userAgent: 'test', redirectParam: null } })}
      >
        {node}
      </AppActorContext.Provider>
    </ChakraProvider>,
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('loan details with a late charge', () => {
  it('counts the charge in what is past due, and says how much of it is late charges', () => {
    const summary = wordsOf(<LoanSummary details={LOADED_LATE_CHARGE.details} />);
    expect(summary).toContain('Past due $155.93 Includes $7.43 of late charges. Please pay this as soon as you can.');
  });

  it('lists the charge: the day, the payment it is for, the amount, owed', () => {
    const section = wordsOf(<LateCharges labelledBy="late" charges={LOADED_LATE_CHARGE.details.lateCharges ?? []} />);
    expect(section).toContain('Charged on For Amount Status');
    expect(section).toContain('11/17/2026 Payment 2 due 11/06/2026 $7.43 Owed');
  });

  it('says a paid charge is paid, and no past due without one', () => {
    const paid = wordsOf(<LateCharges labelledBy="late" charges={[{ ...LOADED_LATE_CHARGE.details.lateCharges![0]!, paidCents: 7_43 }]} />);
    expect(paid).toContain('$7.43 Paid');
    expect(wordsOf(<LoanSummary details={LOADED.details} />)).not.toContain('Past due');
  });
});
