// The loan at a glance: the next payment (the next installment due: never the balance or the funding date),
// the balance, what paying off today would take (an estimate: the quote is on the pay-off page) and any
// past-due amount in red, then the loan's facts and the way to pay. A loan paid off shows what it was, says that
// nothing more is due or taken, and offers no payment.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { LoanDetails } from '#src/api/contract/repayment.ts';
import { isRepayingStatus } from '#src/domain/codes/loan.ts';
import { paymentFrequencyInWords } from '#src/domain/code-words.ts';
import { formatCurrency, formatDate, formatPercentPoints } from '#src/domain/format.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { Facts, loanFacts } from '#src/ui/loan-facts/loan-facts.tsx';
import { dayDate } from './wording.ts';
import { useDatePattern } from '../../app-actor.ts';
import { say } from './words.ts';

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
  // Late charges not paid are part of what is past due: the borrower is told how much of it they are.
  const lateOwed = (details.lateCharges ?? []).reduce((sum, one) => sum + one.amountCents - one.paidCents - one.waivedCents, 0);
  const frequency = details.paymentFrequency === null ? undefined : paymentFrequencyInWords(details.paymentFrequency);
  const repaying = isRepayingStatus(details.loanStatus);
  return (
    <Stack gap="5" data-loan-summary="">
      <Box
        display="grid"
        gridTemplateColumns={{
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${(pastDue ? 1 : 0) + (repaying ? 3 : 2)}, minmax(0, 1fr))`,
        }}
        gap="3"
      >
        {pastDue && (
          <Figure
            label={say('repayment.summary.pastDue')}
            value={formatCurrency(details.pastDueCents)}
            note={lateOwed > 0 ? say('repayment.summary.pastDueNoteLate', { late: formatCurrency(lateOwed) }) : say('repayment.summary.pastDueNote')}
            testId="past-due"
            alert
          />
        )}
        <Box bg="brand.solid" color="brand.contrast" borderRadius="l2" p="4" minW="0" data-next-payment-box="">
          <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
            {say('repayment.summary.nextPayment')}
          </Text>
          {next ? (
            <>
              <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" data-next-payment="" data-due-date={next.dueDate}>
                {formatCurrency(next.amountCents)}
              </Text>
              <Text fontSize="sm">{say('repayment.summary.nextDue', { date: dayDate(next.dueDate, pattern), number: next.number })}</Text>
            </>
          ) : (
            <Text fontSize="lg" fontWeight="bold" data-next-payment="">
              {/* Only a past-due amount is left: nothing else is scheduled, but something is owed. */}
              {say(pastDue ? 'repayment.summary.nothingAhead' : 'repayment.summary.nothingDue')}
            </Text>
          )}
        </Box>
        <Figure
          label={say('repayment.summary.balance')}
          value={formatCurrency(details.balanceCents)}
          note={say('repayment.summary.balanceNote', { principal: formatCurrency(details.principalCents) })}
          testId="balance"
        />
        {repaying && (
          <Figure
            label={say('repayment.summary.payoffToday')}
            value={formatCurrency(details.payoffTodayCents)}
            note={say('repayment.summary.payoffTodayNote')}
            testId="payoff-today"
          />
        )}
      </Box>
      <Facts
        rows={[
          ...loanFacts(details),
          { label: say('repayment.summary.amountBorrowed'), value: formatCurrency(details.principalCents), testId: 'principal' },
          {
            label: say('repayment.summary.paidSoFar'),
            value:
              details.pendingCents > 0
                ? say('repayment.summary.paidWithPending', { paid: formatCurrency(details.paidCents), pending: formatCurrency(details.pendingCents) })
                : formatCurrency(details.paidCents),
            testId: 'paid',
          },
          ...(frequency ? [{ label: say('repayment.summary.payments'), value: frequency }] : []),
          {
            label: say('repayment.summary.interestRate'),
            value: say('repayment.summary.interestRateValue', { rate: formatPercentPoints(details.annualRateBps / 100) }),
          },
          ...(details.disbursementDate ? [{ label: say('repayment.summary.fundedOn'), value: formatDate(details.disbursementDate, pattern) }] : []),
        ]}
      />
      {repaying ? (
        <Button asChild size="lg" colorPalette="brand" w={{ base: 'full', sm: 'auto' }} alignSelf="flex-start" px="8">
          <RouteLink href={REPAYMENT_PATHS.makePayment} data-make-payment="">
            {say('repayment.summary.makePayment')}
          </RouteLink>
        </Button>
      ) : (
        <Text fontSize="md" fontWeight="semibold" data-loan-closed="">
          {say('repayment.summary.closed')}
        </Text>
      )}
    </Stack>
  );
}
