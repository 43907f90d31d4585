// The disbursement wizard's pages (spec section 2: "Apply for New Loan"): each step's path, title, back
// target and tips, in the order a borrower meets them. The signing step arrives with the signing issue.
import type { DisbursementStep } from '#src/api/contract/disbursement.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import { say, withWords } from './words.ts';

/** The wizard's section, said when this module loads (the signing step's page names it too). */
export const DISBURSEMENT_SECTION = say('disbursement.page.section');

/** A page's meta with its title and section read from the catalog each time they are read. */
const wizardMeta = (meta: Omit<RouteMeta, 'title' | 'section'>, titleId: string): RouteMeta =>
  withWords(withWords({ ...meta }, 'title', titleId), 'section', 'disbursement.page.section');

export const DISBURSEMENT_PATHS = { entry: '/disbursement', home: '/home' } as const;

/** The tips a wizard page shows: the same-day funding countdown on every step, how to change the date from the bank-account step on. */
export const TIP = { sameDay: 'same-day-funding', changeDate: 'change-date' } as const;

/** The steps this wizard routes (the signing step is the signing flow's). */
export type WizardStep = Exclude<DisbursementStep, 'sign-loan-agreement'>;

export const stepPath = (step: DisbursementStep) => `${DISBURSEMENT_PATHS.entry}/${step}`;

type WizardPage = { step: WizardStep; meta: RouteMeta };

const page = (step: WizardStep, titleId: string, back: string, extra: Partial<RouteMeta> = {}): WizardPage => ({
  step,
  meta: wizardMeta({ path: stepPath(step), back, tips: [TIP.sameDay, TIP.changeDate], ...extra }, titleId),
});

export const WIZARD_PAGES = [
  page('choose-loan-amount', 'disbursement.page.amount', DISBURSEMENT_PATHS.home, { dark: true, tips: [TIP.sameDay] }),
  page('choose-payment-mode', 'disbursement.page.mode', stepPath('choose-loan-amount'), { tips: [TIP.sameDay] }),
  page('choose-bank-account', 'disbursement.page.account', stepPath('choose-payment-mode')),
  page('choose-loan-term', 'disbursement.page.term', stepPath('choose-bank-account')),
  // Confirm goes back past the term: the term is a review of the bank-account step's choices.
  page('confirm-details', 'disbursement.page.confirm', stepPath('choose-bank-account')),
] as const satisfies readonly WizardPage[];

export const WIZARD_STEPS: readonly WizardStep[] = WIZARD_PAGES.map(({ step }) => step);

export const metaOf = (step: WizardStep): RouteMeta => WIZARD_PAGES.find((each) => each.step === step)!.meta;
