// /guidance/bank/account: the account the loan is paid into and collected from. The routing number is
// checked by its ABA checksum as it is typed, and at 9 valid digits the bank's name is looked up and shown.
// Both numbers are secrets: sent once, answered masked, typed again to change them.
import { useEffect } from 'react';
import { Text } from '@chakra-ui/react/text';
import { bankAnswersSchema } from '#src/api/contract/application.ts';
import { bankAccountTypeOptions } from '#src/domain/codes/bank.ts';
import { digitsOf, hasAbaChecksum } from '#src/domain/validation.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { TextField } from '#src/ui/forms/text-field.tsx';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { RadioGroup } from '#src/ui/forms/choice-fields.tsx';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { SecretField } from '#src/ui/forms/secret-field.tsx';
import { StepForm } from '#src/ui/forms/step-form.tsx';
import { useQuestionStep } from './parts/use-question-step.ts';
import { codeOf, useStepForm } from '#src/ui/forms/use-step-form.ts';
import { say } from './parts/words.ts';

type Values = { routingNumber: string; accountNumber: string; accountType: string };
const toAnswers = (values: Values) => ({
  routingNumber: values.routingNumber.trim(),
  accountNumber: values.accountNumber.trim(),
  accountType: codeOf(values.accountType),
});

export function BankView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const saved = useGuidanceSelector((snapshot) => snapshot.context.bank);
  const lookup = useGuidanceSelector((snapshot) => snapshot.context.bankLookup);
  const { busy, canSubmit, refusal, submit } = useQuestionStep('bank/account');
  const form = useStepForm<Values>({
    initialValues: { routingNumber: '', accountNumber: '', accountType: saved ? String(saved.accountType) : '' },
    schema: bankAnswersSchema,
    toAnswers,
    refusal,
    onSubmit: (values) => submit(toAnswers(values) as Parameters<typeof submit>[0]),
  });
  const routing = digitsOf(form.formik.values.routingNumber);
  const complete = routing.length === 9 && hasAbaChecksum(routing);
  useEffect(() => {
    if (complete) actor.send({ type: 'bank.lookup', routingNumber: routing });
  }, [actor, complete, routing]);
  const bankName = complete && lookup?.routingNumber === routing ? lookup.bankName : null;
  return (
    <GuidanceCard heading={heading}>
      <Text color="fg.muted" fontSize="md">
        {saved
          ? saved.bankName
            ? say('guidance.bank.savedAt', { routing: saved.routingMasked, account: saved.accountMasked, bankName: saved.bankName })
            : say('guidance.bank.saved', { routing: saved.routingMasked, account: saved.accountMasked })
          : say('guidance.bank.lead')}
      </Text>
      <StepForm summary={form.summary} focusKey={form.focusKey} onSubmit={form.formik.handleSubmit} busy={busy} canSubmit={canSubmit}>
        <TextField
          label={say('guidance.bank.routingNumber')}
          hint={
            bankName ? (
              <Text as="span" color="fg.success" fontWeight="semibold" data-bank-name="">
                ✓ {bankName}
              </Text>
            ) : (
              say('guidance.bank.routingHint')
            )
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          {...form.text('routingNumber')}
        />
        <SecretField label={say('guidance.bank.accountNumber')} hint={say('guidance.bank.accountHint')} maxLength={17} {...form.text('accountNumber')} />
        <RadioGroup label={say('guidance.bank.accountType')} options={bankAccountTypeOptions} {...form.choice('accountType')} />
      </StepForm>
    </GuidanceCard>
  );
}
