// /guidance/question/about: the portfolio's own questions, asked when list-section has the section.
import * as v from 'valibot';
import { LOAN_PURPOSES, questionAnswersSchema } from '#src/api/contract/application.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceSelector } from './guidance-actor.ts';
import { RadioGroup, SelectField } from './parts/choice-fields.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { pageOf } from './parts/section-caption.ts';
import { StepForm } from './parts/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from './parts/use-step-form.ts';

export const PURPOSE_LABEL: Record<(typeof LOAN_PURPOSES)[number], string> = {
  bills: 'Bills',
  emergency: 'An emergency',
  car: 'Car repair or purchase',
  medical: 'Medical costs',
  other: 'Something else',
};
const PURPOSES = LOAN_PURPOSES.map((value) => ({ value, label: PURPOSE_LABEL[value] }));
const YES_NO = [
  { value: 'false', label: 'No' },
  { value: 'true', label: 'Yes' },
];
const schema = v.object({
  ...questionAnswersSchema.entries,
  inBankruptcy: v.boolean('Please tell us whether you are in bankruptcy'),
});
type Values = { inBankruptcy: string; purpose: string };
const toAnswers = (values: Values) => ({ inBankruptcy: values.inBankruptcy === '' ? undefined : values.inBankruptcy === 'true', purpose: values.purpose || undefined });

export function QuestionView({ heading }: RoutedViewProps) {
  const saved = useGuidanceSelector((snapshot) => snapshot.context.questions);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('question/about');
  const form = useStepForm<Values>({
    initialValues: { inBankruptcy: saved ? String(saved.inBankruptcy) : '', purpose: saved?.purpose ?? '' },
    schema,
    toAnswers,
    refusal,
    onSubmit: (values) => submit(toAnswers(values) as v.InferOutput<typeof schema>),
  });
  return (
    <GuidanceCard heading={heading} {...pageOf('question/about')}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <RadioGroup label="Are you in bankruptcy, or planning to file?" options={YES_NO} inline {...form.choice('inBankruptcy')} />
        <SelectField label="What is the loan for?" options={PURPOSES} {...form.choice('purpose')} />
      </StepForm>
    </GuidanceCard>
  );
}
