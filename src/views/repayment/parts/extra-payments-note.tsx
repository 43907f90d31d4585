// Under the loan's schedule: extra amounts paid to the loan (pay a fixed amount, 111) belong to no installment, so the
// schedule's totals leave them out (its principal adds up to less than the amount borrowed, its paid column to less
// than "Paid so far"). The note says how much they were and where they went.
import { Text } from '@chakra-ui/react/text';
import type { LoanTransaction } from '#src/api/contract/repayment.ts';
import { CHANGE_TYPE, TRANSACTION_STATUS, TRANSACTION_TYPE } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { say } from './words.ts';

/** What extra amounts brought to the loan (a card's fee is the processor's, not the loan's), returned ones left out. */
export function extraPaidCents(transactions: readonly LoanTransaction[]): number {
  return transactions
    .filter((one) => one.type === TRANSACTION_TYPE.debit && one.changeType === CHANGE_TYPE.payFixedAmount && one.status !== TRANSACTION_STATUS.rejected)
    .reduce((sum, one) => sum + one.principalCents + one.interestCents + one.feeCents, 0);
}

export function ExtraPaymentsNote({ transactions }: { transactions: readonly LoanTransaction[] }) {
  const extra = extraPaidCents(transactions);
  if (extra === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-extra-paid={extra}>
      {say('repayment.schedule.extraPaid', { amount: formatCurrency(extra) })}
    </Text>
  );
}
