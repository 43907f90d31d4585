// The flow registry: every flow whose states are pages, in the order the app asks them whether a visited
// path is theirs. The app machine builds, from this list alone, its flow states, their route rows and the
// router table; adding a flow is one entry in REGISTRY (docs/decisions/0011-how-to-add-a-flow.md).
// A flow asks the app to go somewhere by sending it a visit (`route.enter` with the path), to sign in first
// by `api.signInRequired`, and to show a message by `snackbar.show`: one shape for every flow.
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { Customer } from '#src/api/contract/customer.ts';
import type { FLOW_MACHINES as MACHINES } from './flow-machines.ts';
import { ACCOUNT_PATHS } from './account/pages.ts';
import { COUPON_PATHS } from './coupon/pages.ts';
import { DISBURSEMENT_PATHS } from './disbursement/pages.ts';
import { LEGAL_PATHS } from './legal/pages.ts';
import { GUIDANCE_PATHS } from './guidance/pages.ts';
import { asksSignOut, HOME_PATHS } from './home/pages.ts';
import { SIGNING_PAGES } from './signing/pages.ts';
import { REPAYMENT_PATHS } from './repayment/pages.ts';
import { RESOURCE_LINK_PATHS } from './resource-link/pages.ts';
import type { RouteEnterEvent } from './kit/route-meta.ts';
import { matchPattern } from './kit/route-table.ts';

/** What the app knows when a flow starts: the brand, the signed-in customer if known, the visit, and this tab's realtime session id. */
export type FlowStart = {
  portfolioId: number;
  customer: Customer | null;
  entry: RouteEnterEvent;
  sessionId: string;
  /** This tab holds a session (held at load or signed in since): the customer may still be unknown after a reload. */
  signedIn: boolean;
  /** The page to come back to once signed in (kept since a call asked for a session), or null. */
  returnTo: string | null;
};

type FlowDefinition<TMachine extends AnyStateMachine> = {
  /** Whether a visited path is one of the flow's pages. */
  owns: (path: string) => boolean;
  /** A visit while the flow runs: handed to it ('forward'), or the flow started afresh ('restart'). */
  onRevisit: 'forward' | 'restart';
  input: (start: FlowStart) => InputFrom<TMachine>;
};

const anyOf = (patterns: readonly string[]) => (path: string) => patterns.some((pattern) => matchPattern(pattern, path) !== null);
const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

type Machines = typeof MACHINES;
/** Keyed by the app state that runs the flow, which is also the flow actor's id and system id. */
const REGISTRY: { [K in keyof Machines]: FlowDefinition<Machines[K]> } = {
  account: {
    owns: anyOf(Object.values(ACCOUNT_PATHS)),
    onRevisit: 'forward',
    input: ({ portfolioId, customer, entry, returnTo }) => ({ portfolioId, customer, entry, returnTo }),
  },
  guidance: {
    owns: under(GUIDANCE_PATHS.entry),
    onRevisit: 'forward',
    input: ({ portfolioId, entry }) => ({ portfolioId, entry }),
  },
  // Before the wizard: its last step (/disbursement/sign-loan-agreement) is this flow's. Each visit fetches the agreement afresh.
  signing: {
    owns: anyOf(Object.values(SIGNING_PAGES).map((page) => page.path)),
    onRevisit: 'restart',
    input: ({ entry, sessionId, signedIn }) => ({ entry, sessionId, signedIn }),
  },
  // The wizard resumes from the server's saved step on every start; visits while it runs are its own.
  disbursement: {
    owns: under(DISBURSEMENT_PATHS.entry),
    onRevisit: 'forward',
    input: ({ portfolioId, entry }) => ({ portfolioId, entry }),
  },
  // A funded loan's pages; visits while it runs are its own, and each start loads the loan afresh.
  repayment: {
    owns: under(REPAYMENT_PATHS.entry),
    onRevisit: 'forward',
    input: ({ entry }) => ({ entry }),
  },
  // An e-mailed coupon link and its pages, without signing in (issue 14); each start reads what this browser kept of it.
  coupon: {
    owns: under(COUPON_PATHS.entry),
    onRevisit: 'forward',
    input: ({ entry }) => ({ entry }),
  },
  // A new visit while home is open reloads it; one asking to sign out (the header's, signOutVisit) signs out.
  home: {
    owns: anyOf([HOME_PATHS.home]),
    onRevisit: 'forward',
    input: ({ customer, entry, sessionId }) => ({ customer, signOutOnArrival: asksSignOut(entry), sessionId }),
  },
  // An e-mailed link: each visit is a new check.
  resourceLink: {
    owns: anyOf(Object.values(RESOURCE_LINK_PATHS)),
    onRevisit: 'restart',
    input: ({ customer, entry }) => ({ entry, signedIn: Boolean(customer) }),
  },
  // The lender's public pages (issue 18, decision 0760), without signing in; moving between them keeps what they loaded.
  legal: {
    owns: anyOf(Object.values(LEGAL_PATHS)),
    onRevisit: 'forward',
    input: ({ portfolioId, entry }) => ({ portfolioId, entry }),
  },
};

export type FlowId = keyof typeof REGISTRY;
export type FlowMachine<K extends FlowId> = Machines[K];
export type Flow<K extends FlowId = FlowId> = FlowDefinition<FlowMachine<K>> & { id: K };

export const FLOWS: readonly Flow[] = (Object.keys(REGISTRY) as FlowId[]).map((id) => ({ id, ...REGISTRY[id] }) as Flow);

/**
 * One value per flow, keyed by its id. `T` names each flow's own type (TypeScript cannot follow a key through
 * Object.fromEntries), so `make` must give, for each flow, the value T names for it.
 */
export function byFlow<T extends Record<FlowId, unknown>>(make: (flow: Flow) => T[FlowId]): T {
  return Object.fromEntries(FLOWS.map((each) => [each.id, make(each)])) as T;
}

/** The flow machines by id (the app provides their effects by these names). */
export { FLOW_MACHINES } from './flow-machines.ts';

export function flowOf(id: string): Flow {
  const found = FLOWS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No flow ${id} in the registry`);
  return found;
}
