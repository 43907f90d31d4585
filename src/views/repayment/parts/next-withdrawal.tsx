// The next automatic withdrawal as 12 CFR 1041.9 notices describe it: when, how much, from where, its split,
// and, when it is not the scheduled payment as scheduled, why, one reason per line.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { NextWithdrawal } from '#src/api/contract/repayment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { Callout } from '#src/ui/callout.tsx';
import { MoneyRows } from '#src/ui/money-rows.tsx';
import { Section } from '#src/ui/section.tsx';
import { dayDate, unusualWords, withdrawalChannel } from './wording.ts';
import { useDatePattern } from '../../app-actor.ts';
import { RichWords, say } from './words.ts';

export function NextWithdrawalBox({ withdrawal }: { withdrawal: NextWithdrawal }) {
  const pattern = useDatePattern();
  const unusual = withdrawal.unusual.length > 0;
  return (
    <Section id="next-withdrawal-title" title={say('repayment.withdrawal.title')} testId="next-withdrawal">
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap="4"
        borderWidth="1px"
        borderColor={unusual ? '#B54708' : 'border'}
        borderRadius="l2"
        p="4"
        data-unusual={withdrawal.unusual.join(' ')}
      >
        <Stack gap="1">
          <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-withdrawal-amount="">
            {formatCurrency(withdrawal.amountCents)}
          </Text>
          <Text fontSize="md">
            <RichWords id="repayment.withdrawal.on" values={{ date: dayDate(withdrawal.date, pattern) }} parts={[<strong />]} />
          </Text>
          <Text fontSize="md" color="fg.muted" data-withdrawal-channel="">
            {say('repayment.withdrawal.from', { channel: withdrawalChannel(withdrawal) })}
          </Text>
        </Stack>
        <MoneyRows
          rows={[
            { label: say('repayment.schedule.principal'), value: formatCurrency(withdrawal.principalCents) },
            { label: say('repayment.schedule.interest'), value: formatCurrency(withdrawal.interestCents) },
            { label: say('repayment.withdrawal.fees'), value: formatCurrency(withdrawal.feeCents) },
            { label: say('repayment.table.total'), value: formatCurrency(withdrawal.amountCents), total: true },
          ]}
        />
      </Box>
      {unusual && (
        <Callout tone="warning" testId="unusual-withdrawal">
          <Text fontWeight="bold" mb="1">
            {say('repayment.withdrawal.unusualTitle')}
          </Text>
          <Box as="ul" ps="5" listStyleType="disc">
            {withdrawal.unusual.map((reason) => (
              <li key={reason} data-reason={reason}>
                {unusualWords(reason, withdrawal, pattern)}
              </li>
            ))}
          </Box>
          <Text mt="2" fontSize="sm">
            {say('repayment.withdrawal.unusualHelp')}
          </Text>
        </Callout>
      )}
    </Section>
  );
}
