// The home page: the six flags as transitions to six states, each state's one action, attaching a loan,
// sign-out and change password.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { REPAYING_LOAN, UNSIGNED_LOAN } from '#src/ui/fixtures/home.ts';
import { CUSTOMER, disbursement, PERSONAL, settle, startHome, type HomeAnswers } from './home-harness.ts';
import type { Disbursement } from '#machines/home/types.ts';

const refusal = (result: { code: number; message: string }) =>
  new ApiError('business', result.message, { code: result.code, message: result.message, data: null });

const answering = (answer: Disbursement, extra: HomeAnswers = {}): HomeAnswers => ({
  loadPersonal: () => PERSONAL,
  loadDisbursement: () => answer,
  loadRepaymentLoans: () => ({ loans: [REPAYING_LOAN] }),
  ...extra,
});

async function atHome(answer: Disbursement, extra: HomeAnswers = {}) {
  const app = await startHome(answering(answer, extra));
  await app.open('/home');
  return app;
}

describe('home: loading and the flags', () => {
  it('opens /home titled Home, loads who is signed in and the home-page flag', async () => {
    const app = await atHome(disbursement(1));
    expect(app.path()).toBe('/home');
    expect(app.title()).toBe('Home');
    expect(app.countOf('loadPersonal')).toBe(1);
    expect(app.countOf('loadDisbursement')).toBe(1);
    // The e-mail comes from get-personal: a reload (no customer known) greets with it too.
    expect(app.home().context.personal?.email).toBe('janet.doe@example.com');
    expect(app.matches({ shown: { page: 'noLoanAmount' } })).toBe(true);
  });

  it('shows no page while loading: without a session the app goes to /sign-in before /home shows anything', async () => {
    const app = await startHome({ loadPersonal: () => new Promise(() => {}), loadDisbursement: () => new Promise(() => {}) });
    await app.open('/home');
    expect(app.matches('loading')).toBe(true);
    expect(app.path()).toBeUndefined();
    app.actor.send({ type: 'api.signInRequired', returnTo: '/home' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.path()).toBe('/sign-in');
    expect(app.actor.getSnapshot().context.returnTo).toBe('/home');
  });

  it.each([
    [1, 'noLoanAmount'],
    [2, 'prepareApplication'],
    [3, 'unsigned'],
    [4, 'inProgress'],
    [5, 'repayment'],
    [6, 'repairInformation'],
  ] as const)('flag %i is a transition to %s', async (flag, state) => {
    const app = await atHome(disbursement(flag, flag === 3 ? { loans: [UNSIGNED_LOAN] } : {}));
    expect(app.matches({ shown: { page: state } })).toBe(true);
    expect(app.path()).toBe('/home');
  });

  it('shows the page when get-personal fails, greeting the customer known from signing in', async () => {
    const app = await atHome(disbursement(2, { qualifiedAmountCents: 90_000 }), { loadPersonal: () => Promise.reject(new Error('down')) });
    expect(app.matches({ shown: { page: 'prepareApplication' } })).toBe(true);
    expect(app.home().context.personal).toBeNull();
  });

  it('says why the page could not load and tries again', async () => {
    let attempts = 0;
    const app = await atHome(disbursement(1), {
      loadDisbursement: () => (++attempts === 1 ? Promise.reject(refusal(RESULT.internalError)) : disbursement(4)),
    });
    expect(app.matches({ shown: { page: 'failed' } })).toBe(true);
    expect(app.home().context.error).toBe('Something went wrong on our side. Please try again.');
    await app.send({ type: 'retry' });
    expect(app.matches({ shown: { page: 'inProgress' } })).toBe(true);
    expect(app.home().context.error).toBeNull();
  });

  it('loads again when /home is visited again', async () => {
    const app = await atHome(disbursement(1));
    await app.open('/home');
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.matches({ shown: { page: 'noLoanAmount' } })).toBe(true);
  });
});

