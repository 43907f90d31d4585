// The coupon's payments (scheduled, previewed or taken): each one's day, amount, card fee (when there is one),
// way and state, with a totals row; a stacked list on a phone.
import type { CouponPayment } from '#src/api/contract/coupon.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { useDatePattern } from '../../app-actor.ts';
import { DataTable, type Column } from '#src/ui/data-table/data-table.tsx';
import { StatusBadge, type StatusTone } from '#src/ui/status-badge.tsx';
import { dayDate } from '#src/domain/format.ts';
import { methodWords, paymentStateWords, paymentsTotal } from './wording.ts';
import { say } from '../words.ts';

type Row = CouponPayment & { number: number };

const TONE: Readonly<Record<CouponPayment['state'], StatusTone>> = {
  scheduled: 'neutral',
  pending: 'waiting',
  settled: 'good',
  returned: 'bad',
  cancelled: 'neutral',
};

export function ScheduledPayments({
  labelledBy,
  payments,
  accountLast4,
  withState = true,
}: {
  labelledBy: string;
  payments: readonly CouponPayment[];
  accountLast4: string;
  withState?: boolean;
}) {
  const pattern = useDatePattern();
  const rows: Row[] = payments.map((payment, index) => ({ ...payment, number: index + 1 }));
  const fees = payments.reduce((total, payment) => total + payment.transactionFeeCents, 0);
  const columns: Column<Row>[] = [
    { header: say('coupon.payments.number'), cell: (row) => row.number, inTitle: true },
    { header: say('coupon.payments.date'), cell: (row) => dayDate(row.paymentDate, pattern), inTitle: true },
    {
      header: say('coupon.payments.amount'),
      cell: (row) => formatCurrency(row.amountCents),
      align: 'end',
      total: formatCurrency(payments.reduce((total, each) => total + each.amountCents, 0)),
    },
    // Without a card fee, the amount is what is paid: two columns fewer, so a phone's rows stay short.
    ...(fees > 0
      ? [
          {
            header: say('coupon.payments.cardFee'),
            cell: (row: Row) => formatCurrency(row.transactionFeeCents),
            align: 'end' as const,
            total: formatCurrency(fees),
          },
          {
            header: say('coupon.payments.youPay'),
            cell: (row: Row) => formatCurrency(row.amountCents + row.transactionFeeCents),
            align: 'end' as const,
            total: formatCurrency(paymentsTotal(payments)),
          },
        ]
      : []),
    { header: say('coupon.payments.how'), cell: (row) => methodWords(row.mode, accountLast4, 'short') },
    ...(withState
      ? [{ header: say('coupon.payments.state'), cell: (row: Row) => <StatusBadge tone={TONE[row.state]}>{paymentStateWords(row.state)}</StatusBadge> }]
      : []),
  ];
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.number}`}
      rowProps={(row) => ({ 'data-payment': row.paymentDate })}
      title={(row) => say('coupon.payments.rowTitle', { number: row.number, date: dayDate(row.paymentDate, pattern) })}
      alert={(row) => row.state === 'returned'}
    />
  );
}
