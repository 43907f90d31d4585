// A signed loan's life through the jobs: auto validation to approval or a queue, funding at the cut-off, and
// (in development) funding completing by itself; the home page's flag and tracker follow each step.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import { seal } from '#server/application/sealed.ts';
import { application, bankAccount, ibvRequest, loan } from '#server/db/schema.ts';
import { call, ok } from '../support/accounts.ts';
import { confirmedBorrower, sendAgreement, signing, signingLinkOf } from '../signing/support.ts';
import { applicationOfLoan, decisionsOf, GOLDCREST_CUT_OFF, homeOf, HOUR, jobsOf, lifeApp, loanOf, MINUTE, signedBorrower, TEST_NOW } from './support.ts';

describe('after signing', () => {
  it('approves a clean loan at once, starts funding at the cut-off and completes it after the development delay; the tracker follows', async () => {
    const life = await lifeApp({ fundingCompletesAfterMs: MINUTE });
    const { app, clock } = life;
    const ada = await signedBorrower(app);
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: 102005, tracker: 1 });
    expect((await jobsOf(app, ada.loanNo)).map((job) => [job.kind, job.runAt.getTime()])).toEqual([['auto-validate', TEST_NOW]]);
    expect(await homeOf(app, ada)).toMatchObject({ flag: 4, loan: { tracker: 1 } });

    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 104, loanSubStatus: null, tracker: 3, disbursementDate: '2026-03-16' });
    expect(await applicationOfLoan(app, ada.loanNo)).toMatchObject({ terminationReason: 30002, originationStatus: null });
    expect(await homeOf(app, ada)).toMatchObject({ flag: 4, loan: { loanStatus: 104, tracker: 3 } });
    const startFunding = (await jobsOf(app, ada.loanNo)).find((job) => job.kind === 'start-funding')!;
    expect(startFunding.runAt.toISOString()).toBe('2026-03-16T17:00:00.000Z');

    // Not yet: 12:59:59 in New York.
    clock.advance(GOLDCREST_CUT_OFF - TEST_NOW - 1_000);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 104 });
    clock.advance(1_000);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 4 });
    expect(await homeOf(app, ada)).toMatchObject({ flag: 4, loan: { loanStatus: 201, tracker: 4 } });

    clock.advance(MINUTE);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 202, tracker: 5 });
    expect((await homeOf(app, ada)).flag).toBe(5);

    expect((await decisionsOf(app, ada.loanNo)).map((row) => [row.action, row.fromStatus, row.toStatus, row.operator, row.at.getTime()])).toEqual([
      ['approve', 102, 104, 'system:auto-validation', TEST_NOW],
      ['start-funding', 104, 201, 'system:funding', GOLDCREST_CUT_OFF],
      ['fund', 201, 202, 'system:funding', GOLDCREST_CUT_OFF + MINUTE],
    ]);
    // The loan's life jobs; repayment's (decision 0730) plan the withdrawals ahead.
    expect((await jobsOf(app, ada.loanNo)).filter((job) => !job.kind.startsWith('repayment-')).every((job) => job.doneAt !== null && job.attempts === 1)).toBe(
      true,
    );
  });

  it('leaves funding in progress without the development delay: an operator completes it', async () => {
    const { app, clock } = await lifeApp();
    const ada = await signedBorrower(app);
    await app.jobs.runDue();
    clock.advance(GOLDCREST_CUT_OFF - TEST_NOW + HOUR);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 4 });
    expect((await jobsOf(app, ada.loanNo)).map((job) => job.kind)).not.toContain('complete-funding');
  });

  it('signed after the cut-off, the loan is re-dated first (-12105, decision 0700 point 13); signed again, it funds on the next business day', async () => {
    const { app, clock } = await lifeApp();
    const ada = await confirmedBorrower(app);
    await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    clock.advance(GOLDCREST_CUT_OFF - TEST_NOW + 30 * MINUTE);
    expect((await call(app, signLoanAgreement, signing({ resource }))).json()).toMatchObject({ code: -12105 });
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 102, signatureStatus: 0, disbursementDate: '2026-03-17' });
    await ok(app, signLoanAgreement, signing({ resource }));
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 104, disbursementDate: '2026-03-17' });
    const startFunding = (await jobsOf(app, ada.loanNo)).find((job) => job.kind === 'start-funding')!;
    expect(startFunding.runAt.toISOString()).toBe('2026-03-17T17:00:00.000Z');
  });

  it('counts the funding date from the signature even when auto validation runs later (a server that was down)', async () => {
    const { app, clock } = await lifeApp();
    const ada = await signedBorrower(app);
    clock.advance(5 * HOUR);
    await app.jobs.runDue();
    // Signed before the cut-off: funding was due today at 13:00, so it starts in the same run, late but today.
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 4, disbursementDate: '2026-03-16' });
    expect((await decisionsOf(app, ada.loanNo)).map((row) => [row.action, row.at.getTime()])).toEqual([
      ['approve', TEST_NOW + 5 * HOUR],
      ['start-funding', TEST_NOW + 5 * HOUR],
    ]);
  });
});

