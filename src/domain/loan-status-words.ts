// A loan's status and substatus in the words a borrower understands (issue 18, defect 9): what is happening
// and, where it waits on someone, on whom. The code labels (src/domain/codes/loan.ts) stay for staff and logs.
// The words are a catalog of their own (loan-status/locales/en.po, decision 0311), 'loanStatus.substatus.<code>'
// where a substatus says more than its status, else 'loanStatus.status.<code>'; they load with a loan's facts
// (src/ui/loan-facts: the home page's panels, the repayment pages' loan summary), the one part that says them.
import { addWords, hasWords, say } from '#src/i18n/words.ts';
import { messages } from './loan-status/locales/en.ts';

addWords(messages);

export function loanStatusInWords(loanStatus: number, loanSubStatus: number | null): string {
  if (loanSubStatus !== null && hasWords(`loanStatus.substatus.${loanSubStatus}`)) return say(`loanStatus.substatus.${loanSubStatus}`);
  if (hasWords(`loanStatus.status.${loanStatus}`)) return say(`loanStatus.status.${loanStatus}`);
  return say('loanStatus.status.unknown', { status: loanStatus });
}
