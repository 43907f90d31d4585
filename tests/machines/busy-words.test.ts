// What the loading overlay says (issue 18, defect 11): the words of the page being opened, else of the state
// the machines are busy in, else 'Loading…'; never a blank overlay.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { busyWordsOf, loadingWords, overlayWords } from '#machines/kit/busy-words.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { consentStatus, deferred, SESSION, startAccounts } from './account-harness.ts';
import { startGuidance } from './guidance-harness.ts';

const STATUS_PATH = '/guidance/ibv/RequestCode-0123456789';
const challenge = { challengeId: 'ChallengeId-0123456789', maskedEmail: '*****.com', resendAvailableAt: '2099-01-01T00:00:00.000Z' };

describe('busyWordsOf', () => {
  const flow = setup({}).createMachine({
    id: 'flow',
    initial: 'loading',
    states: { loading: { meta: { busy: 'Outer' }, initial: 'inner', states: { inner: { meta: { busy: 'Inner' } } } }, done: {} },
  });
  const parent = setup({ actors: { flow } }).createMachine({
    id: 'parent',
    initial: 'running',
    states: { idle: {}, running: { meta: { busy: 'Parent' }, invoke: { id: 'flow', src: 'flow' } } },
  });

  it("takes the deepest busy state, and a flow machine's words before its parent's", () => {
    const actor = createActor(parent).start();
    expect(busyWordsOf(actor.getSnapshot())).toBe('Inner');
    actor.stop();
  });

  it('has no words for a machine not busy', () => {
    expect(
      busyWordsOf(
        createActor(setup({}).createMachine({ id: 'still' }))
          .start()
          .getSnapshot(),
      ),
    ).toBeUndefined();
  });
});

describe('overlayWords', () => {
  it('names what opening the status page back from the bank does, while the app boots (no snapshot yet) too', () => {
    expect(overlayWords({ routes: ROUTES, pathname: STATUS_PATH })).toBe('Checking your bank verification…');
  });

  it("says 'Loading…' where nothing more is known", () => {
    expect(overlayWords({ routes: ROUTES, pathname: '/sign-in' })).toBe(loadingWords());
    expect(overlayWords({ routes: ROUTES, pathname: '/no-such-page' })).toBe('Loading…');
  });

  it('back from the bank: the application loading says it checks the verification; another guidance page says it loads the application', async () => {
    // list-section still on its way: nothing is routed yet.
    const app = await startGuidance({ listSection: () => deferred<never>().promise });
    await app.open(STATUS_PATH);
    expect(app.path()).toBeUndefined();
    expect(overlayWords({ routes: ROUTES, pathname: STATUS_PATH, snapshot: app.actor.getSnapshot() })).toBe('Checking your bank verification…');
    expect(overlayWords({ routes: ROUTES, pathname: '/guidance', snapshot: app.actor.getSnapshot() })).toBe('Loading your application…');
  });

  it("the login code accepted: 'Signing you in…' while the consents are checked", async () => {
    const consents = deferred<ReturnType<typeof consentStatus>>();
    const app = await startAccounts({
      signIn: () => ({ status: 'codeRequired', ...challenge }),
      verifyLoginCode: () => SESSION,
      checkConsentStatus: () => consents.promise,
    });
    await app.open('/sign-in');
    await app.send({ type: 'signIn.submit', email: 'jane@example.com', password: 'Secret-Pass1' });
    expect(app.path()).toBe('/sign-in');
    await app.send({ type: 'signIn.submitCode', code: '123456', rememberDevice: false });
    expect(app.path()).toBeUndefined();
    expect(overlayWords({ routes: ROUTES, pathname: '/sign-in', snapshot: app.actor.getSnapshot() })).toBe('Signing you in…');
  });

  it("a signed-in page opened without a known session: 'Checking you are signed in…'", async () => {
    const consents = deferred<ReturnType<typeof consentStatus>>();
    const app = await startAccounts({ checkConsentStatus: () => consents.promise });
    await app.open('/change-password');
    expect(app.path()).toBeUndefined();
    expect(overlayWords({ routes: ROUTES, pathname: '/change-password', snapshot: app.actor.getSnapshot() })).toBe('Checking you are signed in…');
  });
});
