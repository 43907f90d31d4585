// A loan with collections (status 205): get-payment-option offers only pay off and pay down, check-loan-collection-status
// says so with what is allowed, pay a fixed amount, pay off in N and revoking automatic withdrawals are refused
// (-12308) writing nothing, and a pay down or a pay off still goes through. No flow of ours puts a loan in
// collection yet: the test writes the status as the servicing system would.
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, payFixedAmount, payOff, payOffInN, type LoanDetails, type RepaymentOptions } from '#src/api/contract/repayment.ts';
import { checkCollectionStatus } from '#src/api/contract/application.ts';
import { COLLECTING_SUBSTATUS, LOAN_STATUS } from '#src/domain/codes/loan.ts';
import { loan, loanAutopay, loanDecision, loanInstallment, loanScheduleChange } from '#server/db/schema.ts';
import { data, expectNothingWritten, installmentsOf, key, ledgerCounts, loanRow, ops, paymentsOf, refusal, repaymentApp, repayingBorrower } from './support.ts';

const IN_COLLECTION = {
  status: 200,
  code: -12308,
  message: 'Your loan is with our collections team: online you can pay it off or make a payment. Please call us for anything else.',
  data: null,
};

async function putInCollection(app: FastifyInstance, loanNo: string): Promise<void> {
  await app.database.orm.update(loan).set({ loanStatus: LOAN_STATUS.collecting, loanSubStatus: COLLECTING_SUBSTATUS.notified }).where(eq(loan.loanNo, loanNo));
}

/** Everything a refused change could have written besides the ledger counts: schedule, changes, autopay, decisions. */
async function scheduleState(app: FastifyInstance, loanId: string) {
  const orm = app.database.orm;
  const [changes] = await orm.select({ n: count() }).from(loanScheduleChange);
  const [decisions] = await orm.select({ n: count() }).from(loanDecision);
  return {
    installments: await orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, loanId)).orderBy(asc(loanInstallment.number)),
    changes: changes!.n,
    decisions: decisions!.n,
    autopay: await orm.select().from(loanAutopay).where(eq(loanAutopay.loanId, loanId)),
  };
}

