// The four ways to pay (/repayment/pay-off, /pay-extra, /pay-off-in-installments, /one-time-payment): one
// view reading the option open (context.option). Its form, then the preview to confirm.
import { OPTION_PAGES } from '#machines/repayment/pages.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { PaymentForm } from './parts/payment-form.tsx';
import { PaymentReview } from './parts/payment-review.tsx';
import { optionStageOf, useRepaymentSelector } from './repayment-actor.ts';

export function PaymentView({ heading }: RoutedViewProps) {
  const option = useRepaymentSelector((snapshot) => snapshot.context.option);
  const loaded = useRepaymentSelector((snapshot) => snapshot.context.loaded);
  const preview = useRepaymentSelector((snapshot) => snapshot.context.preview);
  const form = useRepaymentSelector((snapshot) => snapshot.context.form);
  const stage = useRepaymentSelector(optionStageOf);
  if (!option || !loaded) return null;
  const reviewing = (stage === 'reviewing' || stage === 'saving' || stage === 'saved') && preview !== null;
  return (
    <FlowPage meta={OPTION_PAGES[option]} heading={heading} wide={reviewing && preview.schedule !== null}>
      {reviewing ? (
        <PaymentReview option={option} preview={preview} />
      ) : (
        // What the machine remembers of the form (after a card was asked for, or "Change") starts it afresh.
        <PaymentForm key={JSON.stringify(form)} option={option} loaded={loaded} />
      )}
    </FlowPage>
  );
}
