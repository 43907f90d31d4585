// The wizard's display rows from the server's definitions (config get-form, get-domain-value; issue 11): a
// display section's rows filled with the values of the borrower's choices, schedule or payment, each value
// formatted as its row's foregroundProperty says and put into its templateFormat. A row whose values are not
// known yet (the schedule before it is calculated) is left out; a value not chosen yet reads '—'. The choice
// pages name their options by the same code lists (CHOICE_LISTS).
import type { DisplayForm, DisplayFormat, DisplayRow, DisplaySection, DisplaySectionCode, DomainValues } from '#src/api/contract/config-forms.ts';
import { DEFAULT_DATE_PATTERN, formatCurrency, formatDate, formatPercentPoints, longDate } from '#src/domain/format.ts';

/** The form the wizard shows its term and confirmation with. */
export const WIZARD_FORM_CODE = 'disbursement-review';

/** The form with the code lists it names, by list code. */
export type WizardForms = { form: DisplayForm; domains: Readonly<Record<string, DomainValues['values']>> };

export type DisplayValue = string | number | null;
export type DisplayValues = Readonly<Record<string, DisplayValue | undefined>>;

/** One row as shown: its key (the composite key), its label, its words, and whether it stands out. */
export type ShownRow = { key: string; keys: readonly string[]; label: string; text: string; emphasis: boolean; format: DisplayFormat };

/** The code lists a form's rows read values in ('domain:repayment-mode' -> 'repayment-mode'), each once. */
export function domainCodesOf(form: DisplayForm): string[] {
  const codes = form.sections.flatMap((section) =>
    section.rows.flatMap((row) => Object.values(row.foregroundProperty.format).filter((format) => format.startsWith('domain:'))),
  );
  return [...new Set(codes.map((format) => format.slice('domain:'.length)))];
}

/** The code lists the choice pages name their options by: the mode step's radios and the bank step's transfers. */
export const CHOICE_LISTS = { paymentFrequency: 'payment-frequency', repaymentMode: 'repayment-mode', disbursementMode: 'disbursement-mode' } as const;

/** Every code list the wizard shows: the choice pages' and those the form's rows name, each once. */
export const listsToLoad = (form: DisplayForm): string[] => [...new Set([...Object.values(CHOICE_LISTS), ...domainCodesOf(form)])];

/** A code by its label in the server's list ('repayment-mode', 15004 -> 'Debit card'); the code itself when the list lacks it. */
export function codeLabel(domains: WizardForms['domains'], list: string, value: number): string {
  return domains[list]?.find((each) => each.value === value)?.label ?? String(value);
}

export function sectionOf(forms: WizardForms | null, code: DisplaySectionCode): DisplaySection | undefined {
  return forms?.form.sections.find((section) => section.section === code);
}

const capitalized = (text: string) => (text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text);

/**
 * One value in its format: money in dollars, a code by its label in its list, dates as the app writes them
 * (src/domain/format.ts): `shortDate` in the server's date pattern (config date-format: a table's or a row's date),
 * `longDate` written out (the day the money is sent).
 */
export function formatValue(value: DisplayValue, format: DisplayFormat, domains: WizardForms['domains'], datePattern = DEFAULT_DATE_PATTERN): string {
  if (value === null || value === '') return '—';
  switch (format) {
    case 'currency':
      return formatCurrency(Number(value));
    case 'shortDate':
      return formatDate(String(value), datePattern);
    case 'longDate':
      return longDate(String(value));
    case 'percent':
      return formatPercentPoints(Number(value));
    case 'count':
    case 'text':
      return String(value);
    default:
      return codeLabel(domains, format.slice('domain:'.length), Number(value));
  }
}

export const keysOf = (row: DisplayRow) => row.compositeKey.split('+');

/** A row's words: each '{key}' of its template replaced by that value, formatted. */
export function rowText(row: DisplayRow, values: DisplayValues, domains: WizardForms['domains'], datePattern = DEFAULT_DATE_PATTERN): string {
  const text = row.templateFormat.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, key: string) =>
    formatValue(values[key] ?? null, row.foregroundProperty.format[key] ?? 'text', domains, datePattern),
  );
  return row.foregroundProperty.capitalizeFirst ? capitalized(text) : text;
}

/** The rows of a section whose values are known (present in `values`, null included), in the server's order. */
export function shownRows(
  section: DisplaySection | undefined,
  values: DisplayValues,
  domains: WizardForms['domains'],
  datePattern = DEFAULT_DATE_PATTERN,
): ShownRow[] {
  if (!section) return [];
  return section.rows
    .filter((row) => keysOf(row).every((key) => values[key] !== undefined))
    .map((row) => ({
      key: row.compositeKey,
      keys: keysOf(row),
      label: row.label,
      text: rowText(row, values, domains, datePattern),
      emphasis: row.foregroundProperty.emphasis,
      format: row.foregroundProperty.format[keysOf(row)[0]!] ?? 'text',
    }));
}
