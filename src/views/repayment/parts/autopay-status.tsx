// The automatic payments line of the loan details: on (with a link to manage them), off, or stopped after two
// failed withdrawals in a row (12 CFR 1041.8), which says what that means and how to authorize them again. A loan
// booked to be paid by debit card with no card on file yet asks for the card (107), so its payments can be charged.
// A loan no longer being repaid (paid off) shows nothing: no payment is taken from it any more.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { isRepayingStatus } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import type { LoanDetails } from '#src/api/contract/repayment.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { Callout } from '#src/ui/callout.tsx';
import { say } from './words.ts';

/** A warning with what it means and the one thing to do about it. */
function ActionCallout({
  testId,
  state,
  title,
  action,
  children,
}: {
  testId: string;
  state: string;
  title: string;
  action: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <Callout tone="warning" testId={testId}>
      <Stack gap="2" data-autopay-state={state}>
        <Text fontWeight="bold" fontSize="lg">
          {title}
        </Text>
        {children}
        <Button asChild size="md" colorPalette="brand" alignSelf="flex-start" mt="1">
          <RouteLink href={action.href}>{action.label}</RouteLink>
        </Button>
      </Stack>
    </Callout>
  );
}

export function AutopayStatus({
  autopay,
  repaymentMode,
  loanStatus,
}: {
  autopay: LoanDetails['autopay'];
  repaymentMode?: LoanDetails['repaymentMode'];
  loanStatus: LoanDetails['loanStatus'];
}) {
  // Its authorization may stay on file (a payoff that comes back opens the loan again with it), but nothing is taken.
  if (!isRepayingStatus(loanStatus)) return null;
  if (autopay.state === 'none' && repaymentMode === PAYMENT_MODE.debitCard)
    return (
      <ActionCallout
        testId="card-needed"
        state={autopay.state}
        title={say('repayment.autopay.cardNeededTitle')}
        action={{ href: REPAYMENT_PATHS.changePaymentMethod, label: say('repayment.autopay.addCard') }}
      >
        <Text>{say('repayment.autopay.cardNeeded')}</Text>
      </ActionCallout>
    );
  if (autopay.state === 'stoppedAfterFailures')
    return (
      <ActionCallout
        testId="autopay-stopped"
        state={autopay.state}
        title={say('repayment.autopay.stoppedTitle')}
        action={{ href: REPAYMENT_PATHS.autopay, label: say('repayment.autopay.authorizeAgain') }}
      >
        <Text>{autopay.card ? say('repayment.autopay.stoppedCard', { last4: autopay.card.last4 }) : say('repayment.autopay.stoppedAch')}</Text>
        <Text>{say('repayment.autopay.stoppedOneTime')}</Text>
      </ActionCallout>
    );
  const on = autopay.state === 'active';
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      px="4"
      py="3"
      data-autopay-state={autopay.state}
    >
      <Text fontSize="md">
        <Box as="span" display="inline-block" w="2.5" h="2.5" borderRadius="full" bg={on ? 'fg.success' : 'fg.muted'} me="2" aria-hidden="true" />
        <strong>{say(on ? 'repayment.autopay.on' : autopay.state === 'revoked' ? 'repayment.autopay.off' : 'repayment.autopay.notSetUp')}</strong>
        {!on
          ? say('repayment.autopay.offLine')
          : autopay.card
            ? say('repayment.autopay.onCardLine', { brand: autopay.card.brand, last4: autopay.card.last4 })
            : say('repayment.autopay.onAchLine')}
      </Text>
      {autopay.state !== 'none' && (
        <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold">
          <RouteLink href={REPAYMENT_PATHS.autopay}>{say(on ? 'repayment.autopay.manage' : 'repayment.autopay.turnOn')}</RouteLink>
        </Link>
      )}
    </Box>
  );
}
