// /guidance/question/about: the portfolio's own questions, asked when list-section has the section.
import * as v from 'valibot';
import { LOAN_PURPOSES, questionAnswersSchema } from '#src/api/contract/application.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceSelector } from './guidance-actor.ts';
import { RadioGroup, SelectField } from '#src/ui/forms/choice-fields.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

const PURPOSE_WORDS: Record<(typeof LOAN_PURPOSES)[number], string> = {
  bills: 'guidance.purpose.bills',
  emergency: 'guidance.purpose.emergency',
  car: 'guidance.purpose.car',
  medical: 'guidance.purpose.medical',
  other: 'guidance.purpose.other',
};
/** A loan purpose as the borrower reads it ('Car repair or purchase'). */
export const purposeLabel = (purpose: (typeof LOAN_PURPOSES)[number]) => say(PURPOSE_WORDS[purpose]);
const purposes = () => LOAN_PURPOSES.map((value) => ({ value, label: purposeLabel(value) }));
const yesNo = () => [
  { value: 'false', label: say('guidance.answer.no') },
  { value: 'true', label: say('guidance.answer.yes') },
];
const schema = v.object({
  ...questionAnswersSchema.entries,
  inBankruptcy: v.boolean(() => say('guidance.question.bankruptcyMissing')),
});
type Values = { inBankruptcy: string; purpose: string };
const toAnswers = (values: Values) => ({
  inBankruptcy: values.inBankruptcy === '' ? undefined : values.inBankruptcy === 'true',
  purpose: values.purpose || undefined,
});

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
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <RadioGroup label={say('guidance.question.bankruptcy')} options={yesNo()} inline {...form.choice('inBankruptcy')} />
        <SelectField label={say('guidance.question.purpose')} options={purposes()} {...form.choice('purpose')} />
      </StepForm>
    </GuidanceCard>
  );
}
