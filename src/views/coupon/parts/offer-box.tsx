// The offer at a glance: what it asks in one line, large; what is owed today, what is forgiven and what the
// borrower pays; the coupon code and its last day.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useDatePattern } from '../../app-actor.ts';
import { MoneyRows, type MoneyRow } from '#src/ui/money-rows.tsx';
import { dayDate } from '#src/domain/format.ts';
import { offerHeadline } from './wording.ts';
import { RichWords, say } from '../words.ts';

function rowsOf({ owedTodayCents, offer }: CouponDetails): MoneyRow[] {
  return [
    { label: say('coupon.offer.owedToday'), value: formatCurrency(owedTodayCents), testId: 'owed-today' },
    ...(offer.discountCents > 0 ? [{ label: say('coupon.offer.forgiven'), value: `−${formatCurrency(offer.discountCents)}`, testId: 'discount' }] : []),
    {
      label: offer.kind === 'discount' ? say('coupon.offer.payOnce') : say('coupon.offer.payInPlan', { max: offer.maxPayments }),
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
          {details.offer.kind === 'discount' ? say('coupon.offer.settlementKind') : say('coupon.offer.planKind')}
        </Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg" lineHeight="short" data-offer-headline="">
          {offerHeadline(details)}
        </Text>
        <Text fontSize="md">
          <RichWords id="coupon.offer.ends" values={{ date: dayDate(details.expiresOn, pattern) }} parts={[<strong data-expires-on={details.expiresOn} />]} />
        </Text>
        <Text fontSize="md" color="fg.muted">
          {say('coupon.offer.code')}{' '}
          <Text as="span" fontFamily="mono" fontWeight="bold" color="fg" letterSpacing="wide" data-coupon-code="">
            {details.couponCode}
          </Text>
        </Text>
      </Stack>
      <MoneyRows rows={rowsOf(details)} />
    </Box>
  );
}
