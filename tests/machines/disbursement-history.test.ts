// The wizard and the browser's history (issue 11): the real app machine, the wizard and the home flow (their calls
// answered by the test) and the real route sync on a memory history, so the address bar's entries are what a
// borrower's back button walks. A wizard step the server refuses (the loan signed, -10818) goes home in place of
// the refused entry: pressing back again goes on to the page before it, never to the same step and home again.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyStateMachine } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import type { snackbarMachine } from '#machines/app/snackbar.machine.ts';
import { disbursementMachine } from '#machines/disbursement/disbursement.machine.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { createMemoryHistory } from '#src/app/routing/history.ts';
import { startRouteSync } from '#src/app/routing/route-sync.ts';
import { bootedAppMachine } from '#src/app/stories/booted-app.ts';
import { SAME_DAY_CLOSED, WIZARD_FORMS, paymentOptionWith } from '#src/ui/fixtures/disbursement.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import type { ActorRefFrom } from 'xstate';
import { disbursement } from './support/fixtures.ts';
import { callNames, fakeCalls, settle, type Answer } from './support/flow-harness.ts';

const at = (step: string) => `/disbursement/${step}`;
const PERSONAL = { firstName: 'Janet', lastName: 'Doe', email: 'janet.doe@example.com', customerCategory: 1 };
const signed = () => {
  const { code, message } = RESULT.applicationSigned;
  throw new ApiError('business', message, { code, message, data: null });
};

/** The app on `entries` (the last one shown), the wizard's load answered by `getPaymentOption`, home at `homePageFlag`. */
async function appOn(entries: readonly string[], { getPaymentOption, homePageFlag }: { getPaymentOption: Answer; homePageFlag: 2 | 4 }) {
  const history = createMemoryHistory(entries[0]);
  for (const entry of entries.slice(1)) history.push(entry);
  const wizard = disbursementMachine.provide({
    actors: fakeCalls(
      callNames(disbursementMachine as AnyStateMachine),
      { getPaymentOption, loadForms: () => WIZARD_FORMS, countdownSameDay: () => SAME_DAY_CLOSED, compareTransactionFee: () => ({ fees: [] }) },
      () => {},
    ),
  });
  const home = homeMachine.provide({
    actors: fakeCalls(
      callNames(homeMachine as AnyStateMachine),
      { loadPersonal: () => PERSONAL, loadDisbursement: () => disbursement(homePageFlag) },
      () => {},
    ),
  });
  const actor = createActor(bootedAppMachine(PORTFOLIO_118, { disbursement: wizard, home }), {
    input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null },
  });
  startRouteSync({ actor, routes: ROUTES, history });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready') && !snapshot.hasTag('awaitingRoute'));
  await settle(10);
  const snackbar = () => (actor.getSnapshot().children.snackbar as ActorRefFrom<typeof snackbarMachine>).getSnapshot().context.message;
  return { actor, history, snackbar, back: async () => (history.back(), await settle(10)) };
}

describe('the back button once the loan is signed', () => {
  it('each wizard step met going back is replaced by home, with the reason: back goes on to the page before it', async () => {
    const app = await appOn(['/home', at('choose-loan-amount'), at('choose-payment-mode'), at('confirm-details'), '/home'], {
      getPaymentOption: signed,
      homePageFlag: 4,
    });
    expect(app.history.pathname()).toBe('/home');

    await app.back();
    expect(app.history.pathname()).toBe('/home');
    expect(app.snackbar()).toBe(RESULT.applicationSigned.message);
    // The refused step's entry is home now; the entry after it is still there for forward.
    expect(app.history.entries()).toEqual(['/home', at('choose-loan-amount'), at('choose-payment-mode'), '/home', '/home']);

    await app.back();
    expect(app.history.entries()).toEqual(['/home', at('choose-loan-amount'), '/home', '/home', '/home']);

    await app.back();
    expect(app.history.entries()).toEqual(['/home', '/home', '/home', '/home', '/home']);
  });

  it('a wizard step opened by its address goes home in its place', async () => {
    const app = await appOn(['/home', at('choose-bank-account')], { getPaymentOption: signed, homePageFlag: 4 });
    expect(app.history.entries()).toEqual(['/home', '/home']);
    expect(app.snackbar()).toBe(RESULT.applicationSigned.message);
  });
});

describe('the borrower’s own moves still add entries', () => {
  it('home’s “Choose your loan amount” opens the first step as a new entry, and back returns home', async () => {
    const app = await appOn(['/home'], { getPaymentOption: () => paymentOptionWith(), homePageFlag: 2 });
    (app.actor.getSnapshot().children.home as ActorRefFrom<typeof homeMachine>).send({ type: 'home.chooseLoanAmount' });
    await settle(10);
    expect(app.history.entries()).toEqual(['/home', at('choose-loan-amount')]);
    await app.back();
    expect(app.history.pathname()).toBe('/home');
  });
});
