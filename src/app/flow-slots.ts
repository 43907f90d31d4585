// The browser build's stand-in for machines/flow-machines.ts (vite.config.ts swaps the modules): the app
// machine's flows without their code, so the entry holds none of it. The browser provides each flow's logic
// as it starts (src/app/lazy-flows.ts); until then a slot fails loudly if invoked.
import type { FLOW_MACHINES as MACHINES } from '#machines/flow-machines.ts';
import { actorProvidedByApp } from '#machines/kit/provided-by-app.ts';

// Named `lazy-flow:<id>` in the error a slot throws: src/app/lazy-flows.ts provides it.
const slot = (id: keyof typeof MACHINES) => actorProvidedByApp(`lazy-flow:${id}`);

export const FLOW_MACHINES = {
  account: slot('account'),
  guidance: slot('guidance'),
  signing: slot('signing'),
  disbursement: slot('disbursement'),
  repayment: slot('repayment'),
  coupon: slot('coupon'),
  home: slot('home'),
  resourceLink: slot('resourceLink'),
  legal: slot('legal'),
} satisfies Record<keyof typeof MACHINES, unknown> as unknown as typeof MACHINES;
