// The operator commands (server/loans/operations.ts) as `npm run ops` runs them: each decision from the statuses
// that allow it, with who and when recorded; refusals that say what is allowed; list and show; and the
// loopback-only /dev/ops route the command line uses while the server holds the embedded database.
import { describe, expect, it } from 'vitest';
import { OpsError, type OpsResult } from '#server/loans/operations.ts';
import { applicationOfLoan, decide, decisionsOf, homeOf, jobsOf, lifeApp, loanOf, MINUTE, ops, signedBorrower, TEST_NOW } from './support.ts';
import { confirmedBorrower } from '../signing/support.ts';

const AT = new Date(TEST_NOW).toISOString();

/** A loan sent to underwriter review by auto validation (military status unknown), as the Goldcrest demo's is. */
async function inReview(life: Awaited<ReturnType<typeof lifeApp>>, email = 'ada@example.com') {
  const who = await signedBorrower(life.app, email);
  await ops(life)(decide('review', who.loanNo, { queue: 'underwriter' }));
  return who;
}

describe('decisions', () => {
  it('approve: a loan in review -> 104, tracker 3, the funding planned, recorded with the operator and the time', async () => {
    const life = await lifeApp();
    const ada = await inReview(life);
    const answer = await ops(life)(decide('approve', ada.loanNo, { reason: 'MLA database: not covered.' }));
    expect(answer).toEqual({
      kind: 'decided',
      action: 'approve',
      from: '102 Originating / 102003 Underwriter review',
      loan: expect.objectContaining({ loanNo: ada.loanNo, status: '104 Approved', subStatus: null, tracker: '3 Application approved', signed: true }),
      operator: 'ops:alice',
      at: AT,
    });
    expect((await decisionsOf(life.app, ada.loanNo)).at(-1)).toMatchObject({
      action: 'approve',
      fromStatus: 102,
      fromSubStatus: 102003,
      toStatus: 104,
      toSubStatus: null,
      operator: 'ops:alice',
      reason: 'MLA database: not covered.',
      at: new Date(TEST_NOW),
    });
    expect(await applicationOfLoan(life.app, ada.loanNo)).toMatchObject({ terminationReason: 30002, originationStatus: 20003 });
    expect((await jobsOf(life.app, ada.loanNo)).map((job) => `${job.kind}${job.payload.mail ? `:${job.payload.mail}` : ''}`)).toEqual([
      'auto-validate',
      'start-funding',
      'send-mail:approved',
    ]);
    expect(await homeOf(life.app, ada)).toMatchObject({ flag: 4, loan: { tracker: 3 } });
  });

  it.each(['customer', 'agent', 'underwriter', 'tribe', 'non-voice'] as const)('review --queue %s', async (queue) => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    const answer = await ops(life)(decide('review', ada.loanNo, { queue }));
    const subStatus = { customer: 102001, agent: 102002, underwriter: 102003, tribe: 102004, 'non-voice': 102006 }[queue];
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: subStatus, tracker: 2 });
    expect(answer).toMatchObject({ loan: { tracker: '2 Pre-underwriter review' } });
    // The auto validation planned at signing is moot now.
    expect((await jobsOf(life.app, ada.loanNo))[0]).toMatchObject({ kind: 'auto-validate', cancelledAt: new Date(TEST_NOW) });
  });

  it('review: an approved loan goes back to a queue and its funding is cancelled', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    await ops(life)(decide('review', ada.loanNo, { queue: 'agent', reason: 'Caller asked to change the account.' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: 102002 });
    expect(await applicationOfLoan(life.app, ada.loanNo)).toMatchObject({ terminationReason: null, originationStatus: 20002 });
    expect((await jobsOf(life.app, ada.loanNo)).find((job) => job.kind === 'start-funding')).toMatchObject({ cancelledAt: new Date(TEST_NOW) });
  });

  it('block: -> 102008, tracker 6, with its reason; approve then unblocks it', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await ops(life)(decide('block', ada.loanNo, { reason: 'Identity theft report' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 102, loanSubStatus: 102008, tracker: 6 });
    expect(await homeOf(life.app, ada)).toMatchObject({ flag: 4, loan: { tracker: 6 } });
    await ops(life)(decide('approve', ada.loanNo, { reason: 'Report withdrawn' }));
    expect((await decisionsOf(life.app, ada.loanNo)).map((row) => [row.action, row.toSubStatus, row.reason])).toEqual([
      ['block', 102008, 'Identity theft report'],
      ['approve', null, 'Report withdrawn'],
    ]);
  });

  it('decline: -> 206 / 206003, the application refused (result 3, denial message), the home page back to flag 1', async () => {
    const life = await lifeApp();
    const ada = await inReview(life);
    await ops(life)(decide('decline', ada.loanNo, { reason: 'Income could not be confirmed.' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 206, loanSubStatus: 206003, tracker: null });
    const refused = await applicationOfLoan(life.app, ada.loanNo);
    expect(refused).toMatchObject({ status: 'unavailable', loanAmountResult: 3, qualifiedAmountCents: 0 });
    expect(refused.qualification).toMatchObject({ message: expect.stringContaining('We are unable to offer you a loan') });
    expect(await homeOf(life.app, ada)).toEqual({ flag: 1, loan: undefined });
  });

  it('start-funding, fail-funding, fund: 104 -> 201 (4) -> 201 (6) -> 202 (5), each recorded', async () => {
    const life = await lifeApp({ fundingCompletesAfterMs: MINUTE });
    const run = ops(life, { fundingCompletesAfterMs: MINUTE });
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    await run(decide('start-funding', ada.loanNo));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 4 });
    expect((await jobsOf(life.app, ada.loanNo)).find((job) => job.kind === 'start-funding')).toMatchObject({ cancelledAt: new Date(TEST_NOW) });
    await run(decide('fail-funding', ada.loanNo, { reason: 'R03: no account / unable to locate' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 6 });
    expect(await homeOf(life.app, ada)).toMatchObject({ flag: 4, loan: { tracker: 6 } });
    // The development completion planned at start is cancelled by the failure: only the operator funds it now.
    life.clock.advance(2 * MINUTE);
    await life.app.jobs.runDue();
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 201, tracker: 6 });
    await run(decide('fund', ada.loanNo, { reason: 'Sent again to the corrected account' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 202, tracker: 5 });
    expect((await decisionsOf(life.app, ada.loanNo)).map((row) => [row.action, row.fromStatus, row.toStatus, row.operator])).toEqual([
      ['approve', 102, 104, 'system:auto-validation'],
      ['start-funding', 104, 201, 'ops:alice'],
      ['fail-funding', 201, 201, 'ops:alice'],
      ['fund', 201, 202, 'ops:alice'],
    ]);
  });

  it('fund straight from approved: the money arrived, 104 -> 202', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await life.app.jobs.runDue();
    await ops(life)(decide('fund', ada.loanNo));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 202, tracker: 5 });
    expect((await homeOf(life.app, ada)).flag).toBe(5);
  });

  it('withdraw for the borrower on the phone: 103, recorded as the operator', async () => {
    const life = await lifeApp();
    const ada = await inReview(life);
    await ops(life)(decide('withdraw', ada.loanNo, { reason: 'Called: found cheaper credit' }));
    expect(await loanOf(life.app, ada.loanNo)).toMatchObject({ loanStatus: 103 });
    expect((await decisionsOf(life.app, ada.loanNo)).at(-1)).toMatchObject({
      action: 'withdraw',
      operator: 'ops:alice',
      reason: 'Called: found cheaper credit',
    });
  });
});

