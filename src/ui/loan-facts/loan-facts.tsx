// Facts about a loan as a description list: its number, its status in a borrower's words (the codes' labels
// are for staff), and whatever else a panel adds (amount, balance, next payment). One grid, so the columns line up.
import { Fragment, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { loanStatusInWords } from '#src/domain/loan-status-words.ts';
import { say } from './words.ts';

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
  return [
    { label: say('loanFacts.facts.loanNo'), value: loanNo, testId: 'loan-no' },
    { label: say('loanFacts.facts.status'), value: loanStatusInWords(loanStatus, loanSubStatus), testId: 'loan-status' },
  ];
}
