// What the borrower changes themselves (change types 105 to 109, decision 0741): each previewed (mode 0) then saved
// (mode 1) through save-payment-option, recorded with the settings before and after, the schedule moved onto the
// new paydays by the replay; each refusal writing nothing; another customer's loan refused; 20 identical saves at
// once change once. The demo loan: $742.50 left, six bi-weekly Monday installments of $148.50 from 23 March 2026.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, payOffInN, tokenizeCard, type ChangePreview, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { COLLECTING_SUBSTATUS, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { loan, loanAutopay, loanScheduleChange } from '#server/db/schema.ts';
import { call } from '../support/accounts.ts';
import { DAY, data, key, ledgerCounts, loanRow, refusal, repaymentApp, repayingBorrower, signedInAgain, type RepaymentApp } from './support.ts';

type Answer = { purpose: 'repayment'; quote: null; saved: { changeType: number; loanStatus: number; balanceCents: number } | null; change: ChangePreview };

const change = (loanNo: string, changeType: number, fields: Record<string, unknown>, save?: number) => ({
  purpose: 'repayment',
  changeType,
  loanNo,
  ...fields,
  ...(save === undefined ? { requestMode: 0 } : { requestMode: 1, idempotencyKey: key(save) }),
});

const VISA = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '10001', name: 'Ada Lovelace' };

const WEEKLY = { payrollFrequency: 17003, dayOfWeekPaid: 2, lastPayday: '2026-03-16', paymentFrequency: 17003 };

async function changeRows({ app }: RepaymentApp, loanId: string) {
  return app.database.orm.select().from(loanScheduleChange).where(eq(loanScheduleChange.loanId, loanId)).orderBy(asc(loanScheduleChange.seq));
}

/** Every row a change may write: the ledger's, and the schedule changes. */
async function everything(ctx: RepaymentApp) {
  return { ...(await ledgerCounts(ctx.app)), changes: JSON.stringify(await ctx.app.database.orm.select().from(loanScheduleChange)) };
}

const openDates = (details: Pick<LoanDetails, 'installments'>) =>
  details.installments.filter((one) => one.state === 'due' || one.state === 'upcoming').map((one) => one.dueDate);

