// Rows of figures: a table with column and row headers on a wide screen (scrolling sideways inside its own
// focusable region if it must), and on a phone a stacked list, one card per row, each figure with its
// label, so nothing overflows at 390 px. The same data hooks (rowProps) are on the row either way.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useNarrow } from '#src/ui/use-narrow.ts';
import { say } from './words.ts';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** The totals row's figure for this column. */
  total?: ReactNode;
  /** Left out of a row's card on a phone (its title shows it already). */
  inTitle?: boolean;
};

export type DataTableProps<T> = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => Record<string, string | number>;
  /** A row's title on a phone (its number and date, say). */
  title: (row: T) => ReactNode;
  /** A row needing the borrower's attention (past due, returned): tinted. */
  alert?: (row: T) => boolean;
  totalsLabel?: string;
};

const cell = {
  px: '3',
  py: '2.5',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  borderBottomWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'middle',
} as const;

export function DataTable<T>(props: DataTableProps<T>) {
  return useNarrow() ? <StackedRows {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ labelledBy, columns, rows, rowKey, rowProps, alert, totalsLabel }: DataTableProps<T>) {
  const hasTotals = columns.some((column) => column.total !== undefined);
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      _focusVisible={{ boxShadow: '0 0 0 3px #FFBF47', outline: 'none' }}
    >
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} aria-labelledby={labelledBy}>
        <chakra.thead bg="bg.subtle">
          <tr>
            {columns.map((column) => (
              <chakra.th key={column.header} scope="col" {...cell} textAlign={column.align ?? 'end'} fontWeight="bold" color="fg">
                {column.header}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={rowKey(row)} bg={alert?.(row) ? 'bg.error' : undefined} {...rowProps?.(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <chakra.th key={column.header} scope="row" {...cell} textAlign={column.align ?? 'start'} fontWeight="semibold">
                    {column.cell(row)}
                  </chakra.th>
                ) : (
                  <chakra.td key={column.header} {...cell} textAlign={column.align ?? 'end'}>
                    {column.cell(row)}
                  </chakra.td>
                ),
              )}
            </chakra.tr>
          ))}
        </tbody>
        {hasTotals && (
          <chakra.tfoot bg="bg.subtle" fontWeight="bold">
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <chakra.th key={column.header} scope="row" {...cell} textAlign="start" borderBottomWidth="0">
                    {totalsLabel ?? say('dataTable.row.total')}
                  </chakra.th>
                ) : (
                  <chakra.td key={column.header} {...cell} textAlign={column.align ?? 'end'} borderBottomWidth="0">
                    {column.total}
                  </chakra.td>
                ),
              )}
            </tr>
          </chakra.tfoot>
        )}
      </chakra.table>
    </Box>
  );
}

/**
 * A row's figures on a phone: up to three to a line, each label above its figure, each column wide enough for a
 * state's badge ('Completed' left a 390 px phone's third of a line: issue 18, defect 10).
 */
function Pairs({ pairs }: { pairs: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(max(6.5rem, calc((100% - 2 * var(--ck-spacing-3)) / 3)), 1fr))"
      columnGap="3"
      rowGap="2"
      m="0"
    >
      {pairs.map(({ label, value }) => (
        <Box key={label} minW="0">
          <chakra.dt color="fg.muted" fontSize="sm">
            {label}
          </chakra.dt>
          <chakra.dd m="0" fontVariantNumeric="tabular-nums" fontWeight="semibold" fontSize="md">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function StackedRows<T>({ labelledBy, columns, rows, rowKey, rowProps, title, alert, totalsLabel }: DataTableProps<T>) {
  const shown = columns.filter((column) => !column.inTitle);
  const totals = shown.filter((column) => column.total !== undefined);
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-labelledby={labelledBy}>
      {rows.map((row) => (
        <Box
          as="li"
          key={rowKey(row)}
          borderWidth="1px"
          borderColor={alert?.(row) ? 'border.error' : 'border'}
          bg={alert?.(row) ? 'bg.error' : 'bg'}
          borderRadius="l2"
          p="3"
          {...rowProps?.(row)}
        >
          <Box fontWeight="bold" fontSize="md" mb="1.5">
            {title(row)}
          </Box>
          <Pairs pairs={shown.map((column) => ({ label: column.header, value: column.cell(row) }))} />
        </Box>
      ))}
      {totals.length > 0 && (
        <Box as="li" borderWidth="1px" borderColor="border" bg="bg.subtle" borderRadius="l2" p="3">
          <Box fontWeight="bold" fontSize="md" mb="1.5">
            {totalsLabel ?? say('dataTable.row.total')}
          </Box>
          <Pairs pairs={totals.map((column) => ({ label: column.header, value: column.total }))} />
        </Box>
      )}
    </Stack>
  );
}
