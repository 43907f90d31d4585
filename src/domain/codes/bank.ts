// Bank account types (spec section 3) and the account-type helper (spec section 9).
import { defineCodes } from './define-codes.ts';

const bankAccountType = defineCodes({
  checking: [3001, 'Checking'],
  savings: [3000, 'Savings'],
  moneyMarket: [3002, 'Money market'],
});
export const BANK_ACCOUNT_TYPE = bankAccountType.codes;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPE)[keyof typeof BANK_ACCOUNT_TYPE];
export const bankAccountTypeLabel = bankAccountType.label;
export const bankAccountTypeOptions = bankAccountType.options;
export const isBankAccountType = bankAccountType.has;

/** Loans are funded to and collected from a checking account: the helper always answers checking. */
export function accountTypeForLoan(): BankAccountType {
  return BANK_ACCOUNT_TYPE.checking;
}
