// Every flow's machine, by the id of the app state that runs it (machines/flows.ts). The app machine takes these
// as its flows' default implementations, so tests, stories and the server run every flow as it is. The browser's
// build replaces this module with one whose flows are loaded when they start (src/app/lazy-flows.ts,
// vite.config.ts): a flow's machine, contract and calls then arrive in the chunk of its first visit.
import { accountMachine } from './account/account.machine.ts';
import { couponMachine } from './coupon/coupon.machine.ts';
import { disbursementMachine } from './disbursement/disbursement.machine.ts';
import { guidanceMachine } from './guidance/guidance.machine.ts';
import { homeMachine } from './home/home.machine.ts';
import { legalMachine } from './legal/legal.machine.ts';
import { repaymentMachine } from './repayment/repayment.machine.ts';
import { resourceLinkMachine } from './resource-link/resource-link.machine.ts';
import { signingMachine } from './signing/signing.machine.ts';

export const FLOW_MACHINES = {
  account: accountMachine,
  guidance: guidanceMachine,
  signing: signingMachine,
  disbursement: disbursementMachine,
  repayment: repaymentMachine,
  coupon: couponMachine,
  home: homeMachine,
  resourceLink: resourceLinkMachine,
  legal: legalMachine,
};
