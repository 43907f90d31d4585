// Every machine whose states are pages: the app's own (boot, errors, notifications) and the flows of the
// registry (machines/flows.ts). The router table is read from their metas. In the browser a flow's machine
// arrives with its first visit (src/app/lazy-flows.ts): the table then starts with the app's and the loaded
// flows' routes, and each flow's are added as it loads.
import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine.ts';
import { FLOW_MACHINES, FLOWS } from './flows.ts';
import { collectRoutes, type Route } from './kit/route-table.ts';

const isMachine = (logic: unknown): logic is AnyStateMachine => typeof logic === 'object' && logic !== null && 'root' in logic;

export const ROUTED_MACHINES: readonly AnyStateMachine[] = [appMachine, ...FLOWS.map((flow) => FLOW_MACHINES[flow.id]).filter(isMachine)];

export const ROUTES: Route[] = collectRoutes(ROUTED_MACHINES);
