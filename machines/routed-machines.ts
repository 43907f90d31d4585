// The registry of flow machines whose states are pages. The router table is read from their metas; each
// later flow (guidance, disbursement, repayment, coupon) joins this list when it arrives.
import { accountMachine } from './account.machine.ts';
import { appMachine } from './app.machine.ts';
import { guidanceMachine } from './guidance.machine.ts';
import { homeMachine } from './home.machine.ts';
import { resourceLinkMachine } from './resource-link.machine.ts';
import { collectRoutes } from './route-table.ts';

export const ROUTED_MACHINES = [appMachine, accountMachine, guidanceMachine, homeMachine, resourceLinkMachine] as const;

export const ROUTES = collectRoutes(ROUTED_MACHINES);
