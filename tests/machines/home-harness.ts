// The home and resource-link flows' fakes and fixtures: they run the way the browser does, inside the app
// machine (support/flow-harness.ts), visits sent as route.enter, every call answered by the test. The visits a
// flow asks of the app are recorded.
import { fromCallback, type AnyStateMachine } from 'xstate';
import type { Customer } from '#src/api/contract/customer.ts';
import type { Disbursement, HomeEvent, Personal } from '#machines/home/types.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { resourceLinkMachine, type ResourceLinkEvent } from '#machines/resource-link/resource-link.machine.ts';
import { callNames, fakeCalls, inputsOf, settle as settleRounds, startInApp, type Answer, type Call } from './support/flow-harness.ts';

export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, Answer>>;
export type LinkAnswers = Partial<Record<keyof typeof resourceLinkMachine.implementations.actors, Answer>>;

export const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane@example.com', firstName: 'Jane', portfolioId: 118 };
export const PERSONAL: Personal = { firstName: 'Janet', lastName: 'Doe', email: 'janet.doe@example.com', customerCategory: 1 };

export function disbursement(homePageFlag: Disbursement['homePageFlag'], extra: Partial<Disbursement> = {}): Disbursement {
  return { homePageFlag, applicationNo: null, qualifiedAmountCents: null, loanAmountResult: null, underReview: false, repair: null, loans: [], ...extra };
}

export const settle = () => settleRounds();

/** A fake realtime socket the test opens and speaks through (`channel: true`). */
export type FakeSocket = { url: string; send: (event: SocketEvent) => void; closed: boolean };

export async function startHome(answers: HomeAnswers = {}, linkAnswers: LinkAnswers = {}, { channel = false } = {}) {
  const calls: Call[] = [];
  const record = (name: string, input: unknown) => void calls.push({ name, input });
  const sockets: FakeSocket[] = [];
  const socket = fromCallback<SocketCommand, { url: string }>(({ input, sendBack }) => {
    const fake: FakeSocket = { url: input.url, send: sendBack, closed: false };
    sockets.push(fake);
    return () => {
      fake.closed = true;
    };
  });
  let sessionsCleared = 0;
  const app = await startInApp({
    actors: {
      account: accountMachine.provide({ actors: fakeCalls(callNames(accountMachine as AnyStateMachine), {}, record), actions: { storeSession: () => {} } }),
      home: homeMachine.provide({
        actors: {
          ...fakeCalls(callNames(homeMachine as AnyStateMachine), answers, record),
          // Without `channel` the realtime actor is a fake call that fails: the page then watches nothing.
          // The reconnect waits no backoff here: the channel's timers are the realtime machine's own tests'.
          ...(channel ? { realtime: realtimeMachine.provide({ actors: { socket }, delays: { backoff: 0 } }) } : {}),
        },
      }),
      resourceLink: resourceLinkMachine.provide({ actors: fakeCalls(callNames(resourceLinkMachine as AnyStateMachine), linkAnswers, record) }),
    },
    actions: { clearSession: () => void (sessionsCleared += 1) },
  });

  const home = () => app.child<typeof homeMachine>('home', 'home');
  const link = () => app.child<typeof resourceLinkMachine>('resourceLink', 'resource-link');
  return {
    actor: app.actor,
    calls,
    visits: app.visits,
    sockets,
    inputsOf: (name: string) => inputsOf(calls, name),
    countOf: (name: string) => calls.filter((call) => call.name === name).length,
    sessionsCleared: () => sessionsCleared,
    open: async (path: string) => {
      app.enter(path);
      await settle();
      await settle();
    },
    send: async (event: HomeEvent) => {
      home().send(event);
      await settle();
      await settle();
    },
    sendLink: async (event: ResourceLinkEvent) => {
      link().send(event);
      await settle();
    },
    can: (event: HomeEvent) => home().getSnapshot().can(event),
    home: () => home().getSnapshot(),
    link: () => link().getSnapshot(),
    matches: (value: object | string) =>
      home()
        .getSnapshot()
        .matches(value as never),
    path: app.path,
    title: app.title,
    appState: app.appState,
  };
}
