// Config get-form and get-domain-value (issue 11): the wizard's display sections and the code lists they read
// values in, without a sign-in; an unknown code is refused with its own envelope, a malformed one is a 400.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getDomainValue, getForm, type DisplayForm, type DomainValues } from '#src/api/contract/config-forms.ts';
import { build } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';

describe('config get-form', () => {
  it("answers the wizard's form: the loan detail, payment schedule and payment fee sections, row by row", async () => {
    const app = await build();
    const form = v.parse(getForm.response, await ok<DisplayForm>(app, getForm, { code: 'disbursement-review' }));
    expect(form.code).toBe('disbursement-review');
    expect(form.sections.map((section) => section.section)).toEqual(['loan-detail', 'payment-schedule', 'payment-fee']);
    const [detail, schedule, fee] = form.sections;
    expect(detail!.rows.map((row) => row.label)).toEqual([
      'Loan amount',
      'How often you pay',
      'How you repay',
      'Date your money is sent',
      'How it is sent',
      'Bank account',
      'Annual percentage rate',
      'Finance charge',
      'Payments',
    ]);
    // The APR and the finance charge stand out (12 CFR 1026.17(a)(2)); a code reads in its list.
    expect(detail!.rows.filter((row) => row.foregroundProperty.emphasis).map((row) => row.compositeKey)).toEqual(['aprPercent', 'financeChargeCents']);
    expect(detail!.rows.find((row) => row.compositeKey === 'repaymentMode')!.foregroundProperty.format).toEqual({ repaymentMode: 'domain:repayment-mode' });
    expect(detail!.rows.at(-1)).toEqual({
      compositeKey: 'paymentCount+totalOfPaymentsCents',
      label: 'Payments',
      templateFormat: '{paymentCount} payments, {totalOfPaymentsCents} in all',
      foregroundProperty: { capitalizeFirst: false, format: { paymentCount: 'count', totalOfPaymentsCents: 'currency' }, emphasis: false },
    });
    expect(schedule!.rows.map((row) => row.label)).toEqual(['No.', 'Due date', 'Payment', 'Principal', 'Interest', 'Fee']);
    expect(fee!.rows.map((row) => [row.compositeKey, row.label])).toEqual([
      ['principalCents', 'Principal'],
      ['interestCents', 'Interest'],
      ['feeCents', 'Fee'],
      ['paymentCents', 'Payment'],
      ['balanceAfterCents', 'Still owed after it'],
    ]);
  });

  it('refuses a code it does not serve with -12020 and the code asked', async () => {
    const app = await build();
    const reply = await call(app, getForm, { code: 'no-such-form' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: -12020, message: 'There is no form with this code.', data: { code: 'no-such-form' } });
  });

  it('refuses a missing or malformed code as a bad request naming the field', async () => {
    const app = await build();
    for (const [input, message] of [
      [{}, 'code is required'],
      [{ code: 'Loan Detail!' }, 'Form code is lower-case letters, digits and dashes'],
    ] as const) {
      const reply = await call(app, getForm, input);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe(-10400);
      expect(reply.json().message).toContain(message);
    }
  });
});

describe('config get-domain-value', () => {
  it.each([
    [
      'payment-frequency',
      [
        [17003, 'Weekly'],
        [17000, 'Bi-weekly'],
      ],
    ],
    [
      'repayment-mode',
      [
        [15000, 'Automatic payments from your bank (ACH)'],
        [15004, 'Debit card'],
        [15002, 'Paper check by mail'],
      ],
    ],
    [
      'disbursement-mode',
      [
        [15000, 'Standard bank transfer (ACH)'],
        [15014, 'Instant transfer (real-time payment)'],
      ],
    ],
  ])('answers the %s list with its words', async (code, values) => {
    const app = await build();
    const list = v.parse(getDomainValue.response, await ok<DomainValues>(app, getDomainValue, { code }));
    expect(list).toEqual({ code, values: values.map(([value, label]) => ({ value, label })) });
  });

  it('names every list the form formats its values in', async () => {
    const app = await build();
    const form = await ok<DisplayForm>(app, getForm, { code: 'disbursement-review' });
    const named = new Set(
      form.sections.flatMap((section) =>
        section.rows.flatMap((row) => Object.values(row.foregroundProperty.format).filter((format) => format.startsWith('domain:'))),
      ),
    );
    expect([...named].sort()).toEqual(['domain:disbursement-mode', 'domain:payment-frequency', 'domain:repayment-mode']);
    for (const format of named) expect((await call(app, getDomainValue, { code: format.slice('domain:'.length) })).json().code).toBe(1);
  });

  it('refuses a code it does not serve with -12021, even one an object would answer (constructor)', async () => {
    const app = await build();
    for (const code of ['no-such-list', 'constructor']) {
      expect((await call(app, getDomainValue, { code })).json()).toEqual({ code: -12021, message: 'There is no code list with this code.', data: { code } });
    }
  });
});
