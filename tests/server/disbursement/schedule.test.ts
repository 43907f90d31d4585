import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatePaymentSchedule, paymentDetail } from '#src/api/contract/disbursement.ts';
import { truthInLendingDisclosure } from '#src/domain/lending/disclosure.ts';
import { installmentDueDates } from '#src/domain/lending/installment-dates.ts';
import { buildSchedule, type Schedule } from '#src/domain/lending/schedule.ts';
import { loanRequest } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { buildWithKey, qualifiedBorrower, refused, TEST_NOW, wizardRows } from './support.ts';

type Row = {
  number: number;
  dueDate: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  feeCents: number;
  balanceAfterCents: number;
};
type Answer = {
  schedule: Row[];
  totals: { paymentCents: number; principalCents: number; interestCents: number; feeCents: number };
  disclosure: {
    aprPercent: number;
    financeChargeCents: number;
    amountFinancedCents: number;
    totalOfPaymentsCents: number;
    itemization: { amountPaidToYouCents: number; prepaidFinanceChargeCents: number; paidToOthersCents: number };
    paymentGroups: Array<{ count: number; amountCents: number; firstDueDate: string }>;
    lateCharge: string;
    prepayment: string;
  };
  balanceOverTime: Array<{ date: string; balanceCents: number }>;
};

const biWeeklyPay = { frequency: 17000, lastPayday: '2026-03-13', dayOfWeekPaid: 6, paydayOnHoliday: -1 } as const;
const INPUT = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-16', disbursementMode: 15000 };
const DATE_REFUSED = {
  code: -12008,
  message: 'Please choose a disbursement date from the dates offered: weekends, holidays and past dates cannot be chosen.',
  data: null,
};

/** What the domain library gives for the same inputs, a per-installment fee added to each payment. */
function domainFigures(input: {
  principal: number;
  rateBps: number;
  count: number;
  minDays: number;
  prepaid: number;
  feeCents: number;
  date: string;
  payroll?: typeof biWeeklyPay;
}) {
  const dueDates = installmentDueDates({
    payroll: input.payroll ?? biWeeklyPay,
    paymentFrequency: 17000,
    disbursementDate: input.date,
    count: input.count,
    minDaysToFirstInstallment: input.minDays,
  });
  const schedule = buildSchedule({ principal: input.principal, startDate: input.date, annualRateBps: input.rateBps, dueDates });
  const withFee: Schedule = {
    ...schedule,
    installments: schedule.installments.map((row) => ({ ...row, payment: row.payment + input.feeCents })),
    totalOfPayments: schedule.totalOfPayments + input.feeCents * schedule.installments.length,
  };
  return { schedule, disclosure: truthInLendingDisclosure(withFee, { prepaidFinanceCharge: input.prepaid }) };
}

