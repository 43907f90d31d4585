// Every flow's views from the start (Vitest, Storybook, the server's render). The browser's build swaps this module
// for an empty table (vite.config.ts, as it does machines/flow-machines.ts): there each flow's views arrive with
// the flow (src/app/lazy-flows.ts).
export { FLOW_VIEW_IMPORTS } from './flow-route-views.ts';
