// The check-your-answers rows of each section: a label, the answer as the borrower reads it (secrets
// masked, codes as their labels, money as currency) and the page that changes it.
import type { EmploymentAnswers, QuestionAnswers, SavedBank, SavedPersonal } from '#src/api/contract/application.ts';
import { bankAccountTypeLabel } from '#src/domain/codes/bank.ts';
import { OPT_IN_FLAG, OPT_IN_FLAG_LABEL, militaryLabel } from '#src/domain/codes/customer.ts';
import { flagsIn } from '#src/domain/codes/flags.ts';
import {
  dayOfWeekPaidLabel,
  incomeTypeLabel,
  jobTypeLabel,
  monthDayLabel,
  paydayOnAvailabilityLabel,
  paydayOnHolidayLabel,
  payrollFrequencyLabel,
  payrollTypeLabel,
} from '#src/domain/codes/payroll.ts';
import { usStateName } from '#src/domain/codes/us-states.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import type { StepId } from '#machines/guidance/pages.ts';
import { PURPOSE_LABEL } from '../question-view.tsx';

export type SummaryRow = { label: string; value: string; step: StepId };
export type SummarySection = { title: string; rows: SummaryRow[] };

const orNone = (value: string | undefined | null) => (value && value.trim() !== '' ? value : 'Not given');

export function personalRows(personal: SavedPersonal, datePattern: string): SummaryRow[] {
  const { address, contacts } = personal;
  const name = [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' ');
  const optIns = flagsIn(personal.optInFlags, OPT_IN_FLAG).map((flag) => OPT_IN_FLAG_LABEL[flag]);
  return [
    { label: 'Name', value: name, step: 'personal/name' },
    { label: 'Date of birth', value: formatDate(personal.dateOfBirth, datePattern), step: 'personal/name' },
    {
      label: 'Home address',
      value: [address.street1, address.street2, `${address.city}, ${usStateName(address.state) ?? address.state} ${address.zip}`].filter(Boolean).join(', '),
      step: 'personal/address',
    },
    { label: 'Cell phone', value: contacts.cellPhone, step: 'personal/contact' },
    { label: 'Email', value: contacts.email, step: 'personal/contact' },
    { label: 'Home phone', value: orNone(contacts.homePhone), step: 'personal/contact' },
    { label: 'Alternative phone', value: orNone(contacts.alternativePhone), step: 'personal/contact' },
    { label: 'Alternative email', value: orNone(contacts.alternativeEmail), step: 'personal/contact' },
    { label: 'Military status', value: militaryLabel(personal.military) ?? '', step: 'personal/military' },
    { label: 'Contact preferences', value: optIns.length > 0 ? optIns.join(', ') : 'None chosen', step: 'personal/military' },
    { label: 'Social Security number', value: personal.ssnMasked ?? 'Not given', step: 'personal/ssn' },
  ];
}

function paydayText(employment: EmploymentAnswers, datePattern: string): string {
  if (employment.monthDay !== undefined) return monthDayLabel(employment.monthDay) ?? '';
  if (employment.semiMonthlyDays) return employment.semiMonthlyDays.map((day) => monthDayLabel(day)).join(' and ');
  const parts = [
    employment.dayOfWeekPaid !== undefined ? `${dayOfWeekPaidLabel(employment.dayOfWeekPaid)}s` : null,
    employment.lastPayday ? `last paid ${formatDate(employment.lastPayday, datePattern)}` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

export function employmentRows(employment: EmploymentAnswers, datePattern: string): SummaryRow[] {
  return [
    { label: 'Income', value: incomeTypeLabel(employment.incomeType) ?? '', step: 'employment/income' },
    ...(employment.jobType !== undefined
      ? [
          { label: 'Job', value: jobTypeLabel(employment.jobType) ?? '', step: 'employment/income' as const },
          { label: 'Employer', value: orNone(employment.employerName), step: 'employment/income' as const },
        ]
      : []),
    { label: 'Paid by', value: payrollTypeLabel(employment.payrollType) ?? '', step: 'employment/income' },
    { label: 'How often', value: payrollFrequencyLabel(employment.payrollFrequency) ?? '', step: 'employment/payday' },
    { label: 'Paydays', value: paydayText(employment, datePattern), step: 'employment/payday' },
    { label: 'Payday on a holiday', value: paydayOnHolidayLabel(employment.paydayOnHoliday) ?? '', step: 'employment/payday' },
    { label: 'Pay available', value: paydayOnAvailabilityLabel(employment.paydayOnAvailability) ?? '', step: 'employment/payday' },
    { label: 'Net pay per paycheck', value: formatCurrency(employment.netPayCents), step: 'employment/net-pay' },
  ];
}

export function questionRows(questions: QuestionAnswers): SummaryRow[] {
  return [
    { label: 'In bankruptcy', value: questions.inBankruptcy ? 'Yes' : 'No', step: 'question/about' },
    { label: 'Loan purpose', value: PURPOSE_LABEL[questions.purpose], step: 'question/about' },
  ];
}

export function bankRows(bank: SavedBank): SummaryRow[] {
  return [
    { label: 'Bank', value: orNone(bank.bankName), step: 'bank/account' },
    { label: 'Routing number', value: bank.routingMasked, step: 'bank/account' },
    { label: 'Account number', value: bank.accountMasked, step: 'bank/account' },
    { label: 'Account type', value: bankAccountTypeLabel(bank.accountType) ?? '', step: 'bank/account' },
    { label: 'Verification', value: bank.verified ? 'Verified' : 'Not verified', step: 'ibv' },
  ];
}
