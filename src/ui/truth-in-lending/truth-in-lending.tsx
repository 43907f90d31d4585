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
import { DEFAULT_DATE_PATTERN, formatCurrency, formatPercentPoints, shortDate } from '#src/domain/format.ts';
import { say } from './words.ts';

/** An APR as disclosed: the percent the server answers, with both decimals shown (the PDF writes it the same way). */
const aprText = formatPercentPoints;

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
        {say('truthInLending.box.title')}
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        gap="2"
        m="0"
      >
        <Figure term={say('truthInLending.box.apr')} meaning={say('truthInLending.box.aprMeans')} value={aprText(disclosure.aprPercent)} strong testId="apr" />
        <Figure
          term={say('truthInLending.box.financeCharge')}
          meaning={say('truthInLending.box.financeChargeMeans')}
          value={formatCurrency(disclosure.financeChargeCents)}
          strong
          testId="finance-charge"
        />
        <Figure
          term={say('truthInLending.box.amountFinanced')}
          meaning={say('truthInLending.box.amountFinancedMeans')}
          value={formatCurrency(disclosure.amountFinancedCents)}
          strong={false}
          testId="amount-financed"
        />
        <Figure
          term={say('truthInLending.box.totalOfPayments')}
          meaning={say('truthInLending.box.totalOfPaymentsMeans')}
          value={formatCurrency(disclosure.totalOfPaymentsCents)}
          strong={false}
          testId="total-of-payments"
        />
      </chakra.dl>
      <Stack gap="2" mt="4">
        <Line label={say('truthInLending.box.scheduleLabel')}>
          {say('truthInLending.box.schedule', {
            groups: disclosure.paymentGroups
              .map((group) =>
                say('truthInLending.box.paymentGroup', {
                  count: group.count,
                  amount: formatCurrency(group.amountCents),
                  date: shortDate(group.firstDueDate, datePattern),
                }),
              )
              .join('; '),
          })}
        </Line>
        <Line label={say('truthInLending.box.lateCharge')}>{disclosure.lateCharge}</Line>
        <Line label={say('truthInLending.box.prepayment')}>{disclosure.prepayment}</Line>
        <Box>
          <Text fontSize="md" fontWeight="bold">
            {say('truthInLending.box.itemization')}
          </Text>
          <chakra.dl display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="4" rowGap="1" fontSize="md" maxW="30rem" mt="1">
            <dt>{say('truthInLending.box.paidToYou')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.amountPaidToYouCents)}
            </chakra.dd>
            <dt>{say('truthInLending.box.paidToOthers')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.paidToOthersCents)}
            </chakra.dd>
            <dt>{say('truthInLending.box.prepaidFinanceCharge')}</dt>
            <chakra.dd m="0" textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCurrency(itemization.prepaidFinanceChargeCents)}
            </chakra.dd>
          </chakra.dl>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {say('truthInLending.box.seeAgreement')}
        </Text>
      </Stack>
    </Box>
  );
}