describe('refusals', () => {
  const refusal = async (promise: Promise<OpsResult>) => {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(OpsError);
    return (error as OpsError).message;
  };

  it('says why a decision is not allowed from the status, and what is, writing nothing', async () => {
    const life = await lifeApp();
    const ada = await inReview(life);
    const before = await loanOf(life.app, ada.loanNo);
    expect(await refusal(ops(life)(decide('fund', ada.loanNo)))).toBe(
      `Cannot fund ${ada.loanNo}: it is 102 Originating / 102003 Underwriter review, in a review queue (102001-102004, 102006). ` +
        'fund is allowed only when the loan is approved (104), funding (201), funding failed (201, exception). Allowed now: approve, decline, review, block, withdraw.',
    );
    expect(await refusal(ops(life)(decide('fail-funding', ada.loanNo, { reason: 'x' })))).toContain('Cannot fail-funding');
    expect(await loanOf(life.app, ada.loanNo)).toEqual(before);
    expect(await decisionsOf(life.app, ada.loanNo)).toHaveLength(1);
  });

  it('says nothing is allowed once a loan is past its origination', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await ops(life)(decide('withdraw', ada.loanNo));
    expect(await refusal(ops(life)(decide('approve', ada.loanNo)))).toMatch(/it is 103 Withdrawn, withdrawn \(103\)\. .* No decision is allowed now\.$/);
  });

  it('refuses an unsigned loan anything but a decline or a withdrawal', async () => {
    const life = await lifeApp();
    const ada = await confirmedBorrower(life.app);
    expect(await refusal(ops(life)(decide('approve', ada.loanNo)))).toContain('Allowed now: decline, withdraw.');
  });

  it('names an unknown loan, and asks for a reason and a queue where one is needed', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    expect(await refusal(ops(life)(decide('approve', 'GC-00000000')))).toBe('There is no loan GC-00000000. `npm run ops -- list` shows the loans.');
    expect(await refusal(ops(life)({ command: 'show', loanNo: 'GC-00000000' }))).toContain('There is no loan GC-00000000.');
    expect(await refusal(ops(life)(decide('decline', ada.loanNo)))).toBe('decline needs --reason: say why, it is kept with the decision.');
    expect(await refusal(ops(life)(decide('block', ada.loanNo)))).toContain('block needs --reason');
    expect(await refusal(ops(life)(decide('review', ada.loanNo)))).toBe('review needs --queue, one of: customer, agent, underwriter, tribe, non-voice.');
    expect(await decisionsOf(life.app, ada.loanNo)).toEqual([]);
  });
});

