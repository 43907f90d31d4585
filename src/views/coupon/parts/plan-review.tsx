// The plan previewed before it is confirmed: each payment with its day, amount and card fee, the total, how
// it is paid, and that the loan is settled once they clear. Then the refusal, if any, and the two buttons:
// confirm (busy while scheduling, so a second click sends nothing) and change.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ScheduleAnswer } from '#machines/coupon/types.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { Notice } from '../../guidance/parts/notice.tsx';
import { Section } from '../../repayment/parts/section.tsx';
import { scheduleStageOf, useCouponActor, useCouponSelector } from '../coupon-actor.ts';
import { ScheduledPayments } from './scheduled-payments.tsx';

export function PlanReview({ preview }: { preview: ScheduleAnswer }) {
  const actor = useCouponActor();
  const stage = useCouponSelector(scheduleStageOf);
  const error = useCouponSelector((snapshot) => snapshot.context.error);
  const card = useCouponSelector((snapshot) => snapshot.context.card);
  const saving = stage === 'saving' || stage === 'saved';
  const { coupon, payments } = preview;
  const byCard = payments.some((payment) => payment.mode === PAYMENT_MODE.debitCard);
  const how = byCard ? (card ? `your ${card.brand} card ending ${card.last4}` : 'your debit card') : `your bank account ending ${coupon.accountLast4} (ACH)`;
  return (
    <Stack gap="5">
      <Section id="review-title" title="Check your payments" testId="review">
        <ScheduledPayments labelledBy="review-title" payments={payments} accountLast4={coupon.accountLast4} withState={false} />
      </Section>
      <Text fontSize="md">
        You pay <strong data-review-total="">{formatCurrency(preview.totalCents)}</strong> in all from {how}
        {coupon.offer.discountCents > 0 ? <>, and we forgive the other {formatCurrency(coupon.offer.discountCents)} you owe</> : null}. Once every payment has
        cleared, your loan is settled.
      </Text>
      {error && <Notice tone="error">{error}</Notice>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          size="lg"
          colorPalette="brand"
          px="8"
          loading={saving}
          loadingText="Scheduling…"
          disabled={saving}
          onClick={() => actor.send({ type: 'plan.confirm' })}
        >
          Confirm and schedule
        </Button>
        <Button size="lg" variant="outline" colorPalette="brand" disabled={saving} onClick={() => actor.send({ type: 'plan.edit' })}>
          Change
        </Button>
      </Stack>
      <Text color="fg.muted" fontSize="sm">
        By confirming, you authorize us to take these payments on these days. We e-mail you what you scheduled.
      </Text>
    </Stack>
  );
}
