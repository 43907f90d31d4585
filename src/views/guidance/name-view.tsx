// /guidance/personal/name: the borrower's name as on their ID, and their date of birth.
import * as v from 'valibot';
import { personalAnswersSchema } from '#src/api/contract/application.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '../account/parts/text-field.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { usePersonalValues } from './parts/personal-values.ts';
import { pageOf } from './parts/section-caption.ts';
import { StepForm } from './parts/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from './parts/use-step-form.ts';

const schema = v.pick(personalAnswersSchema, ['firstName', 'middleName', 'lastName', 'dateOfBirth']);

export function NameView({ heading }: RoutedViewProps) {
  const saved = usePersonalValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/name');
  const form = useStepForm({
    initialValues: { firstName: saved.firstName ?? '', middleName: saved.middleName ?? '', lastName: saved.lastName ?? '', dateOfBirth: saved.dateOfBirth ?? '' },
    schema,
    refusal,
    onSubmit: (values) => submit({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), middleName: values.middleName.trim() }),
  });
  return (
    <GuidanceCard heading={heading} {...pageOf('personal/name')}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField label="First Name" autoComplete="given-name" {...form.text('firstName')} />
        <TextField label="Middle Name (optional)" autoComplete="additional-name" {...form.text('middleName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.text('lastName')} />
        <TextField label="Date of birth" hint="As on your ID, for example 04/12/1990" type="date" autoComplete="bday" {...form.text('dateOfBirth')} />
      </StepForm>
    </GuidanceCard>
  );
}
