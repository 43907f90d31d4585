// /coupon/schedule (Schedule New Payment): the plan's form, then the preview to confirm.
import { Text } from '@chakra-ui/react/text';
import { SCHEDULE_PAGE } from '#machines/coupon/pages.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { scheduleStageOf, useCouponSelector } from './coupon-actor.ts';
import { LenderMark } from './parts/lender-mark.tsx';
import { PlanForm } from './parts/plan-form.tsx';
import { PlanReview } from './parts/plan-review.tsx';
import { offerHeadline } from './parts/wording.ts';

export function ScheduleView({ heading }: RoutedViewProps) {
  const details = useCouponSelector((snapshot) => snapshot.context.details);
  const preview = useCouponSelector((snapshot) => snapshot.context.preview);
  const plan = useCouponSelector((snapshot) => snapshot.context.plan);
  const notice = useCouponSelector((snapshot) => snapshot.context.notice);
  const stage = useCouponSelector(scheduleStageOf);
  if (!details) return null;
  const reviewing = (stage === 'reviewing' || stage === 'saving' || stage === 'saved') && preview !== null;
  return (
    <FlowPage meta={SCHEDULE_PAGE} heading={heading} notice={notice} wide={reviewing}>
      <LenderMark details={details} />
      <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
        {offerHeadline(details)}
      </Text>
      {/* What the machine remembers of the form (after a card was asked for, or "Change") starts it afresh. */}
      {reviewing ? <PlanReview preview={preview} /> : <PlanForm key={JSON.stringify(plan)} details={details} />}
    </FlowPage>
  );
}