describe('home: each state has its one action', () => {
  it.each([
    [1, { type: 'home.continueApplication' }, '/guidance'],
    [2, { type: 'home.chooseLoanAmount' }, '/disbursement/choose-loan-amount'],
    [3, { type: 'home.sign' }, '/loan-agreement'],
    [5, { type: 'home.viewLoan' }, '/repayment/loan-details'],
  ] as const)('flag %i: %o visits %s', async (flag, event, path) => {
    const app = await atHome(disbursement(flag));
    const others = ['home.continueApplication', 'home.chooseLoanAmount', 'home.sign', 'home.viewLoan', 'home.fixInformation'].filter(
      (type) => type !== event.type,
    );
    for (const type of others) expect(app.can({ type } as never)).toBe(false);
    expect(app.can(event)).toBe(true);
    await app.send(event);
    expect(app.visits).toEqual([path]);
  });

  it('flag 4 has no action of the borrower: the tracker shows where the loan is', async () => {
    const app = await atHome(disbursement(4));
    for (const type of ['home.continueApplication', 'home.chooseLoanAmount', 'home.sign', 'home.viewLoan', 'home.fixInformation'])
      expect(app.can({ type } as never)).toBe(false);
  });

  it('flag 4 lets a signed loan be withdrawn until funding starts: asked once more, then withdrawn and the borrower told (301)', async () => {
    const signed = { ...UNSIGNED_LOAN, loanSubStatus: 102005, signatureStatus: 1, tracker: 1 } as const;
    const app = await atHome(disbursement(4, { loans: [signed] }), { withdrawLoan: () => ({ loanNo: 'BP-3001', loanStatus: 103 }) });
    await app.send({ type: 'withdraw.open' });
    expect(app.matches({ shown: { page: { inProgress: 'confirmingWithdrawal' } } })).toBe(true);
    await app.send({ type: 'withdraw.cancel' });
    expect(app.inputsOf('withdrawLoan')).toEqual([]);
    await app.send({ type: 'withdraw.open' });
    await app.send({ type: 'withdraw.confirm' });
    expect(app.inputsOf('withdrawLoan')).toEqual([{ loanNo: 'BP-3001' }]);
    expect(app.visits).toEqual(['/notification/301']);
  });

  it('flag 4 keeps the question open with the refusal when the loan can no longer be withdrawn; once funding started it is not offered', async () => {
    const approved = { ...UNSIGNED_LOAN, loanStatus: 104, signatureStatus: 1, tracker: 3 } as const;
    const tooLate = refusal(RESULT.withdrawFundingStarted);
    const app = await atHome(disbursement(4, { loans: [approved] }), {
      withdrawLoan: () => {
        throw tooLate;
      },
    });
    await app.send({ type: 'withdraw.open' });
    await app.send({ type: 'withdraw.confirm' });
    expect(app.matches({ shown: { page: { inProgress: 'confirmingWithdrawal' } } })).toBe(true);
    expect(app.home().context.error).toBe(RESULT.withdrawFundingStarted.message);
    expect(app.visits).toEqual([]);

    const funding = await atHome(disbursement(4, { loans: [{ ...approved, loanStatus: 201, tracker: 4 }] }));
    expect(funding.can({ type: 'withdraw.open' })).toBe(false);
  });

  it('flag 6 leads to the IBV page when the account could not be verified (203), else to the bank account page', async () => {
    const notVerified = await atHome(disbursement(6, { repair: { noIbvSituation: 203, message: 'We could not verify your bank account.' } }));
    await notVerified.send({ type: 'home.fixInformation' });
    expect(notVerified.visits).toEqual(['/guidance/ibv']);
    const unmatched = await atHome(
      disbursement(6, { loanAmountResult: 2, repair: { noIbvSituation: null, message: 'The account you verified is not the account you gave.' } }),
    );
    await unmatched.send({ type: 'home.fixInformation' });
    expect(unmatched.visits).toEqual(['/guidance/bank/account']);
  });

  it('flag 5 loads the loans being repaid; their details only once loaded; a failure is retried', async () => {
    let attempts = 0;
    const app = await atHome(disbursement(5), {
      loadRepaymentLoans: () => (++attempts === 1 ? Promise.reject(new Error('Network down')) : { loans: [REPAYING_LOAN] }),
    });
    expect(app.matches({ shown: { page: { repayment: 'failed' } } })).toBe(true);
    expect(app.home().context.error).toBe('Network down');
    expect(app.can({ type: 'home.viewLoan' })).toBe(false);
    await app.send({ type: 'retry' });
    expect(app.matches({ shown: { page: { repayment: 'ready' } } })).toBe(true);
    expect(app.home().context.repaymentLoans).toEqual([REPAYING_LOAN]);
  });
});

