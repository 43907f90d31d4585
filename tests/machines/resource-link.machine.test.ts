// The resource-link pages: each link checked by its call, then to the answered page, through /sign-in first
// when the link needs a session this tab does not have; an invalid link ends on /notification/302.
import { describe, expect, it } from 'vitest';
import type { ResourceTarget } from '#src/api/contract/application.ts';
import { consentStatus, SESSION } from './account-harness.ts';
import { CUSTOMER, settle, startHome } from './home-harness.ts';

const RESOURCE = 'Resource_0123456789abcdef';
const target = (path: string, signInRequired: boolean): ResourceTarget => ({ path, signInRequired, maskedEmail: 'j*****@example.com' });

describe('resource links', () => {
  it.each([
    ['/application', 'parsePathResource'],
    ['/pending-application', 'parsePathResource'],
    ['/returning', 'parseReturningResource'],
    ['/complete-information', 'parseCompleteResource'],
  ])('%s/{resource} is checked by %s, titled Checking your link, then goes to its page', async (prefix, call) => {
    const app = await startHome({}, { [call]: () => new Promise(() => {}) });
    await app.open(`${prefix}/${RESOURCE}`);
    expect(app.path()).toBe(`${prefix}/${RESOURCE}`);
    expect(app.title()).toBe('Checking your link');
    expect(app.inputsOf(call)).toEqual([{ resource: RESOURCE }]);
    expect(app.calls).toHaveLength(1);
  });

  it('goes straight to the page when no session is needed', async () => {
    const app = await startHome({}, { parsePathResource: () => target('/guidance', false) });
    await app.open(`/application/${RESOURCE}`);
    expect(app.visits).toEqual(['/guidance']);
    expect(app.appState()).toEqual({ ready: 'guidance' });
  });

  it('goes to /sign-in first when a session is needed and none is known, then back to the page', async () => {
    const accounts = { signIn: () => ({ status: 'signedIn', session: SESSION }), checkConsentStatus: () => consentStatus(true) };
    const app = await startHome({}, { parseReturningResource: () => target('/guidance/summary', true) }, { accounts });
    await app.open(`/returning/${RESOURCE}`);
    expect(app.path()).toBe('/sign-in');
    expect(app.actor.getSnapshot().context.returnTo).toBe('/guidance/summary');
    app.actor.getSnapshot().children.account!.send({ type: 'signIn.submit', email: 'jane@example.com', password: 'Secret-Pass1' });
    await settle();
    await settle();
    expect(app.appState()).toEqual({ ready: 'guidance' });
    expect(app.actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('goes straight to the page when a session is needed and the borrower is signed in', async () => {
    const app = await startHome(
      { loadPersonal: () => new Promise(() => {}), loadDisbursement: () => new Promise(() => {}) },
      { parseCompleteResource: () => target('/home', true) },
    );
    app.actor.send({ type: 'session.signedIn', customer: CUSTOMER, landing: '/home' });
    await settle();
    await app.open(`/complete-information/${RESOURCE}`);
    expect(app.visits).toEqual(['/home']);
    expect(app.appState()).toEqual({ ready: 'home' });
  });

  it('lands on /notification/302 for an unknown, used or expired link (-92020043, reported by the client)', async () => {
    const app = await startHome({}, { parsePathResource: () => new Promise(() => {}) });
    await app.open(`/pending-application/${RESOURCE}`);
    app.actor.send({ type: 'api.loanStatusInvalid' });
    await settle();
    expect(app.path()).toBe('/notification/302');
  });

  it('says why a link could not be checked and checks it again', async () => {
    let attempts = 0;
    const app = await startHome({}, { parsePathResource: () => (++attempts === 1 ? Promise.reject(new Error('Network down')) : new Promise(() => {})) });
    await app.open(`/application/${RESOURCE}`);
    expect(app.link().matches({ application: 'failed' })).toBe(true);
    expect(app.link().context.error).toBe('Network down');
    expect(app.path()).toBe(`/application/${RESOURCE}`);
    await app.sendLink({ type: 'retry' });
    expect(app.link().matches({ application: 'checking' })).toBe(true);
    expect(app.link().context.error).toBeNull();
    expect(app.calls).toHaveLength(2);
  });

  it('checks a second link opened while the first is still being checked', async () => {
    const app = await startHome({}, { parsePathResource: () => new Promise(() => {}), parseReturningResource: () => target('/guidance', false) });
    await app.open(`/application/${RESOURCE}`);
    await app.open(`/returning/${RESOURCE}x`);
    expect(app.inputsOf('parseReturningResource')).toEqual([{ resource: `${RESOURCE}x` }]);
    expect(app.visits).toEqual(['/guidance']);
  });
});