describe('changing how often they are paid (106)', () => {
  it('previews weekly payments on Mondays without writing, then saves them: the schedule, the loan and its details follow', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await everything(ctx);
    const preview = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 106, WEEKLY), ada.headers);
    expect(await everything(ctx)).toEqual(before);
    expect(preview.saved).toBeNull();
    expect(preview.change.before).toMatchObject({ payrollFrequency: 17000, paymentFrequency: 17000, nextPaydays: ['2026-03-23', '2026-04-06', '2026-04-20'] });
    expect(preview.change.after).toMatchObject({
      payrollFrequency: 17003,
      paymentFrequency: 17003,
      dayOfWeekPaid: 2,
      nextPaydays: ['2026-03-16', '2026-03-23', '2026-03-30'],
    });
    const schedule = preview.change.schedule!;
    // Six bi-weekly installments become twelve weekly ones over the same span (Memorial Day moves 25 May to the 26th).
    expect(schedule.previousCount).toBe(6);
    expect(schedule.installments.map((one) => one.dueDate)).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-26',
      '2026-06-01',
      '2026-06-08',
    ]);
    expect(schedule.totals.principalCents).toBe(74_250);
    expect(schedule.installments.every((one) => one.flags === 256)).toBe(true);

    const saved = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 106, WEEKLY, 1), ada.headers);
    expect(saved.saved).toEqual({ changeType: 106, transactionId: null, status: null, loanStatus: 202, balanceCents: 74_250 });
    expect(saved.change).toEqual(preview.change);
    const rows = await changeRows(ctx, ada.loanId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ changeType: 106, effectiveDate: '2026-03-16', dueDates: schedule.installments.map((one) => one.dueDate) });
    expect(rows[0]!.settings!.after).toMatchObject({ payrollFrequency: 17003, paymentFrequency: 17003 });
    const row = await loanRow(ctx.app, ada.loanNo);
    expect(row).toMatchObject({
      paymentFrequency: 17003,
      nextPaymentDate: '2026-03-23',
      nextPaymentAmountCents: schedule.installments[0]!.paymentCents,
      balanceCents: 74_250,
    });

    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(openDates(details)).toEqual(schedule.installments.map((one) => one.dueDate));
    // The old open installments are cancelled (flag 4), the new ones are new (256).
    expect(details.installments.filter((one) => one.state === 'cancelled').map((one) => one.number)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(details).toMatchObject({
      paymentFrequency: 17003,
      nextPayment: { dueDate: '2026-03-23', amountCents: schedule.installments[0]!.paymentCents },
      paySettings: { payrollFrequency: 17003, paymentFrequency: 17003, dayOfWeekPaid: 2 },
      changes: [
        {
          changeType: 106,
          date: '2026-03-16',
          before: { payrollFrequency: 17000, paymentFrequency: 17000 },
          after: { payrollFrequency: 17003, paymentFrequency: 17003 },
          rescheduled: true,
        },
      ],
    });
    expect(details.nextWithdrawal).toMatchObject({ date: '2026-03-23', amountCents: schedule.installments[0]!.paymentCents });
  });

  it('refuses weekly payments on bi-weekly pay, and paydays that do not fit the frequency, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 106, { ...WEEKLY, payrollFrequency: 17000 }, 2), ada.headers)).toEqual({
      status: 200,
      code: -12316,
      message: 'Weekly payments need weekly pay. Please choose bi-weekly payments.',
      data: null,
    });
    // Monthly pay without the day of the month.
    expect(
      await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 106, { payrollFrequency: 17001, paymentFrequency: 17000 }, 3), ada.headers),
    ).toMatchObject({
      code: -10805,
      message: 'Your payday details do not match how often you are paid. Please check them.',
    });
    // A payroll frequency that is no code at all is bad input: a clear message, nothing written.
    const bad = await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 106, { ...WEEKLY, payrollFrequency: 12345 }, 4), ada.headers);
    expect(bad).toMatchObject({
      status: 400,
      code: -10400,
      message: 'The request is not valid: payrollFrequency is not valid: Please choose how often you are paid.',
    });
    expect(await everything(ctx)).toEqual(before);
  });
});

describe('paying off in N after a change', () => {
  it('spreads the balance over the paydays the borrower gave, not the ones the loan had', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 105, { lastPayday: '2026-03-13', dayOfWeekPaid: 6 }, 50), ada.headers);
    const { schedule } = await data<{ schedule: { installments: Array<{ dueDate: string }> } }>(
      ctx.app,
      payOffInN,
      { requestMode: 0, loanNo: ada.loanNo, count: 3 },
      ada.headers,
    );
    expect(schedule.installments.map((one) => one.dueDate)).toEqual(['2026-03-27', '2026-04-10', '2026-04-24']);
  });
});

describe('changing the payroll date (105)', () => {
  it('moves the payments to Fridays at the same frequency; a last payday older than 31 days is refused', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 105, { lastPayday: '2026-02-06', dayOfWeekPaid: 6 }, 5), ada.headers)).toMatchObject({
      code: -10813,
      message: 'Your last payday must be a date within the last 31 days.',
    });
    expect(await everything(ctx)).toEqual(before);
    const saved = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 105, { lastPayday: '2026-03-13', dayOfWeekPaid: 6 }, 6), ada.headers);
    expect(saved.change.schedule!.installments.map((one) => one.dueDate)).toEqual([
      '2026-03-27',
      '2026-04-10',
      '2026-04-24',
      '2026-05-08',
      '2026-05-22',
      '2026-06-05',
    ]);
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(openDates(details)).toEqual(['2026-03-27', '2026-04-10', '2026-04-24', '2026-05-08', '2026-05-22', '2026-06-05']);
    expect(details.changes).toEqual([
      {
        changeType: 105,
        date: '2026-03-16',
        before: { lastPayday: '2026-03-09', dayOfWeekPaid: 2 },
        after: { lastPayday: '2026-03-13', dayOfWeekPaid: 6 },
        rescheduled: true,
      },
    ]);
  });
});

