// The welcome page's calculator offers as a first payday only the days the server takes (tomorrow to 31 days
// ahead, simulationPaydayRange): a date picker that offers today leads to a refusal (-12030) the visitor did not cause.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { createActor, fromPromise } from 'xstate';
import { costCalculatorMachine, type SimulationAsk } from '#machines/cost-calculator/cost-calculator.machine.ts';
import type { Simulation } from '#src/api/contract/simulation.ts';
import { createBrandSystem, NEUTRAL_COLORS } from '#src/theme/system.ts';
import { CostCalculatorView } from '#src/views/account/cost-calculator-view.tsx';

const system = createBrandSystem(NEUTRAL_COLORS);

function paydayField(today: string): { min: string; max: string } {
  // The quote never comes: the field is what is read.
  const simulate = fromPromise<Simulation, SimulationAsk>(() => new Promise<never>(() => {}));
  const actor = createActor(costCalculatorMachine.provide({ actors: { simulate } }), {
    input: { portfolioId: 118, amountCents: 500_00, firstPayday: '2026-11-27' },
  });
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <CostCalculatorView actor={actor} today={today} />
    </ChakraProvider>,
  );
  const input = /<input[^>]*id="calculator-payday"[^>]*>/.exec(html)?.[0] ?? '';
  return { min: /min="([^"]+)"/.exec(input)?.[1] ?? '', max: /max="([^"]+)"/.exec(input)?.[1] ?? '' };
}

describe('the calculator’s first payday', () => {
  it('offers tomorrow to 31 days ahead, never today', () => {
    expect(paydayField('2026-11-24')).toEqual({ min: '2026-11-25', max: '2026-12-25' });
  });

  it('crosses a month and a year end by the calendar', () => {
    expect(paydayField('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-01-31' });
  });
});
