// Amounts that add up, as a description list: each part on a line, the total last and bold above a rule.
import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

export type MoneyRow = { label: ReactNode; value: ReactNode; total?: boolean; testId?: string; hint?: ReactNode };

export function MoneyRows({ rows }: { rows: readonly MoneyRow[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="minmax(0, 1fr) auto" columnGap="0" rowGap="1.5" fontSize="md" m="0">
      {rows.map((row, index) => (
        <Fragment key={index}>
          <Box
            as="dt"
            color={row.total ? 'fg' : 'fg.muted'}
            fontWeight={row.total ? 'bold' : undefined}
            {...(row.total ? { borderTopWidth: '1px', borderColor: 'border', pt: '2' } : {})}
          >
            {row.label}
            {row.hint && (
              <Box as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                {row.hint}
              </Box>
            )}
          </Box>
          <chakra.dd
            m="0"
            textAlign="end"
            fontVariantNumeric="tabular-nums"
            fontWeight={row.total ? 'bold' : 'semibold'}
            {...(row.total ? { borderTopWidth: '1px', borderColor: 'border', pt: '2' } : {})}
            {...(row.testId ? { [`data-${row.testId}`]: '' } : {})}
          >
            {row.value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}
