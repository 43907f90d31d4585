// /guidance/personal/military: military status (federal rules protect service members and their
// families) and the borrower's contact preferences (opt-in flags 2, 4, 8, 16, kept as one bit mask).
import * as v from 'valibot';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { personalAnswersSchema } from '#src/api/contract/application.ts';
import { MILITARY, OPT_IN_FLAG } from '#src/domain/codes/customer.ts';
import { optInFlagInWords } from '#src/domain/code-words.ts';
import { combineFlags, hasFlag, removeFlag } from '#src/domain/codes/flags.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { CheckBox } from '#src/ui/forms/check-box.tsx';
import { RadioGroup } from '#src/ui/forms/choice-fields.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { usePersonalValues } from './parts/personal-values.ts';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { codeOf, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

const schema = v.pick(personalAnswersSchema, ['military', 'optInFlags']);
type Answers = v.InferOutput<typeof schema>;

const militaryOptions = () => [
  { value: MILITARY.notMilitary, label: say('guidance.military.no') },
  { value: MILITARY.military, label: say('guidance.military.yes') },
  { value: MILITARY.unknown, label: say('guidance.military.unknown') },
];
const FLAGS = Object.entries(OPT_IN_FLAG) as Array<[keyof typeof OPT_IN_FLAG, number]>;

export function MilitaryView({ heading }: RoutedViewProps) {
  const saved = usePersonalValues();
  const { busy, canSubmit, refusal, submit } = useQuestionStep('personal/military');
  const form = useStepForm({
    initialValues: { military: saved.military === undefined ? '' : String(saved.military), optInFlags: saved.optInFlags ?? 0 },
    schema,
    toAnswers: (values) => ({ military: codeOf(values.military), optInFlags: values.optInFlags }),
    refusal,
    onSubmit: (values) => submit({ military: codeOf(values.military), optInFlags: values.optInFlags } as Answers),
  });
  const flags = form.formik.values.optInFlags;
  return (
    <GuidanceCard heading={heading}>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <RadioGroup label={say('guidance.military.question')} options={militaryOptions()} {...form.choice('military')} />
        <chakra.fieldset minW="0">
          <chakra.legend fontWeight="semibold" fontSize="md" mb="2">
            {say('guidance.military.preferences')}
          </chakra.legend>
          <Stack gap="3">
            {FLAGS.map(([name, flag]) => (
              <CheckBox
                key={name}
                id={`field-optInFlags-${name}`}
                checked={hasFlag(flags, flag)}
                onChange={(checked) => void form.formik.setFieldValue('optInFlags', checked ? combineFlags(flags, flag) : removeFlag(flags, flag))}
              >
                {optInFlagInWords(name)}
              </CheckBox>
            ))}
          </Stack>
        </chakra.fieldset>
      </StepForm>
    </GuidanceCard>
  );
}
