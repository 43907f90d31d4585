// /repayment/change-payment-schedule: what the borrower can change themselves (change types 105 to 109,
// decision 0741): the paydays and rules the schedule follows now, and a card per change, each opening its page.
// What the server does not offer now (past due, with collections) is said in plain words instead.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { CHANGES_PAGE, SCHEDULE_CHANGES, type ScheduleChange } from '#machines/repayment/pages.ts';
import type { PaySettings } from '#src/api/contract/repayment.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { Callout } from './parts/callout.tsx';
import { availabilityWords, holidayRuleWords, paydayWords, payFrequencyWords, paymentFrequencyWords, repaymentModeWords } from './parts/pay-settings-words.ts';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';

type Card = { title: string; text: string; now: string };

function cardOf(change: ScheduleChange, settings: PaySettings | null): Card {
  switch (change) {
    case 'changePayday':
      return {
        title: 'Change your payday',
        text: 'You are paid on another day now. Your payments move to your new paydays.',
        now: settings ? paydayWords(settings) : '',
      };
    case 'changePayFrequency':
      return {
        title: 'Change how often you are paid',
        text: 'You are paid weekly, every two weeks, twice a month or monthly now. Your payments follow.',
        now: settings ? `${payFrequencyWords(settings.payrollFrequency)}; payments ${paymentFrequencyWords(settings.paymentFrequency).toLowerCase()}` : '',
      };
    case 'changeHolidayRule':
      return {
        title: 'Paydays on weekends and holidays',
        text: 'When a payday falls on a weekend or holiday, are you paid the business day before or after?',
        now: settings ? holidayRuleWords(settings.paydayOnHoliday) : '',
      };
    case 'changePayAvailability':
      return {
        title: 'When your pay is available',
        text: 'If your pay reaches your account the business day after payday, we take payments then.',
        now: settings ? availabilityWords(settings.paydayOnAvailability) : '',
      };
    case 'changePaymentMethod':
      return {
        title: 'Change how you pay',
        text: 'Automatic payments from your bank account, or paying each payment yourself by debit card.',
        now: settings ? repaymentModeWords(settings.repaymentMode) : '',
      };
  }
}

function ChangeButton({ change, card, onChoose }: { change: ScheduleChange; card: Card; onChoose: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onChoose}
      data-change={change}
      display="flex"
      alignItems="center"
      gap="4"
      w="full"
      textAlign="start"
      px={{ base: 4, md: 5 }}
      py="4"
      bg="bg"
      color="fg"
      borderWidth="2px"
      borderColor="border"
      borderRadius="l2"
      cursor="pointer"
      transition="border-color 150ms, background 150ms"
      _hover={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
      _focusVisible={{ outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px #FFBF47' }}
    >
      <Box flex="1" minW="0">
        <Text as="span" display="block" fontWeight="bold" fontSize="lg" color="brand.fg">
          {card.title}
        </Text>
        <Text as="span" display="block" fontSize="md" color="fg.muted" mt="0.5">
          {card.text}
        </Text>
        {card.now && (
          <Text as="span" display="block" fontSize="md" fontWeight="semibold" mt="1.5">
            Now: {card.now}
          </Text>
        )}
      </Box>
      <Text as="span" fontSize="2xl" color="brand.fg" aria-hidden="true">
        ›
      </Text>
    </chakra.button>
  );
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
              <ChangeButton change={change} card={cardOf(change, settings)} onChoose={() => actor.send({ type: 'change.choose', change })} />
            </li>
          ))}
        </Stack>
      )}
    </FlowPage>
  );
}
