// Runs the home and resource-link flows the way the browser does: inside the app machine, visits sent as
// route.enter, every call answered by the test. The visits a flow asks of the app are recorded.
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { Customer } from '#src/api/contract/customer.ts';
import type { Disbursement, HomeEvent, Personal } from '#machines/home/types.ts';
import { accountMachine } from '#machines/account/account.machine.ts';
import { appMachine } from '#machines/app/app.machine.ts';
import { homeMachine } from '#machines/home/home.machine.ts';
import { realtimeMachine, type SocketCommand, type SocketEvent } from '#machines/realtime/realtime.machine.ts';
import { resourceLinkMachine, type ResourceLinkEvent } from '#machines/resource-link/resource-link.machine.ts';
import { activeRoute, routeEnterEvent } from '#machines/kit/route-table.ts';
import { ROUTES } from '#machines/routed-machines.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';

type Answer = (input: never) => unknown;
export type HomeAnswers = Partial<Record<keyof typeof homeMachine.implementations.actors, Answer>>;
export type LinkAnswers = Partial<Record<keyof typeof resourceLinkMachine.implementations.actors, Answer>>;

export const CUSTOMER: Customer = { customerId: 'c-1', email: 'jane@example.com', firstName: 'Jane', portfolioId: 118 };
export const PERSONAL: Personal = { firstName: 'Janet', lastName: 'Doe', email: 'janet.doe@example.com', customerCategory: 1 };

export function disbursement(homePageFlag: Disbursement['homePageFlag'], extra: Partial<Disbursement> = {}): Disbursement {
  return { homePageFlag, applicationNo: null, qualifiedAmountCents: null, loanAmountResult: null, underReview: false, repair: null, loans: [], ...extra };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake realtime socket the test opens and speaks through (`channel: true`). */
export type FakeSocket = { url: string; send: (event: SocketEvent) => void; closed: boolean };

export async function startHome(answers: HomeAnswers = {}, linkAnswers: LinkAnswers = {}, { channel = false } = {}) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const sockets: FakeSocket[] = [];
  const socket = fromCallback<SocketCommand, { url: string }>(({ input, sendBack }) => {
    const fake: FakeSocket = { url: input.url, send: sendBack, closed: false };
    sockets.push(fake);
    return () => {
      fake.closed = true;
    };
  });
  const visits: string[] = [];
  let sessionsCleared = 0;
  const fake = (name: string, table: Record<string, Answer | undefined>) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const answer = table[name];
      if (!answer) throw new Error(`The test gave no answer for ${name}`);
      return (answer as (input: unknown) => unknown)(input);
    });
  const fakesOf = (names: string[], table: Record<string, Answer | undefined>) => Object.fromEntries(names.map((name) => [name, fake(name, table)])) as never;
  const machine = appMachine.provide({
    actors: {
      loadDatePattern: fromPromise(async () => 'MM/dd/YYYY'),
      loadHolidays: fromPromise(async (): Promise<readonly string[]> => []),
      loadPortfolio: fromPromise(async () => PORTFOLIO_118),
      account: accountMachine.provide({ actors: fakesOf(Object.keys(accountMachine.implementations.actors), {}), actions: { storeSession: () => {} } }),
      home: homeMachine.provide({
        actors: {
          ...(fakesOf(Object.keys(homeMachine.implementations.actors), answers) as Record<string, never>),
          // Without `channel` the realtime actor is a fake call that fails: the page then watches nothing.
          // The reconnect waits no backoff here: the channel's timers are the realtime machine's own tests'.
          ...(channel ? { realtime: realtimeMachine.provide({ actors: { socket }, delays: { backoff: 0 } }) } : {}),
        },
      }),
      resourceLink: resourceLinkMachine.provide({ actors: fakesOf(Object.keys(resourceLinkMachine.implementations.actors), linkAnswers) }),
    },
    actions: { goToUrl: () => {}, clearSession: () => void (sessionsCleared += 1) },
  });
  // The visits the flows ask of the app (route.enter sent by a child to the app).
  const inspect = (event: InspectionEvent) => {
    if (
      event.type === '@xstate.event' &&
      event.event.type === 'route.enter' &&
      event.sourceRef &&
      event.sourceRef !== event.actorRef &&
      event.actorRef === actor
    ) {
      visits.push((event.event as unknown as { path: string }).path);
    }
  };
  const actor = createActor(machine, { input: { url: 'http://localhost/', userAgent: 'test', redirectParam: null }, inspect });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));

  const home = () => {
    const child = actor.getSnapshot().children.home as ActorRefFrom<typeof homeMachine> | undefined;
    if (!child) throw new Error('The home flow is not running');
    return child;
  };
  const link = () => {
    const child = actor.getSnapshot().children.resourceLink as ActorRefFrom<typeof resourceLinkMachine> | undefined;
    if (!child) throw new Error('The resource-link flow is not running');
    return child;
  };
  return {
    actor,
    calls,
    visits,
    sockets,
    inputsOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.input),
    countOf: (name: string) => calls.filter((call) => call.name === name).length,
    sessionsCleared: () => sessionsCleared,
    open: async (path: string) => {
      actor.send(routeEnterEvent(ROUTES, path));
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
    path: () => activeRoute(actor.getSnapshot())?.path,
    title: () => activeRoute(actor.getSnapshot())?.meta.title,
    appState: () => actor.getSnapshot().value,
  };
}
