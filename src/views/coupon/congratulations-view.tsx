// /coupon/congratulations-page: what was scheduled (days, amounts, fees, the way), when the loan will be
// settled if every payment clears, and that an e-mail says the same; once they have cleared, that it is settled.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CONGRATULATIONS_PAGE } from '#machines/coupon/pages.ts';
import { isSettled } from '#machines/coupon/plan.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '../disbursement/parts/flow-page.tsx';
import { Notice } from '../guidance/parts/notice.tsx';
import { Section } from '../repayment/parts/section.tsx';
import { dayDate } from '../repayment/parts/wording.ts';
import { useCouponSelector } from './coupon-actor.ts';
import { LenderMark } from './parts/lender-mark.tsx';
import { ScheduledPayments } from './parts/scheduled-payments.tsx';
import { paymentsTotal } from './parts/wording.ts';

export function CongratulationsView({ heading }: RoutedViewProps) {
  const details = useCouponSelector((snapshot) => snapshot.context.details);
  const notice = useCouponSelector((snapshot) => snapshot.context.notice);
  const pattern = useDatePattern();
  if (!details) return null;
  const count = details.payments.length;
  const settled = isSettled(details);
  const forgiven = details.offer.discountCents > 0 ? `, and the other ${formatCurrency(details.offer.discountCents)} you owed is forgiven` : '';
  return (
    <FlowPage meta={CONGRATULATIONS_PAGE} heading={heading} notice={notice} wide>
      <Notice tone="success">
        {settled ? (
          <Stack gap="1" data-settled="">
            <Text fontWeight="bold">{details.firstName}, your loan is settled.</Text>
            <Text>
              Your {count === 1 ? 'payment has' : `${count} payments have`} cleared{forgiven}. You owe nothing more on loan {details.collectionLoanNo}.
            </Text>
          </Stack>
        ) : (
          <Stack gap="1">
            <Text fontWeight="bold">
              {details.firstName}, your {count === 1 ? 'payment is' : `${count} payments are`} scheduled.
            </Text>
            {details.settlesOn && (
              <Text data-settles-on={details.settlesOn}>
                Once {count === 1 ? 'it clears' : 'they all clear'}, your loan is settled on <strong>{dayDate(details.settlesOn, pattern)}</strong>
                {forgiven}.
              </Text>
            )}
          </Stack>
        )}
      </Notice>
      <LenderMark details={details} />
      <Section id="scheduled-title" title="What you scheduled" testId="scheduled">
        <ScheduledPayments labelledBy="scheduled-title" payments={details.payments} accountLast4={details.accountLast4} />
        <Text fontSize="md">
          In all <strong data-scheduled-total="">{formatCurrency(paymentsTotal(details.payments))}</strong>, coupon code{' '}
          <Text as="span" fontFamily="mono" fontWeight="bold">
            {details.couponCode}
          </Text>
          .
        </Text>
      </Section>
      {!settled && (
        <Text fontSize="md">
          We sent you an e-mail with the same details. Please keep enough money in your account on each payment day; a payment that is returned ends this offer.
        </Text>
      )}
    </FlowPage>
  );
}
