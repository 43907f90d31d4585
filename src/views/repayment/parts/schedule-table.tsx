// The installments of a schedule (the loan's as it stands, or the one a change leads to): number, due date,
// payment and its split, what is paid, the state in words and any flag, with a totals row.
import { Text } from '@chakra-ui/react/text';
import type { LoanInstallment } from '#src/api/contract/repayment.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import { DataTable, type Column } from '#src/ui/data-table/data-table.tsx';
import { StatusBadge } from '#src/ui/status-badge.tsx';
import { flagWords, installmentStateWords, installmentTone } from './wording.ts';
import { useDatePattern } from '../../app-actor.ts';
import { say } from './words.ts';

type Totals = { paymentCents: number; principalCents: number; interestCents: number; feeCents: number; paidCents?: number };

export type ScheduleTableProps = {
  labelledBy: string;
  installments: readonly LoanInstallment[];
  totals: Totals;
  /** The loan's own schedule shows what is paid; a proposed one does not. */
  withPaid?: boolean;
};

function State({ installment }: { installment: LoanInstallment }) {
  const flags = flagWords(installment.flags);
  return (
    <>
      <StatusBadge tone={installmentTone(installment.state)}>{installmentStateWords(installment.state)}</StatusBadge>
      {flags && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted" mt="0.5" data-flags={installment.flags}>
          {flags}
        </Text>
      )}
    </>
  );
}

export function ScheduleTable({ labelledBy, installments, totals, withPaid = false }: ScheduleTableProps) {
  const pattern = useDatePattern();
  const columns: Column<LoanInstallment>[] = [
    { header: say('repayment.schedule.number'), cell: (row) => row.number, align: 'start', inTitle: true },
    { header: say('repayment.schedule.dueDate'), cell: (row) => formatDate(row.dueDate, pattern), align: 'start', inTitle: true },
    {
      header: say('repayment.schedule.payment'),
      cell: (row) => <strong>{formatCurrency(row.paymentCents)}</strong>,
      total: formatCurrency(totals.paymentCents),
    },
    { header: say('repayment.schedule.principal'), cell: (row) => formatCurrency(row.principalCents), total: formatCurrency(totals.principalCents) },
    { header: say('repayment.schedule.interest'), cell: (row) => formatCurrency(row.interestCents), total: formatCurrency(totals.interestCents) },
    { header: say('repayment.schedule.fee'), cell: (row) => formatCurrency(row.feeCents), total: formatCurrency(totals.feeCents) },
    ...(withPaid
      ? [
          {
            header: say('repayment.schedule.paid'),
            cell: (row: LoanInstallment) => formatCurrency(row.paidCents),
            total: totals.paidCents === undefined ? '' : formatCurrency(totals.paidCents),
          },
        ]
      : []),
    { header: say('repayment.schedule.status'), cell: (row) => <State installment={row} />, align: 'start', total: '' },
  ];
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={columns}
      rows={installments}
      rowKey={(row) => String(row.number)}
      rowProps={(row) => ({ 'data-installment': row.number, 'data-state': row.state })}
      title={(row) => say('repayment.schedule.rowTitle', { number: row.number, date: formatDate(row.dueDate, pattern) })}
      alert={(row) => row.state === 'pastDue'}
    />
  );
}