describe('home: attach an existing loan', () => {
  const details = { type: 'attach.submit', loanNo: ' gc-demo-9001 ', ssnLast4: '6789', dateOfBirth: '1988-04-12' } as const;

  it('opens the form, sends the details (number trimmed, upper case), says so and loads the page again', async () => {
    let flag: Disbursement['homePageFlag'] = 1;
    const app = await atHome(disbursement(1), { loadDisbursement: () => disbursement(flag), attachLoan: () => ({ loanId: 'l-9', loanNo: 'GC-DEMO-9001' }) });
    expect(app.can(details)).toBe(false);
    await app.send({ type: 'attach.open' });
    expect(app.matches({ shown: { attach: 'editing' } })).toBe(true);
    flag = 5;
    await app.send(details);
    expect(app.inputsOf('attachLoan')).toEqual([{ loanNo: 'GC-DEMO-9001', ssnLast4: '6789', dateOfBirth: '1988-04-12' }]);
    expect(app.matches({ shown: { attach: 'closed' } })).toBe(true);
    expect(app.home().context.notice).toBe('Loan GC-DEMO-9001 is now on your account.');
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.matches({ shown: { page: 'repayment' } })).toBe(true);
  });

  it('keeps the form open with the one refusal, and cancels', async () => {
    const app = await atHome(disbursement(1), { attachLoan: () => Promise.reject(refusal(RESULT.attachLoanNotFound)) });
    await app.send({ type: 'attach.open' });
    await app.send(details);
    expect(app.matches({ shown: { attach: 'editing' } })).toBe(true);
    expect(app.home().context.attachError).toBe(RESULT.attachLoanNotFound.message);
    await app.send({ type: 'attach.cancel' });
    expect(app.matches({ shown: { attach: 'closed' } })).toBe(true);
    expect(app.home().context.attachError).toBeNull();
    expect(app.countOf('loadDisbursement')).toBe(1);
  });

  it('shows the lock message after too many wrong answers', async () => {
    const app = await atHome(disbursement(1), { attachLoan: () => Promise.reject(refusal(RESULT.attachLoanLocked)) });
    await app.send({ type: 'attach.open' });
    await app.send(details);
    expect(app.home().context.attachError).toBe('Too many unsuccessful attempts to add a loan. Please wait 15 minutes and try again.');
  });
});

describe('home: sign-out', () => {
  it.each([
    ['answered', () => ({})],
    ['failed', () => Promise.reject(new Error('offline'))],
  ])('signs out (%s) and the app forgets the session and shows /sign-in', async (_, signOut) => {
    const app = await atHome(disbursement(1), { signOut });
    await app.send({ type: 'home.signOut' });
    expect(app.countOf('signOut')).toBe(1);
    expect(app.sessionsCleared()).toBe(1);
    expect(app.path()).toBe('/sign-in');
  });

  it('stays on home while the sign-out call is on its way, one call only', async () => {
    const app = await atHome(disbursement(1), { signOut: () => new Promise(() => {}) });
    await app.send({ type: 'home.signOut' });
    await app.send({ type: 'home.signOut' });
    expect(app.matches({ shown: { session: 'signingOut' } })).toBe(true);
    expect(app.path()).toBe('/home');
    expect(app.countOf('signOut')).toBe(1);
  });
});

describe('home: busy while a call the borrower waits on is out (the busy tag)', () => {
  const pending = () => new Promise<never>(() => {});
  it.each([
    ['signing out', disbursement(1), { signOut: pending }, [{ type: 'home.signOut' }]],
    [
      'attaching a loan',
      disbursement(1),
      { attachLoan: pending },
      [{ type: 'attach.open' }, { type: 'attach.submit', loanNo: 'GC-1', ssnLast4: '6789', dateOfBirth: '1988-04-12' }],
    ],
    [
      'withdrawing the loan',
      disbursement(4, { loans: [{ ...UNSIGNED_LOAN, loanSubStatus: 102005, signatureStatus: 1, tracker: 1 }] }),
      { withdrawLoan: pending },
      [{ type: 'withdraw.open' }, { type: 'withdraw.confirm' }],
    ],
  ] as const)('%s', async (_, flag, answers, events) => {
    const app = await atHome(flag, answers);
    expect(app.home().hasTag('busy')).toBe(false);
    for (const event of events) await app.send(event);
    expect(app.home().hasTag('busy')).toBe(true);
  });
});

