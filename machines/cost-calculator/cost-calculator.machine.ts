// The welcome page's "What would it cost?" calculator (issue 16): an amount, how often to pay and the next
// payday give a simulated quote (online get-simulated-data) without an application. Not a routed flow: the
// /simulator path stays blocked by the navigation guard (spec section 2); the calculator is a panel the
// visitor opens on /welcome, downloaded only then. The amount starts in the middle of the program's range,
// which the first quote brings; a refused ask says why beside the form.
import { assign, setup } from 'xstate';
import type { Simulation } from '#src/api/contract/simulation.ts';
import { PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { addDays, dayOfWeek, type IsoDate } from '#src/domain/iso-date.ts';
import { failureOf } from '../kit/failure.ts';
import { actorProvidedByApp } from '../kit/provided-by-app.ts';

export type SimulationAsk = { portfolioId: number; amountCents: number; paymentFrequency: PaymentFrequency; firstPayday: IsoDate };

/** The first payday the calculator offers: the next Friday after today (a common payday), a week on from a Friday. */
export function nextFriday(today: IsoDate): IsoDate {
  return addDays(today, (5 - dayOfWeek(today) + 7) % 7 || 7);
}

export type CostCalculatorInput = { portfolioId: number; amountCents: number; firstPayday: IsoDate };

export type CostCalculatorContext = {
  ask: SimulationAsk;
  simulation: Simulation | null;
  error: string | null;
};

export type CostCalculatorEvent =
  { type: 'calculator.change'; amountCents?: number; paymentFrequency?: PaymentFrequency; firstPayday?: IsoDate } | { type: 'calculator.submit' };

export const costCalculatorMachine = setup({
  types: {
    input: {} as CostCalculatorInput,
    context: {} as CostCalculatorContext,
    events: {} as CostCalculatorEvent,
  },
  actors: {
    simulate: actorProvidedByApp<Simulation, SimulationAsk>('simulate'),
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'calculator.change') return {};
      const { type: _type, ...changes } = event;
      return { ask: { ...context.ask, ...changes }, error: null };
    }),
  },
}).createMachine({
  id: 'costCalculator',
  context: ({ input }) => ({
    ask: { portfolioId: input.portfolioId, amountCents: input.amountCents, paymentFrequency: PAYMENT_FREQUENCY.biWeekly, firstPayday: input.firstPayday },
    simulation: null,
    error: null,
  }),
  // The first quote comes at once: the panel opens with figures, not an empty form.
  initial: 'quoting',
  states: {
    quoting: {
      tags: 'busy',
      invoke: {
        id: 'simulate',
        src: 'simulate',
        input: ({ context }) => context.ask,
        onDone: { target: 'quoted', actions: assign({ simulation: ({ event }) => event.output, error: null }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    quoted: {
      on: { 'calculator.change': { target: 'editing', actions: 'change' }, 'calculator.submit': 'quoting' },
    },
    editing: {
      on: { 'calculator.change': { actions: 'change' }, 'calculator.submit': 'quoting' },
    },
    refused: {
      on: { 'calculator.change': { target: 'editing', actions: 'change' }, 'calculator.submit': 'quoting' },
    },
  },
});
