// The wizard's display rows from the server's definitions (issue 11): config get-form's sections filled with
// the borrower's values, each formatted as its foregroundProperty says; and in the machine, the form is asked
// once with the saved choices, before any page is routed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { DisplaySection } from '#src/api/contract/config-forms.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { CHOICE_LISTS, codeLabel, domainCodesOf, listsToLoad, rowText, sectionOf, shownRows, WIZARD_FORM_CODE } from '#machines/disbursement/display.ts';
import { DISBURSEMENT_FORM_CODE, domainOf, formOf } from '#server/disbursement/forms.ts';
import { PROGRAM_PRICING } from '#server/disbursement/pricing.ts';
import { paymentOptionWith, SAME_DAY_CLOSED, SCHEDULE, WIZARD_FORMS } from '#src/ui/fixtures/disbursement.ts';
import { startDisbursement } from './disbursement-harness.ts';

const { domains } = WIZARD_FORMS;
const detail = sectionOf(WIZARD_FORMS, 'loan-detail')!;

describe('display rows from get-form definitions', () => {
  it('the loan detail rows read each choice in its format: money, a long date, a code by its label in its list', () => {
    const rows = shownRows(
      detail,
      {
        amountCents: 500_00,
        paymentFrequency: PAYMENT_FREQUENCY.weekly,
        repaymentMode: TRANSACTION_MODE.paperCheck,
        disbursementDate: '2026-11-27',
        disbursementMode: PAYMENT_MODE.instantFund,
        bankAccount: 'JPMorgan Chase Bank ••••2333',
      },
      domains,
    );
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['Loan amount', '$500.00'],
      ['How often you pay', 'Weekly'],
      ['How you repay', 'Paper check by mail'],
      ['Date your money is sent', 'Friday, November 27, 2026'],
      ['How it is sent', 'Instant transfer (real-time payment)'],
      ['Bank account', 'JPMorgan Chase Bank ••••2333'],
    ]);
  });

  it("the schedule's figures join once known: the APR and finance charge stand out, the payments row fills its template", () => {
    const rows = shownRows(
      detail,
      { amountCents: null, aprPercent: 159.82, financeChargeCents: 312_40, paymentCount: 20, totalOfPaymentsCents: 812_40 },
      domains,
    );
    expect(rows.map((row) => [row.key, row.text, row.emphasis])).toEqual([
      ['amountCents', '—', false],
      ['aprPercent', '159.82%', true],
      ['financeChargeCents', '$312.40', true],
      ['paymentCount+totalOfPaymentsCents', '20 payments, $812.40 in all', false],
    ]);
  });

  it('capitalizeFirst capitalizes the words; an unknown code reads as itself', () => {
    const row = {
      compositeKey: 'repaymentMode',
      label: 'Mode',
      templateFormat: 'paid by {repaymentMode}',
      foregroundProperty: { capitalizeFirst: true, format: { repaymentMode: 'domain:repayment-mode' as const }, emphasis: false },
    };
    expect(rowText(row, { repaymentMode: PAYMENT_MODE.debitCard }, domains)).toBe('Paid by Debit card');
    expect(rowText(row, { repaymentMode: 15999 }, domains)).toBe('Paid by 15999');
  });

  it('the schedule columns and the payment split come from their sections', () => {
    const payment = SCHEDULE.schedule[0]!;
    const columns: DisplaySection = sectionOf(WIZARD_FORMS, 'payment-schedule')!;
    expect(shownRows(columns, payment, domains).map((row) => row.label)).toEqual(['No.', 'Due date', 'Payment', 'Principal', 'Interest', 'Fee']);
    // A table's date in the server's pattern (config date-format), as home and the loan details write theirs.
    expect(payment.dueDate).toMatch(/^2026-(\d{2})-(\d{2})$/);
    const [, month, day] = /^2026-(\d{2})-(\d{2})$/.exec(payment.dueDate)!;
    expect(shownRows(columns, payment, domains)[1]!.text).toBe(`${month}/${day}/2026`);
    expect(shownRows(columns, payment, domains, 'DD.MM.YYYY')[1]!.text).toBe(`${day}.${month}.2026`);
    expect(shownRows(sectionOf(WIZARD_FORMS, 'payment-fee'), payment, domains).map((row) => row.label)).toEqual([
      'Principal',
      'Interest',
      'Fee',
      'Payment',
      'Still owed after it',
    ]);
  });

  it("the stories' and machine tests' fixture is what the server answers", () => {
    expect(WIZARD_FORM_CODE).toBe(DISBURSEMENT_FORM_CODE);
    expect(formOf(WIZARD_FORM_CODE)).toEqual(WIZARD_FORMS.form);
    expect(domainCodesOf(WIZARD_FORMS.form)).toEqual(['payment-frequency', 'repayment-mode', 'disbursement-mode']);
    for (const code of domainCodesOf(WIZARD_FORMS.form)) expect(domainOf(code)!.values).toEqual(domains[code]);
  });
});

