// /guidance/personal/contact: the contact fields (spec section 3), each with its verify flag shown once
// the lender has verified it. Cell phone and e-mail are required; the others may stay empty.
import * as v from 'valibot';
import { Text } from '@chakra-ui/react/text';
import { personalAnswersSchema, type SavedPersonal } from '#src/api/contract/application.ts';
import { verifyFlagOf, type ContactField } from '#src/domain/codes/customer.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { usePersonalValues } from './parts/personal-values.ts';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

const schema = v.pick(personalAnswersSchema, ['contacts']);
type Contacts = v.InferOutput<typeof schema>['contacts'];

const FIELDS: ReadonlyArray<{ name: ContactField; labelId: string; type: 'tel' | 'email'; autoComplete: string }> = [
  { name: 'cellPhone', labelId: 'guidance.contact.cellPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', labelId: 'guidance.contact.email', type: 'email', autoComplete: 'email' },
  { name: 'homePhone', labelId: 'guidance.contact.homePhone', type: 'tel', autoComplete: 'tel' },
  { name: 'alternativePhone', labelId: 'guidance.contact.alternativePhone', type: 'tel', autoComplete: 'off' },
  { name: 'alternativeEmail', labelId: 'guidance.contact.alternativeEmail', type: 'email', autoComplete: 'off' },
];

/** The verify flag of a field (its key plus Verify), shown as a line under its label. */
function verifiedHint(verify: SavedPersonal['verify'] | undefined, name: ContactField) {
  return verify?.[verifyFlagOf(name)] === true ? (
    <Text as="span" color="fg.success" fontWeight="semibold">
      {say('guidance.contact.verified')}
    </Text>
  ) : undefined;
}

export function ContactView({ heading }: RoutedViewProps) {
  const saved = usePersonalValues().contacts;
  const verify = useGuidanceSelector((snapshot) => snapshot.context.personal?.verify);
  const accountEmail = useGuidanceSelector((snapshot) => snapshot.context.accountEmail);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/contact');
  const form = useStepForm({
    initialValues: {
      contacts: {
        cellPhone: saved?.cellPhone ?? '',
        // The e-mail the borrower signed up with is the likely answer: offered, never assumed.
        email: saved?.email ?? accountEmail ?? '',
        homePhone: saved?.homePhone ?? '',
        alternativePhone: saved?.alternativePhone ?? '',
        alternativeEmail: saved?.alternativeEmail ?? '',
      },
    },
    schema,
    refusal,
    onSubmit: (values) => submit({ contacts: values.contacts as Contacts }),
  });
  return (
    <GuidanceCard heading={heading}>
      <Text color="fg.muted" fontSize="md">
        {say('guidance.contact.lead')}
      </Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        {FIELDS.map(({ name, labelId, type, autoComplete }) => (
          <TextField
            key={name}
            label={say(labelId)}
            type={type}
            inputMode={type === 'tel' ? 'tel' : 'email'}
            autoComplete={autoComplete}
            hint={verifiedHint(verify, name)}
            {...form.text(`contacts.${name}`)}
          />
        ))}
      </StepForm>
    </GuidanceCard>
  );
}
