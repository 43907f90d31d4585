// /disbursement/choose-loan-amount: how much to borrow, from the program's minimum to the qualified
// amount in the program's step ($25). A slider and a typed dollar amount stay in step: the slider moves
// the typed amount, a typed amount moves the slider, and a typed amount off the step is rounded to the
// nearest step when the field is left (saying so). Money is cents. The approximate payment per period of
// each offered frequency is shown at once (parts/estimate.ts).
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Slider } from '@chakra-ui/react/slider';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import * as v from 'valibot';
import { CHOICE_LISTS, codeLabel, type WizardForms } from '#machines/disbursement/display.ts';
import { metaOf } from '#machines/disbursement/pages.ts';
import type { DisbursementProgram } from '#src/api/contract/disbursement.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { currencySchema } from '#src/domain/schemas.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { estimatePayment } from './parts/estimate.ts';
import { WizardPage } from './parts/wizard-page.tsx';
import { periodWords } from './parts/wording.ts';
import { RichWords, say } from './words.ts';

type Values = { amount: string };

const rangeMessage = (program: DisbursementProgram) =>
  say('disbursement.amount.outOfRange', { min: formatCurrency(program.minAmountCents), max: formatCurrency(program.maxAmountCents) });

function amountSchema(program: DisbursementProgram) {
  return v.object({
    amount: v.pipe(
      currencySchema(say('disbursement.amount.field')),
      v.check(
        (text) => {
          const cents = dollarsToCents(text);
          return cents >= program.minAmountCents && cents <= program.maxAmountCents;
        },
        () => rangeMessage(program),
      ),
      v.check(
        (text) => (dollarsToCents(text) - program.minAmountCents) % program.amountStepCents === 0,
        () => say('disbursement.amount.offStep', { step: formatCurrency(program.amountStepCents) }),
      ),
    ),
  });
}

/** The nearest amount on the step within the range. */
function snap(program: DisbursementProgram, cents: number): number {
  const steps = Math.round((cents - program.minAmountCents) / program.amountStepCents);
  return Math.min(program.maxAmountCents, Math.max(program.minAmountCents, program.minAmountCents + steps * program.amountStepCents));
}

const plainDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : centsToDollars(cents));

export function AmountView({ heading }: RoutedViewProps) {
  const option = useDisbursementSelector((snapshot) => snapshot.context.option);
  if (!option) return null;
  // A new maximum (loan flag 10001) starts the form afresh from it.
  return <AmountForm key={option.program.maxAmountCents} heading={heading} program={option.program} chosen={option.choices.amountCents} />;
}

