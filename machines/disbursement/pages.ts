// The disbursement wizard's pages (spec section 2: "Apply for New Loan"): each step's path, title, back
// target and tips, in the order a borrower meets them. The signing step arrives with the signing issue.
import type { DisbursementStep } from '#src/api/contract/disbursement.ts';
import type { RouteMeta } from '../kit/route-meta.ts';

export const DISBURSEMENT_SECTION = 'Apply for New Loan';

export const DISBURSEMENT_PATHS = { entry: '/disbursement', home: '/home' } as const;

/** The tips a wizard page shows: the same-day funding countdown on every step, how to change the date from the bank-account step on. */
export const TIP = { sameDay: 'same-day-funding', changeDate: 'change-date' } as const;

/** The steps this wizard routes (the signing step is the signing flow's). */
export type WizardStep = Exclude<DisbursementStep, 'sign-loan-agreement'>;

export const stepPath = (step: DisbursementStep) => `${DISBURSEMENT_PATHS.entry}/${step}`;

type WizardPage = { step: WizardStep; meta: RouteMeta };

const page = (step: WizardStep, title: string, back: string, extra: Partial<RouteMeta> = {}): WizardPage => ({
  step,
  meta: { path: stepPath(step), title, back, section: DISBURSEMENT_SECTION, tips: [TIP.sameDay, TIP.changeDate], ...extra },
});

export const WIZARD_PAGES = [
  page('choose-loan-amount', 'Choose Loan Amount', DISBURSEMENT_PATHS.home, { dark: true, tips: [TIP.sameDay] }),
  page('choose-payment-mode', 'Choose Repayment Mode', stepPath('choose-loan-amount'), { tips: [TIP.sameDay] }),
  page('choose-bank-account', 'Date & Bank Account', stepPath('choose-payment-mode')),
  page('choose-loan-term', 'Review Loan Term', stepPath('choose-bank-account')),
  // Confirm goes back past the term: the term is a review of the bank-account step's choices.
  page('confirm-details', 'Confirm Loan Details', stepPath('choose-bank-account')),
] as const satisfies readonly WizardPage[];

export const WIZARD_STEPS: readonly WizardStep[] = WIZARD_PAGES.map(({ step }) => step);

export const metaOf = (step: WizardStep): RouteMeta => WIZARD_PAGES.find((each) => each.step === step)!.meta;
