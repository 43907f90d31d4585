// Every machine whose states are pages: the app's own (boot, errors, notifications) and the flows of the
// registry (machines/flows.ts). The router table is read from their metas.
import { appMachine } from './app/app.machine.ts';
import { FLOWS } from './flows.ts';
import { collectRoutes } from './kit/route-table.ts';

export const ROUTED_MACHINES = [appMachine, ...FLOWS.map((flow) => flow.machine)] as const;

export const ROUTES = collectRoutes(ROUTED_MACHINES);
