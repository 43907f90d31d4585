// Issue 18: the progress through the guidance pages and the disbursement wizard, derived from their page
// tables, per page; and what a bank verification found, kept by the guidance flow for the summary.
import { describe, expect, it } from 'vitest';
import { SECTION } from '#src/domain/codes/application.ts';
import { bankFindingsSentence } from '#src/domain/ibv-findings.ts';
import { BANK_FINDINGS as FOUND } from '#src/ui/fixtures/applications.ts';
import { wizardProgress } from '#machines/disbursement/progress.ts';
import { guidanceProgress, guidanceStepOfPath } from '#machines/guidance/progress.ts';
import { includedSteps } from '#machines/guidance/steps.ts';
import { activeRoute } from '#machines/kit/route-table.ts';
import type { IbvStatusAnswer } from '#machines/guidance/types.ts';
import { ALL_SECTIONS, EMPLOYMENT, QUESTIONS, SAVED_BANK, SAVED_PERSONAL, application, progress, startGuidance } from './guidance-harness.ts';

const LABELS_118 = ['Personal information', 'Employment', 'Questions', 'Bank account', 'Bank verification', 'Summary'];
const verified = { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true } };

/** The progress the open page shows, as the guidance card derives it: the routed state's path, its step, the flow's context. */
function shown(app: Awaited<ReturnType<typeof startGuidance>>) {
  const step = guidanceStepOfPath(activeRoute(app.actor.getSnapshot())?.meta.path);
  return step && guidanceProgress(app.context(), step);
}

