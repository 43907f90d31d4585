// The home page's tracker pushed on the realtime channel (decision 0720 point 11): watch-loan registers the
// tab with the signed loan, and every decision and job that moves the loan announces its status and tracker
// to that tab, at the commit of the change.
import { describe, expect, it } from 'vitest';
import { watchLoan } from '#src/api/contract/loan-life.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { agreementWaitingSession } from '#server/db/schema.ts';
import { ok } from '../support/accounts.ts';
import { connect, confirmedBorrower, OTHER_SESSION, refused, SESSION, signInAgain } from '../signing/support.ts';
import { decide, GOLDCREST_CUT_OFF, lifeApp, loanOf, ops, signedBorrower, TEST_NOW } from './support.ts';

describe('watch-loan and the loan-status message', () => {
  it('a watching tab hears each move of its loan: auto validation, approval, funding started and completed, each with the tracker the home page shows', async () => {
    const life = await lifeApp();
    const { app, clock } = life;
    const ada = await signedBorrower(app);
    expect(await ok(app, watchLoan, { loanNo: ada.loanNo.toLowerCase(), sessionId: SESSION }, ada.headers)).toEqual({
      loanNo: ada.loanNo,
      loanStatus: 102,
      tracker: 1,
      watched: true,
    });
    const tab = await connect(app, SESSION);

    await app.jobs.runDue(); // auto validation: the Goldcrest test borrower is approved at once
    expect(await tab.next()).toEqual({ type: 'loan-status', loanNo: ada.loanNo, loanStatus: 104, tracker: 3 });
    clock.advance(GOLDCREST_CUT_OFF - TEST_NOW);
    await app.jobs.runDue(); // 13:00: funding starts
    expect(await tab.next()).toEqual({ type: 'loan-status', loanNo: ada.loanNo, loanStatus: 201, tracker: 4 });
    await ops(life)(decide('fund', ada.loanNo));
    expect(await tab.next()).toEqual({ type: 'loan-status', loanNo: ada.loanNo, loanStatus: 202, tracker: 5 });
    expect(await loanOf(app, ada.loanNo)).toMatchObject({ loanStatus: 202, tracker: 5 });
    tab.close();
  });

  it('a decision that is refused announces nothing: the next message is the next real change', async () => {
    const life = await lifeApp();
    const ada = await signedBorrower(life.app);
    await ok(life.app, watchLoan, { loanNo: ada.loanNo, sessionId: SESSION }, ada.headers);
    const tab = await connect(life.app, SESSION);
    // Not allowed while validating: nothing is written, so nothing is said.
    await expect(ops(life)(decide('fund', ada.loanNo))).rejects.toThrow('Cannot fund');
    await ops(life)(decide('review', ada.loanNo, { queue: 'underwriter' }));
    expect(await tab.next()).toEqual({ type: 'loan-status', loanNo: ada.loanNo, loanStatus: 102, tracker: 2 });
    tab.close();
  });

  it('refuses another customer’s loan as unknown (-10811) and an unsigned loan is answered without being watched', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    const grace = await confirmedBorrower(app, 'grace@example.com');
    expect(await refused(app, watchLoan, { loanNo: ada.loanNo, sessionId: OTHER_SESSION }, grace.headers)).toEqual({
      code: RESULT.loanNotFound.code,
      message: RESULT.loanNotFound.message,
      data: null,
    });
    expect(await ok(app, watchLoan, { loanNo: grace.loanNo, sessionId: OTHER_SESSION }, (await signInAgain(app, grace)).headers)).toMatchObject({
      loanStatus: 102,
      tracker: null,
      watched: false,
    });
    expect((await app.database.orm.select().from(agreementWaitingSession)).map((row) => row.sessionId)).not.toContain(OTHER_SESSION);
  });
});
