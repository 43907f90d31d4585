// /disbursement/choose-loan-amount: how much to borrow, from the program's minimum to the qualified
// amount in the program's step ($25). A slider and a typed dollar amount stay in step: the slider moves
// the typed amount, a typed amount moves the slider, and a typed amount off the step is rounded to the
// nearest step when the field is left (saying so). Money is cents. What is typed and cannot be chosen ("abc",
// 99999) is said so where the amount shows, the slider staying on the last amount that could. The approximate
// payment per period of each offered frequency is shown at once (parts/estimate.ts), and an origination fee with
// what the borrower receives. The slider is the browser's own range input, styled to the brand (parts/amount-range.tsx).
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import * as v from 'valibot';
import { CHOICE_LISTS, codeLabel, type WizardForms } from '#machines/disbursement/display.ts';
import { metaOf } from '#machines/disbursement/pages.ts';
import { BUSY } from '#machines/kit/retry.ts';
import type { DisbursementProgram } from '#src/api/contract/disbursement.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { percentFeeCents } from '#src/domain/lending/fees.ts';
import { currencySchema } from '#src/domain/schemas.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { useDisbursementActor, useDisbursementSelector } from './disbursement-actor.ts';
import { AmountRange } from './parts/amount-range.tsx';
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

/** What is typed, in cents, when it is an amount within the program's range (on the step or not); null otherwise ("abc", 99999, empty). */
export function choosable(program: Pick<DisbursementProgram, 'minAmountCents' | 'maxAmountCents'>, typed: string): number | null {
  const cents = dollarsToCents(typed);
  return Number.isFinite(cents) && cents >= program.minAmountCents && cents <= program.maxAmountCents ? cents : null;
}

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
  const busy = useDisbursementSelector((snapshot) => snapshot.hasTag(BUSY));
  const canSubmit = useDisbursementSelector((snapshot) => snapshot.can({ type: 'amount.submit', amountCents: 0 }));
  const initial = saved !== null && saved <= program.maxAmountCents ? snap(program, saved) : program.maxAmountCents;
  const [rounded, setRounded] = useState<string | null>(null);
  const form = useStepForm<Values>({
    initialValues: { amount: plainDollars(initial) },
    schema: amountSchema(program),
    refusal: null,
    onSubmit: (values) => actor.send({ type: 'amount.submit', amountCents: dollarsToCents(values.amount) }),
  });
  const typedCents = choosable(program, form.formik.values.amount);
  // The slider stays on the last amount that could be chosen while what is typed cannot ("abc", 99999).
  const [lastChoosable, setLastChoosable] = useState(initial);
  const sliderCents = typedCents !== null ? snap(program, typedCents) : lastChoosable;

  const setAmount = (cents: number) => {
    setRounded(null);
    setLastChoosable(cents);
    void form.formik.setFieldValue('amount', plainDollars(cents));
  };
  const field = form.text('amount');
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    field.onBlur(event);
    // In range but off the step: rounded to the nearest step, and the borrower told.
    if (typedCents !== null && snap(program, typedCents) !== typedCents) {
      const snapped = snap(program, typedCents);
      void form.formik.setFieldValue('amount', plainDollars(snapped));
      setRounded(
        say('disbursement.amount.rounded', {
          typed: formatCurrency(typedCents),
          rounded: formatCurrency(snapped),
          step: formatCurrency(program.amountStepCents),
        }),
      );
    }
  };
  const single = program.minAmountCents === program.maxAmountCents;
  const range = { min: formatCurrency(program.minAmountCents), max: formatCurrency(program.maxAmountCents) };

  return (
    <WizardPage meta={metaOf('choose-loan-amount')} heading={heading}>
      <Text fontSize="md">{say('disbursement.amount.lead', range)}</Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        {/* What is chosen, large; the field and the slider say it to assistive technology. */}
        <Stack gap="2" textAlign="center" py="4" px="3" bg="tint.subtle" borderRadius="l2" aria-hidden="true" minH="20" justifyContent="center">
          {typedCents !== null ? (
            <Text fontSize="4xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" data-chosen-amount="">
              {formatCurrency(typedCents)}
            </Text>
          ) : (
            <Text fontSize="lg" fontWeight="semibold" color="fg.error" data-not-choosable="">
              {say('disbursement.amount.notChoosable', range)}
            </Text>
          )}
        </Stack>
        {typedCents !== null && <OriginationFee program={program} amountCents={snap(program, typedCents)} />}
        {!single && (
          <AmountRange
            id="amount-slider"
            label={say('disbursement.amount.slider')}
            min={program.minAmountCents}
            max={program.maxAmountCents}
            step={program.amountStepCents}
            value={sliderCents}
            onChange={setAmount}
            disabled={busy}
          />
        )}
        <TextField
          {...field}
          onBlur={onBlur}
          onChange={(event) => {
            setRounded(null);
            const typed = choosable(program, event.currentTarget.value);
            if (typed !== null) setLastChoosable(snap(program, typed));
            field.onChange(event);
          }}
          label={say('disbursement.amount.typed')}
          hint={rounded ?? say('disbursement.amount.typedHint', { ...range, step: formatCurrency(program.amountStepCents) })}
          inputMode="decimal"
          autoComplete="off"
          disabled={single}
        />
        <Estimates program={program} amountCents={typedCents !== null ? snap(program, typedCents) : null} />
      </StepForm>
    </WizardPage>
  );
}

/** An origination fee is kept from the money sent: said with the amount the borrower receives (none: nothing said). */
function OriginationFee({ program, amountCents }: { program: DisbursementProgram; amountCents: number }) {
  const feeCents = percentFeeCents(program.originationFee, amountCents);
  if (feeCents === 0) return null;
  return (
    <Text fontSize="md" data-origination-fee="">
      <RichWords
        id="disbursement.amount.originationFee"
        values={{ fee: formatCurrency(feeCents), received: formatCurrency(amountCents - feeCents) }}
        parts={[<strong />]}
      />
    </Text>
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
