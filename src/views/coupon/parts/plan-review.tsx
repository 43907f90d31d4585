// The plan previewed before it is confirmed: each payment with its day, amount and card fee, the total, how
// it is paid, and that the loan is settled once they clear. Then the refusal, if any, and the two buttons:
// confirm (busy while scheduling, so a second click sends nothing) and change.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ScheduleAnswer } from '#machines/coupon/types.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { Notice } from '#src/ui/notice.tsx';
import { Section } from '#src/ui/section.tsx';
import { scheduleStageOf, useCouponActor, useCouponSelector } from '../coupon-actor.ts';
import { ScheduledPayments } from './scheduled-payments.tsx';
import { orNone, RichWords, say } from '../words.ts';

export function PlanReview({ preview }: { preview: ScheduleAnswer }) {
  const actor = useCouponActor();
  const stage = useCouponSelector(scheduleStageOf);
  const error = useCouponSelector((snapshot) => snapshot.context.error);
  const card = useCouponSelector((snapshot) => snapshot.context.card);
  const saving = stage === 'saving' || stage === 'saved';
  const { coupon, payments } = preview;
  const byCard = payments.some((payment) => payment.mode === PAYMENT_MODE.debitCard);
  const how = byCard
    ? card
      ? say('coupon.review.byCard', { brand: card.brand, last4: card.last4 })
      : say('coupon.review.byDebitCard')
    : say('coupon.review.byAch', { last4: coupon.accountLast4 });
  const forgiven = orNone(coupon.offer.discountCents > 0 ? formatCurrency(coupon.offer.discountCents) : null);
  return (
    <Stack gap="5">
      <Section id="review-title" title={say('coupon.review.title')} testId="review">
        <ScheduledPayments labelledBy="review-title" payments={payments} accountLast4={coupon.accountLast4} withState={false} />
      </Section>
      <Text fontSize="md">
        <RichWords id="coupon.review.total" values={{ total: formatCurrency(preview.totalCents), how, forgiven }} parts={[<strong data-review-total="" />]} />
      </Text>
      {error && <Notice tone="error">{error}</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size="lg"
          colorPalette="brand"
          px="8"
          loading={saving}
          loadingText={say('coupon.review.scheduling')}
          disabled={saving}
          onClick={() => actor.send({ type: 'plan.confirm' })}
        >
          {say('coupon.review.confirm')}
        </Button>
        <Button size="lg" variant="outline" colorPalette="brand" disabled={saving} onClick={() => actor.send({ type: 'plan.edit' })}>
          {say('coupon.review.change')}
        </Button>
      </Stack>
      <Text color="fg.muted" fontSize="sm">
        {say('coupon.review.authorize')}
      </Text>
    </Stack>
  );
}
