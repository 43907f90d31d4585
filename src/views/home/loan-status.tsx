// Facts about a loan as a description list: its number, status and substatus (labels from the domain's code
// sets), and whatever else a panel adds (amount, balance, next payment). One grid, so the columns line up.
import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { loanStatusLabel, loanSubStatusLabel } from '#src/domain/codes/loan.ts';

export type Fact = { label: string; value: ReactNode; testId?: string };

export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(7rem, auto) 1fr" columnGap="4" rowGap="1.5" fontSize="md">
      {rows.map((row) => (
        <Fragment key={row.label}>
          <Text as="dt" color="fg.muted">
            {row.label}
          </Text>
          <Text as="dd" fontWeight="semibold" {...(row.testId ? { [`data-${row.testId}`]: '' } : {})}>
            {row.value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}

export function loanFacts({ loanNo, loanStatus, loanSubStatus }: { loanNo: string; loanStatus: number; loanSubStatus: number | null }): Fact[] {
  const subLabel = loanSubStatus === null ? undefined : loanSubStatusLabel(loanSubStatus);
  return [
    { label: 'Loan number', value: loanNo, testId: 'loan-no' },
    { label: 'Status', value: `${loanStatusLabel(loanStatus) ?? String(loanStatus)}${subLabel ? ` · ${subLabel}` : ''}`, testId: 'loan-status' },
  ];
}
