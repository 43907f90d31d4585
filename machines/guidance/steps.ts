// The rules that place a borrower among the guidance pages (pages.ts, whose rows say when each page is done):
// which pages this portfolio asks (list-section), which a deep link may open, where a reload resumes, what comes next
// and when a page's answers are saved. Pure functions of the context, so the flow tests are tables.
import { SECTION } from '#src/domain/codes/application.ts';
import { maskSsn, maskTail } from '#src/domain/format.ts';
import type { EmploymentAnswers, PersonalAnswers } from '#src/api/contract/application.ts';
import type { GuidanceContext, QuestionStep, RecordRequest, StepAnswers, StepSubmitEvent } from './types.ts';
import { GUIDANCE_KERNEL, sectionOf, type StepId } from './pages.ts';

/** The state key of a step under #guidance.ready: 'personal/net-pay' -> 'personal.netPay'. */
export function stateKeyOf(step: StepId): string {
  return step
    .split('/')
    .map((part) => part.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()))
    .join('.');
}

/** The pages this portfolio asks: its sections from list-section; the summary and result always. */
export const includedSteps = (context: GuidanceContext): StepId[] => GUIDANCE_KERNEL.asked(context);

export const isStepDone = (context: GuidanceContext, step: StepId): boolean => GUIDANCE_KERNEL.isDone(context, step);

/** The first page not yet done: where a borrower without a resume step starts. */
export const firstIncompleteStep = (context: GuidanceContext): StepId => GUIDANCE_KERNEL.firstIncomplete(context);

/** A page may be opened when every page before it is done (a2j: no deep link past the first gap). */
export const isReachable = (context: GuidanceContext, step: StepId): boolean => GUIDANCE_KERNEL.isReachable(context, step);

/**
 * Where a reload or /guidance lands: the saved resume step when it may be opened, else the first gap.
 * 'ibv' stands for every IBV page (the status page needs its request code from the provider's return).
 */
export const resumeStep = (context: GuidanceContext): StepId => GUIDANCE_KERNEL.resume(context, context.progress?.resumeStep);

/** After a page: the summary when everything before it is done (a change from the summary returns there), else the next page. */
export const nextStep = (context: GuidanceContext, step: StepId): StepId => GUIDANCE_KERNEL.next(context, step);

/** A multi-page section is saved by its last page, or by any page once it was saved before (a change); its other pages save a draft. */
export function savesNow(context: GuidanceContext, step: QuestionStep): boolean {
  const section = sectionOf(step);
  if (section === SECTION.personal) return context.personal !== null || step === 'personal/ssn';
  if (section === SECTION.employment) return context.employment !== null || step === 'employment/net-pay';
  return true;
}

/** The saved personal answers as the form of record-business-data takes them (no SSN: it stays stored). */
function savedPersonalAnswers(context: GuidanceContext) {
  if (!context.personal) return {};
  const { ssnMasked: _ssnMasked, verify: _verify, ...answers } = context.personal;
  return answers;
}

const NO_VERIFY = { homePhoneVerify: false, cellPhoneVerify: false, emailVerify: false, alternativePhoneVerify: false, alternativeEmailVerify: false };

/** A page's answers without its secrets, and the last four digits of each secret (for the masked copy). */
export function pendingSaveOf(event: StepSubmitEvent): NonNullable<GuidanceContext['saving']> {
  if (event.step === 'personal/ssn') {
    const ssn = event.answers.ssn?.replace(/\D/g, '');
    return { step: event.step, plain: {}, last4: ssn ? { ssn: ssn.slice(-4) } : {} };
  }
  if (event.step === 'bank/account') {
    const { routingNumber, accountNumber, ...plain } = event.answers;
    return { step: event.step, plain, last4: { routing: routingNumber.slice(-4), account: accountNumber.slice(-4) } };
  }
  return { step: event.step, plain: event.answers as Record<string, unknown>, last4: {} };
}

/** The context once a page is answered: the draft of its section grows, or (a save) the section reads as saved. */
export function withAnswered(context: GuidanceContext, saving: NonNullable<GuidanceContext['saving']>): GuidanceContext {
  const section = sectionOf(saving.step);
  const draft: GuidanceContext['draft'] =
    section === SECTION.personal
      ? { ...context.draft, personal: { ...savedPersonalAnswers(context), ...context.draft.personal, ...saving.plain } }
      : section === SECTION.employment
        ? { ...context.draft, employment: { ...(context.employment ?? {}), ...context.draft.employment, ...saving.plain } }
        : context.draft;
  const next = { ...context, draft };
  if (!savesNow(context, saving.step)) return next;
  const progress = context.progress && {
    ...context.progress,
    sections: context.progress.sections.map((s) => (s.section === section ? { ...s, complete: true } : s)),
  };
  switch (section) {
    case SECTION.personal:
      return {
        ...next,
        progress,
        draft: { ...draft, personal: {} },
        personal: {
          ...(draft.personal as Omit<NonNullable<GuidanceContext['personal']>, 'ssnMasked' | 'verify'>),
          ssnMasked: saving.last4.ssn ? maskSsn(saving.last4.ssn) : (context.personal?.ssnMasked ?? null),
          verify: context.personal?.verify ?? NO_VERIFY,
        },
      };
    case SECTION.employment:
      return { ...next, progress, draft: { ...draft, employment: {} }, employment: draft.employment as NonNullable<GuidanceContext['employment']> };
    case SECTION.bank:
      return {
        ...next,
        progress,
        bank: {
          bankAccountId: context.bank?.bankAccountId ?? '',
          bankName: context.bankLookup?.bankName ?? null,
          routingMasked: maskTail(saving.last4.routing ?? ''),
          accountMasked: maskTail(saving.last4.account ?? ''),
          accountType: saving.plain.accountType as NonNullable<GuidanceContext['bank']>['accountType'],
          // A new account must be verified again.
          verified: false,
        },
      };
    default:
      return { ...next, progress, questions: saving.plain as unknown as NonNullable<GuidanceContext['questions']> };
  }
}

/**
 * The record-business-data request of a page and the next step: the section's answers (secrets from the
 * event only) on its last page or a change, else the section's draft so far.
 */
export function saveRequestFor(context: GuidanceContext, event: StepSubmitEvent): RecordRequest {
  const saving = pendingSaveOf(event);
  const after = withAnswered(context, saving);
  const resumeStep = nextStep(after, event.step);
  if (!savesNow(context, event.step)) {
    return sectionOf(event.step) === SECTION.personal
      ? { section: SECTION.personal, draft: true, answers: after.draft.personal, resumeStep }
      : { section: SECTION.employment, draft: true, answers: after.draft.employment, resumeStep };
  }
  switch (sectionOf(event.step)) {
    case SECTION.personal: {
      const ssn = event.step === 'personal/ssn' ? event.answers.ssn : undefined;
      const answers = { ...after.draft.personal, ...savedPersonalAnswers(after), ...(ssn ? { ssn } : {}) };
      return { section: SECTION.personal, answers: answers as PersonalAnswers, resumeStep };
    }
    case SECTION.employment:
      return { section: SECTION.employment, answers: after.employment as EmploymentAnswers, resumeStep };
    case SECTION.bank:
      return { section: SECTION.bank, answers: event.answers as StepAnswers['bank/account'], resumeStep };
    default:
      return { section: SECTION.question, answers: event.answers as StepAnswers['question/about'], resumeStep };
  }
}
