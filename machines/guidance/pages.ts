// The guidance pages: each page's path, section, title and back target, in the order a borrower meets them.
import { SECTION, type Section } from '#src/domain/codes/application.ts';

export const GUIDANCE_PATHS = {
  entry: '/guidance',
  ibvStatus: '/guidance/ibv/:requestCode',
  bankStatement: '/guidance/bank-statement',
} as const;

/** A page of the main line: its resume step (the URL after /guidance/), its section, title and back target. */
export type GuidanceStep = { step: string; section: Section; title: string; back: string };

const at = (step: string) => `${GUIDANCE_PATHS.entry}/${step}`;

export const GUIDANCE_STEPS = [
  { step: 'personal/name', section: SECTION.personal, title: 'Your name and date of birth', back: '/home' },
  { step: 'personal/address', section: SECTION.personal, title: 'Your home address', back: at('personal/name') },
  { step: 'personal/contact', section: SECTION.personal, title: 'How can we reach you?', back: at('personal/address') },
  { step: 'personal/military', section: SECTION.personal, title: 'Military status and messages', back: at('personal/contact') },
  // The SSN comes last in its section: it is sent with the section's save and never kept by the app.
  { step: 'personal/ssn', section: SECTION.personal, title: 'What is your Social Security number?', back: at('personal/military') },
  { step: 'employment/income', section: SECTION.employment, title: 'Your income', back: at('personal/ssn') },
  { step: 'employment/payday', section: SECTION.employment, title: 'When are you paid?', back: at('employment/income') },
  { step: 'employment/net-pay', section: SECTION.employment, title: 'How much is your take-home pay?', back: at('employment/payday') },
  { step: 'question/about', section: SECTION.question, title: 'A few questions', back: at('employment/net-pay') },
  // Back skips the questions page when the portfolio has none: the summary lists it when it is asked.
  { step: 'bank/account', section: SECTION.bank, title: 'Your bank account', back: at('employment/net-pay') },
  { step: 'ibv', section: SECTION.ibv, title: 'Verify your bank account', back: at('bank/account') },
  { step: 'summary', section: SECTION.summary, title: 'Check your answers', back: at('ibv') },
  { step: 'qualified-amount', section: SECTION.summary, title: 'Your qualified amount', back: '/home' },
] as const satisfies readonly GuidanceStep[];

export type StepId = (typeof GUIDANCE_STEPS)[number]['step'];

export const stepPath = (step: StepId) => at(step);
