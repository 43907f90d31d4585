// The accounts flow's fakes and fixtures: it runs the way the browser does, inside the app machine
// (support/flow-harness.ts), visits sent as route.enter, with every call answered by the test and the clock
// simulated for the login-code cool-down. Landing on /home starts the home flow (decision 0540); its calls are
// answered too, by default as a flag-1 page.
import { SimulatedClock, type AnyStateMachine } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import type { Session } from '#src/api/contract/customer.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import type { AccountEvent, ConsentStatus } from '#machines/account/types.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import type { Disbursement, HomeEvent, Personal } from '#machines/home/types.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { CUSTOMER, disbursement } from './support/fixtures.ts';
import { callNames, fakeCalls, inputsOf, settle as settleRounds, startInApp, type Answer, type Call } from './support/flow-harness.ts';

export type Answers = Partial<Record<keyof typeof accountMachine.implementations.actors, Answer>>;
export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, Answer>>;

export { CUSTOMER };
export const SESSION: Session = { accessToken: 'token-1', userCredential: 'c-1', expiresAt: '2026-11-22T03:00:00.000Z', customer: CUSTOMER };

export const PERSONAL: Personal = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', customerCategory: 1 };
/** The home page of a borrower without a loan amount yet (flag 1). */
export const NO_LOAN_AMOUNT: Disbursement = disbursement(1);
const HOME_DEFAULTS: HomeAnswers = { loadPersonal: () => PERSONAL, loadDisbursement: () => NO_LOAN_AMOUNT };

export const TEMPLATES: ConsentTemplate[] = [
  {
    templateCode: 'esign',
    templateLabel: 'I agree to do business electronically (ESIGN disclosure)',
    version: '2026-01',
    required: true,
    body: 'Paper copies...',
  },
  { templateCode: 'privacy', templateLabel: 'I have read the Privacy Notice', version: '3', required: true, body: 'We collect...' },
  { templateCode: 'marketing', templateLabel: 'Send me offers by e-mail', version: '1', required: false, body: 'Offers...' },
];

export const consentStatus = (consented: boolean, checked: readonly string[] = []): ConsentStatus => ({
  consented,
  items: TEMPLATES.map((template) => ({ ...template, check: checked.includes(template.templateCode) })),
});

/** A refusal as the API client throws it: the whole answer in `body` (spec section 7). */
export function refusal(result: { code: number; message: string }, data: unknown = null): ApiError {
  return new ApiError('business', result.message, { code: result.code, message: result.message, data });
}

/** HTTP 429 with its envelope, as the client throws it. */
export const tooManyRequests = () =>
  new ApiError('http', RESULT.tooManyRequests.message, { code: RESULT.tooManyRequests.code, message: RESULT.tooManyRequests.message, data: null }, 429);

/** A promise the test settles later, to look at the page while a call is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (the fake calls) run. */
export const settle = () => settleRounds();

export async function startAccounts(answers: Answers = {}, portfolio: Portfolio = PORTFOLIO_118, homeAnswers: HomeAnswers = {}) {
  const calls: Call[] = [];
  const homeCalls: string[] = [];
  const stored: Session[] = [];
  let sessionsCleared = 0;
  /** The session this browser holds, as the API client would send it (a test may start with one from before). */
  let held: Session | null = null;
  const account = accountMachine.provide({
    actors: fakeCalls(callNames(accountMachine as AnyStateMachine), answers, (name, input) => void calls.push({ name, input })),
    actions: {
      storeSession: (_, { session }) => {
        stored.push(session);
        held = session;
      },
    },
    guards: { hasStoredSession: () => held !== null },
  });
  const homeTable: HomeAnswers = { ...HOME_DEFAULTS, ...homeAnswers };
  const home = homeMachine.provide({
    actors: fakeCalls(callNames(homeMachine as AnyStateMachine), homeTable, (name) => void homeCalls.push(name), { who: "home's " }),
  });
  const clock = new SimulatedClock();
  const app = await startInApp({
    actors: { account, home },
    actions: {
      clearSession: () => {
        sessionsCleared += 1;
        held = null;
      },
    },
    portfolio,
    clock,
  });

  const flow = app.driver<typeof accountMachine>('account', 'accounts', 1);
  const homeFlow = app.driver<typeof homeMachine>('home', 'home', 2);
  return {
    actor: app.actor,
    clock,
    calls,
    /** The inputs of one call, in order. */
    inputsOf: (name: keyof Answers) => inputsOf(calls, name),
    stored,
    /** The session the browser holds now; `hold` gives it one kept from an earlier visit (null: forgets it, as the app does one refused). */
    held: () => held,
    hold: (session: Session | null) => void (held = session),
    /** The home flow's calls, by name, in order. */
    homeCalls,
    sessionsCleared: () => sessionsCleared,
    /** A visit: deep link, reload or link. */
    open: app.visitThenSettle(1),
    /** What the borrower does on a page of the flow. */
    send: flow.send as (event: AccountEvent) => Promise<void>,
    can: flow.can as (event: AccountEvent) => boolean,
    flowSnapshot: flow.snapshot,
    context: flow.context,
    matches: flow.matches,
    /** What the borrower does on /home (the home flow's page). */
    sendHome: homeFlow.send as (event: HomeEvent) => Promise<void>,
    homeSnapshot: homeFlow.snapshot,
    /** The app machine's own state and context: which flow runs, the customer it keeps between flows. */
    appState: app.appState,
    appContext: () => app.actor.getSnapshot().context,
    /** The URL the app shows now. */
    path: app.path,
    title: app.title,
  };
}
