// /repayment/automatic-payments: where the automatic payments stand, and the one thing to do about it:
// turn them off (revoke future ACH, change type 104), or authorize them again after they were turned off or
// stopped after two failed withdrawals in a row (12 CFR 1041.8), with the authorization's words.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AUTOPAY_PAGE, REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { telHref } from '#src/ui/contact.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { Callout } from './parts/callout.tsx';
import { dayDate } from './parts/wording.ts';
import { autopayStageOf, useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';

export function AutopayView({ heading }: RoutedViewProps) {
  const actor = useRepaymentActor();
  const details = useRepaymentSelector((snapshot) => snapshot.context.loaded?.details ?? null);
  const options = useRepaymentSelector((snapshot) => snapshot.context.loaded?.options ?? null);
  const stage = useRepaymentSelector(autopayStageOf);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  const portfolio = useAppSelector((snapshot) => snapshot.context.portfolio);
  const pattern = useDatePattern();
  if (!details || !options) return null;
  const lender = portfolio?.legalName ?? portfolio?.portfolioName ?? 'the lender';
  const phone = portfolio?.customerServicePhone ?? null;
  const { state } = details.autopay;
  const on = state === 'active';
  const busy = stage !== 'idle';
  const next = details.nextPayment;
  const account = details.nextWithdrawal?.accountLast4;
  // Automatic payments from a debit card (107) are charged to it; otherwise taken by ACH.
  const card = details.autopay.card ?? null;
  const from = card ? `charge each scheduled payment to your ${card.brand} debit card ending ${card.last4}` : null;
  const callUs = phone ? (
    <>
      by calling us at{' '}
      <Link href={telHref(phone)} variant="underline" colorPalette="brand" fontWeight="semibold">
        {phone}
      </Link>
    </>
  ) : (
    'by calling us'
  );

  return (
    <FlowPage meta={AUTOPAY_PAGE} heading={heading} error={error}>
      <Box data-autopay-state={state}>
        {on && (
          <Stack gap="2">
            <Text fontSize="lg" fontWeight="bold">
              Automatic payments are on
            </Text>
            <Text fontSize="md">
              {from ? `We ${from}` : `We take each scheduled payment from your bank account${account ? ` ending ${account}` : ''} by ACH`} on its due date
              {next ? (
                <>
                  . The next one is <strong>{formatCurrency(next.amountCents)}</strong> on <strong>{dayDate(next.dueDate, pattern)}</strong>.
                </>
              ) : (
                '.'
              )}
            </Text>
          </Stack>
        )}
        {state === 'stoppedAfterFailures' && (
          <Callout tone="warning">
            <Text fontWeight="bold" fontSize="lg">
              We stopped your automatic payments
            </Text>
            <Text mt="1">
              Two withdrawals in a row were returned unpaid, so as the law requires (12 CFR 1041.8) we will not take any more payments from your account unless
              you authorize it again below. You can still make a one-time payment at any time.
            </Text>
          </Callout>
        )}
        {(state === 'revoked' || state === 'none') && (
          <Stack gap="2">
            <Text fontSize="lg" fontWeight="bold">
              Automatic payments are off
            </Text>
            <Text fontSize="md">Nothing is taken from your account automatically. Please make each payment yourself by its due date.</Text>
          </Stack>
        )}
      </Box>

      {on ? (
        <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="5">
          <Text fontSize="md">
            If you turn automatic payments off, you will need to make each payment yourself by its due date, from the loan details page or {callUs}. Payments
            that are late may cost a late fee.
          </Text>
          <Button
            size="lg"
            colorPalette="brand"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText="Saving…"
            disabled={busy || !options.revokeFutureAch}
            onClick={() => actor.send({ type: 'autopay.set', authorize: false })}
          >
            Turn off automatic payments
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="5" data-authorization="">
          <Text fontSize="lg" fontWeight="bold" as="h2">
            Authorization of automatic payments
          </Text>
          <Box bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
            <Text fontSize="md">
              By selecting “Authorize automatic payments again”, I authorize {lender} to{' '}
              {card ? `charge to my ${card.brand} debit card ending ${card.last4}` : 'debit by ACH'} each scheduled installment of loan {details.loanNo}, in the
              amount and on the date of my payment schedule{card ? '' : `, from my bank account${account ? ` ending ${account}` : ' on file'}`}. I can revoke
              this authorization at any time on this page or {callUs}, at least three business days before a payment is due.
            </Text>
          </Box>
          <Button
            size="lg"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText="Saving…"
            disabled={busy}
            onClick={() => actor.send({ type: 'autopay.set', authorize: true })}
          >
            Authorize automatic payments again
          </Button>
        </Stack>
      )}
      <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md" alignSelf="flex-start">
        <RouteLink href={REPAYMENT_PATHS.loanDetails}>Back to your loan details</RouteLink>
      </Link>
    </FlowPage>
  );
}
