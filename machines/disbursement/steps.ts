// The wizard's rules over its page table, on the step kernel (machines/kit/steps.ts): when each step is
// done, so which steps a borrower may open with what is chosen so far, and where a visit to /disbursement resumes.
import { stepAfter, stepKernel } from '../kit/steps.ts';
import { WIZARD_STEPS, type WizardStep } from './pages.ts';
import type { DisbursementChoices } from './types.ts';

/** Whether every choice named is made. */
const chosen =
  (...keys: readonly (keyof DisbursementChoices)[]) =>
  (choices: DisbursementChoices) =>
    keys.every((key) => choices[key] !== null && choices[key] !== undefined);

/** When each step is done: what its form adds to the choices (one row per step, the type asks for every one). */
const DONE: { readonly [S in WizardStep]: (choices: DisbursementChoices) => boolean } = {
  'choose-loan-amount': chosen('amountCents'),
  'choose-payment-mode': chosen('paymentFrequency', 'repaymentMode', 'achAuthorized'),
  'choose-bank-account': chosen('disbursementDate', 'disbursementMode', 'bankAccountId'),
  // A review of the choices before it: nothing is chosen on it.
  'choose-loan-term': () => true,
  // Confirming creates the loan and hands over to signing: never done while the wizard is open.
  'confirm-details': () => false,
};

const WIZARD = stepKernel<WizardStep, DisbursementChoices>({ rows: WIZARD_STEPS.map((step) => ({ step, done: DONE[step] })) });

/** A step may be opened once every step before it is done: everything they ask is chosen. */
export const isReachable = (choices: DisbursementChoices, step: WizardStep): boolean => WIZARD.isReachable(choices, step);

/** The step saved on the server when it can be opened, else the furthest step that can (the first not done). */
export const resumeStep = (savedStep: string | undefined, choices: DisbursementChoices): WizardStep => WIZARD.resume(choices, savedStep);

/** The wizard asks every step, whatever is chosen: the next is the table's, and confirming is the last. */
export const nextStep = (step: WizardStep): WizardStep => stepAfter(WIZARD_STEPS, step);

/** The choices a schedule is computed from, once all are made. */
export function scheduleRequestOf(choices: DisbursementChoices) {
  const { amountCents, paymentFrequency, repaymentMode, disbursementDate, disbursementMode } = choices;
  if (amountCents === null || paymentFrequency === null || repaymentMode === null || disbursementDate === null || disbursementMode === null) return null;
  return { amountCents, paymentFrequency, repaymentMode, disbursementDate, disbursementMode };
}

/** Every choice made: what confirming sends. */
export function completeChoicesOf(choices: DisbursementChoices) {
  const schedule = scheduleRequestOf(choices);
  if (!schedule || choices.achAuthorized === null || choices.bankAccountId === null) return null;
  return { ...schedule, achAuthorized: choices.achAuthorized, bankAccountId: choices.bankAccountId };
}
