// The welcome page's "What would it cost?" panel (issue 16): an amount (a range slider on the program's steps,
// once the first quote brings the range), weekly or every two weeks, the next payday; and the quote: each
// payment, how many, the APR, the finance charge and the total. Downloaded only when the visitor opens it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { costCalculatorMachine } from '#machines/cost-calculator/cost-calculator.machine.ts';
import { i18n, say } from '#machines/cost-calculator/words.ts';
import { RichWords } from '#src/ui/rich-words.tsx';
import { PAYMENT_FREQUENCY, type PaymentFrequency } from '#src/domain/codes/payroll.ts';
import { formatCurrency, formatPercentPoints } from '#src/domain/format.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';
import { simulationPaydayRange } from '#src/api/contract/simulation.ts';
import { INPUT_STYLE } from '#src/ui/forms/text-field.tsx';

export type CostCalculatorActor = ActorRefFrom<typeof costCalculatorMachine>;

const FREQUENCIES: ReadonlyArray<{ value: PaymentFrequency; labelId: string }> = [
  { value: PAYMENT_FREQUENCY.biWeekly, labelId: 'calculator.frequency.biWeekly' },
  { value: PAYMENT_FREQUENCY.weekly, labelId: 'calculator.frequency.weekly' },
];

const Input = chakra('input');
const Label = chakra('label');

/** A date as a borrower reads it, in the language shown: 'Fri, Apr 3, 2026'. */
function readable(date: IsoDate): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

export function CostCalculatorView({ actor, today }: { actor: CostCalculatorActor; today: IsoDate }) {
  const ask = useSelector(actor, (snapshot) => snapshot.context.ask);
  const simulation = useSelector(actor, (snapshot) => snapshot.context.simulation);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const stale = useSelector(actor, (snapshot) => !snapshot.matches('quoted'));
  const range = simulation?.amountRange;
  const first = simulation?.quote.schedule[0];
  const group = simulation?.quote.disclosure.paymentGroups[0];
  // The days the server takes as a first payday (tomorrow to 31 days ahead): today would be refused (-12030).
  const paydays = simulationPaydayRange(today);

  return (
    <Box as="section" aria-labelledby="cost-calculator-title" w="full" bg="bg" color="fg" borderRadius="l3" boxShadow="md" p={{ base: 6, md: 8 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'calculator.submit' });
        }}
      >
        <Stack gap="5">
          <Heading as="h2" id="cost-calculator-title" size="lg">
            {say('calculator.panel.title')}
          </Heading>
          <Text color="fg.muted">{say('calculator.panel.lead')}</Text>
          <Stack gap="2">
            <Label htmlFor="calculator-amount" fontWeight="semibold">
              <RichWords id="calculator.amount.label" values={{ amount: formatCurrency(ask.amountCents) }} parts={[<span data-testid="calculator-amount" />]} />
            </Label>
            <Input
              id="calculator-amount"
              type="range"
              min={range?.minAmountCents ?? ask.amountCents}
              max={range?.maxAmountCents ?? ask.amountCents}
              step={range?.amountStepCents ?? 2_500}
              value={ask.amountCents}
              disabled={!range}
              aria-valuetext={formatCurrency(ask.amountCents)}
              accentColor="var(--chakra-colors-brand-solid)"
              onChange={(event) => actor.send({ type: 'calculator.change', amountCents: Number(event.currentTarget.value) })}
            />
            {range && (
              <Text fontSize="sm" color="fg.muted">
                {say('calculator.amount.range', { min: formatCurrency(range.minAmountCents), max: formatCurrency(range.maxAmountCents) })}
              </Text>
            )}
          </Stack>
          <chakra.fieldset border="none" p="0" m="0">
            <chakra.legend fontWeight="semibold" mb="2">
              {say('calculator.frequency.title')}
            </chakra.legend>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              {FREQUENCIES.map((option) => (
                <Label key={option.value} display="flex" alignItems="center" gap="2" cursor="pointer">
                  <input
                    type="radio"
                    name="calculator-frequency"
                    value={option.value}
                    checked={ask.paymentFrequency === option.value}
                    onChange={() => actor.send({ type: 'calculator.change', paymentFrequency: option.value })}
                  />
                  {say(option.labelId)}
                </Label>
              ))}
            </Stack>
          </chakra.fieldset>
          <Stack gap="2">
            <Label htmlFor="calculator-payday" fontWeight="semibold">
              {say('calculator.payday.label')}
            </Label>
            <Input
              id="calculator-payday"
              type="date"
              min={paydays.min}
              max={paydays.max}
              value={ask.firstPayday}
              {...INPUT_STYLE}
              maxW="14rem"
              onChange={(event) => event.currentTarget.value && actor.send({ type: 'calculator.change', firstPayday: event.currentTarget.value })}
            />
          </Stack>
          {error && (
            <Text role="alert" color="fg.error" fontWeight="semibold" data-testid="calculator-error">
              {error}
            </Text>
          )}
          <Button
            type="submit"
            alignSelf="flex-start"
            colorPalette="brand"
            size="lg"
            loading={busy}
            loadingText={say('calculator.submit.working')}
            disabled={!stale && !busy}
          >
            {say('calculator.submit.button')}
          </Button>
          {simulation && group && first && (
            <Box aria-live="polite" data-testid="calculator-quote" borderTopWidth="1px" borderColor="border" pt="4">
              {stale && !busy && (
                <Text mb="2" fontWeight="semibold" data-testid="calculator-stale">
                  {say('calculator.quote.stale')}
                </Text>
              )}
              <Text mb="3">
                <RichWords
                  id="calculator.quote.summary"
                  values={{
                    amount: formatCurrency(simulation.amountCents),
                    count: simulation.installmentCount,
                    payment: formatCurrency(group.amountCents),
                    lastDiffers: simulation.quote.disclosure.paymentGroups.length > 1 ? 'yes' : 'no',
                    firstOn: readable(first.dueDate),
                  }}
                  parts={[<chakra.strong data-testid="calculator-payment" />]}
                />
              </Text>
              <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
                <Figure label={say('calculator.quote.apr')} value={formatPercentPoints(simulation.quote.disclosure.aprPercent)} testId="calculator-apr" />
                <Figure
                  label={say('calculator.quote.financeCharge')}
                  value={formatCurrency(simulation.quote.disclosure.financeChargeCents)}
                  testId="calculator-finance-charge"
                />
                <Figure
                  label={say('calculator.quote.amountFinanced')}
                  value={formatCurrency(simulation.quote.disclosure.amountFinancedCents)}
                  testId="calculator-amount-financed"
                />
                <Figure
                  label={say('calculator.quote.total')}
                  value={formatCurrency(simulation.quote.disclosure.totalOfPaymentsCents)}
                  testId="calculator-total"
                />
              </Box>
            </Box>
          )}
        </Stack>
      </form>
    </Box>
  );
}
