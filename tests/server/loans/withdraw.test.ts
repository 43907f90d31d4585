// withdraw-loan: the signed-in owner's loan only, until funding starts, idempotent; it cancels the loan's
// pending jobs and keeps the signature.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawLoan } from '#src/api/contract/loan-life.ts';
import { getSignatureStatus } from '#src/api/contract/signing.ts';
import { loan, loanAgreement } from '#server/db/schema.ts';
import { ok, outbox } from '../support/accounts.ts';
import { confirmedBorrower, refused, sendAgreement, signInAgain } from '../signing/support.ts';
import { applicationOfLoan, decide, decisionsOf, GOLDCREST_CUT_OFF, homeOf, jobsOf, lifeApp, loanOf, ops, signedBorrower, TEST_NOW } from './support.ts';

describe('withdraw-loan', () => {
  it('withdraws a signed loan in auto validation: 103, the application withdrawn (30001), its job cancelled, the signature kept, a mail', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    expect(await ok(app, withdrawLoan, { loanNo: ada.loanNo.toLowerCase() }, ada.headers)).toEqual({ loanNo: ada.loanNo, loanStatus: 103 });

    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 103, loanSubStatus: null, tracker: null, signatureStatus: 1 });
    expect(await applicationOfLoan(app, ada.loanNo)).toMatchObject({ status: 'withdrawn', terminationReason: 30001 });
    expect(await decisionsOf(app, ada.loanNo)).toEqual([
      expect.objectContaining({
        action: 'withdraw',
        fromStatus: 102,
        fromSubStatus: 102005,
        toStatus: 103,
        operator: 'borrower',
        at: new Date(TEST_NOW),
        reason: null,
      }),
    ]);
    const [validation] = await jobsOf(app, ada.loanNo);
    expect(validation).toMatchObject({ kind: 'auto-validate', cancelledAt: new Date(TEST_NOW), doneAt: null });

    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 103 });
    const [agreement] = await app.database.orm.select().from(loanAgreement);
    expect(await ok(app, getSignatureStatus, { requestId: agreement!.id }, ada.headers)).toMatchObject({ signStatus: 1 });
    const mails = await outbox(app, ada.email);
    expect(mails[0]!.subject).toBe('You withdrew your Goldcrest Lending loan');
    expect(mails[0]!.text).toContain(`we withdrew your loan ${ada.loanNo} on Monday, March 16, 2026. No money will be sent and you owe nothing.`);
    expect(mails[0]!.text).toContain('The agreement you signed stays in your records; the loan shows as withdrawn.');
    // Nothing is left to show: the withdrawn application and loan do not count.
    expect(await homeOf(app, ada)).toEqual({ flag: 1, loan: undefined });
  });

  it('is idempotent: withdrawing a withdrawn loan answers it again, with one decision and one mail', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    expect(await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers)).toEqual({ loanNo: ada.loanNo, loanStatus: 103 });
    await app.jobs.runDue();
    expect(await decisionsOf(app, ada.loanNo)).toHaveLength(1);
    expect((await outbox(app, ada.email)).filter((mail) => mail.subject.startsWith('You withdrew'))).toHaveLength(1);
  });

  it("refuses another customer's loan exactly like an unknown one, changing nothing", async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    const bob = await confirmedBorrower(app, 'bob@example.com', 110);
    const before = await loanOf(app, ada.loanNo);
    const theirs = await refused(app, withdrawLoan, { loanNo: ada.loanNo }, bob.headers);
    const unknown = await refused(app, withdrawLoan, { loanNo: 'GC-00000000' }, bob.headers);
    expect(theirs).toEqual(unknown);
    expect(theirs).toEqual({ code: -10811, message: 'We could not find this loan.', data: null });
    expect(await loanOf(app, ada.loanNo)).toEqual(before);
    expect(await decisionsOf(app, ada.loanNo)).toEqual([]);
  });

  it('asks for a session (-82030001) and a loan number (-10400)', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    expect((await refused(app, withdrawLoan, { loanNo: ada.loanNo })).code).toBe(-82030001);
    const reply = await app.inject({ method: 'POST', url: withdrawLoan.path, payload: {}, headers: ada.headers });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe(-10400);
  });

  it('withdraws an approved loan before its funding time, cancelling the funding', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 104 });
    await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    const funding = (await jobsOf(app, ada.loanNo)).find((job) => job.kind === 'start-funding')!;
    expect(funding.cancelledAt).toEqual(new Date(TEST_NOW));
    expect((await decisionsOf(app, ada.loanNo)).map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['approve', 102, 104],
      ['withdraw', 104, 103],
    ]);
  });

  it('withdraws an unsigned loan too, cancelling the agreement waiting for a signature', async () => {
    const { app } = await lifeApp();
    const ada = await confirmedBorrower(app);
    await sendAgreement(app, ada);
    await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 103, signatureStatus: 0 });
    expect((await app.database.orm.select().from(loanAgreement))[0]).toMatchObject({ signStatus: 3 });
  });

  it('refuses once funding started (-12201, a failed funding too), once funded (-12202), and a declined loan (-12203)', async () => {
    const life = await lifeApp();
    const { app, clock } = life;
    const run = ops(life);
    const ada = await signedBorrower(app);
    const bob = await signedBorrower(app, 'bob@example.com');
    await run(decide('decline', bob.loanNo, { reason: 'Income could not be confirmed.' }));
    expect(await refused(app, withdrawLoan, { loanNo: bob.loanNo }, bob.headers)).toEqual({
      code: -12203,
      message: 'This loan is closed, so there is nothing to withdraw. Your home page shows where you are.',
      data: null,
    });
    expect((await app.database.orm.select().from(loan).where(eq(loan.loanNo, bob.loanNo)))[0]).toMatchObject({ loanStatus: 206 });

    await app.jobs.runDue();
    clock.advance(GOLDCREST_CUT_OFF - TEST_NOW);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 201 });
    const { headers } = await signInAgain(app, ada);
    const started = await refused(app, withdrawLoan, { loanNo: ada.loanNo }, headers);
    expect(started).toEqual({
      code: -12201,
      message: 'Your loan is already being sent to your bank, so it can no longer be withdrawn. Please call us.',
      data: null,
    });
    await run(decide('fail-funding', ada.loanNo, { reason: 'R03 no account' }));
    expect((await refused(app, withdrawLoan, { loanNo: ada.loanNo }, headers)).code).toBe(-12201);
    await run(decide('fund', ada.loanNo));
    expect((await refused(app, withdrawLoan, { loanNo: ada.loanNo }, headers)).code).toBe(-12202);
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 202 });
  });
});
