// A loan's number, status and substatus, each with its label from the domain's code sets.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { loanStatusLabel, loanSubStatusLabel } from '#src/domain/codes/loan.ts';

export function LoanStatus({ loanNo, loanStatus, loanSubStatus }: { loanNo: string; loanStatus: number; loanSubStatus: number | null }) {
  const subLabel = loanSubStatus === null ? undefined : loanSubStatusLabel(loanSubStatus);
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="md">
      <Text as="dt" color="fg.muted">
        Loan number
      </Text>
      <Text as="dd" fontWeight="semibold" data-loan-no="">
        {loanNo}
      </Text>
      <Text as="dt" color="fg.muted">
        Status
      </Text>
      <Text as="dd" fontWeight="semibold" data-loan-status="">
        {loanStatusLabel(loanStatus) ?? String(loanStatus)}
        {subLabel ? ` · ${subLabel}` : ''}
      </Text>
    </Box>
  );
}
