// /guidance/personal/ssn: the Social Security number, sent once with the personal section and never
// shown again in full: once saved it reads ***-**-1234, with a Change action to give another one. Its hint
// names the numbers that can never be an SSN (the spec's one message also answers them: issue 18, defect 4).
import { useState } from 'react';
import * as v from 'valibot';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { ssnSchema } from '#src/domain/schemas.ts';
import { ssnHint } from '#src/domain/validation.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import type { TextFieldProps } from '#src/ui/forms/text-field.tsx';
import { SecretField } from '#src/ui/forms/secret-field.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { useStepForm } from '#src/ui/forms/use-step-form.ts';
import { RichWords, say } from './parts/words.ts';

const required = v.object({ ssn: ssnSchema('SSN') });

/** The SSN input, typed hidden, with the hint under its label. */
export function SsnField(props: Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'after'>) {
  return <SecretField label={say('guidance.ssn.label')} hint={ssnHint()} {...props} />;
}
const keepSaved = v.object({ ssn: v.literal('') });

export function SsnView({ heading }: RoutedViewProps) {
  const masked = useGuidanceSelector((snapshot) => snapshot.context.personal?.ssnMasked ?? null);
  const [changing, setChanging] = useState(masked === null);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/ssn');
  const form = useStepForm({
    initialValues: { ssn: '' },
    schema: changing ? required : keepSaved,
    refusal,
    onSubmit: (values) => submit(changing ? { ssn: values.ssn.trim() } : {}),
  });
  return (
    <GuidanceCard heading={heading}>
      <Text color="fg.muted" fontSize="md">
        {say('guidance.ssn.lead')}
      </Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        {changing ? (
          <SsnField {...form.text('ssn')} />
        ) : (
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="4" borderWidth="1px" borderRadius="l2" p="4">
            <Box>
              <Text fontWeight="semibold">{say('guidance.ssn.label')}</Text>
              <Text fontSize="lg" letterSpacing="wider" data-ssn-masked="">
                {masked}
              </Text>
            </Box>
            <Button type="button" variant="outline" colorPalette="brand" onClick={() => setChanging(true)}>
              <RichWords id="guidance.ssn.change" parts={[<Box as="span" srOnly />]} />
            </Button>
          </Box>
        )}
      </StepForm>
    </GuidanceCard>
  );
}