describe('the payday rules (108, 109)', () => {
  it('takes payments a business day after payday when pay is available the next business day; a rule that moves no date now is kept for later', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const available = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 109, { paydayOnAvailability: 1 }, 7), ada.headers);
    expect(available.change.schedule!.installments.map((one) => one.dueDate)).toEqual([
      '2026-03-24',
      '2026-04-07',
      '2026-04-21',
      '2026-05-05',
      '2026-05-19',
      '2026-06-02',
    ]);
    // No payday ahead falls on a weekend or holiday: the rule is recorded, the due dates stay.
    const holiday = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 108, { paydayOnHoliday: -1 }, 8), ada.headers);
    expect(holiday.change.schedule).toBeNull();
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(openDates(details)).toEqual(['2026-03-24', '2026-04-07', '2026-04-21', '2026-05-05', '2026-05-19', '2026-06-02']);
    expect(details.paySettings).toMatchObject({ paydayOnAvailability: 1, paydayOnHoliday: -1 });
    expect(details.changes!.map((one) => [one.changeType, one.rescheduled])).toEqual([
      [108, false],
      [109, true],
    ]);
    // Asking for what is set already changes nothing.
    const before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 108, { paydayOnHoliday: -1 }, 9), ada.headers)).toEqual({
      status: 200,
      code: -12315,
      message: 'This is how your loan is set up already. Please choose something different.',
      data: null,
    });
    expect(await everything(ctx)).toEqual(before);
  });
});

describe('changing how payments are made (107)', () => {
  it('takes payments from a debit card only with the card and the authorization, and by ACH again only with the ACH authorization', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    expect(options.changes).toEqual({ schedule: true, refusal: null, modes: [15004] });
    const { cardToken } = await data<{ cardToken: string }>(ctx.app, tokenizeCard, VISA, ada.headers);

    let before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 107, { mode: 15004 }, 9), ada.headers)).toEqual({
      status: 200,
      code: -12305,
      message: 'Please enter your debit card again to pay by card.',
      data: null,
    });
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 107, { mode: 15004, cardToken }, 9), ada.headers)).toEqual({
      status: 200,
      code: -12318,
      message: 'Please agree to automatic payments from your debit card to pay by card.',
      data: null,
    });
    expect(await everything(ctx)).toEqual(before);

    const card = await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 107, { mode: 15004, cardToken, authorizeCard: true }, 10), ada.headers);
    expect(card.change).toMatchObject({ before: { repaymentMode: 15000 }, after: { repaymentMode: 15004 }, schedule: null });
    const [autopay] = await ctx.app.database.orm.select().from(loanAutopay).where(eq(loanAutopay.loanId, ada.loanId));
    expect(autopay).toMatchObject({ state: 'active', stoppedAfterFailures: false, cardId: expect.any(String) });
    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    // Goldcrest's $2.50 card fee on top of the $148.50 installment: the loan was booked to be paid by ACH.
    expect(details).toMatchObject({
      repaymentMode: 15004,
      autopay: { state: 'active', consecutiveFailures: 0, card: { brand: 'Visa', last4: '4242', expiry: '12/30' } },
      nextWithdrawal: { date: '2026-03-23', amountCents: 14_850 + 250, mode: 15004, accountLast4: '4242', feeCents: 250, unusual: [] },
    });
    expect(JSON.stringify(details)).not.toContain(cardToken);
    expect(openDates(details)).toEqual(['2026-03-23', '2026-04-06', '2026-04-20', '2026-05-04', '2026-05-18', '2026-06-01']);

    before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 107, { mode: 15000 }, 11), ada.headers)).toEqual({
      status: 200,
      code: -12317,
      message: 'Please agree to automatic payments from your bank account to pay by ACH.',
      data: null,
    });
    expect(await everything(ctx)).toEqual(before);
    await data<Answer>(ctx.app, savePaymentOption, change(ada.loanNo, 107, { mode: 15000, authorizeAch: true }, 12), ada.headers);
    const again = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(again).toMatchObject({
      repaymentMode: 15000,
      autopay: { state: 'active' },
      nextWithdrawal: { date: '2026-03-23', amountCents: 14_850, mode: 15000 },
    });
    expect(again.autopay.card).toBeUndefined();
    expect(again.changes!.map((one) => [one.changeType, one.after])).toEqual([
      [107, { repaymentMode: 15000 }],
      [107, { repaymentMode: 15004 }],
    ]);
  });
});

