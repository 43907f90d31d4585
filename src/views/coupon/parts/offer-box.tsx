// The offer at a glance: what it asks in one line, large; what is owed today, what is forgiven and what the
// borrower pays; the coupon code and its last day.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useDatePattern } from '../../app-actor.ts';
import { MoneyRows, type MoneyRow } from '../../repayment/parts/money-rows.tsx';
import { dayDate } from '../../repayment/parts/wording.ts';
import { offerHeadline } from './wording.ts';

function rowsOf({ owedTodayCents, offer }: CouponDetails): MoneyRow[] {
  return [
    { label: 'You owe today', value: formatCurrency(owedTodayCents), testId: 'owed-today' },
    ...(offer.discountCents > 0 ? [{ label: 'Forgiven with this offer', value: `−${formatCurrency(offer.discountCents)}`, testId: 'discount' }] : []),
    {
      label: offer.kind === 'discount' ? 'You pay, once' : `You pay, in 1 to ${offer.maxPayments} payments`,
      value: formatCurrency(offer.settlementCents),
      total: true,
      testId: 'settlement',
    },
  ];
}

export function OfferBox({ details }: { details: CouponDetails }) {
  const pattern = useDatePattern();
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
      gap="5"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p={{ base: 4, md: 6 }}
      bg="bg.subtle"
      data-offer={details.offer.kind}
    >
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {details.offer.kind === 'discount' ? 'Your settlement offer' : 'Your payment plan offer'}
        </Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="short" data-offer-headline="">
          {offerHeadline(details)}
        </Text>
        <Text fontSize="md">
          Offer ends <strong data-expires-on={details.expiresOn}>{dayDate(details.expiresOn, pattern)}</strong>. Every payment must be on or before that day.
        </Text>
        <Text fontSize="md" color="fg.muted">
          Coupon code{' '}
          <Text as="span" fontFamily="mono" fontWeight="bold" color="fg" letterSpacing="wide" data-coupon-code="">
            {details.couponCode}
          </Text>
        </Text>
      </Stack>
      <MoneyRows rows={rowsOf(details)} />
    </Box>
  );
}
