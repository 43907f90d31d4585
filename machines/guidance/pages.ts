// The guidance pages: each page's path, section, title and back target, in the order a borrower meets them.
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { withWords } from './words.ts';

export const GUIDANCE_PATHS = {
  entry: '/guidance',
  ibvStatus: '/guidance/ibv/:requestCode',
  bankStatement: '/guidance/bank-statement',
} as const;

/** A page of the main line: its resume step (the URL after /guidance/), its section, title and back target. */
export type GuidanceStep = { step: string; section: Section; title: string; back: string };

const at = (step: string) => `${GUIDANCE_PATHS.entry}/${step}`;

/** A page of the main line whose title is read from the flow's catalog whenever it is shown. */
const page = <const Row extends Omit<GuidanceStep, 'title'>>(row: Row, titleId: string) => withWords({ ...row }, 'title', titleId);

export const GUIDANCE_STEPS = [
  page({ step: 'personal/name', section: SECTION.personal, back: '/home' }, 'guidance.page.name'),
  page({ step: 'personal/address', section: SECTION.personal, back: at('personal/name') }, 'guidance.page.address'),
  page({ step: 'personal/contact', section: SECTION.personal, back: at('personal/address') }, 'guidance.page.contact'),
  page({ step: 'personal/military', section: SECTION.personal, back: at('personal/contact') }, 'guidance.page.military'),
  // The SSN comes last in its section: it is sent with the section's save and never kept by the app.
  page({ step: 'personal/ssn', section: SECTION.personal, back: at('personal/military') }, 'guidance.page.ssn'),
  page({ step: 'employment/income', section: SECTION.employment, back: at('personal/ssn') }, 'guidance.page.income'),
  page({ step: 'employment/payday', section: SECTION.employment, back: at('employment/income') }, 'guidance.page.payday'),
  page({ step: 'employment/net-pay', section: SECTION.employment, back: at('employment/payday') }, 'guidance.page.netPay'),
  page({ step: 'question/about', section: SECTION.question, back: at('employment/net-pay') }, 'guidance.page.questions'),
  // Back skips the questions page when the portfolio has none: the summary lists it when it is asked.
  page({ step: 'bank/account', section: SECTION.bank, back: at('employment/net-pay') }, 'guidance.page.bankAccount'),
  page({ step: 'ibv', section: SECTION.ibv, back: at('bank/account') }, 'guidance.page.ibv'),
  page({ step: 'summary', section: SECTION.summary, back: at('ibv') }, 'guidance.page.summary'),
  page({ step: 'qualified-amount', section: SECTION.summary, back: '/home' }, 'guidance.page.qualifiedAmount'),
] as const satisfies readonly GuidanceStep[];

export type StepId = (typeof GUIDANCE_STEPS)[number]['step'];

export const stepPath = (step: StepId) => at(step);