describe('calculate-payment-schedule', () => {
  it('answers the schedule on the paydays and the Truth-in-Lending box, in cents (Bluepeak, $1,000.00, 5% origination fee)', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    const answer = await ok<Answer>(app, calculatePaymentSchedule, INPUT, headers);

    expect(answer.schedule).toHaveLength(18);
    expect(answer.schedule[0]).toEqual({
      number: 1,
      dueDate: '2026-03-27',
      paymentCents: 84_32,
      principalCents: 45_44,
      interestCents: 38_88,
      feeCents: 0,
      balanceAfterCents: 954_56,
    });
    expect(answer.schedule.at(-1)).toMatchObject({ number: 18, dueDate: '2026-11-20', paymentCents: 84_33, balanceAfterCents: 0 });
    expect(answer.totals).toEqual({ paymentCents: 1_517_77, principalCents: 1_000_00, interestCents: 517_77, feeCents: 0 });
    expect(answer.disclosure).toEqual({
      aprPercent: 146.37,
      financeChargeCents: 567_77,
      amountFinancedCents: 950_00,
      totalOfPaymentsCents: 1_517_77,
      itemization: { amountPaidToYouCents: 950_00, prepaidFinanceChargeCents: 50_00, paidToOthersCents: 0 },
      paymentGroups: [
        { count: 17, amountCents: 84_32, firstDueDate: '2026-03-27' },
        { count: 1, amountCents: 84_33, firstDueDate: '2026-11-20' },
      ],
      lateCharge: 'If a payment is more than 15 days late, you will be charged $10.00.',
      prepayment:
        'If you pay off early, you will not have to pay a penalty. Interest is charged only for the days your balance is owed, so paying early means you pay less interest. The $50.00 prepaid finance charge is not refunded.',
    });
    expect(answer.balanceOverTime[0]).toEqual({ date: '2026-03-16', balanceCents: 1_000_00 });
    expect(answer.balanceOverTime.at(-1)).toEqual({ date: '2026-11-20', balanceCents: 0 });
    expect(answer.balanceOverTime).toHaveLength(19);
  });

  it('gives the domain library’s figures for the same inputs', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    const answer = await ok<Answer>(app, calculatePaymentSchedule, { ...INPUT, disbursementMode: 15014 }, headers);
    const { schedule, disclosure } = domainFigures({
      principal: 1_000_00,
      rateBps: 12_900,
      count: 18,
      minDays: 10,
      prepaid: 50_00 + 2_99,
      feeCents: 0,
      date: '2026-03-16',
    });
    expect(answer.disclosure).toMatchObject({
      aprPercent: disclosure.apr,
      financeChargeCents: disclosure.financeCharge,
      amountFinancedCents: disclosure.amountFinanced,
      totalOfPaymentsCents: disclosure.totalOfPayments,
      paymentGroups: disclosure.paymentGroups.map(({ count, amount, firstDueDate }) => ({ count, amountCents: amount, firstDueDate })),
    });
    expect(answer.disclosure.itemization).toEqual({ amountPaidToYouCents: 1_000_00 - 52_99, prepaidFinanceChargeCents: 52_99, paidToOthersCents: 0 });
    expect(answer.schedule.map((row) => [row.dueDate, row.paymentCents, row.principalCents, row.interestCents, row.balanceAfterCents])).toEqual(
      schedule.installments.map((row) => [row.dueDate, row.payment, row.principal, row.interest, row.balance]),
    );
  });

  it('adds the debit-card fee to each payment and to the box (Goldcrest, $2.50 a payment), as the domain library counts it', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 110);
    const answer = await ok<Answer>(app, calculatePaymentSchedule, { ...INPUT, repaymentMode: 15004 }, headers);
    const { disclosure } = domainFigures({ principal: 1_000_00, rateBps: 15_900, count: 20, minDays: 7, prepaid: 0, feeCents: 2_50, date: '2026-03-16' });
    expect(answer.schedule).toHaveLength(20);
    for (const row of answer.schedule) expect(row.paymentCents).toBe(row.principalCents + row.interestCents + row.feeCents);
    expect(answer.schedule.every((row) => row.feeCents === 2_50)).toBe(true);
    expect(answer.totals.feeCents).toBe(50_00);
    expect(answer.totals.paymentCents).toBe(answer.schedule.reduce((sum, row) => sum + row.paymentCents, 0));
    expect(answer.disclosure).toMatchObject({
      aprPercent: disclosure.apr,
      financeChargeCents: disclosure.financeCharge,
      amountFinancedCents: 1_000_00,
      totalOfPaymentsCents: disclosure.totalOfPayments,
    });
    expect(answer.disclosure.financeChargeCents).toBe(answer.totals.interestCents + 50_00);
    expect(answer.disclosure.lateCharge).toBe('If a payment is more than 10 days late, you will be charged $15.00 or 5% of the payment, whichever is less.');
  });

  it('prices a 36% state with the capped terms: 34.00% simple interest, no fees, an APR under 36%', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 110, { state: 'IL' });
    const answer = await ok<Answer>(app, calculatePaymentSchedule, { ...INPUT, repaymentMode: 15004, disbursementMode: 15014 }, headers);
    const { disclosure } = domainFigures({ principal: 1_000_00, rateBps: 3_400, count: 20, minDays: 7, prepaid: 0, feeCents: 0, date: '2026-03-16' });
    expect(answer.disclosure.aprPercent).toBe(disclosure.apr);
    expect(answer.disclosure.aprPercent).toBeLessThanOrEqual(36);
    expect(answer.totals.feeCents).toBe(0);
    expect(answer.disclosure.itemization.prepaidFinanceChargeCents).toBe(0);
  });

  it('keeps the quote as the borrower’s current one, answered by payment-detail', async () => {
    const app = await buildWithKey();
    const { headers, customerId } = await qualifiedBorrower(app, 'ada@example.com', 118);
    expect(await refused(app, paymentDetail, { number: 1 }, headers)).toEqual({ code: -12015, message: 'Please review your loan term first.', data: null });
    const answer = await ok<Answer>(app, calculatePaymentSchedule, INPUT, headers);
    const [request] = await app.database.orm.select().from(loanRequest).where(eq(loanRequest.customerId, customerId));
    expect(request).toMatchObject({ step: 'choose-loan-amount', quote: { inputs: INPUT, schedule: answer.schedule }, loanId: null });

    expect(await ok<Row>(app, paymentDetail, { number: 3 }, headers)).toEqual(answer.schedule[2]);
    expect(await refused(app, paymentDetail, { number: 19 }, headers)).toEqual({
      code: -12016,
      message: 'This payment is not in your payment schedule.',
      data: null,
    });
    const reply = await call(app, paymentDetail, { number: 'first' }, headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: -10400, data: { issues: [{ path: 'number', message: 'must be a number' }] } });
    expect((await call(app, paymentDetail, { number: 0 }, headers)).json()).toMatchObject({
      code: -10400,
      data: { issues: [{ path: 'number', message: 'is not valid: Payment number is not valid' }] },
    });
  });

  it('never answers another customer’s quote', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const bob = await qualifiedBorrower(app, 'bob@example.com', 118);
    await ok(app, calculatePaymentSchedule, INPUT, ada.headers);
    expect(await refused(app, paymentDetail, { number: 1 }, bob.headers)).toMatchObject({ code: -12015 });
  });

  it('refuses, writing nothing: an amount above the qualified amount, a frequency not offered, a past date, a weekend, a date beyond the window', async () => {
    const app = await buildWithKey();
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 118);
    const before = await wizardRows(app);
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, amountCents: 1_250_00 }, headers)).toMatchObject({
      code: -12003,
      data: { maxAmountCents: 1_200_00 },
    });
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, paymentFrequency: 17003 }, headers)).toEqual({
      code: -12005,
      message: 'This payment frequency is not offered for your pay schedule. Please choose another one.',
      data: { frequencies: [17000] },
    });
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-03-13' }, headers)).toEqual(DATE_REFUSED);
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-03-21' }, headers)).toEqual(DATE_REFUSED);
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-04-20' }, headers)).toEqual(DATE_REFUSED);
    const badMode = await call(app, calculatePaymentSchedule, { ...INPUT, disbursementMode: 15002 }, headers);
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toMatchObject({
      code: -10400,
      data: { issues: [{ path: 'disbursementMode', message: 'is not valid: Please choose how you will receive the money' }] },
    });
    const badFrequency = await call(app, calculatePaymentSchedule, { ...INPUT, paymentFrequency: 17002 }, headers);
    expect(badFrequency.json()).toMatchObject({
      code: -10400,
      data: { issues: [{ path: 'paymentFrequency', message: 'is not valid: Please choose how often you will pay' }] },
    });
    expect(await wizardRows(app)).toEqual(before);
  });

  it('refuses today after the portfolio’s same-day cut-off (Goldcrest 13:00 New York)', async () => {
    const app = await buildWithKey({ clock: manualClock(TEST_NOW + 90 * 60_000) }); // 13:30 in New York
    const { headers } = await qualifiedBorrower(app, 'ada@example.com', 110);
    expect(await refused(app, calculatePaymentSchedule, INPUT, headers)).toEqual(DATE_REFUSED);
    await ok(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-03-17' }, headers);
  });

  it('refuses a Federal Reserve holiday (Memorial Day, 25 May 2026)', async () => {
    const app = await buildWithKey({ clock: manualClock(Date.parse('2026-05-18T16:00:00Z')) });
    const { headers } = await qualifiedBorrower(app, 'may@example.com', 110, { employment: { lastPayday: '2026-05-15' } });
    expect(await refused(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-05-25' }, headers)).toEqual(DATE_REFUSED);
    await ok(app, calculatePaymentSchedule, { ...INPUT, disbursementDate: '2026-05-26' }, headers);
  });
});
