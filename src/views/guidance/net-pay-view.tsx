// /guidance/employment/net-pay: the take-home pay of one paycheck, typed in dollars and sent in cents.
import * as v from 'valibot';
import { Text } from '@chakra-ui/react/text';
import { currencySchema } from '#src/domain/schemas.ts';
import { payrollFrequencyLabel } from '#src/domain/codes/payroll.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '../account/parts/text-field.tsx';
import { useEmploymentValues } from './parts/employment-values.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { pageOf } from './parts/section-caption.ts';
import { StepForm } from './parts/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from './parts/use-step-form.ts';
import { centsToDollars, dollarsToCents } from '#src/domain/dollars.ts';

const schema = v.object({
  netPay: v.pipe(
    currencySchema('Net Pay'),
    v.check((text) => dollarsToCents(text) > 0, 'Please enter your net pay'),
  ),
});

export function NetPayView({ heading }: RoutedViewProps) {
  const saved = useEmploymentValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('employment/net-pay');
  const form = useStepForm({
    initialValues: { netPay: centsToDollars(saved.netPayCents) },
    schema,
    toAnswers: (values) => ({ netPay: values.netPay.replace(/[$,\s]/g, '') }),
    refusal,
    onSubmit: (values) => submit({ netPayCents: dollarsToCents(values.netPay) }),
  });
  const frequency = saved.payrollFrequency === undefined ? null : payrollFrequencyLabel(saved.payrollFrequency)?.toLowerCase();
  return (
    <GuidanceCard heading={heading} {...pageOf('employment/net-pay')}>
      <Text color="fg.muted" fontSize="md">
        The amount that reaches your account from one paycheck{frequency ? ` (you are paid ${frequency})` : ''}, after taxes and deductions.
      </Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField label="Net Pay (US dollars)" hint="For example 1250.00" inputMode="decimal" autoComplete="off" {...form.text('netPay')} />
      </StepForm>
    </GuidanceCard>
  );
}
