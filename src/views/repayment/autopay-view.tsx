// /repayment/automatic-payments: where the automatic payments stand, and the one thing to do about it:
// turn them off (revoke future ACH, change type 104), or authorize them again after they were turned off or
// stopped after two failed withdrawals in a row (12 CFR 1041.8), with the authorization's words.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AUTOPAY_PAGE, REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import { telHref } from '#src/ui/contact.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { useAppSelector, useDatePattern } from '../app-actor.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { AutopayNext } from './parts/autopay-next.tsx';
import { Callout } from '#src/ui/callout.tsx';
import { RichWords, say } from './parts/words.ts';
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
  const lender = portfolio?.legalName ?? portfolio?.portfolioName ?? say('repayment.autopay.theLender');
  const phone = portfolio?.customerServicePhone ?? null;
  const { state } = details.autopay;
  const on = state === 'active';
  const busy = stage !== 'idle';
  const account = details.nextWithdrawal?.accountLast4;
  // Automatic payments from a debit card (107) are charged to it; otherwise taken by ACH.
  const card = details.autopay.card ?? null;
  const phoneLink = phone ? <Link href={telHref(phone)} variant="underline" colorPalette="brand" fontWeight="semibold" /> : <></>;
  const callUs = { phone: phone ?? '' };
  // The authorization's words: from the card or the bank account, with the number to call when the brand has one.
  const authorizationId = card
    ? phone
      ? 'repayment.autopay.authorizationCard'
      : 'repayment.autopay.authorizationCardNoPhone'
    : account
      ? phone
        ? 'repayment.autopay.authorizationAchAccount'
        : 'repayment.autopay.authorizationAchAccountNoPhone'
      : phone
        ? 'repayment.autopay.authorizationAch'
        : 'repayment.autopay.authorizationAchNoPhone';
  const how = card
    ? say('repayment.autopay.howCard', { brand: card.brand, last4: card.last4 })
    : account
      ? say('repayment.autopay.howAchAccount', { last4: account })
      : say('repayment.autopay.howAch');

  return (
    <FlowPage meta={AUTOPAY_PAGE} heading={heading} error={error}>
      <Box data-autopay-state={state}>
        {on && (
          <Stack gap="2">
            <Text fontSize="lg" fontWeight="bold">
              {say('repayment.autopay.on')}
            </Text>
            <Text fontSize="md" data-autopay-next="">
              <AutopayNext how={how} details={details} pattern={pattern} />
            </Text>
          </Stack>
        )}
        {state === 'stoppedAfterFailures' && (
          <Callout tone="warning">
            <Text fontWeight="bold" fontSize="lg">
              {say('repayment.autopay.stoppedTitle')}
            </Text>
            <Text mt="1">{say(card ? 'repayment.autopay.stoppedPageCard' : 'repayment.autopay.stoppedPage')}</Text>
          </Callout>
        )}
        {(state === 'revoked' || state === 'none') && (
          <Stack gap="2">
            <Text fontSize="lg" fontWeight="bold">
              {say('repayment.autopay.off')}
            </Text>
            <Text fontSize="md">{say('repayment.autopay.offPage')}</Text>
          </Stack>
        )}
      </Box>

      {on ? (
        <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="5">
          <Text fontSize="md">
            <RichWords id={phone ? 'repayment.autopay.turnOffWarning' : 'repayment.autopay.turnOffWarningNoPhone'} values={callUs} parts={[phoneLink]} />
          </Text>
          <Button
            size="lg"
            colorPalette="brand"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText={say('repayment.autopay.saving')}
            disabled={busy || !options.revokeFutureAch}
            onClick={() => actor.send({ type: 'autopay.set', authorize: false })}
          >
            {say('repayment.autopay.turnOff')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="5" data-authorization="">
          <Text fontSize="lg" fontWeight="bold" as="h2">
            {say('repayment.autopay.authorizationTitle')}
          </Text>
          <Box bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
            <Text fontSize="md">
              <RichWords
                id={authorizationId}
                values={{ lender, loanNo: details.loanNo, brand: card?.brand ?? '', last4: card?.last4 ?? account ?? '', phone: phone ?? '' }}
                parts={[phoneLink]}
              />
            </Text>
          </Box>
          <Button
            size="lg"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText={say('repayment.autopay.saving')}
            disabled={busy}
            onClick={() => actor.send({ type: 'autopay.set', authorize: true })}
          >
            {say('repayment.autopay.authorizeAgain')}
          </Button>
        </Stack>
      )}
      <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md" alignSelf="flex-start">
        <RouteLink href={REPAYMENT_PATHS.loanDetails}>{say('repayment.autopay.back')}</RouteLink>
      </Link>
    </FlowPage>
  );
}
