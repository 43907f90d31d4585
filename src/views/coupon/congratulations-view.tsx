// /coupon/congratulations-page: what was scheduled (days, amounts, fees, the way), when the loan will be
// settled if every payment clears, and that an e-mail says the same; once they have cleared, that it is settled.
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CONGRATULATIONS_PAGE } from '#machines/coupon/pages.ts';
import { isSettled } from '#machines/coupon/plan.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useDatePattern } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { Section } from '#src/ui/section.tsx';
import { dayDate } from '#src/domain/format.ts';
import { useCouponSelector } from './coupon-actor.ts';
import { LenderMark } from './parts/lender-mark.tsx';
import { ScheduledPayments } from './parts/scheduled-payments.tsx';
import { paymentsTotal } from './parts/wording.ts';
import { orNone, RichWords, say } from './words.ts';

export function CongratulationsView({ heading }: RoutedViewProps) {
  const details = useCouponSelector((snapshot) => snapshot.context.details);
  const notice = useCouponSelector((snapshot) => snapshot.context.notice);
  const pattern = useDatePattern();
  if (!details) return null;
  const count = details.payments.length;
  const settled = isSettled(details);
  const forgiven = orNone(details.offer.discountCents > 0 ? formatCurrency(details.offer.discountCents) : null);
  return (
    <FlowPage meta={CONGRATULATIONS_PAGE} heading={heading} notice={notice} wide>
      <Notice tone="success">
        {settled ? (
          <Stack gap="1" data-settled="">
            <Text fontWeight="bold">{say('coupon.done.settled', { firstName: details.firstName })}</Text>
            <Text>{say('coupon.done.cleared', { count, forgiven, loanNo: details.collectionLoanNo })}</Text>
          </Stack>
        ) : (
          <Stack gap="1">
            <Text fontWeight="bold">{say('coupon.done.scheduled', { firstName: details.firstName, count })}</Text>
            {details.settlesOn && (
              <Text data-settles-on={details.settlesOn}>
                <RichWords id="coupon.done.settlesOn" values={{ count, date: dayDate(details.settlesOn, pattern), forgiven }} parts={[<strong />]} />
              </Text>
            )}
          </Stack>
        )}
      </Notice>
      <LenderMark details={details} />
      <Section id="scheduled-title" title={say('coupon.done.whatYouScheduled')} testId="scheduled">
        <ScheduledPayments labelledBy="scheduled-title" payments={details.payments} accountLast4={details.accountLast4} />
        <Text fontSize="md">
          <RichWords
            id="coupon.done.inAll"
            values={{ total: formatCurrency(paymentsTotal(details.payments)), code: details.couponCode }}
            parts={[<strong data-scheduled-total="" />, <Text as="span" fontFamily="mono" fontWeight="bold" />]}
          />
        </Text>
      </Section>
      {!settled && <Text fontSize="md">{say('coupon.done.keepMoney')}</Text>}
    </FlowPage>
  );
}
