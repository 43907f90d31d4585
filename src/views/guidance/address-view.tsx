// /guidance/personal/address: the home address, with the state (all states, DC and PR) and the ZIP code.
// A state this portfolio does not lend in is said here ("We do not offer loans in New York yet."), not after
// the bank is verified, and the application does not go on; nor does a ZIP code of another state (issue 18,
// defect 5). The states come with the portfolio the app loaded at boot; the server refuses the same.
import * as v from 'valibot';
import { personalAnswersSchema } from '#src/api/contract/application.ts';
import { addressProblem } from '#src/domain/address.ts';
import { usStateOptions } from '#src/domain/codes/us-states.ts';
import { useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { SelectField } from '#src/ui/forms/choice-fields.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { usePersonalValues } from './parts/personal-values.ts';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

const schema = v.pick(personalAnswersSchema, ['address']);
type Address = v.InferOutput<typeof schema>['address'];

/** The state and ZIP code messages of an address the portfolio cannot take, by field name. */
export function addressChecks(servedStates: readonly string[] | null) {
  return (answers: unknown): Record<string, string> => {
    const address = (answers as { address?: { state?: unknown; zip?: unknown } }).address;
    const problem = address ? addressProblem({ state: address.state, zip: address.zip }, servedStates) : null;
    return problem ? { [`address.${problem.field}`]: problem.message } : {};
  };
}

export function AddressView({ heading }: RoutedViewProps) {
  const saved = usePersonalValues().address;
  const servedStates = useAppSelector((snapshot) => snapshot.context.portfolio?.servedStates ?? null);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/address');
  const form = useStepForm({
    initialValues: {
      address: { street1: saved?.street1 ?? '', street2: saved?.street2 ?? '', city: saved?.city ?? '', state: saved?.state ?? '', zip: saved?.zip ?? '' },
    },
    schema,
    check: addressChecks(servedStates),
    refusal,
    onSubmit: (values) => submit({ address: values.address as Address }),
  });
  return (
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField label={say('guidance.address.street1')} autoComplete="address-line1" {...form.text('address.street1')} />
        <TextField label={say('guidance.address.street2')} autoComplete="address-line2" {...form.text('address.street2')} />
        <TextField label={say('guidance.address.city')} autoComplete="address-level2" {...form.text('address.city')} />
        <SelectField label={say('guidance.address.state')} options={usStateOptions} {...form.choice('address.state')} />
        <TextField label={say('guidance.address.zip')} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...form.text('address.zip')} />
      </StepForm>
    </GuidanceCard>
  );
}
