// The loan at a glance: the next payment (the next installment due: never the balance or the funding date),
// the balance, what paying off today would take (an estimate: the quote is on the pay-off page) and any
// past-due amount in red, then the loan's facts and the way to pay.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { LoanDetails } from '#src/api/contract/repayment.ts';
import { paymentFrequencyLabel } from '#src/domain/codes/payroll.ts';
import { formatCurrency, formatDate, formatPercentPoints } from '#src/domain/format.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { Facts, loanFacts } from '../../home/loan-status.tsx';
import { dayDate } from './wording.ts';
import { useDatePattern } from '../../app-actor.ts';

function Figure({ label, value, note, testId, alert = false }: { label: string; value: string; note?: ReactNode; testId: string; alert?: boolean }) {
  return (
    <Stack
      gap="0.5"
      p="4"
      borderRadius="l2"
      borderWidth={alert ? '2px' : '1px'}
      borderColor={alert ? 'border.error' : 'border'}
      bg={alert ? 'bg.error' : 'bg'}
      minW="0"
    >
      <Text fontSize="sm" fontWeight="semibold" color={alert ? 'fg.error' : 'fg.muted'} textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color={alert ? 'fg.error' : 'fg'} fontVariantNumeric="tabular-nums" {...{ [`data-${testId}`]: '' }}>
        {value}
      </Text>
      {note && (
        <Text fontSize="sm" color={alert ? 'fg.error' : 'fg.muted'}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

export function LoanSummary({ details }: { details: LoanDetails }) {
  const pattern = useDatePattern();
  const next = details.nextPayment;
  const pastDue = details.pastDueCents > 0;
  const frequency = details.paymentFrequency === null ? undefined : paymentFrequencyLabel(details.paymentFrequency);
  return (
    <Stack gap="5" data-loan-summary="">
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${pastDue ? 4 : 3}, minmax(0, 1fr))` }}
        gap="3"
      >
        {pastDue && <Figure label="Past due" value={formatCurrency(details.pastDueCents)} note="Please pay this as soon as you can." testId="past-due" alert />}
        <Box bg="brand.solid" color="brand.contrast" borderRadius="l2" p="4" minW="0" data-next-payment-box="">
          <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
            Next payment
          </Text>
          {next ? (
            <>
              <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-next-payment="" data-due-date={next.dueDate}>
                {formatCurrency(next.amountCents)}
              </Text>
              <Text fontSize="sm">
                Due {dayDate(next.dueDate, pattern)} (payment {next.number})
              </Text>
            </>
          ) : (
            <Text fontSize="lg" fontWeight="bold" data-next-payment="">
              Nothing is due
            </Text>
          )}
        </Box>
        <Figure
          label="Balance"
          value={formatCurrency(details.balanceCents)}
          note={`Principal still owed of ${formatCurrency(details.principalCents)}`}
          testId="balance"
        />
        <Figure
          label="Payoff today"
          value={formatCurrency(details.payoffTodayCents)}
          note="An estimate with interest to today. Your exact quote is on the pay-off page."
          testId="payoff-today"
        />
      </Box>
      <Facts
        rows={[
          ...loanFacts(details),
          { label: 'Amount borrowed', value: formatCurrency(details.principalCents), testId: 'principal' },
          {
            label: 'Paid so far',
            value:
              details.pendingCents > 0
                ? `${formatCurrency(details.paidCents)} (${formatCurrency(details.pendingCents)} still being collected)`
                : formatCurrency(details.paidCents),
            testId: 'paid',
          },
          ...(frequency ? [{ label: 'Payments', value: frequency }] : []),
          { label: 'Interest rate', value: `${formatPercentPoints(details.annualRateBps / 100)} a year, simple interest charged daily` },
          ...(details.disbursementDate ? [{ label: 'Funded on', value: formatDate(details.disbursementDate, pattern) }] : []),
        ]}
      />
      <Button asChild size="lg" colorPalette="brand" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" px="8">
        <RouteLink href={REPAYMENT_PATHS.makePayment} data-make-payment="">
          Make a payment
        </RouteLink>
      </Button>
    </Stack>
  );
}