describe('list and show', () => {
  it('lists loans, the last changed first, optionally of one status', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    life.clock.advance(MINUTE);
    const bob = await inReview(life, 'bob@example.com');
    const all = await ops(life)({ command: 'list' });
    const ours = all.kind === 'list' ? all.loans.map((row) => row.loanNo).filter((loanNo) => [ada.loanNo, bob.loanNo].includes(loanNo)) : [];
    expect(ours).toEqual([bob.loanNo, ada.loanNo]);
    const review = await ops(life)({ command: 'list', status: 102 });
    expect(review.kind === 'list' && review.loans.filter((row) => row.loanNo === bob.loanNo)).toEqual([
      expect.objectContaining({
        status: '102 Originating',
        subStatus: '102003 Underwriter review',
        tracker: '2 Pre-underwriter review',
        amountCents: 1_000_00,
      }),
    ]);
    const approved = await ops(life)({ command: 'list', status: 104 });
    expect(approved).toEqual({ kind: 'list', loans: [] });
  });

  it('shows a loan with its application, decisions, jobs and what is allowed now', async () => {
    const life = await lifeApp();
    const ada = await inReview(life);
    const shown = await ops(life)({ command: 'show', loanNo: ada.loanNo.toLowerCase() });
    expect(shown).toMatchObject({
      kind: 'show',
      loan: {
        loanNo: ada.loanNo,
        stage: 'in-review',
        allowed: ['approve', 'decline', 'review', 'block', 'withdraw'],
        customerEmail: 'ada@example.com',
        originationStatus: 20003,
        decisions: [
          {
            action: 'review',
            from: '102 Originating / 102005 Auto validation',
            to: '102 Originating / 102003 Underwriter review',
            operator: 'ops:alice',
            at: AT,
          },
        ],
        jobs: [{ kind: 'auto-validate', state: 'cancelled', attempts: 0 }],
      },
    });
  });
});

describe('/dev/ops (what the command line calls while the server holds the embedded database)', () => {
  const post = (life: Awaited<ReturnType<typeof lifeApp>>, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    life.app.inject({
      method: 'POST',
      url: '/dev/ops',
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress,
    });

  it('runs a command from this machine and answers the same result', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    const reply = await post(life, decide('review', ada.loanNo, { queue: 'tribe' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toMatchObject({ ok: true, result: { kind: 'decided', action: 'review', loan: { subStatus: '102004 Tribe review' } } });
  });

  it('answers refusals and bad commands as { ok: false, error }', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    expect((await post(life, decide('fund', ada.loanNo))).json()).toEqual({ ok: false, error: expect.stringContaining(`Cannot fund ${ada.loanNo}`) });
    expect((await post(life, { command: 'decide', action: 'explode', loanNo: ada.loanNo, operator: 'alice' })).json()).toEqual({
      ok: false,
      error: expect.stringContaining('Not a valid command: action'),
    });
    expect((await post(life, { command: 'decide', action: 'approve', loanNo: ada.loanNo, operator: 'rm -rf /' })).json()).toMatchObject({ ok: false });
  });

  it('does not exist for another machine, a relayed request, or a browser page (Origin)', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    const command = decide('approve', ada.loanNo);
    expect((await post(life, command, {}, '203.0.113.9')).statusCode).toBe(404);
    expect((await post(life, command, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await post(life, command, { origin: 'https://evil.example' })).statusCode).toBe(404);
    expect((await post(life, command, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(404);
    expect(await decisionsOf(life.app, ada.loanNo)).toEqual([]);
  });

  it('is absent in production', async () => {
    const life = await lifeApp({ production: true });
    expect((await post(life, { command: 'list' })).statusCode).toBe(404);
  });
});
