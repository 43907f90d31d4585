// /repayment/change-payment-schedule: what the borrower can change themselves (change types 105 to 109,
// decision 0741): the paydays and rules the schedule follows now, and a card per change, each opening its page.
// What the server does not offer now (past due, with collections) is said in plain words instead.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CHANGES_PAGE, SCHEDULE_CHANGES, type ScheduleChange } from '#machines/repayment/pages.ts';
import type { PaySettings } from '#src/api/contract/repayment.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Callout } from '#src/ui/callout.tsx';
import { ChoiceButton, type Choice } from './parts/choice-button.tsx';
import { availabilityWords, holidayRuleWords, paydayWords, payFrequencyWords, paymentFrequencyWords, repaymentModeWords } from './parts/pay-settings-words.ts';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';
import { say } from './parts/words.ts';

function choiceOf(change: ScheduleChange, settings: PaySettings | null): Choice {
  switch (change) {
    case 'changePayday':
      return {
        title: say('repayment.changes.payday'),
        text: say('repayment.changes.paydayText'),
        detail: settings ? say('repayment.changes.now', { now: paydayWords(settings) }) : undefined,
      };
    case 'changePayFrequency':
      return {
        title: say('repayment.changes.frequency'),
        text: say('repayment.changes.frequencyText'),
        detail: settings
          ? say('repayment.changes.nowFrequency', {
              paid: payFrequencyWords(settings.payrollFrequency),
              payments: paymentFrequencyWords(settings.paymentFrequency).toLowerCase(),
            })
          : undefined,
      };
    case 'changeHolidayRule':
      return {
        title: say('repayment.changes.holiday'),
        text: say('repayment.changes.holidayText'),
        detail: settings ? say('repayment.changes.now', { now: holidayRuleWords(settings.paydayOnHoliday) }) : undefined,
      };
    case 'changePayAvailability':
      return {
        title: say('repayment.changes.available'),
        text: say('repayment.changes.availableText'),
        detail: settings ? say('repayment.changes.now', { now: availabilityWords(settings.paydayOnAvailability) }) : undefined,
      };
    case 'changePaymentMethod':
      return {
        title: say('repayment.changes.method'),
        text: say('repayment.changes.methodText'),
        detail: settings ? say('repayment.changes.now', { now: repaymentModeWords(settings.repaymentMode) }) : undefined,
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
      <Text fontSize="md">{say('repayment.changes.lead')}</Text>
      {changes?.refusal && (
        <Callout tone="warning" testId="change-refusal">
          {changes.refusal}
        </Callout>
      )}
      {offered.length === 0 ? (
        <Text fontSize="md">{say('repayment.changes.none')}</Text>
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