describe('refusals', () => {
  it('refuses schedule changes while a payment is past due, and every change in collection, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // 25 March: the 23 March installment was never taken (no withdrawal ran in this test).
    ctx.clock.advance(9 * DAY);
    ada.headers = await signedInAgain(ctx, ada);
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    expect(options.changes).toEqual({
      schedule: false,
      refusal: 'Please pay what is past due first: then you can change your payment schedule here.',
      modes: [15004],
    });
    let before = await everything(ctx);
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 106, WEEKLY, 13), ada.headers)).toMatchObject({ code: -12313 });
    expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, 109, { paydayOnAvailability: 1 }), ada.headers)).toMatchObject({ code: -12313 });
    expect(await everything(ctx)).toEqual(before);

    await ctx.app.database.orm
      .update(loan)
      .set({ loanStatus: LOAN_STATUS.collecting, loanSubStatus: COLLECTING_SUBSTATUS.notified })
      .where(eq(loan.id, ada.loanId));
    before = await everything(ctx);
    for (const [changeType, fields] of [
      [106, WEEKLY],
      [107, { mode: 15004 }],
      [108, { paydayOnHoliday: -1 }],
    ] as const) {
      expect(await refusal(ctx.app, savePaymentOption, change(ada.loanNo, changeType, fields, 20 + changeType), ada.headers), `${changeType}`).toMatchObject({
        code: -12308,
      });
    }
    expect(await everything(ctx)).toEqual(before);
    const inCollection = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    expect(inCollection.changes).toMatchObject({ schedule: false, modes: [] });
  });

  it('refuses schedule changes on a loan that is not simply being repaid (suspended, 204) with -12314, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await ctx.app.database.orm.update(loan).set({ loanStatus: LOAN_STATUS.suspended, loanSubStatus: 204006 }).where(eq(loan.id, ada.loanId));
    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    expect(options.changes).toMatchObject({
      schedule: false,
      refusal: 'Your payment schedule cannot be changed online now. Please call us to change it.',
    });
    const before = await everything(ctx);
    for (const input of [change(ada.loanNo, 106, WEEKLY), change(ada.loanNo, 106, WEEKLY, 40), change(ada.loanNo, 109, { paydayOnAvailability: 1 }, 41)]) {
      expect(await refusal(ctx.app, savePaymentOption, input, ada.headers)).toEqual({
        status: 200,
        code: -12314,
        message: 'Your payment schedule cannot be changed online now. Please call us to change it.',
        data: null,
      });
    }
    expect(await everything(ctx)).toEqual(before);
  });

  it("refuses another customer's loan as an unknown one, previews and saves alike", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    const before = await everything(ctx);
    for (const input of [change(bob.loanNo, 106, WEEKLY), change(bob.loanNo, 106, WEEKLY, 30), change(bob.loanNo, 107, { mode: 15004 }, 31)]) {
      expect(await refusal(ctx.app, savePaymentOption, input, ada.headers)).toEqual({
        status: 200,
        code: -10811,
        message: 'We could not find this loan.',
        data: null,
      });
    }
    expect(await everything(ctx)).toEqual(before);
  });
});

describe('idempotency', () => {
  it('changes once for 20 identical saves at once, each answered the same; the key with another body is refused', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const input = change(ada.loanNo, 106, WEEKLY, 40);
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(ctx.app, savePaymentOption, input, ada.headers)));
    const bodies = replies.map((reply) => reply.json() as { code: number; data: unknown });
    expect(bodies.filter((body) => body.code !== 1)).toEqual([]);
    for (const body of bodies) expect(body.data).toEqual(bodies[0]!.data);
    expect(await changeRows(ctx, ada.loanId)).toHaveLength(1);
    expect(await refusal(ctx.app, savePaymentOption, { ...input, dayOfWeekPaid: 3, lastPayday: '2026-03-11' }, ada.headers)).toMatchObject({ code: -12310 });
    expect(await changeRows(ctx, ada.loanId)).toHaveLength(1);
  });
});
