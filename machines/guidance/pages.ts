// The guidance pages: each page's path, section, title, back target, width and when it is done, in the order a
// borrower meets them, and the pages beside them (the failed load, the verification's status, the bank statement).
// The machine's states carry these metas; the step kernel (machines/kit/steps.ts) reads `done` from the rows;
// steps.ts adds the flow's rules.
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { HOME_PAGE } from '../home/pages.ts';
import type { PageWidth, RouteMeta } from '../kit/route-meta.ts';
import { stepKernel } from '../kit/steps.ts';
import type { GuidanceContext } from './types.ts';
import { withWords } from './words.ts';

export const GUIDANCE_PATHS = {
  entry: '/guidance',
  ibvStatus: '/guidance/ibv/:requestCode',
  bankStatement: '/guidance/bank-statement',
} as const;

/**
 * A page of the main line: its resume step (the URL after /guidance/), its section, title and back target, its
 * width (one form card, narrow, unless it says), and whether the context answers it (so that the pages after it may open).
 */
export type GuidanceStep = {
  step: string;
  section: Section;
  title: string;
  back: string;
  width?: PageWidth;
  done: (context: GuidanceContext) => boolean;
};

const at = (step: string) => `${GUIDANCE_PATHS.entry}/${step}`;

/** A page of the main line whose title is read from the flow's catalog whenever it is shown. */
const page = <const Row extends Omit<GuidanceStep, 'title'>>(row: Row, titleId: string) => withWords({ ...row }, 'title', titleId);

/**
 * A page of a multi-page section is done when its section is saved, or (the section still being answered)
 * when the field the page always answers is in the section's draft. The SSN and net pay pages save their section.
 */
const personalPage = (field?: string) => (context: GuidanceContext) =>
  context.personal !== null || (field !== undefined && (context.draft.personal as Record<string, unknown>)[field] !== undefined);
const employmentPage = (field?: string) => (context: GuidanceContext) =>
  context.employment !== null || (field !== undefined && (context.draft.employment as Record<string, unknown>)[field] !== undefined);
const sectionComplete = (context: GuidanceContext, section: Section) => context.progress?.sections.some((s) => s.section === section && s.complete) ?? false;
const questionsSaved = (context: GuidanceContext) => context.questions !== null;
const bankSaved = (context: GuidanceContext) => context.bank !== null;
/** Verified online, or a statement sent instead (the verification section complete, the account not verified). */
const verifiedOrStatementSent = (context: GuidanceContext) => context.bank?.verified === true || sectionComplete(context, SECTION.ibv);
/** The summary is done, and the result exists, once the qualified amount is calculated. */
export const calculated = (context: Pick<GuidanceContext, 'qualification'>) => context.qualification !== null;

export const GUIDANCE_STEPS = [
  page({ step: 'personal/name', section: SECTION.personal, back: HOME_PAGE.path, done: personalPage('firstName') }, 'guidance.page.name'),
  page({ step: 'personal/address', section: SECTION.personal, back: at('personal/name'), done: personalPage('address') }, 'guidance.page.address'),
  page({ step: 'personal/contact', section: SECTION.personal, back: at('personal/address'), done: personalPage('contacts') }, 'guidance.page.contact'),
  page({ step: 'personal/military', section: SECTION.personal, back: at('personal/contact'), done: personalPage('military') }, 'guidance.page.military'),
  // The SSN comes last in its section: it is sent with the section's save and never kept by the app (so never drafted).
  page({ step: 'personal/ssn', section: SECTION.personal, back: at('personal/military'), done: personalPage() }, 'guidance.page.ssn'),
  page({ step: 'employment/income', section: SECTION.employment, back: at('personal/ssn'), done: employmentPage('incomeType') }, 'guidance.page.income'),
  page(
    { step: 'employment/payday', section: SECTION.employment, back: at('employment/income'), done: employmentPage('payrollFrequency') },
    'guidance.page.payday',
  ),
  page({ step: 'employment/net-pay', section: SECTION.employment, back: at('employment/payday'), done: employmentPage() }, 'guidance.page.netPay'),
  page({ step: 'question/about', section: SECTION.question, back: at('employment/net-pay'), done: questionsSaved }, 'guidance.page.questions'),
  // Back in a portfolio without questions skips their page (GUIDANCE_KERNEL.previous, stepPage's backOf).
  page({ step: 'bank/account', section: SECTION.bank, back: at('question/about'), done: bankSaved }, 'guidance.page.bankAccount'),
  page({ step: 'ibv', section: SECTION.ibv, back: at('bank/account'), done: verifiedOrStatementSent }, 'guidance.page.ibv'),
  // The summary lists every answer on the page's full width.
  page({ step: 'summary', section: SECTION.summary, back: at('ibv'), width: 'wide', done: calculated }, 'guidance.page.summary'),
  page({ step: 'qualified-amount', section: SECTION.summary, back: HOME_PAGE.path, done: calculated }, 'guidance.page.qualifiedAmount'),
] as const satisfies readonly GuidanceStep[];

export type StepId = (typeof GUIDANCE_STEPS)[number]['step'];

export const stepPath = (step: StepId) => at(step);

/** A page's section, from the page table. */
export const sectionOf = (step: StepId): Section => GUIDANCE_STEPS.find((s) => s.step === step)!.section;

/** The step kernel over this table (machines/kit/steps.ts); steps.ts adds the flow's own rules. */
export const GUIDANCE_KERNEL = stepKernel<StepId, GuidanceContext>({
  // Each page's `done` is its row's.
  rows: GUIDANCE_STEPS,
  // The sections this portfolio asks (list-section); the summary and the result always.
  asks: (context, step) => sectionOf(step) === SECTION.summary || (context.progress?.sections.some((s) => s.section === sectionOf(step)) ?? false),
  // The result exists only once calculated; every page before it is locked then.
  final: (context) => (calculated(context) ? 'qualified-amount' : undefined),
  // A change made from the summary returns there.
  review: 'summary',
});

/**
 * A main-line page's meta, as its state carries it: the title read from the row (the catalog) each time it is
 * shown; back to the page asked before it that may open (a portfolio without questions skips theirs), else the row's.
 */
export function stepPage(step: StepId): RouteMeta {
  const row: GuidanceStep = GUIDANCE_STEPS.find((s) => s.step === step)!;
  return {
    path: stepPath(step),
    get title() {
      return row.title;
    },
    back: row.back,
    backOf: (context) => {
      const before = GUIDANCE_KERNEL.previous(context as GuidanceContext, step);
      return before === undefined ? undefined : stepPath(before);
    },
    width: row.width ?? 'narrow',
  };
}

/** The pages beside the main line, their titles (and what opening one does) read from the catalog when shown. */
export const GUIDANCE_PAGES = {
  /** /guidance when the application could not be loaded: why, and "Try again". */
  loadFailed: withWords({ path: GUIDANCE_PATHS.entry, width: 'narrow' } as const, 'title', 'guidance.page.loadFailed') satisfies RouteMeta,
  /** Back from the bank, the app boots and loads the application before this page can show (`opening`). */
  ibvStatus: withWords(
    withWords({ path: GUIDANCE_PATHS.ibvStatus, back: stepPath('ibv'), width: 'narrow' } as const, 'title', 'guidance.page.ibvStatus'),
    'opening',
    'guidance.busy.checkingIbv',
  ) satisfies RouteMeta,
  bankStatement: withWords(
    { path: GUIDANCE_PATHS.bankStatement, back: stepPath('ibv'), width: 'narrow' } as const,
    'title',
    'guidance.page.bankStatement',
  ) satisfies RouteMeta,
};
