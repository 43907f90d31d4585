// /guidance/personal/name: the borrower's name as on their ID, and their date of birth.
import * as v from 'valibot';
import { personalAnswersSchema } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import { dateOfBirthProblem } from '#src/domain/age.ts';
import { businessToday } from '#src/domain/calendar.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { usePersonalValues } from './parts/personal-values.ts';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

// The server's date-of-birth rules (the domain's, -10804 and -10803) with their catalogue messages, so the
// borrower hears them on the page before a save is refused.
const schemaFor = (today: string) =>
  v.object({
    ...v.pick(personalAnswersSchema, ['firstName', 'middleName', 'lastName']).entries,
    dateOfBirth: v.pipe(
      v.string(),
      v.nonEmpty(() => say('forms.rule.required', { field: say('guidance.name.dateOfBirthField') })),
      v.isoDate(() => say('guidance.name.invalidDate')),
      v.check(
        (date) => dateOfBirthProblem(date, today) !== 'invalid',
        () => sayResult(RESULT.dateOfBirthInvalid),
      ),
      v.check(
        (date) => dateOfBirthProblem(date, today) !== 'tooYoung',
        () => sayResult(RESULT.applicantTooYoung),
      ),
    ),
  });

export function NameView({ heading }: RoutedViewProps) {
  const saved = usePersonalValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/name');
  const form = useStepForm({
    initialValues: {
      firstName: saved.firstName ?? '',
      middleName: saved.middleName ?? '',
      lastName: saved.lastName ?? '',
      dateOfBirth: saved.dateOfBirth ?? '',
    },
    schema: schemaFor(businessToday()),
    refusal,
    onSubmit: (values) => submit({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), middleName: values.middleName.trim() }),
  });
  return (
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField label={say('guidance.name.firstName')} autoComplete="given-name" {...form.text('firstName')} />
        <TextField label={say('guidance.name.middleName')} autoComplete="additional-name" {...form.text('middleName')} />
        <TextField label={say('guidance.name.lastName')} autoComplete="family-name" {...form.text('lastName')} />
        <TextField
          label={say('guidance.name.dateOfBirth')}
          hint={say('guidance.name.dateOfBirthHint')}
          type="date"
          autoComplete="bday"
          {...form.text('dateOfBirth')}
        />
      </StepForm>
    </GuidanceCard>
  );
}
