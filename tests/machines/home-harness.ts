// The home and resource-link flows' fakes and fixtures: they run the way the browser does, inside the app
// machine (support/flow-harness.ts), visits sent as route.enter, every call answered by the test. The visits a
// flow asks of the app are recorded.
import { fromCallback, type AnyStateMachine } from 'xstate';
import type { HomeEvent, Personal } from '#machines/home/types.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { resourceLinkMachine } from '#machines/resource-link/resource-link.machine.ts';
import type { ResourceLinkEvent } from '#machines/resource-link/types.ts';
import { callNames, fakeCalls, inputsOf, settle as settleRounds, startInApp, type Answer, type Call } from './support/flow-harness.ts';

export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, Answer>>;
export type LinkAnswers = Partial<Record<keyof typeof resourceLinkMachine.implementations.actors, Answer>>;
export type AccountAnswers = Partial<Record<keyof typeof accountMachine.implementations.actors, Answer>>;

export { CUSTOMER, disbursement } from './support/fixtures.ts';
export const PERSONAL: Personal = { firstName: 'Janet', lastName: 'Doe', email: 'janet.doe@example.com', customerCategory: 1 };

export const settle = () => settleRounds();

/** A fake realtime socket the test opens and speaks through (`channel: true`). */
export type FakeSocket = { url: string; send: (event: SocketEvent) => void; closed: boolean };

/** `accounts`: the accounts flow's answers, for a journey that signs in on the way (refused when none is given). */
export async function startHome(
  answers: HomeAnswers = {},
  linkAnswers: LinkAnswers = {},
  { channel = false, accounts = {} }: { channel?: boolean; accounts?: AccountAnswers } = {},
) {
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
      account: accountMachine.provide({
        actors: fakeCalls(callNames(accountMachine as AnyStateMachine), accounts, record),
        actions: { storeSession: () => {} },
      }),
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

  const home = app.driver<typeof homeMachine>('home', 'home', 2);
  const link = app.driver<typeof resourceLinkMachine>('resourceLink', 'resource-link', 1);
  return {
    actor: app.actor,
    calls,
    visits: app.visits,
    sockets,
    inputsOf: (name: string) => inputsOf(calls, name),
    countOf: (name: string) => calls.filter((call) => call.name === name).length,
    sessionsCleared: () => sessionsCleared,
    open: app.visitThenSettle(2),
    send: home.send as (event: HomeEvent) => Promise<void>,
    sendLink: link.send as (event: ResourceLinkEvent) => Promise<void>,
    can: home.can as (event: HomeEvent) => boolean,
    home: home.snapshot,
    link: link.snapshot,
    matches: home.matches,
    path: app.path,
    title: app.title,
    appState: app.appState,
  };
}