describe('guidance progress, from the page table', () => {
  it('a new borrower on the first page: step 1 of 13 (118 asks questions), the sections in page order, the first current', async () => {
    const app = await startGuidance({ listSection: () => progress(), getPersonalInfo: () => application() });
    await app.open('/guidance');
    expect(app.path()).toBe('/guidance/personal/name');
    expect(shown(app)).toEqual({
      name: 'Application progress',
      step: 1,
      of: 13,
      current: 'Personal information',
      stages: LABELS_118.map((label, index) => ({ label, status: index === 0 ? 'current' : 'upcoming' })),
    });
  });

  it('numbers every page the portfolio asks in order; without questions (110) there are 12 and no Questions stage', async () => {
    const app = await startGuidance({ listSection: () => progress(), getPersonalInfo: () => application() });
    await app.open('/guidance');
    const steps = includedSteps(app.context());
    expect(steps.map((step) => guidanceProgress(app.context(), step)?.step)).toEqual(steps.map((_, index) => index + 1));
    expect(guidanceProgress(app.context(), 'employment/payday')).toMatchObject({ step: 7, current: 'Employment' });
    expect(guidanceProgress(app.context(), 'qualified-amount')).toMatchObject({ step: 13, of: 13, current: 'Summary' });

    const without = await startGuidance({
      listSection: () =>
        progress(
          [],
          null,
          ALL_SECTIONS.filter((s) => s !== SECTION.question),
        ),
      getPersonalInfo: () =>
        application(
          {},
          progress(
            [],
            null,
            ALL_SECTIONS.filter((s) => s !== SECTION.question),
          ),
        ),
    });
    await without.open('/guidance');
    expect(shown(without)).toMatchObject({ step: 1, of: 12 });
    expect(shown(without)?.stages.map((stage) => stage.label)).toEqual(LABELS_118.filter((label) => label !== 'Questions'));
    expect(guidanceProgress(without.context(), 'question/about')).toBeUndefined();
  });

  it('on the summary: every section before it done, Summary current, step 12 of 13', async () => {
    const app = await startGuidance({
      listSection: () => progress(),
      getPersonalInfo: () =>
        application(
          verified,
          progress(
            ALL_SECTIONS.filter((s) => s !== SECTION.summary),
            'summary',
          ),
        ),
    });
    await app.open('/guidance');
    expect(app.path()).toBe('/guidance/summary');
    expect(shown(app)).toMatchObject({ step: 12, of: 13, current: 'Summary' });
    expect(shown(app)?.stages.map((stage) => stage.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
  });

  it('the verification status and statement pages stand for the verification step; a page outside the steps has none', () => {
    expect(guidanceStepOfPath('/guidance/ibv/:requestCode')).toBe('ibv');
    expect(guidanceStepOfPath('/guidance/bank-statement')).toBe('ibv');
    expect(guidanceStepOfPath('/guidance/personal/ssn')).toBe('personal/ssn');
    expect(guidanceStepOfPath('/guidance')).toBeUndefined();
    expect(guidanceStepOfPath(undefined)).toBeUndefined();
  });
});

describe('wizard progress, from its page table and the signing step', () => {
  const TITLES = ['Choose Loan Amount', 'Choose Repayment Mode', 'Date & Bank Account', 'Review Loan Term', 'Confirm Loan Details', 'Sign Loan Agreement'];
  const PATHS = ['choose-loan-amount', 'choose-payment-mode', 'choose-bank-account', 'choose-loan-term', 'confirm-details', 'sign-loan-agreement'].map(
    (step) => `/disbursement/${step}`,
  );

  it.each(PATHS.map((path, index) => [path, index] as const))('%s is step %i + 1 of 6, the steps before it done', (path, index) => {
    expect(wizardProgress(path)).toEqual({
      name: 'Loan application steps',
      step: index + 1,
      of: 6,
      stages: TITLES.map((label, i) => ({ label, status: i < index ? 'done' : i === index ? 'current' : 'upcoming' })),
    });
  });

  it('has none on the e-mailed signing link, the agreement or a coupon page', () => {
    expect(wizardProgress('/signature/:resource')).toBeUndefined();
    expect(wizardProgress('/loan-agreement')).toBeUndefined();
    expect(wizardProgress('/coupon/overview')).toBeUndefined();
  });
});

describe('what the bank verification found', () => {
  const status = (more: Partial<IbvStatusAnswer>): IbvStatusAnswer =>
    ({
      requestCode: 'RequestCode-0123456789',
      provider: 10000,
      status: 100,
      message: 'Verified',
      canRetry: false,
      canUseAnotherProvider: false,
      canUploadStatement: false,
      noIbvSituation: null,
      ...more,
    }) as IbvStatusAnswer;

  it('is kept from the status answer for the summary, and read again from get-personal-info after a reload', async () => {
    const bankSaved = { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK };
    const app = await startGuidance({
      listSection: () => progress(),
      getPersonalInfo: () => application(bankSaved, progress([SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank], 'ibv')),
      getProvider: () => [],
      getRequestStatus: () => status({ found: FOUND }),
      recordBusinessData: () =>
        progress(
          ALL_SECTIONS.filter((s) => s !== SECTION.summary),
          'summary',
        ),
    });
    await app.open('/guidance/ibv/RequestCode-0123456789');
    expect(app.path()).toBe('/guidance/summary');
    expect(app.context().ibvFindings).toEqual(FOUND);

    const reloaded = await startGuidance({
      listSection: () => progress(),
      getPersonalInfo: () =>
        application(
          { ...verified, ibvFindings: FOUND },
          progress(
            ALL_SECTIONS.filter((s) => s !== SECTION.summary),
            'summary',
          ),
        ),
    });
    await reloaded.open('/guidance/summary');
    expect(reloaded.context().ibvFindings).toEqual(FOUND);
  });

  it('reads as one sentence: the pay, how often in words, and who pays it when the bank says', () => {
    expect(bankFindingsSentence(FOUND)).toBe('Bank verified: regular pay of $1,150.00 every two weeks from ACME LOGISTICS');
    expect(bankFindingsSentence({ ...FOUND, payrollFrequency: 17003, payAmountCents: 57_500, payerName: null })).toBe(
      'Bank verified: regular pay of $575.00 every week',
    );
    expect(bankFindingsSentence({ ...FOUND, payrollFrequency: 17002 })).toBe('Bank verified: regular pay of $1,150.00 twice a month from ACME LOGISTICS');
    expect(bankFindingsSentence({ ...FOUND, payrollFrequency: 17001 })).toBe('Bank verified: regular pay of $1,150.00 every month from ACME LOGISTICS');
  });
});