describe('home: the customer the app knows', () => {
  it('is handed to the home flow as the greeting until get-personal answers', async () => {
    const app = await startHome(answering(disbursement(1), { loadPersonal: () => new Promise(() => {}) }));
    app.actor.send({ type: 'session.signedIn', customer: CUSTOMER, landing: '/home' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.appState()).toEqual({ ready: 'home' });
    expect(app.home().context.customer).toEqual(CUSTOMER);
  });
});

describe('home: flag 4 watches its loan on the realtime channel', () => {
  const SUBMITTED = { ...UNSIGNED_LOAN, loanSubStatus: 102005, signatureStatus: 1, tracker: 1 } as const;
  const APPROVED = { ...SUBMITTED, loanStatus: 104, loanSubStatus: null, tracker: 3 } as const;
  const loanStatus = (loan: { loanNo: string; loanStatus: number; tracker: number | null }) =>
    ({ type: 'socket.message', message: { type: 'loan-status', loanNo: loan.loanNo, loanStatus: loan.loanStatus, tracker: loan.tracker } }) as const;

  async function watching(answers: (() => Disbursement)[], extra: HomeAnswers = {}) {
    let load = 0;
    const app = await startHome(
      answering(disbursement(4, { loans: [SUBMITTED] }), {
        loadDisbursement: () => answers[Math.min(load++, answers.length - 1)]!(),
        watchLoan: () => ({ loanNo: SUBMITTED.loanNo, loanStatus: 102, tracker: 1, watched: true }),
        ...extra,
      }),
      {},
      { channel: true },
    );
    await app.open('/home');
    return app;
  }

  it('asks to watch the loan with this tab’s session, on the tab’s channel', async () => {
    const app = await watching([() => disbursement(4, { loans: [SUBMITTED] })]);
    const sessionId = app.actor.getSnapshot().context.sessionId;
    expect(app.inputsOf('watchLoan')).toEqual([{ loanNo: 'BP-3001', sessionId }]);
    expect(app.sockets.map((socket) => socket.url)).toEqual([`/realtime/borrower-web/${sessionId}`]);
    expect(app.matches({ shown: { live: { on: 'listening' } } })).toBe(true);
  });

  it('a message about its loan refreshes the tracker in place: same page, same socket, no reload of the page', async () => {
    const app = await watching([() => disbursement(4, { loans: [SUBMITTED] }), () => disbursement(4, { loans: [APPROVED] })]);
    const [socket] = app.sockets;
    socket!.send({ type: 'socket.open' });
    socket!.send(loanStatus(APPROVED));
    await settle();
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.home().context.disbursement?.loans[0]?.tracker).toBe(3);
    expect(app.matches({ shown: { page: 'inProgress', live: { on: 'listening' } } })).toBe(true);
    expect(app.sockets).toHaveLength(1);
    expect(socket!.closed).toBe(false);
    expect(app.countOf('loadPersonal')).toBe(1);
  });

  it('ignores a message about another loan and a signature’s status', async () => {
    const app = await watching([() => disbursement(4, { loans: [SUBMITTED] })]);
    const [socket] = app.sockets;
    socket!.send({ type: 'socket.open' });
    socket!.send(loanStatus({ ...APPROVED, loanNo: 'BP-9999' }));
    socket!.send({ type: 'socket.message', message: { type: 'sign-status', ticket: 'ESIGN-x', signStatus: 1 } });
    await settle();
    expect(app.countOf('loadDisbursement')).toBe(1);
  });

  it('a funded loan (flag 5) shows the repayment page; a reconnect asks again, since a message may have been missed', async () => {
    const app = await watching([
      () => disbursement(4, { loans: [SUBMITTED] }),
      () => disbursement(4, { loans: [APPROVED] }),
      () => disbursement(5, { loans: [] }),
    ]);
    const [first] = app.sockets;
    first!.send({ type: 'socket.open' });
    first!.send({ type: 'socket.closed', code: 1006 });
    await settle();
    await settle();
    const second = app.sockets.at(-1)!;
    expect(second).not.toBe(first);
    second.send({ type: 'socket.open' });
    await settle();
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.home().context.disbursement?.loans[0]?.tracker).toBe(3);
    second.send(loanStatus({ ...APPROVED, loanStatus: 202, tracker: 5 }));
    await settle();
    await settle();
    expect(app.matches({ shown: { page: 'repayment' } })).toBe(true);
    expect(app.path()).toBe('/home');
    expect(second.closed).toBe(true);
  });

  it('the loan moved before the watch began: it is shown as it is now', async () => {
    const app = await watching([() => disbursement(4, { loans: [SUBMITTED] }), () => disbursement(4, { loans: [APPROVED] })], {
      watchLoan: () => ({ loanNo: SUBMITTED.loanNo, loanStatus: 104, tracker: 3, watched: true }),
    });
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.home().context.disbursement?.loans[0]?.tracker).toBe(3);
  });

  it('other flags open no channel', async () => {
    const app = await startHome(answering(disbursement(2)), {}, { channel: true });
    await app.open('/home');
    expect(app.sockets).toEqual([]);
    expect(app.inputsOf('watchLoan')).toEqual([]);
    expect(app.matches({ shown: { live: 'off' } })).toBe(true);
  });
});