function AmountForm({ heading, program, chosen }: RoutedViewProps & { program: DisbursementProgram; chosen: number | null }) {
  const actor = useDisbursementActor();
  // What is chosen now (a flag may have lowered the maximum since): the machine's choice, else the most.
  const saved = useDisbursementSelector((snapshot) => snapshot.context.choices.amountCents) ?? chosen;
  const busy = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: { ready: { 'choose-loan-amount': 'saving' } } }));
  const canSubmit = useDisbursementSelector((snapshot) => snapshot.matches({ wizard: { ready: { 'choose-loan-amount': 'editing' } } }));
  const initial = saved !== null && saved <= program.maxAmountCents ? snap(program, saved) : program.maxAmountCents;
  const [rounded, setRounded] = useState<string | null>(null);
  const form = useStepForm<Values>({
    initialValues: { amount: plainDollars(initial) },
    schema: amountSchema(program),
    refusal: null,
    onSubmit: (values) => actor.send({ type: 'amount.submit', amountCents: dollarsToCents(values.amount) }),
  });
  const typed = dollarsToCents(form.formik.values.amount);
  const valid = Number.isFinite(typed) && typed >= program.minAmountCents && typed <= program.maxAmountCents;
  const sliderCents = valid ? snap(program, typed) : initial;
  const shownCents = valid ? typed : null;

  const setAmount = (cents: number) => {
    setRounded(null);
    void form.formik.setFieldValue('amount', plainDollars(cents));
  };
  const field = form.text('amount');
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    // In range but off the step: rounded to the nearest step, and the borrower told.
    if (valid && snap(program, typed) !== typed) {
      const snapped = snap(program, typed);
      void form.formik.setFieldValue('amount', plainDollars(snapped));
      setRounded(
        say('disbursement.amount.rounded', { typed: formatCurrency(typed), rounded: formatCurrency(snapped), step: formatCurrency(program.amountStepCents) }),
      );
    }
  };
  const single = program.minAmountCents === program.maxAmountCents;

  return (
    <WizardPage meta={metaOf('choose-loan-amount')} heading={heading}>
      <Text fontSize="md">{say('disbursement.amount.lead', { min: formatCurrency(program.minAmountCents), max: formatCurrency(program.maxAmountCents) })}</Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <Stack gap="2" textAlign="center" py="4" bg="tint.subtle" borderRadius="l2" aria-hidden="true">
          <Text fontSize="4xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" data-chosen-amount="">
            {formatCurrency(shownCents ?? sliderCents)}
          </Text>
        </Stack>
        {!single && (
          <Slider.Root
            unstyled
            min={program.minAmountCents}
            max={program.maxAmountCents}
            step={program.amountStepCents}
            value={[sliderCents]}
            onValueChange={({ value }) => setAmount(value[0] ?? sliderCents)}
            getAriaValueText={({ value }) => formatCurrency(value)}
            disabled={busy}
          >
            <Slider.Label fontWeight="semibold" fontSize="md" display="block" mb="3">
              {say('disbursement.amount.slider')}
            </Slider.Label>
            <Slider.Control display="flex" alignItems="center" position="relative" h="10" cursor="pointer">
              <Slider.Track flex="1" h="2" bg="bg.muted" borderRadius="full" position="relative" overflow="hidden" borderWidth="1px" borderColor="border">
                <Slider.Range bg="brand.solid" h="full" />
              </Slider.Track>
              <Slider.Thumb
                index={0}
                w="7"
                h="7"
                bg="bg"
                borderWidth="3px"
                borderColor="brand.solid"
                borderRadius="full"
                boxShadow="md"
                outline="none"
                _focusVisible={{ boxShadow: '0 0 0 3px #FFBF47' }}
              />
            </Slider.Control>
            <Box display="flex" justifyContent="space-between" color="fg.muted" fontSize="sm" mt="1" aria-hidden="true">
              <span>{formatCurrency(program.minAmountCents)}</span>
              <span>{formatCurrency(program.maxAmountCents)}</span>
            </Box>
          </Slider.Root>
        )}
        <TextField
          {...field}
          onBlur={onBlur}
          onChange={(event) => {
            setRounded(null);
            field.onChange(event);
          }}
          label={say('disbursement.amount.typed')}
          hint={
            rounded ??
            say('disbursement.amount.typedHint', {
              min: formatCurrency(program.minAmountCents),
              max: formatCurrency(program.maxAmountCents),
              step: formatCurrency(program.amountStepCents),
            })
          }
          inputMode="decimal"
          autoComplete="off"
          disabled={single}
        />
        <Estimates program={program} amountCents={shownCents !== null ? snap(program, shownCents) : null} />
      </StepForm>
    </WizardPage>
  );
}

const NO_LISTS: WizardForms['domains'] = {};

function Estimates({ program, amountCents }: { program: DisbursementProgram; amountCents: number | null }) {
  const domains = useDisbursementSelector((snapshot) => snapshot.context.forms?.domains ?? NO_LISTS);
  if (amountCents === null) return null;
  const estimates = program.frequencies.map((frequency) => estimatePayment(program, amountCents, frequency)).filter((each) => each !== null);
  if (estimates.length === 0) return null;
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="4" data-estimate="">
      <Text fontWeight="bold" fontSize="md" mb="2">
        {say('disbursement.amount.meansTitle', { amount: formatCurrency(amountCents) })}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {estimates.map((estimate) => (
          <li key={estimate.frequency}>
            <Text fontSize="md">
              <RichWords
                id="disbursement.amount.estimate"
                values={{
                  frequency: codeLabel(domains, CHOICE_LISTS.paymentFrequency, estimate.frequency),
                  payment: formatCurrency(estimate.paymentCents),
                  period: periodWords(estimate.frequency),
                  count: estimate.count,
                  total: formatCurrency(estimate.totalCents),
                }}
                parts={[<strong />]}
              />
            </Text>
          </li>
        ))}
      </Stack>
      <Text color="fg.muted" fontSize="sm" mt="2">
        {say('disbursement.amount.estimateNote', { rate: program.annualRateBps / 100 })}
      </Text>
    </Box>
  );
}
