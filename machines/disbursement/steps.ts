// The wizard's rules over its page table (pages.ts, whose rows say when each step is done), on the step kernel
// (machines/kit/steps.ts): which steps a borrower may open with what is chosen so far, and where a visit to /disbursement resumes.
import { stepAfter, stepKernel } from '../kit/steps.ts';
import { WIZARD_PAGES, WIZARD_STEPS, type WizardStep } from './pages.ts';
import type { DisbursementChoices } from './types.ts';

/** Each step's `done` is its row's in the page table. */
const WIZARD = stepKernel<WizardStep, DisbursementChoices>({ rows: WIZARD_PAGES });

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
