// The welcome page's "What would it cost?" panel (issue 16) in each of its states: the first quote coming, a quote,
// an amount changed and not asked yet (the quote dimmed), and a payday the server refused. The brand follows the
// toolbar. The quote is the disbursement fixture's schedule (the domain library's figures), not a server's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { Simulation } from '#src/api/contract/simulation.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { costCalculatorMachine, type SimulationAsk } from '#machines/cost-calculator/cost-calculator.machine.ts';
import { SCHEDULE } from '#src/ui/fixtures/disbursement.ts';
import { CostCalculatorView } from '#src/views/account/cost-calculator-view.tsx';

const TODAY = '2026-11-24';

const QUOTE: Simulation = {
  amountCents: 500_00,
  paymentFrequency: PAYMENT_FREQUENCY.weekly,
  disbursementDate: TODAY,
  installmentCount: SCHEDULE.schedule.length,
  annualRatePercent: 129,
  amountRange: { minAmountCents: 200_00, maxAmountCents: 1_500_00, amountStepCents: 25_00 },
  quote: SCHEDULE,
};

type Answer = 'quote' | 'pending' | 'refused';

function CalculatorStory({ answer, changed = false }: { answer: Answer; changed?: boolean }) {
  const simulate = fromPromise<Simulation, SimulationAsk>(() => {
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'refused') {
      return Promise.reject(new ApiError('business', RESULT.simulationPaydayInvalid.message, { ...RESULT.simulationPaydayInvalid, data: null }));
    }
    return Promise.resolve(QUOTE);
  });
  const actor = useActorRef(costCalculatorMachine.provide({ actors: { simulate } }), {
    input: { portfolioId: 118, amountCents: 500_00, firstPayday: '2026-11-27' },
  });
  useEffect(() => {
    if (!changed) return;
    // Once the first quote is in, the visitor moves the amount: the quote dims until asked again.
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('quoted')) actor.send({ type: 'calculator.change', amountCents: 750_00 });
    });
    return () => subscription.unsubscribe();
  }, [actor, changed]);
  return (
    <main style={{ padding: 16 }}>
      <CostCalculatorView actor={actor} today={TODAY} />
    </main>
  );
}

const meta = {
  title: 'Pages/Welcome cost calculator',
  component: CalculatorStory,
  args: { answer: 'quote' },
} satisfies Meta<typeof CalculatorStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quoted: Story = { name: 'a quote' };
export const FirstQuoteComing: Story = { name: 'the first quote coming', args: { answer: 'pending' } };
export const Changed: Story = { name: 'an amount changed, not asked yet', args: { changed: true } };
export const PaydayRefused: Story = { name: 'a payday the server refused', args: { answer: 'refused' } };
