// The guidance pages and the browser's history once the loan is signed (issue 11's back trap, met in guidance
// too): the real app machine, guidance and home (their calls answered by the test) and the real route sync on a
// memory history. A guidance page the locked application refuses goes home in place of its entry, so pressing
// back again goes on to the page before it, never to the same page and home again.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom, type AnyStateMachine } from 'xstate';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { snackbarMachine } from '#machines/app/snackbar.machine.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { createMemoryHistory } from '#src/app/routing/history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import { bootedAppMachine } from '#src/app/stories/booted-app.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { ALL_SECTIONS, EMPLOYMENT, QUESTIONS, SAVED_BANK, SAVED_PERSONAL, application, progress } from './guidance-harness.ts';
import { disbursement } from './support/fixtures.ts';
import { callNames, fakeCalls, settle } from './support/flow-harness.ts';

const PERSONAL = { firstName: 'Janet', lastName: 'Doe', email: 'janet.doe@example.com', customerCategory: 1 };
const SAVED = progress(
  ALL_SECTIONS.filter((section) => section !== SECTION.summary),
  'summary',
);
const LOCKED = application(
  { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true }, lockedBySignedLoan: true } as never,
  SAVED,
);

async function appOn(entries: readonly string[]) {
  const history = createMemoryHistory(entries[0]);
  for (const entry of entries.slice(1)) history.push(entry);
  const guidance = guidanceMachine.provide({
    actors: fakeCalls(callNames(guidanceMachine as AnyStateMachine), { listSection: () => progress(), getPersonalInfo: () => LOCKED }, () => {}),
  });
  const home = homeMachine.provide({
    actors: fakeCalls(callNames(homeMachine as AnyStateMachine), { loadPersonal: () => PERSONAL, loadDisbursement: () => disbursement(4) }, () => {}),
  });
  const actor = createActor(bootedAppMachine(PORTFOLIO_118, { guidance, home }), {
    input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null },
  });
  startRouteSync({ actor, routes: ROUTES, history });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.hasTag('awaitingRoute'));
  await settle(10);
  const snackbar = () => (actor.getSnapshot().children.snackbar as ActorRefFrom<typeof snackbarMachine>).getSnapshot().context.message;
  return { history, snackbar, back: async () => (history.back(), await settle(10)) };
}

describe('the back button once the loan is signed, on guidance pages', () => {
  it('each guidance page met going back is replaced by home, with the reason: back goes on to the page before it', async () => {
    const app = await appOn(['/home', '/guidance/personal/name', '/guidance/summary', '/home']);
    await app.back();
    expect(app.history.pathname()).toBe('/home');
    expect(app.snackbar()).toBe(RESULT.applicationSigned.message);
    expect(app.history.entries()).toEqual(['/home', '/guidance/personal/name', '/home', '/home']);

    await app.back();
    expect(app.history.entries()).toEqual(['/home', '/home', '/home', '/home']);
  });

  it('a guidance page opened by its address goes home in its place', async () => {
    const app = await appOn(['/home', '/guidance/bank/account']);
    expect(app.history.entries()).toEqual(['/home', '/home']);
    expect(app.snackbar()).toBe(RESULT.applicationSigned.message);
  });
});
