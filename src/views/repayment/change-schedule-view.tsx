// /repayment/change-payment-schedule: what the borrower can change themselves (change types 105 to 109,
// decision 0741): the paydays and rules the schedule follows now, and a card per change, each opening its page.
// What the server does not offer now (past due, with collections) is said in plain words instead.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CHANGES_PAGE, SCHEDULE_CHANGES, type ScheduleChange } from '#machines/repayment/pages.ts';
import type { PaySettings } from '#src/api/contract/repayment.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { Callout } from './parts/callout.tsx';
import { ChoiceButton, type Choice } from './parts/choice-button.tsx';
import { availabilityWords, holidayRuleWords, paydayWords, payFrequencyWords, paymentFrequencyWords, repaymentModeWords } from './parts/pay-settings-words.ts';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';

function choiceOf(change: ScheduleChange, settings: PaySettings | null): Choice {
  switch (change) {
    case 'changePayday':
      return {
        title: 'Change your payday',
        text: 'You are paid on another day now. Your payments move to your new paydays.',
        detail: settings ? `Now: ${paydayWords(settings)}` : undefined,
      };
    case 'changePayFrequency':
      return {
        title: 'Change how often you are paid',
        text: 'You are paid weekly, every two weeks, twice a month or monthly now. Your payments follow.',
        detail: settings
          ? `Now: ${payFrequencyWords(settings.payrollFrequency)}; payments ${paymentFrequencyWords(settings.paymentFrequency).toLowerCase()}`
          : undefined,
      };
    case 'changeHolidayRule':
      return {
        title: 'Paydays on weekends and holidays',
        text: 'When a payday falls on a weekend or holiday, are you paid the business day before or after?',
        detail: settings ? `Now: ${holidayRuleWords(settings.paydayOnHoliday)}` : undefined,
      };
    case 'changePayAvailability':
      return {
        title: 'When your pay is available',
        text: 'If your pay reaches your account the business day after payday, we take payments then.',
        detail: settings ? `Now: ${availabilityWords(settings.paydayOnAvailability)}` : undefined,
      };
    case 'changePaymentMethod':
      return {
        title: 'Change how you pay',
        text: 'Automatic payments from your bank account, or paying each payment yourself by debit card.',
        detail: settings ? `Now: ${repaymentModeWords(settings.repaymentMode)}` : undefined,
      };
  }
}

export function ChangeScheduleView({ heading }: RoutedViewProps) {
  const actor = useRepaymentActor();
  const changes = useRepaymentSelector((snapshot) => snapshot.context.loaded?.options.changes ?? null);
  const settings = useRepaymentSelector((snapshot) => snapshot.context.loaded?.details.paySettings ?? null);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const offered = SCHEDULE_CHANGES.filter((change) => (change === 'changePaymentMethod' ? (changes?.modes.length ?? 0) > 0 : Boolean(changes?.schedule)));
  return (
    <FlowPage meta={CHANGES_PAGE} heading={heading} error={error}>
      <Text fontSize="md">
        Your payments are set to your paydays. If your pay has changed, tell us here: you will see your new schedule before you confirm, and nothing is taken
        when you change it.
      </Text>
      {changes?.refusal && (
        <Callout tone="warning" testId="change-refusal">
          {changes.refusal}
        </Callout>
      )}
      {offered.length === 0 ? (
        <Text fontSize="md">Nothing can be changed online for this loan right now.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {offered.map((change) => (
            <li key={change}>
              <ChoiceButton data-change={change} choice={choiceOf(change, settings)} onChoose={() => actor.send({ type: 'change.choose', change })} />
            </li>
          ))}
        </Stack>
      )}
    </FlowPage>
  );
}
