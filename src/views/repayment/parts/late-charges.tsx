// The late charges the signed agreement provides for (decision 0730), the latest first: the day charged, the payment
// it was charged on, the amount and whether it is owed, paid or waived. A charge not paid is in the past-due figure.
import { Text } from '@chakra-ui/react/text';
import type { LateChargeView } from '#src/api/contract/repayment.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import { useDatePattern } from '../../app-actor.ts';
import { DataTable, type Column } from '#src/ui/data-table/data-table.tsx';
import { StatusBadge } from '#src/ui/status-badge.tsx';
import { say } from './words.ts';

const owedOf = (row: LateChargeView) => row.amountCents - row.paidCents - row.waivedCents;

function Status({ charge }: { charge: LateChargeView }) {
  if (charge.waivedCents > 0) return <StatusBadge tone="waiting">{say('repayment.lateCharges.waived')}</StatusBadge>;
  if (owedOf(charge) === 0) return <StatusBadge tone="good">{say('repayment.lateCharges.paid')}</StatusBadge>;
  if (charge.paidCents > 0) return <StatusBadge tone="bad">{say('repayment.lateCharges.partlyPaid', { paid: formatCurrency(charge.paidCents) })}</StatusBadge>;
  return <StatusBadge tone="bad">{say('repayment.lateCharges.owed')}</StatusBadge>;
}

export function LateCharges({ labelledBy, charges }: { labelledBy: string; charges: readonly LateChargeView[] }) {
  const pattern = useDatePattern();
  const columns: Column<LateChargeView>[] = [
    { header: say('repayment.lateCharges.chargedOn'), cell: (row) => formatDate(row.chargedOn, pattern), align: 'start', inTitle: true },
    {
      header: say('repayment.lateCharges.forPayment'),
      cell: (row) => say('repayment.lateCharges.payment', { number: row.installmentNumber, date: formatDate(row.dueDate, pattern) }),
      align: 'start',
    },
    { header: say('repayment.lateCharges.amount'), cell: (row) => <strong>{formatCurrency(row.amountCents)}</strong> },
    { header: say('repayment.lateCharges.status'), cell: (row) => <Status charge={row} />, align: 'start' },
  ];
  return (
    <>
      <Text fontSize="md" mb="3">
        {say('repayment.lateCharges.lead')}
      </Text>
      <DataTable
        labelledBy={labelledBy}
        columns={columns}
        rows={charges}
        rowKey={(row) => String(row.installmentNumber)}
        rowProps={(row) => ({ 'data-late-charge': row.installmentNumber, 'data-owed': owedOf(row) })}
        title={(row) => `${formatDate(row.chargedOn, pattern)} · ${say('repayment.lateCharges.title', { amount: formatCurrency(row.amountCents) })}`}
        alert={(row) => owedOf(row) > 0}
      />
    </>
  );
}
