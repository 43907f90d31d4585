// The automatic payments page's sentence about the next one: what is really taken and when. From a debit card
// whose fee is added (a loan switched to card, 107), the amount taken holds the fee, and the fee is named: the
// borrower sees $151.00, the $148.50 payment and the $2.50 card fee, not the installment alone.
import type { LoanDetails } from '#src/api/contract/repayment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { dayDate } from './wording.ts';
import { RichWords, say } from './words.ts';

export function AutopayNext({ how, details, pattern }: { how: string; details: Pick<LoanDetails, 'nextPayment' | 'nextWithdrawal'>; pattern: string }) {
  const withdrawal = details.nextWithdrawal;
  const next = details.nextPayment;
  if (withdrawal && withdrawal.feeCents > 0)
    return (
      <RichWords
        id="repayment.autopay.onNextWithFee"
        values={{
          how,
          amount: formatCurrency(withdrawal.amountCents),
          date: dayDate(withdrawal.date, pattern),
          payment: formatCurrency(withdrawal.amountCents - withdrawal.feeCents),
          fee: formatCurrency(withdrawal.feeCents),
        }}
        parts={[<strong />, <strong />]}
      />
    );
  // The withdrawal when one is planned (its date may be the next business day); else the next installment.
  const amountCents = withdrawal?.amountCents ?? next?.amountCents;
  const date = withdrawal?.date ?? next?.dueDate;
  if (amountCents === undefined || date === undefined) return <>{say('repayment.autopay.onNoNext', { how })}</>;
  return (
    <RichWords
      id="repayment.autopay.onNext"
      values={{ how, amount: formatCurrency(amountCents), date: dayDate(date, pattern) }}
      parts={[<strong />, <strong />]}
    />
  );
}
