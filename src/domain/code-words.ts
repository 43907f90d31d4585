// The code lists a borrower reads (decision 0311): how often they are paid, the military question's answer, a bank
// account's type, the contact preferences ticked, the bank verification providers' names. The lists' own labels
// (src/domain/codes/*.ts) stay the English of record for staff, logs and the server; a borrower reads the words of
// this catalog (code-words/locales/en.po), one id by code ('codes.payrollFrequency.17003'), so a translation
// replaces them. The English is the labels', word for word (tests/i18n/code-words.test.ts). A code not in its list
// has no words (undefined), as its label has none.
import { addWords, say } from '#src/i18n/words.ts';
import { bankAccountTypeLabel } from './codes/bank.ts';
import { militaryLabel, OPT_IN_FLAG } from './codes/customer.ts';
import { ibvProviderLabel } from './codes/ibv.ts';
import { paymentFrequencyLabel, payrollFrequencyLabel } from './codes/payroll.ts';
import { messages } from './code-words/locales/en.ts';

addWords(messages);

/** How often a borrower is paid: Weekly, Bi-weekly, Semi-monthly, Monthly. */
export const payrollFrequencyInWords = (code: number): string | undefined =>
  payrollFrequencyLabel(code) === undefined ? undefined : say(`codes.payrollFrequency.${code}`);

/** How often a loan's installments fall due (weekly or bi-weekly only): the pay frequencies' words. */
export const paymentFrequencyInWords = (code: number): string | undefined =>
  paymentFrequencyLabel(code) === undefined ? undefined : say(`codes.payrollFrequency.${code}`);

/** The military question's answer: Military, Unknown, Not military. */
export const militaryInWords = (code: number): string | undefined => (militaryLabel(code) === undefined ? undefined : say(`codes.military.${code}`));

/** A bank account's type: Checking, Savings, Money market. */
export const bankAccountTypeInWords = (code: number): string | undefined =>
  bankAccountTypeLabel(code) === undefined ? undefined : say(`codes.bankAccountType.${code}`);

/** A contact preference (an opt-in flag, OPT_IN_FLAG): Do not call, Uncontactable, Marketing messages, Operational messages. */
export const optInFlagInWords = (flag: keyof typeof OPT_IN_FLAG): string => say(`codes.optInFlag.${OPT_IN_FLAG[flag]}`);

/** A bank verification provider's name, when the server gives none. */
export const ibvProviderInWords = (code: number): string | undefined => (ibvProviderLabel(code) === undefined ? undefined : say(`codes.ibvProvider.${code}`));
