// The check-your-answers rows of each section: a label, the answer as the borrower reads it (secrets
// masked, codes as their labels, money as currency) and the page that changes it.
import type { EmploymentAnswers, QuestionAnswers, SavedBank, SavedPersonal } from '#src/api/contract/application.ts';
import { bankAccountTypeInWords, militaryInWords, optInFlagInWords, payrollFrequencyInWords } from '#src/domain/code-words.ts';
import { OPT_IN_FLAG } from '#src/domain/codes/customer.ts';
import { flagsIn } from '#src/domain/codes/flags.ts';
import {
  dayOfWeekPaidLabel,
  incomeTypeLabel,
  jobTypeLabel,
  monthDayLabel,
  paydayOnAvailabilityLabel,
  paydayOnHolidayLabel,
  payrollTypeLabel,
} from '#src/domain/codes/payroll.ts';
import { usStateName } from '#src/domain/codes/us-states.ts';
import { formatCurrency, formatDate } from '#src/domain/format.ts';
import type { StepId } from '#machines/guidance/pages.ts';
import { purposeLabel } from '../question-view.tsx';
import { say } from './words.ts';

export type SummaryRow = { label: string; value: string; step: StepId };
export type SummarySection = { title: string; rows: SummaryRow[] };

const orNone = (value: string | undefined | null) => (value && value.trim() !== '' ? value : say('guidance.summary.notGiven'));

export function personalRows(personal: SavedPersonal, datePattern: string): SummaryRow[] {
  const { address, contacts } = personal;
  const name = [personal.firstName, personal.middleName, personal.lastName].filter(Boolean).join(' ');
  const optIns = flagsIn(personal.optInFlags, OPT_IN_FLAG).map(optInFlagInWords);
  return [
    { label: say('guidance.summary.row.name'), value: name, step: 'personal/name' },
    { label: say('guidance.summary.row.dateOfBirth'), value: formatDate(personal.dateOfBirth, datePattern), step: 'personal/name' },
    {
      label: say('guidance.summary.row.homeAddress'),
      value: [address.street1, address.street2, `${address.city}, ${usStateName(address.state) ?? address.state} ${address.zip}`].filter(Boolean).join(', '),
      step: 'personal/address',
    },
    { label: say('guidance.summary.row.cellPhone'), value: contacts.cellPhone, step: 'personal/contact' },
    { label: say('guidance.summary.row.email'), value: contacts.email, step: 'personal/contact' },
    { label: say('guidance.summary.row.homePhone'), value: orNone(contacts.homePhone), step: 'personal/contact' },
    { label: say('guidance.summary.row.alternativePhone'), value: orNone(contacts.alternativePhone), step: 'personal/contact' },
    { label: say('guidance.summary.row.alternativeEmail'), value: orNone(contacts.alternativeEmail), step: 'personal/contact' },
    { label: say('guidance.summary.row.military'), value: militaryInWords(personal.military) ?? '', step: 'personal/military' },
    {
      label: say('guidance.summary.row.contactPreferences'),
      value: optIns.length > 0 ? optIns.join(', ') : say('guidance.summary.noneChosen'),
      step: 'personal/military',
    },
    { label: say('guidance.summary.row.ssn'), value: personal.ssnMasked ?? say('guidance.summary.notGiven'), step: 'personal/ssn' },
  ];
}

function paydayText(employment: EmploymentAnswers, datePattern: string): string {
  if (employment.monthDay !== undefined) return monthDayLabel(employment.monthDay) ?? '';
  if (employment.semiMonthlyDays)
    return say('guidance.summary.twoDays', {
      first: monthDayLabel(employment.semiMonthlyDays[0]) ?? '',
      second: monthDayLabel(employment.semiMonthlyDays[1]) ?? '',
    });
  const parts = [
    employment.dayOfWeekPaid !== undefined ? say('guidance.summary.weekday', { day: dayOfWeekPaidLabel(employment.dayOfWeekPaid) ?? '' }) : null,
    employment.lastPayday ? say('guidance.summary.lastPaid', { date: formatDate(employment.lastPayday, datePattern) }) : null,
  ];
  return parts.filter(Boolean).join(', ');
}

export function employmentRows(employment: EmploymentAnswers, datePattern: string): SummaryRow[] {
  return [
    { label: say('guidance.summary.row.income'), value: incomeTypeLabel(employment.incomeType) ?? '', step: 'employment/income' },
    ...(employment.jobType !== undefined
      ? [
          { label: say('guidance.summary.row.job'), value: jobTypeLabel(employment.jobType) ?? '', step: 'employment/income' as const },
          { label: say('guidance.summary.row.employer'), value: orNone(employment.employerName), step: 'employment/income' as const },
        ]
      : []),
    { label: say('guidance.summary.row.paidBy'), value: payrollTypeLabel(employment.payrollType) ?? '', step: 'employment/income' },
    { label: say('guidance.summary.row.howOften'), value: payrollFrequencyInWords(employment.payrollFrequency) ?? '', step: 'employment/payday' },
    { label: say('guidance.summary.row.paydays'), value: paydayText(employment, datePattern), step: 'employment/payday' },
    { label: say('guidance.summary.row.paydayOnHoliday'), value: paydayOnHolidayLabel(employment.paydayOnHoliday) ?? '', step: 'employment/payday' },
    { label: say('guidance.summary.row.payAvailable'), value: paydayOnAvailabilityLabel(employment.paydayOnAvailability) ?? '', step: 'employment/payday' },
    { label: say('guidance.summary.row.netPay'), value: formatCurrency(employment.netPayCents), step: 'employment/net-pay' },
  ];
}

export function questionRows(questions: QuestionAnswers): SummaryRow[] {
  return [
    {
      label: say('guidance.summary.row.inBankruptcy'),
      value: say(questions.inBankruptcy ? 'guidance.answer.yes' : 'guidance.answer.no'),
      step: 'question/about',
    },
    { label: say('guidance.summary.row.purpose'), value: purposeLabel(questions.purpose), step: 'question/about' },
  ];
}

export function bankRows(bank: SavedBank): SummaryRow[] {
  return [
    { label: say('guidance.summary.row.bank'), value: orNone(bank.bankName), step: 'bank/account' },
    { label: say('guidance.summary.row.routingNumber'), value: bank.routingMasked, step: 'bank/account' },
    { label: say('guidance.summary.row.accountNumber'), value: bank.accountMasked, step: 'bank/account' },
    { label: say('guidance.summary.row.accountType'), value: bankAccountTypeInWords(bank.accountType) ?? '', step: 'bank/account' },
    { label: say('guidance.summary.row.verification'), value: say(bank.verified ? 'guidance.summary.verified' : 'guidance.summary.notVerified'), step: 'ibv' },
  ];
}
