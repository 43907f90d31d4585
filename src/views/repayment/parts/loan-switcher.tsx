// Which of the borrower's loans the page shows, when there are several: choosing another loads it.
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import type { RepaymentLoan } from '#src/api/contract/loan.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { INPUT_STYLE } from '#src/ui/forms/text-field.tsx';
import { say } from './words.ts';

const Select = chakra('select');

export function LoanSwitcher({ loans, loanNo, onSwitch }: { loans: readonly RepaymentLoan[]; loanNo: string; onSwitch: (loanNo: string) => void }) {
  return (
    <Stack gap="1.5" maxW="28rem" data-loan-switcher="">
      <chakra.label htmlFor="loan-switcher" fontWeight="semibold" fontSize="md">
        {say('repayment.switcher.label')}
      </chakra.label>
      <Select id="loan-switcher" value={loanNo} onChange={(event) => onSwitch(event.currentTarget.value)} {...INPUT_STYLE}>
        {loans.map((loan) => (
          <option key={loan.loanNo} value={loan.loanNo}>
            {say('repayment.switcher.option', {
              loanNo: loan.loanNo,
              balance: formatCurrency(loan.balanceCents),
              principal: formatCurrency(loan.principalCents),
            })}
          </option>
        ))}
      </Select>
    </Stack>
  );
}
