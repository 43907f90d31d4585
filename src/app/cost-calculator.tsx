// The calculator's chunk (issue 16): its machine with get-simulated-data as the actor it asks, for the
// portfolio the page belongs to, starting at $500.00 every two weeks with the next Friday as the payday.
// The call is public (no session), so it has an API client of its own on the app's origin.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createApiClient } from '#src/api/client.ts';
import { getSimulatedData, type Simulation } from '#src/api/contract/simulation.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { costCalculatorMachine, nextFriday, type SimulationAsk } from '#machines/cost-calculator/cost-calculator.machine.ts';
import { CostCalculatorView } from '#src/views/account/cost-calculator-view.tsx';
import { useAppSelector } from '#src/views/app-actor.ts';

/** What the calculator asks first: an amount every program lends. */
export const FIRST_AMOUNT_CENTS = 500_00;

const call = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL || window.location.origin });

export const simulateActor = fromPromise<Simulation, SimulationAsk>(({ input, signal }) => call(getSimulatedData, input, { signal }));

export function CostCalculator() {
  const portfolioId = useAppSelector((snapshot) => snapshot.context.portfolio?.portfolioId ?? 118);
  const today = businessToday();
  const actor = useActorRef(costCalculatorMachine.provide({ actors: { simulate: simulateActor } }), {
    input: { portfolioId, amountCents: FIRST_AMOUNT_CENTS, firstPayday: nextFriday(today) },
  });
  return <CostCalculatorView actor={actor} today={today} />;
}