describe('auto validation routes from what the application holds', () => {
  const cases: Array<
    [
      string,
      (app: Awaited<ReturnType<typeof lifeApp>>['app'], loanNo: string) => Promise<void>,
      { subStatus: number; tracker: number; origination: number | null },
    ]
  > = [
    [
      'an account the verification did not find: agent review (102002, origination 20002)',
      async (app, loanNo) => {
        const row = await loanOf(app, loanNo);
        await app.database.orm.update(bankAccount).set({ verified: false }).where(eq(bankAccount.id, row.bankAccountId!));
      },
      { subStatus: 102002, tracker: 2, origination: 20002 },
    ],
    [
      'the same, the borrower asked not to be called: non-voice agent review (102006, 20002)',
      async (app, loanNo) => {
        const row = await loanOf(app, loanNo);
        await app.database.orm.update(bankAccount).set({ verified: false }).where(eq(bankAccount.id, row.bankAccountId!));
        await changePersonal(app, loanNo, { optInFlags: 2 + 8 });
      },
      { subStatus: 102006, tracker: 2, origination: 20002 },
    ],
    [
      'military status unknown: underwriter review (102003, 20003)',
      (app, loanNo) => changePersonal(app, loanNo, { military: 0 }),
      { subStatus: 102003, tracker: 2, origination: 20003 },
    ],
    [
      'no credit report (sandbox SSN 111-22-0003): underwriter review',
      async (app, loanNo) => {
        await app.database.orm
          .update(application)
          .set({ ssnSealed: seal('111220003') })
          .where(eq(application.id, (await loanOf(app, loanNo)).applicationId!));
      },
      { subStatus: 102003, tracker: 2, origination: 20003 },
    ],
    [
      'a verification older than 30 days: customer review (102001, 20001)',
      async (app, loanNo) => {
        const { ibvRequestId } = await applicationOfLoan(app, loanNo);
        await app.database.orm
          .update(ibvRequest)
          .set({ completedAt: new Date(TEST_NOW - 31 * 24 * HOUR) })
          .where(eq(ibvRequest.id, ibvRequestId!));
      },
      { subStatus: 102001, tracker: 2, origination: 20001 },
    ],
    [
      '$1,500.00 or more: tribe review (102004, 20004)',
      async (app, loanNo) => {
        await app.database.orm.update(loan).set({ principalCents: 1_500_00, balanceCents: 1_500_00 }).where(eq(loan.loanNo, loanNo));
      },
      { subStatus: 102004, tracker: 2, origination: 20004 },
    ],
    [
      'a black-listed SSN (sandbox 111-22-0001): blocked (102008), tracker 6 exception',
      async (app, loanNo) => {
        await app.database.orm
          .update(application)
          .set({ ssnSealed: seal('111220001') })
          .where(eq(application.id, (await loanOf(app, loanNo)).applicationId!));
      },
      { subStatus: 102008, tracker: 6, origination: null },
    ],
  ];

  it.each(cases)('%s', async (_, arrange, expected) => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    await arrange(app, ada.loanNo);
    await app.jobs.runDue();
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: expected.subStatus, tracker: expected.tracker });
    expect(await applicationOfLoan(app, ada.loanNo)).toMatchObject({ originationStatus: expected.origination, terminationReason: null });
    const [decision] = await decisionsOf(app, ada.loanNo);
    expect(decision).toMatchObject({ fromSubStatus: 102005, toSubStatus: expected.subStatus, operator: 'system:auto-validation', reason: expect.any(String) });
    expect(await homeOf(app, ada)).toMatchObject({ flag: 4, loan: { loanStatus: 102, loanSubStatus: expected.subStatus, tracker: expected.tracker } });
    // Nothing more is planned for it: an operator decides.
    expect((await jobsOf(app, ada.loanNo)).filter((job) => job.doneAt === null)).toEqual([]);
  });
});

async function changePersonal(app: Awaited<ReturnType<typeof lifeApp>>['app'], loanNo: string, changes: Record<string, unknown>) {
  const row = await applicationOfLoan(app, loanNo);
  await app.database.orm
    .update(application)
    .set({ personal: { ...row.personal, ...changes } })
    .where(eq(application.id, row.id));
}
