// The disbursement wizard's pages (spec section 2: "Apply for New Loan"): each step's path, title, back
// target, tips and when it is done, in the order a borrower meets them. The step kernel (machines/kit/steps.ts)
// reads `done` from these rows. The signing step is the signing flow's.
import type { DisbursementStep } from '#src/api/contract/disbursement.ts';
import { HOME_PAGE } from '../home/pages.ts';
import type { RouteMeta } from '../kit/route-meta.ts';
import type { DisbursementChoices } from './types.ts';
import { say, withWords } from './words.ts';

/** The wizard's section, said when this module loads (the signing step's page names it too). */
export const DISBURSEMENT_SECTION = say('disbursement.page.section');

/** A page's meta with its title and section read from the catalog each time they are read. */
const wizardMeta = (meta: Omit<RouteMeta, 'title' | 'section'>, titleId: string): RouteMeta =>
  withWords(withWords({ ...meta }, 'title', titleId), 'section', 'disbursement.page.section');

export const DISBURSEMENT_PATHS = { entry: '/disbursement', home: HOME_PAGE.path } as const;

/** /disbursement when the wizard could not load what it needs: titled with the section, back home. */
export const LOAD_FAILED_PAGE = withWords(
  { path: DISBURSEMENT_PATHS.entry, back: DISBURSEMENT_PATHS.home },
  'title',
  'disbursement.page.section',
) satisfies RouteMeta;

/** The tips a wizard page shows: the same-day funding countdown on every step, how to change the date from the bank-account step on. */
export const TIP = { sameDay: 'same-day-funding', changeDate: 'change-date' } as const;

/** The steps this wizard routes (the signing step is the signing flow's). */
export type WizardStep = Exclude<DisbursementStep, 'sign-loan-agreement'>;

export const stepPath = (step: DisbursementStep) => `${DISBURSEMENT_PATHS.entry}/${step}`;

/** A step: its page, and whether the choices made answer it (so that the steps after it may open). */
type WizardPage = { step: WizardStep; meta: RouteMeta; done: (choices: DisbursementChoices) => boolean };

const page = (step: WizardStep, titleId: string, back: string, done: WizardPage['done'], extra: Partial<RouteMeta> = {}): WizardPage => ({
  step,
  meta: wizardMeta({ path: stepPath(step), back, tips: [TIP.sameDay, TIP.changeDate], ...extra }, titleId),
  done,
});

/** Done when every choice named is made: what the step's form adds to the choices. */
const chosen =
  (...keys: readonly (keyof DisbursementChoices)[]) =>
  (choices: DisbursementChoices) =>
    keys.every((key) => choices[key] !== null && choices[key] !== undefined);

export const WIZARD_PAGES = [
  page('choose-loan-amount', 'disbursement.page.amount', DISBURSEMENT_PATHS.home, chosen('amountCents'), { dark: true, tips: [TIP.sameDay] }),
  page('choose-payment-mode', 'disbursement.page.mode', stepPath('choose-loan-amount'), chosen('paymentFrequency', 'repaymentMode', 'achAuthorized'), {
    tips: [TIP.sameDay],
  }),
  page('choose-bank-account', 'disbursement.page.account', stepPath('choose-payment-mode'), chosen('disbursementDate', 'disbursementMode', 'bankAccountId')),
  // A review of the choices before it: nothing is chosen on it.
  page('choose-loan-term', 'disbursement.page.term', stepPath('choose-bank-account'), () => true),
  // Confirm goes back past the term: the term is a review of the bank-account step's choices. Confirming creates
  // the loan and hands over to signing: never done while the wizard is open.
  page('confirm-details', 'disbursement.page.confirm', stepPath('choose-bank-account'), () => false),
] as const satisfies readonly WizardPage[];

export const WIZARD_STEPS: readonly WizardStep[] = WIZARD_PAGES.map(({ step }) => step);

export const metaOf = (step: WizardStep): RouteMeta => WIZARD_PAGES.find((each) => each.step === step)!.meta;
