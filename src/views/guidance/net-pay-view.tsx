// /guidance/employment/net-pay: the take-home pay of one paycheck, typed in dollars and sent in cents.
import * as v from 'valibot';
import { Text } from '@chakra-ui/react/text';
import { currencySchema } from '#src/domain/schemas.ts';
import { payrollFrequencyInWords } from '#src/domain/code-words.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useEmploymentValues } from './parts/employment-values.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';
import { say } from './parts/words.ts';

// Built when the page renders: the field's name in the spec's messages is said in the language shown then.
const schemaOf = () =>
  v.object({
    netPay: v.pipe(
      currencySchema(say('guidance.netPay.field')),
      v.check(
        (text) => dollarsToCents(text) > 0,
        () => say('guidance.netPay.missing'),
      ),
    ),
  });

export function NetPayView({ heading }: RoutedViewProps) {
  const saved = useEmploymentValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('employment/net-pay');
  const form = useStepForm({
    initialValues: { netPay: centsToDollars(saved.netPayCents) },
    schema: schemaOf(),
    toAnswers: (values) => ({ netPay: values.netPay.replace(/[$,\s]/g, '') }),
    refusal,
    onSubmit: (values) => submit({ netPayCents: dollarsToCents(values.netPay) }),
  });
  const frequency = saved.payrollFrequency === undefined ? null : payrollFrequencyInWords(saved.payrollFrequency)?.toLowerCase();
  return (
    <GuidanceCard heading={heading}>
      <Text color="fg.muted" fontSize="md">
        {frequency ? say('guidance.netPay.leadWithFrequency', { frequency }) : say('guidance.netPay.lead')}
      </Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField label={say('guidance.netPay.label')} hint={say('guidance.netPay.hint')} inputMode="decimal" autoComplete="off" {...form.text('netPay')} />
      </StepForm>
    </GuidanceCard>
  );
}
