// The wizard's rules over its page table: which steps a borrower may open with what is chosen so far, and
// where a visit to /disbursement resumes.
import { WIZARD_STEPS, type WizardStep } from './pages.ts';
import type { DisbursementChoices } from './types.ts';

/** What each step needs chosen before it can be opened: everything the steps before it ask. */
const NEEDS: Readonly<Record<WizardStep, readonly (keyof DisbursementChoices)[]>> = {
  'choose-loan-amount': [],
  'choose-payment-mode': ['amountCents'],
  'choose-bank-account': ['amountCents', 'paymentFrequency', 'repaymentMode', 'achAuthorized'],
  'choose-loan-term': ['amountCents', 'paymentFrequency', 'repaymentMode', 'achAuthorized', 'disbursementDate', 'disbursementMode', 'bankAccountId'],
  'confirm-details': ['amountCents', 'paymentFrequency', 'repaymentMode', 'achAuthorized', 'disbursementDate', 'disbursementMode', 'bankAccountId'],
};

export function isReachable(choices: DisbursementChoices, step: WizardStep): boolean {
  return NEEDS[step].every((key) => choices[key] !== null && choices[key] !== undefined);
}

export function isWizardStep(step: string): step is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(step);
}

/** The step saved on the server when it can be opened, else the furthest step that can. */
export function resumeStep(savedStep: string | undefined, choices: DisbursementChoices): WizardStep {
  if (savedStep !== undefined && isWizardStep(savedStep) && isReachable(choices, savedStep)) return savedStep;
  return [...WIZARD_STEPS].reverse().find((step) => isReachable(choices, step)) ?? 'choose-loan-amount';
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!;
}

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