describe('a loan in collection (205)', () => {
  it('is offered only pay off and pay down, and check-loan-collection-status says so', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await putInCollection(ctx.app, ada.loanNo);

    const options = await data<RepaymentOptions>(ctx.app, getPaymentOption, { purpose: 'repayment', loanNo: ada.loanNo }, ada.headers);
    // The same payoff as before collection: 74,250 principal and 7 days of interest (1,619).
    expect(options).toEqual({
      purpose: 'repayment',
      loanNo: ada.loanNo,
      paymentDates: expect.arrayContaining(['2026-03-16']),
      payOff: { payoffTodayCents: 75_869 },
      payOffInN: null,
      payFixedAmount: null,
      payDown: { minCents: 1_000, maxCents: 75_869, byDate: expect.arrayContaining([{ date: '2026-03-16', minCents: 1_000, maxCents: 75_869 }]) },
      revokeFutureAch: false,
      reauthorizeAch: false,
      methods: [15000, 15004],
      inCollection: true,
      // No change of the schedule or of the payment mode in collection (decision 0741).
      changes: { schedule: false, refusal: IN_COLLECTION.message, modes: [] },
    });

    expect(await data(ctx.app, checkCollectionStatus, { loanNo: ada.loanNo }, ada.headers)).toEqual({
      inCollection: true,
      collectionLoanNo: ada.loanNo,
      collectionPortfolioId: 110,
      allowed: ['payOff', 'payDown'],
    });
    // The loan number is read in any case, as everywhere else.
    expect(await data(ctx.app, checkCollectionStatus, { loanNo: ada.loanNo.toLowerCase() }, ada.headers)).toMatchObject({
      inCollection: true,
      collectionLoanNo: ada.loanNo,
    });

    const details = await data<LoanDetails>(ctx.app, getLoanDetails, { loanNo: ada.loanNo }, ada.headers);
    expect(details).toMatchObject({ loanStatus: 205, loanSubStatus: 205002, inCollection: true, balanceCents: 74_250, payoffTodayCents: 75_869 });
    // The installments still to pay are with collections (flag 8, spec section 3); those paid are not.
    expect(details.installments.map((one) => [one.number, one.state, one.flags])).toEqual([
      [1, 'paid', 0],
      [2, 'paid', 0],
      [3, 'due', 8],
      [4, 'upcoming', 8],
      [5, 'upcoming', 8],
      [6, 'upcoming', 8],
      [7, 'upcoming', 8],
      [8, 'upcoming', 8],
    ]);
  });

  it('refuses a fixed amount, pay off in N and revoking automatic withdrawals with -12308, previewed or saved, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await putInCollection(ctx.app, ada.loanNo);
    const before = await ledgerCounts(ctx.app);
    const schedule = await scheduleState(ctx.app, ada.loanId);
    const payments = await paymentsOf(ctx.app, ada.loanId);

    const fixed = { loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 5_000 };
    expect(await refusal(ctx.app, payFixedAmount, { requestMode: 0, ...fixed }, ada.headers)).toEqual(IN_COLLECTION);
    expect(await refusal(ctx.app, payFixedAmount, { requestMode: 1, ...fixed, idempotencyKey: key(1) }, ada.headers)).toEqual(IN_COLLECTION);
    expect(await refusal(ctx.app, payOffInN, { requestMode: 0, loanNo: ada.loanNo, count: 3 }, ada.headers)).toEqual(IN_COLLECTION);
    expect(await refusal(ctx.app, payOffInN, { requestMode: 1, loanNo: ada.loanNo, count: 3, idempotencyKey: key(2) }, ada.headers)).toEqual(IN_COLLECTION);
    expect(
      await refusal(
        ctx.app,
        savePaymentOption,
        { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: ada.loanNo, authorize: false, idempotencyKey: key(3) },
        ada.headers,
      ),
    ).toEqual(IN_COLLECTION);

    await expectNothingWritten(ctx.app, before);
    expect(await scheduleState(ctx.app, ada.loanId)).toEqual(schedule);
    expect(await paymentsOf(ctx.app, ada.loanId)).toEqual(payments);
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 205, loanSubStatus: 205002, balanceCents: 74_250 });

    // A refusal is not kept with its key: the borrower can use it for what collection allows.
    const paid = await data<{ saved: { changeType: number; status: number } }>(
      ctx.app,
      savePaymentOption,
      {
        purpose: 'repayment',
        changeType: 103,
        requestMode: 1,
        loanNo: ada.loanNo,
        paymentDate: '2026-03-16',
        mode: 15000,
        amountCents: 5_000,
        idempotencyKey: key(1),
      },
      ada.headers,
    );
    expect(paid.saved).toMatchObject({ changeType: 103, status: 1 });
  });

  it('takes a pay down, the loan staying with collections, and a pay off, which closes it (206 / 206002)', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await putInCollection(ctx.app, ada.loanNo);

    // Pay down $148.50: all of installment 3, its interest first; the loan is still in collection.
    const down = await data<{ quote: { amountCents: number; interestCents: number; principalCents: number }; saved: Record<string, unknown> }>(
      ctx.app,
      savePaymentOption,
      {
        purpose: 'repayment',
        changeType: 103,
        requestMode: 1,
        loanNo: ada.loanNo,
        paymentDate: '2026-03-16',
        mode: 15000,
        amountCents: 14_850,
        idempotencyKey: key(4),
      },
      ada.headers,
    );
    expect(down.quote).toMatchObject({ amountCents: 14_850, interestCents: 1_619, principalCents: 14_850 - 1_619 });
    expect(down.saved).toMatchObject({ changeType: 103, status: 1, loanStatus: 205, balanceCents: 74_250 - (14_850 - 1_619) });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 205, loanSubStatus: 205002, nextPaymentDate: '2026-04-06' });
    expect((await installmentsOf(ctx.app, ada.loanId)).find((one) => one.number === 3)).toMatchObject({ paidCents: 14_850 });

    // Pay off the rest by ACH the same day: nothing more accrued since the pay down.
    const balance = 74_250 - (14_850 - 1_619);
    const quote = await data<{ quote: { amountCents: number } }>(
      ctx.app,
      payOff,
      { requestMode: 0, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000 },
      ada.headers,
    );
    expect(quote.quote.amountCents).toBe(balance);
    const off = await data<{ saved: Record<string, unknown> }>(
      ctx.app,
      payOff,
      { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, idempotencyKey: key(5) },
      ada.headers,
    );
    expect(off.saved).toMatchObject({ changeType: 101, status: 1, loanStatus: 206, balanceCents: 0 });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 206, loanSubStatus: 206002, balanceCents: 0, nextPaymentDate: null });
    expect((await paymentsOf(ctx.app, ada.loanId)).slice(-2).map((one) => [one.changeType, one.amountCents, one.status])).toEqual([
      [103, 14_850, 1],
      [101, balance, 1],
    ]);
    // Paid off, it is no longer with collections.
    expect(await refusal(ctx.app, checkCollectionStatus, { loanNo: ada.loanNo }, ada.headers)).toMatchObject({ code: -12301 });

    // The bank returns the payoff (R01): the loan is owed again, and with collections as it was (205 / 205002), not 202.
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R01' });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 205, loanSubStatus: 205002, balanceCents: balance });
    expect(await data(ctx.app, checkCollectionStatus, { loanNo: ada.loanNo }, ada.headers)).toMatchObject({ inCollection: true });
    const decisions = await ctx.app.database.orm.select().from(loanDecision).where(eq(loanDecision.loanId, ada.loanId));
    expect(
      decisions.filter((one) => one.operator === 'system:ledger').map((one) => [one.action, one.fromStatus, one.fromSubStatus, one.toStatus, one.toSubStatus]),
    ).toEqual([
      ['paid-off', 205, 205002, 206, 206002],
      ['reopened', 206, 206002, 205, 205002],
    ]);
  });

  it('opens a returned payoff of a loan that was not with collections again as 202', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    await data(ctx.app, payOff, { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, idempotencyKey: key(6) }, ada.headers);
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 206, loanSubStatus: 206002 });
    await ops(ctx)({ command: 'return', loanNo: ada.loanNo, reason: 'R02' });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ loanStatus: 202, loanSubStatus: null });
  });
});
