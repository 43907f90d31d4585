// Every money movement on the loan, newest first: the day, what it was (type and way), the amount, and its
// status in words; a returned payment says its return code and reason.
import { Text } from '@chakra-ui/react/text';
import type { LoanTransaction } from '#src/api/contract/repayment.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import { DataTable, type Column } from '#src/ui/data-table/data-table.tsx';
import { StatusBadge } from '#src/ui/status-badge.tsx';
import { modeWords, transactionStatusWords, transactionTone, transactionTypeWords, transactionWhat } from './wording.ts';
import { useDatePattern } from '../../app-actor.ts';
import { say } from './words.ts';

function Status({ transaction }: { transaction: LoanTransaction }) {
  return (
    <>
      <StatusBadge tone={transactionTone(transaction.status)}>{transactionStatusWords(transaction)}</StatusBadge>
      {transaction.returnCode && (
        <Text
          as="span"
          display="block"
          fontSize="sm"
          color="fg.error"
          fontWeight="semibold"
          mt="0.5"
          whiteSpace="normal"
          data-return-code={transaction.returnCode}
        >
          {say('repayment.history.returned', { code: transaction.returnCode, reason: transaction.returnReason ?? say('repayment.history.returnedByBank') })}
        </Text>
      )}
    </>
  );
}

export function PaymentHistory({ labelledBy, transactions }: { labelledBy: string; transactions: readonly LoanTransaction[] }) {
  const pattern = useDatePattern();
  const newestFirst = [...transactions].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const columns: Column<LoanTransaction>[] = [
    { header: say('repayment.history.date'), cell: (row) => formatDate(row.date, pattern), align: 'start', inTitle: true },
    { header: say('repayment.history.what'), cell: (row) => transactionWhat(row), align: 'start', inTitle: true },
    { header: say('repayment.history.type'), cell: (row) => transactionTypeWords(row.type), align: 'start' },
    { header: say('repayment.history.way'), cell: (row) => modeWords(row.mode), align: 'start' },
    { header: say('repayment.history.amount'), cell: (row) => <strong>{formatCurrency(row.amountCents)}</strong> },
    { header: say('repayment.history.status'), cell: (row) => <Status transaction={row} />, align: 'start' },
  ];
  if (transactions.length === 0) return <Text fontSize="md">{say('repayment.history.none')}</Text>;
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={columns}
      rows={newestFirst}
      rowKey={(row) => row.transactionId}
      rowProps={(row) => ({ 'data-transaction': row.transactionId, 'data-status': row.status })}
      title={(row) => `${formatDate(row.date, pattern)} · ${transactionWhat(row)}`}
      alert={(row) => row.returnCode !== null}
    />
  );
}
