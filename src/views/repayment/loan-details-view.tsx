// /repayment/loan-details: the loan at a glance (next payment, balance, payoff estimate, past due), the way to
// pay, the automatic payments and the next withdrawal, the schedule, the agreement's late charges, the paydays and payment rules it follows
// with the way to change them (decision 0741), the payment history and the documents.
// With several loans being repaid, a switch between them.
import { Stack } from '@chakra-ui/react/stack';
import { LOAN_DETAILS_PAGE } from '#machines/repayment/pages.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { AutopayStatus } from './parts/autopay-status.tsx';
import { Documents } from './parts/documents.tsx';
import { ExtraPaymentsNote } from './parts/extra-payments-note.tsx';
import { LateCharges } from './parts/late-charges.tsx';
import { LoanSummary } from './parts/loan-summary.tsx';
import { LoanSwitcher } from './parts/loan-switcher.tsx';
import { NextWithdrawalBox } from './parts/next-withdrawal.tsx';
import { PaySettingsSection } from './parts/pay-settings.tsx';
import { PaymentHistory } from './parts/payment-history.tsx';
import { ScheduleTable } from './parts/schedule-table.tsx';
import { Section } from '#src/ui/section.tsx';
import { useRepaymentActor, useRepaymentSelector } from './repayment-actor.ts';
import { say } from './parts/words.ts';

export function LoanDetailsView({ heading }: RoutedViewProps) {
  const actor = useRepaymentActor();
  const details = useRepaymentSelector((snapshot) => snapshot.context.loaded?.details ?? null);
  const loans = useRepaymentSelector((snapshot) => snapshot.context.loaded?.loans ?? []);
  const notice = useRepaymentSelector((snapshot) => snapshot.context.notice);
  const error = useRepaymentSelector((snapshot) => snapshot.context.error);
  if (!details) return null;
  return (
    <FlowPage meta={LOAN_DETAILS_PAGE} heading={heading} error={error} wide>
      {notice && <Notice tone="success">{notice}</Notice>}
      {loans.length > 1 && <LoanSwitcher loans={loans} loanNo={details.loanNo} onSwitch={(loanNo) => actor.send({ type: 'repayment.switchLoan', loanNo })} />}
      <Stack gap="8">
        <LoanSummary details={details} />
        <AutopayStatus autopay={details.autopay} repaymentMode={details.repaymentMode} loanStatus={details.loanStatus} />
        {details.nextWithdrawal && <NextWithdrawalBox withdrawal={details.nextWithdrawal} />}
        <Section id="schedule-title" title={say('repayment.details.schedule')} testId="schedule">
          <ScheduleTable labelledBy="schedule-title" installments={details.installments} totals={details.totals} withPaid />
          <ExtraPaymentsNote transactions={details.transactions} />
        </Section>
        {(details.lateCharges ?? []).length > 0 && (
          <Section id="late-charges-title" title={say('repayment.details.lateCharges')} testId="late-charges">
            <LateCharges labelledBy="late-charges-title" charges={details.lateCharges ?? []} />
          </Section>
        )}
        {details.paySettings && <PaySettingsSection settings={details.paySettings} changes={details.changes ?? []} />}
        <Section id="history-title" title={say('repayment.details.history')} testId="history">
          <PaymentHistory labelledBy="history-title" transactions={details.transactions} />
        </Section>
        <Section id="documents-title" title={say('repayment.details.documents')} testId="documents">
          <Documents documents={details.documents} />
        </Section>
      </Stack>
    </FlowPage>
  );
}
