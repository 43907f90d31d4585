// The Truth-in-Lending box of 12 CFR 1026.18 (after Regulation Z's model form H-2): the annual percentage
// rate and the finance charge more conspicuous than the other disclosures (1026.17(a)(2)), the amount
// financed and its itemization, the total of payments, the payment schedule, late charge and prepayment.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { TruthInLending } from '#src/api/contract/disbursement.ts';
import { DEFAULT_DATE_PATTERN, formatCurrency } from '#src/domain/format.ts';
import { aprText, shortDate } from './wording.ts';
import { say } from './words.ts';

function Figure({ term, meaning, value, strong, testId }: { term: string; meaning: string; value: string; strong: boolean; testId: string }) {
  return (
    <Box
      borderWidth={strong ? '3px' : '1px'}
      borderColor={strong ? 'fg' : 'border'}
      borderRadius="l2"
      p="3"
      display="flex"
      flexDirection="column"
      gap="1"
      bg={strong ? 'bg' : 'bg.subtle'}
    >
      <chakra.dt
        fontWeight={strong ? 'bold' : 'semibold'}
        fontSize={strong ? 'md' : 'sm'}
        textTransform={strong ? 'uppercase' : undefined}
        letterSpacing={strong ? 'wide' : undefined}
      >
        {term}
      </chakra.dt>
      <chakra.dd m="0" fontSize="xs" color="fg.muted" order={2}>
        {meaning}
      </chakra.dd>
      <chakra.dd
        m="0"
        order={3}
        mt="auto"
        fontSize={strong ? { base: '2xl', md: '3xl' } : 'lg'}
        fontWeight={strong ? 'bold' : 'normal'}
        fontVariantNumeric="tabular-nums"
        data-til={testId}
      >
        {value}
      </chakra.dd>
    </Box>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="md">
      <chakra.strong>{label}:</chakra.strong> {children}
    </Text>
  );
}

/** `datePattern`: the server's (config date-format) for the payments' first due dates; its default is the seeded one, as the agreement's PDF writes them. */
export function TruthInLendingBox({ disclosure, datePattern = DEFAULT_DATE_PATTERN }: { disclosure: TruthInLending; datePattern?: string }) {
  const { itemization } = disclosure;
  return (
    <Box as="section" aria-labelledby="til-title" borderWidth="2px" borderColor="fg" borderRadius="l3" p={{ base: 3, md: 5 }} data-truth-in-lending="">
      <Heading as="h2" id="til-title" fontSize="xl" mb="3">
        {say('disbursement.til.title')}
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        gap="2"
        m="0"
      >
        <Figure term={say('disbursement.til.apr')} meaning={say('disbursement.til.aprMeans')} value={aprText(disclosure.aprPercent)} strong testId="apr" />
        <Figure
          term={say('disbursement.til.financeCharge')}
          meaning={say('disbursement.til.financeChargeMeans')}
          value={formatCurrency(disclosure.financeChargeCents)}
          strong
          testId="finance-charge"
        />
        <Figure
          term={say('disbursement.til.amountFinanced')}
          meaning={say('disbursement.til.amountFinancedMeans')}
          value={formatCurrency(disclosure.amountFinancedCents)}
          strong={false}
          testId="amount-financed"
        />
        <Figure
          term={say('disbursement.til.totalOfPayments')}
          meaning={say('disbursement.til.totalOfPaymentsMeans')}
          value={formatCurrency(disclosure.totalOfPaymentsCents)}
          strong={false}
          testId="total-of-payments"
        />
      </chakra.dl>
      <Stack gap="2" mt="4">
        <Line label={say('disbursement.til.scheduleLabel')}>
          {say('disbursement.til.schedule', {
            groups: disclosure.paymentGroups
              .map((group) =>
                say('disbursement.til.paymentGroup', {
                  count: group.count,
                  amount: formatCurrency(group.amountCents),
                  date: shortDate(group.firstDueDate, datePattern),
                }),
              )
              .join('; '),
          })}
        </Line>
        <Line label={say('disbursement.til.lateCharge')}>{disclosure.lateCharge}</Line>
        <Line label={say('disbursement.til.prepayment')}>{disclosure.prepayment}</Line>
        <Box>
          <Text fontSize="md" fontWeight="bold">
            {say('disbursement.til.itemization')}
          </Text>
          <chakra.dl display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="1" fontSize="md" maxW="30rem" mt="1">
            <dt>{say('disbursement.til.paidToYou')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.amountPaidToYouCents)}
            </chakra.dd>
            <dt>{say('disbursement.til.paidToOthers')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.paidToOthersCents)}
            </chakra.dd>
            <dt>{say('disbursement.til.prepaidFinanceCharge')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.prepaidFinanceChargeCents)}
            </chakra.dd>
          </chakra.dl>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {say('disbursement.til.seeAgreement')}
        </Text>
      </Stack>
    </Box>
  );
}
