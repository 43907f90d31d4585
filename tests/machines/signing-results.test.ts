// The result pages of signing and the loan's life that decision 0710 gave a moment to: 206 "request in progress"
// when an e-mailed link is signed in a tab without a session (home would first ask to sign in), and 205 "funding
// in progress" when a home page watching its loan hears its funding start. Simulated clocks, fake sockets.
import { describe, expect, it } from 'vitest';
import type { Disbursement } from '#machines/home/types.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { SIGNATURE_RESOURCE, SIGNED_STATUS, TICKET } from '#src/ui/fixtures/signing.ts';
import { disbursement, PERSONAL, settle as settleHome, startHome } from './home-harness.ts';
import { settle, startSigning } from './signing-harness.ts';

const SIGN = { type: 'signing.sign', typedName: 'Jane Q. Doe', consented: true, agreedToTerms: true } as const;
const LINK = `/signature/${SIGNATURE_RESOURCE}`;
const SIGNED_MESSAGE = { type: 'socket.message', message: { type: 'sign-status', ticket: TICKET, signStatus: SIGNATURE_STATUS.signed } } as const;

describe('206: a link signed in a tab without a session', () => {
  it('signed on the page: /notification/206 at once, no countdown to a home that would ask to sign in', async () => {
    const run = startSigning(LINK, {}, { signedIn: false });
    await settle();
    run.send(SIGN);
    await settle();
    expect(run.visits()).toEqual(['/notification/206']);
    expect(run.snapshot().matches({ link: 'left' })).toBe(true);
    expect(run.latestSocket().closed).toBe(true);
    expect(run.kept.at(-1)?.signStatus).toBe(SIGNATURE_STATUS.signed);
    for (let second = 0; second < 5; second += 1) run.clock.increment(1000);
    expect(run.visits()).toEqual(['/notification/206']);
  });

  it('signed on another device while the link page waited: the message leads to 206 too', async () => {
    const run = startSigning(LINK, {}, { signedIn: false });
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send(SIGNED_MESSAGE);
    expect(run.visits()).toEqual(['/notification/206']);
  });

  it('a signature the channel missed, found by the status asked after a reconnect: 206', async () => {
    const run = startSigning(LINK, { status: async () => SIGNED_STATUS }, { signedIn: false });
    await settle();
    run.latestSocket().send({ type: 'socket.open' });
    run.latestSocket().send({ type: 'socket.closed', code: 1006 });
    run.clock.increment(1000);
    run.latestSocket().send({ type: 'socket.open' });
    await settle();
    expect(run.calls.at(-1)).toEqual({ name: 'getSignatureStatus', input: { resource: SIGNATURE_RESOURCE } });
    expect(run.visits()).toEqual(['/notification/206']);
  });

  it('signed in, the same link counts down to /home as before', async () => {
    const run = startSigning(LINK, {}, { signedIn: true });
    await settle();
    run.send(SIGN);
    await settle();
    expect(run.snapshot().matches({ link: { shown: 'completed' } })).toBe(true);
    expect(run.visits()).toEqual([]);
    for (let second = 0; second < 5; second += 1) run.clock.increment(1000);
    expect(run.visits()).toEqual(['/home']);
  });

  it.each(['/disbursement/sign-loan-agreement', '/loan-agreement'])('%s (signed-in pages) never shows 206', async (path) => {
    const run = startSigning(path, {}, { signedIn: false });
    await settle();
    run.send(SIGN);
    await settle();
    for (let second = 0; second < 5; second += 1) run.clock.increment(1000);
    expect(run.visits()).toEqual(['/home']);
  });
});

describe('205: funding starts while home watches the loan', () => {
  const APPROVED: Disbursement['loans'][number] = {
    loanId: 'l-3',
    loanNo: 'BP-3001',
    loanStatus: 104,
    loanSubStatus: null,
    applicationNo: 'APP-1',
    amountCents: 80_000,
    tracker: 3,
    signatureStatus: 1,
    disbursementDate: '2026-11-27',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  const FUNDING: typeof APPROVED = { ...APPROVED, loanStatus: 201, tracker: 4 };
  const FAILED: typeof APPROVED = { ...APPROVED, loanStatus: 201, tracker: 6 };
  const loanStatus = (loan: typeof APPROVED) =>
    ({ type: 'socket.message', message: { type: 'loan-status', loanNo: loan.loanNo, loanStatus: loan.loanStatus, tracker: loan.tracker } }) as const;

  async function watching(first: typeof APPROVED, then: typeof APPROVED) {
    let load = 0;
    const app = await startHome(
      {
        loadPersonal: () => PERSONAL,
        loadDisbursement: () => disbursement(4, { loans: [load++ === 0 ? first : then] }),
        watchLoan: () => ({ loanNo: first.loanNo, loanStatus: first.loanStatus, tracker: first.tracker, watched: true }),
      },
      {},
      { channel: true },
    );
    await app.open('/home');
    const [socket] = app.sockets;
    socket!.send({ type: 'socket.open' });
    socket!.send(loanStatus(then));
    await settleHome();
    await settleHome();
    return app;
  }

  it('approved, then funding in progress (201, tracker 4) is heard: /notification/205 titled Funding in Progress', async () => {
    const app = await watching(APPROVED, FUNDING);
    expect(app.countOf('loadDisbursement')).toBe(2);
    expect(app.path()).toBe('/notification/205');
    expect(app.title()).toBe('Funding in Progress');
  });

  it('a funding that failed (201 with the exception tracker) stays home, its tracker refreshed', async () => {
    const app = await watching(APPROVED, FAILED);
    expect(app.path()).toBe('/home');
    expect(app.home().context.disbursement?.loans[0]?.tracker).toBe(6);
  });

  it('a loan already being funded when home opened is not told again: home shows its tracker', async () => {
    const app = await watching(FUNDING, FUNDING);
    expect(app.path()).toBe('/home');
    expect(app.matches({ shown: { page: 'inProgress' } })).toBe(true);
  });
});
