// Runs the accounts flow the way the browser does: inside the app machine, visits sent as route.enter,
// with every call answered by the test and the clock simulated for the login-code cool-down. Landing on
// /home starts the home flow (decision 0540); its calls are answered too, by default as a flag-1 page.
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '#src/api/api-error.ts';
import type { ConsentTemplate } from '#src/api/contract/consent.ts';
import type { Customer, Session } from '#src/api/contract/customer.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import type { AccountEvent, ConsentStatus } from '#machines/account/types.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import type { Disbursement, HomeEvent, Personal } from '#machines/home/types.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';

type Answer = (input: never) => unknown;
export type Answers = Partial<Record<keyof typeof accountMachine.implementations.actors, Answer>>;
export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, Answer>>;

export const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane@example.com', firstName: 'Jane', portfolioId: 118 };
export const SESSION: Session = { accessToken: 'token-1', userCredential: 'c-1', expiresAt: '2026-11-22T03:00:00.000Z', customer: CUSTOMER };

export const PERSONAL: Personal = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', customerCategory: 1 };
/** The home page of a borrower without a loan amount yet (flag 1). */
export const NO_LOAN_AMOUNT: Disbursement = {
  homePageFlag: 1,
  applicationNo: null,
  qualifiedAmountCents: null,
  loanAmountResult: null,
  underReview: false,
  repair: null,
  loans: [],
};
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
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function startAccounts(answers: Answers = {}, portfolio: Portfolio = PORTFOLIO_118, homeAnswers: HomeAnswers = {}) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const homeCalls: string[] = [];
  const stored: Session[] = [];
  let sessionsCleared = 0;
  /** The session this browser holds, as the API client would send it (a test may start with one from before). */
  let held: Session | null = null;
  const fake = (name: keyof Answers) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const answer = answers[name];
      if (!answer) throw new Error(`The test gave no answer for ${name}`);
      return (answer as (input: unknown) => unknown)(input);
    });
  const names = Object.keys(accountMachine.implementations.actors) as Array<keyof Answers>;
  const account = accountMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, fake(name)])) as never,
    actions: {
      storeSession: (_, { session }) => {
        stored.push(session);
        held = session;
      },
    },
    guards: { hasStoredSession: () => held !== null },
  });
  const homeTable: HomeAnswers = { ...HOME_DEFAULTS, ...homeAnswers };
  const homeNames = Object.keys(homeMachine.implementations.actors) as Array<keyof HomeAnswers>;
  const home = homeMachine.provide({
    actors: Object.fromEntries(
      homeNames.map((name) => [
        name,
        fromPromise(async () => {
          homeCalls.push(name);
          const answer = homeTable[name];
          if (!answer) throw new Error(`The test gave no answer for home's ${name}`);
          return (answer as () => unknown)();
        }),
      ]),
    ) as never,
  });
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => portfolio),
      account,
      home,
    },
    actions: {
      goToUrl: () => {},
      clearSession: () => {
        sessionsCleared += 1;
        held = null;
      },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));

  const flow = () => {
    const child = actor.getSnapshot().children.account as ActorRefFrom<typeof accountMachine> | undefined;
    if (!child) throw new Error('The accounts flow is not running');
    return child;
  };
  const homeFlow = () => {
    const child = actor.getSnapshot().children.home as ActorRefFrom<typeof homeMachine> | undefined;
    if (!child) throw new Error('The home flow is not running');
    return child;
  };
  return {
    actor,
    clock,
    calls,
    /** The inputs of one call, in order. */
    inputsOf: (name: keyof Answers) => calls.filter((call) => call.name === name).map((call) => call.input),
    stored,
    /** The session the browser holds now; `hold` gives it one kept from an earlier visit (null: forgets it, as the app does one refused). */
    held: () => held,
    hold: (session: Session | null) => void (held = session),
    /** The home flow's calls, by name, in order. */
    homeCalls,
    sessionsCleared: () => sessionsCleared,
    /** A visit: deep link, reload or link. */
    open: async (path: string) => {
      actor.send(routeEnterEvent(ROUTES, path));
      await settle();
    },
    /** What the borrower does on a page of the flow. */
    send: async (event: AccountEvent) => {
      flow().send(event);
      await settle();
    },
    can: (event: AccountEvent) => flow().getSnapshot().can(event),
    flowSnapshot: () => flow().getSnapshot(),
    context: () => flow().getSnapshot().context,
    matches: (value: string | object) =>
      flow()
        .getSnapshot()
        .matches(value as never),
    /** What the borrower does on /home (the home flow's page). */
    sendHome: async (event: HomeEvent) => {
      homeFlow().send(event);
      await settle();
      await settle();
    },
    homeSnapshot: () => homeFlow().getSnapshot(),
    /** The app machine's own state and context: which flow runs, the customer it keeps between flows. */
    appState: () => actor.getSnapshot().value,
    appContext: () => actor.getSnapshot().context,
    /** The URL the app shows now. */
    path: () => activeRoute(actor.getSnapshot())?.path,
    title: () => activeRoute(actor.getSnapshot())?.meta.title,
  };
}
