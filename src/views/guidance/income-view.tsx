// /guidance/employment/income: where the borrower's income comes from (7000 to 7005), the job and
// employer when employed, and how the pay arrives (18000 to 18003).
import * as v from 'valibot';
import { employmentAnswersSchema } from '#src/api/contract/application.ts';
import { INCOME_TYPE, incomeTypeOptions, jobTypeOptions, payrollTypeOptions } from '#src/domain/codes/payroll.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { RadioGroup } from '#src/ui/forms/choice-fields.tsx';
import { asChoice, useEmploymentValues } from './parts/employment-values.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { codeOf, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

const schema = v.pipe(
  v.pick(employmentAnswersSchema, ['incomeType', 'jobType', 'employerName', 'employerPhone', 'payrollType']),
  // Employed income names its job: full or part time, and the employer.
  v.forward(
    v.check(
      (answers) => answers.incomeType !== INCOME_TYPE.employed || answers.jobType !== undefined,
      () => say('guidance.income.jobTypeMissing'),
    ),
    ['jobType'],
  ),
  v.forward(
    v.check(
      (answers) => answers.incomeType !== INCOME_TYPE.employed || (answers.employerName ?? '').trim() !== '',
      () => say('forms.rule.required', { field: say('guidance.income.employer') }),
    ),
    ['employerName'],
  ),
);
type Answers = v.InferOutput<typeof schema>;
type Values = { incomeType: string; jobType: string; employerName: string; employerPhone: string; payrollType: string };

const toAnswers = (values: Values) => {
  const employed = codeOf(values.incomeType) === INCOME_TYPE.employed;
  return {
    incomeType: codeOf(values.incomeType),
    jobType: employed ? codeOf(values.jobType) : undefined,
    employerName: employed ? values.employerName.trim() : '',
    employerPhone: employed ? values.employerPhone.trim() : '',
    payrollType: codeOf(values.payrollType),
  };
};

export function IncomeView({ heading }: RoutedViewProps) {
  const saved = useEmploymentValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('employment/income');
  const form = useStepForm<Values>({
    initialValues: {
      incomeType: asChoice(saved.incomeType),
      jobType: asChoice(saved.jobType),
      employerName: saved.employerName ?? '',
      employerPhone: saved.employerPhone ?? '',
      payrollType: asChoice(saved.payrollType),
    },
    schema,
    toAnswers,
    refusal,
    onSubmit: (values) => submit(toAnswers(values) as Answers),
  });
  const employed = codeOf(form.formik.values.incomeType) === INCOME_TYPE.employed;
  return (
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <RadioGroup label={say('guidance.income.source')} options={incomeTypeOptions} {...form.choice('incomeType')} />
        {employed && (
          <>
            <RadioGroup label={say('guidance.income.jobType')} options={jobTypeOptions} inline {...form.choice('jobType')} />
            <TextField label={say('guidance.income.employer')} autoComplete="organization" {...form.text('employerName')} />
            <TextField label={say('guidance.income.employerPhone')} type="tel" inputMode="tel" {...form.text('employerPhone')} />
          </>
        )}
        <RadioGroup label={say('guidance.income.payrollType')} options={payrollTypeOptions} {...form.choice('payrollType')} />
      </StepForm>
    </GuidanceCard>
  );
}
