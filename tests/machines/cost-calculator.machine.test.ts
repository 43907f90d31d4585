// The welcome page's calculator (issue 16): quotes at once, again on each ask, and says why a refused one was.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Simulation } from '#src/api/contract/simulation.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { costCalculatorMachine, nextFriday, type SimulationAsk } from '#machines/cost-calculator/cost-calculator.machine.ts';

function start(answer: (ask: SimulationAsk) => Simulation | ApiError) {
  const asked: SimulationAsk[] = [];
  const simulate = fromPromise<Simulation, SimulationAsk>(async ({ input }) => {
    asked.push(input);
    const outcome = answer(input);
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  });
  const actor = createActor(costCalculatorMachine.provide({ actors: { simulate } }), {
    input: { portfolioId: 110, amountCents: 500_00, firstPayday: '2026-11-27' },
  });
  actor.start();
  return { actor, asked };
}

const quoted = (ask: SimulationAsk) => ({ amountCents: ask.amountCents, paymentFrequency: ask.paymentFrequency }) as unknown as Simulation;

describe('the cost calculator', () => {
  it('asks for $500.00 every two weeks at once, then what the visitor changed when they submit', async () => {
    const { actor, asked } = start(quoted);
    await waitFor(actor, (snapshot) => snapshot.matches('quoted'));
    expect(asked).toEqual([{ portfolioId: 110, amountCents: 500_00, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, firstPayday: '2026-11-27' }]);
    actor.send({ type: 'calculator.change', amountCents: 1_250_00 });
    actor.send({ type: 'calculator.change', paymentFrequency: PAYMENT_FREQUENCY.weekly });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    // The quote shown stays until the new one comes (the view dims it).
    expect(actor.getSnapshot().context.simulation?.amountCents).toBe(500_00);
    actor.send({ type: 'calculator.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('quoted'));
    expect(asked.at(-1)).toEqual({ portfolioId: 110, amountCents: 1_250_00, paymentFrequency: PAYMENT_FREQUENCY.weekly, firstPayday: '2026-11-27' });
    expect(actor.getSnapshot().context.simulation?.amountCents).toBe(1_250_00);
  });

  it("says the server's words for a refused ask, and clears them when the visitor changes it", async () => {
    const { actor } = start((ask) =>
      ask.firstPayday === '2026-11-27'
        ? new ApiError('business', RESULT.simulationPaydayInvalid.message, { ...RESULT.simulationPaydayInvalid, data: null })
        : quoted(ask),
    );
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(actor.getSnapshot().context.error).toBe('Please choose your next payday: a date from tomorrow to 31 days from today.');
    actor.send({ type: 'calculator.change', firstPayday: '2026-12-04' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'calculator.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('quoted'));
  });

  it.each([
    ['2026-11-25', '2026-11-27'], // a Wednesday: that Friday
    ['2026-11-27', '2026-12-04'], // a Friday: the next one
    ['2026-11-29', '2026-12-04'], // a Sunday
  ])('first asks with the next Friday after %s: %s', (today, friday) => {
    expect(nextFriday(today)).toBe(friday);
  });
});
