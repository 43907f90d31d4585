// The automatic payments line of the loan details: on (with a link to manage them), off, or stopped after two
// failed withdrawals in a row (12 CFR 1041.8), which says what that means and how to authorize them again.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { LoanDetails } from '#src/api/contract/repayment.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { Callout } from './callout.tsx';

export function AutopayStatus({ autopay }: { autopay: LoanDetails['autopay'] }) {
  if (autopay.state === 'stoppedAfterFailures')
    return (
      <Callout tone="warning" testId="autopay-stopped">
        <Stack gap="2" data-autopay-state={autopay.state}>
          <Text fontWeight="bold" fontSize="lg">
            We stopped your automatic payments
          </Text>
          {autopay.card ? (
            <Text>
              Two payments in a row from your debit card ending {autopay.card.last4} did not go through, so as the law requires (12 CFR 1041.8) we will not try
              to take any more payments automatically unless you authorize it again.
            </Text>
          ) : (
            <Text>
              Two withdrawals in a row from your bank account were returned unpaid, so as the law requires (12 CFR 1041.8) we will not try to take any more
              payments from your account unless you authorize it again.
            </Text>
          )}
          <Text>You can still make a one-time payment at any time, from your bank account or with a debit card.</Text>
          <Button asChild size="md" colorPalette="brand" alignSelf="flex-start" mt="1">
            <RouteLink href={REPAYMENT_PATHS.autopay}>Authorize automatic payments again</RouteLink>
          </Button>
        </Stack>
      </Callout>
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
        <strong>{on ? 'Automatic payments are on' : autopay.state === 'revoked' ? 'Automatic payments are off' : 'Automatic payments are not set up'}</strong>
        {!on
          ? ': please make each payment yourself by its due date.'
          : autopay.card
            ? `: each payment is charged to your ${autopay.card.brand} debit card ending ${autopay.card.last4} on its due date.`
            : ': each payment is taken from your bank account on its due date.'}
      </Text>
      {autopay.state !== 'none' && (
        <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold">
          <RouteLink href={REPAYMENT_PATHS.autopay}>{on ? 'Manage' : 'Turn them on'}</RouteLink>
        </Link>
      )}
    </Box>
  );
}