describe("the choice pages' option names are the server's code lists", () => {
  it('names a code by its label in the list, and a code the list lacks by itself', () => {
    const renamed = { ...domains, 'repayment-mode': [{ value: PAYMENT_MODE.debitCard, label: 'Pay with your debit card' }] };
    expect(codeLabel(renamed, CHOICE_LISTS.repaymentMode, PAYMENT_MODE.debitCard)).toBe('Pay with your debit card');
    expect(codeLabel(domains, CHOICE_LISTS.repaymentMode, TRANSACTION_MODE.paperCheck)).toBe('Paper check by mail');
    expect(codeLabel(domains, CHOICE_LISTS.disbursementMode, PAYMENT_MODE.instantFund)).toBe('Instant transfer (real-time payment)');
    expect(codeLabel(domains, CHOICE_LISTS.paymentFrequency, PAYMENT_FREQUENCY.biWeekly)).toBe('Bi-weekly');
    expect(codeLabel(renamed, CHOICE_LISTS.repaymentMode, PAYMENT_MODE.ach)).toBe(String(PAYMENT_MODE.ach));
  });

  it("loads the choice pages' lists even when the form's rows name none of them, each once", () => {
    const noCodes = { ...WIZARD_FORMS.form, sections: [] };
    expect(listsToLoad(noCodes)).toEqual(['payment-frequency', 'repayment-mode', 'disbursement-mode']);
    expect(listsToLoad(WIZARD_FORMS.form)).toEqual(['payment-frequency', 'repayment-mode', 'disbursement-mode']);
  });

  it("every frequency and mode a program offers has a name in the server's lists (no page shows a bare code)", () => {
    for (const pricing of Object.values(PROGRAM_PRICING)) {
      const offered = [
        ...pricing.frequencies.map((code) => [CHOICE_LISTS.paymentFrequency, code] as const),
        ...pricing.repaymentModes.map((code) => [CHOICE_LISTS.repaymentMode, code] as const),
        ...pricing.disbursementModes.map((code) => [CHOICE_LISTS.disbursementMode, code] as const),
      ];
      for (const [list, code] of offered) {
        expect(
          domainOf(list)!.values.map((each) => each.value),
          `${pricing.portfolioId} ${list}`,
        ).toContain(code);
      }
    }
  });
});

describe('the wizard loads the form beside the saved choices', () => {
  const base = {
    getPaymentOption: () => paymentOptionWith(),
    countdownSameDay: () => SAME_DAY_CLOSED,
  };

  it('asks for its form once, by code, and routes the visit only when both have answered', async () => {
    let answerForm: (value: typeof WIZARD_FORMS) => void = () => {};
    const wizard = await startDisbursement({ ...base, loadForms: () => new Promise((resolve) => (answerForm = resolve)) });
    await wizard.open('/disbursement/choose-loan-amount');
    expect(wizard.inputsOf('loadForms')).toEqual([{ code: 'disbursement-review' }]);
    expect(wizard.inputsOf('getPaymentOption')).toHaveLength(1);
    expect(wizard.context().forms).toBeNull();
    expect(wizard.path()).not.toBe('/disbursement/choose-loan-amount');
    answerForm(WIZARD_FORMS);
    await wizard.open('/disbursement/choose-loan-amount');
    expect(wizard.path()).toBe('/disbursement/choose-loan-amount');
    expect(wizard.context().forms).toEqual(WIZARD_FORMS);
    expect(wizard.inputsOf('loadForms')).toHaveLength(1);
  });

  it('a form that fails to load shows /disbursement with the message; Retry asks for both again', async () => {
    let fail = true;
    const wizard = await startDisbursement({
      ...base,
      loadForms: () => {
        if (fail)
          throw new ApiError('business', RESULT.formNotFound.message, { code: RESULT.formNotFound.code, message: RESULT.formNotFound.message, data: null });
        return WIZARD_FORMS;
      },
    });
    await wizard.open('/disbursement/choose-loan-amount');
    expect(wizard.path()).toBe('/disbursement');
    expect(wizard.context().error).toBe('There is no form with this code.');
    fail = false;
    await wizard.send({ type: 'retry' });
    expect(wizard.path()).toBe('/disbursement/choose-loan-amount');
    expect(wizard.inputsOf('loadForms')).toHaveLength(2);
    expect(wizard.inputsOf('getPaymentOption')).toHaveLength(2);
  });
});
