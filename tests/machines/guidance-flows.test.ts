// The guidance flow as tables (a2j flows.test.ts): given what is saved, where a visit lands; given the
// answers, which pages a borrower passes and what each save sends; the back target of every page.
import { describe, expect, it } from 'vitest';
import type { GuidanceProgress } from '#src/api/contract/application.ts';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import type { RecordRequest, StepSubmitEvent } from '#machines/guidance/types.ts';
import {
  ALL_SECTIONS,
  EMPLOYMENT,
  PERSONAL,
  QUALIFICATION,
  QUESTIONS,
  SAVED_BANK,
  SAVED_PERSONAL,
  application,
  progress,
  startGuidance,
  type Answers,
} from './guidance-harness.ts';

/** A server that remembers which sections were saved (a draft saves none) and the step to resume at. */
function recording(start: GuidanceProgress) {
  let current = start;
  return (input: RecordRequest): GuidanceProgress => {
    current = {
      ...current,
      resumeStep: input.resumeStep,
      sections: current.sections.map((s) => (s.section === input.section && !('draft' in input && input.draft) ? { ...s, complete: true } : s)),
    };
    return current;
  };
}

const saved = {
  nothing: {},
  personal: { personal: SAVED_PERSONAL },
  employment: { personal: SAVED_PERSONAL, employment: EMPLOYMENT },
  questions: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS },
  bank: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK },
  verified: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true } },
  qualified: { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true }, qualification: QUALIFICATION },
} as const;
const completeOf: Record<keyof typeof saved, Section[]> = {
  nothing: [],
  personal: [SECTION.personal],
  employment: [SECTION.personal, SECTION.employment],
  questions: [SECTION.personal, SECTION.employment, SECTION.question],
  bank: [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank],
  verified: [SECTION.personal, SECTION.employment, SECTION.question, SECTION.bank, SECTION.ibv],
  qualified: ALL_SECTIONS,
};

function withSaved(what: keyof typeof saved, resumeStep: string | null = null, sections: Section[] = ALL_SECTIONS, more: Answers = {}) {
  const start = progress(completeOf[what], resumeStep, sections);
  return startGuidance({
    listSection: () => progress([], null, sections),
    getPersonalInfo: () => application(saved[what] as never, start),
    recordBusinessData: recording(start) as never,
    ...more,
  });
}

describe('where a visit lands', () => {
  it.each([
    ['nothing saved', 'nothing', null, '/guidance', '/guidance/personal/name'],
    ['personal saved, resume at income', 'personal', 'employment/income', '/guidance', '/guidance/employment/income'],
    ['employment saved, no resume step', 'employment', null, '/guidance', '/guidance/question/about'],
    ['a change left on the payday page', 'bank', 'employment/payday', '/guidance', '/guidance/employment/payday'],
    ['bank saved: verification next', 'bank', 'ibv', '/guidance', '/guidance/ibv'],
    ['verified: the summary', 'verified', 'summary', '/guidance', '/guidance/summary'],
    ['calculated: the result', 'qualified', 'summary', '/guidance', '/guidance/qualified-amount'],
    ['a resume step not reachable yet', 'nothing', 'bank/account', '/guidance', '/guidance/personal/name'],
    ['a deep link past the first gap', 'personal', 'employment/income', '/guidance/bank/account', '/guidance/employment/income'],
    ['a deep link to the summary before verification', 'bank', 'ibv', '/guidance/summary', '/guidance/ibv'],
    ['a deep link to a done page', 'bank', 'ibv', '/guidance/personal/address', '/guidance/personal/address'],
    ['the result before it was calculated', 'verified', 'summary', '/guidance/qualified-amount', '/guidance/summary'],
    ['the summary once calculated', 'qualified', 'summary', '/guidance/summary', '/guidance/qualified-amount'],
    ['an unknown guidance page', 'personal', 'employment/income', '/guidance/nowhere', '/guidance/employment/income'],
    ['the bank statement before the bank account', 'employment', null, '/guidance/bank-statement', '/guidance/question/about'],
    ['the bank statement page once the bank is saved', 'bank', 'ibv', '/guidance/bank-statement', '/guidance/bank-statement'],
  ] as const)('%s: %s opens %s', async (_, what, resume, visited, expected) => {
    const app = await withSaved(what, resume, ALL_SECTIONS, { getProvider: () => [] });
    await app.open(visited);
    expect(app.path()).toBe(expected);
  });

  it('skips the questions page when the portfolio does not ask it', async () => {
    const app = await withSaved('employment', null, [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.ibv, SECTION.summary]);
    await app.open('/guidance/question/about');
    expect(app.path()).toBe('/guidance/bank/account');
  });
});

describe('the back target of every page (meta.back)', () => {
  it.each([
    ['/guidance/personal/name', '/home'],
    ['/guidance/personal/address', '/guidance/personal/name'],
    ['/guidance/personal/contact', '/guidance/personal/address'],
    ['/guidance/personal/military', '/guidance/personal/contact'],
    ['/guidance/personal/ssn', '/guidance/personal/military'],
    ['/guidance/employment/income', '/guidance/personal/ssn'],
    ['/guidance/employment/payday', '/guidance/employment/income'],
    ['/guidance/employment/net-pay', '/guidance/employment/payday'],
    ['/guidance/question/about', '/guidance/employment/net-pay'],
    // Portfolio 118 asks the questions: back from the bank is to them (it skipped them before the step kernel's previous).
    ['/guidance/bank/account', '/guidance/question/about'],
    ['/guidance/ibv', '/guidance/bank/account'],
    ['/guidance/bank-statement', '/guidance/ibv'],
    ['/guidance/summary', '/guidance/ibv'],
  ])('%s goes back to %s', async (path, back) => {
    const app = await withSaved('verified', 'summary', ALL_SECTIONS, { getProvider: () => [] });
    await app.open(path);
    expect(app.path()).toBe(path);
    expect(app.back()).toBe(back);
  });

  it('a portfolio that asks no questions goes back from the bank past their page, to net pay', async () => {
    const app = await withSaved('verified', 'summary', [SECTION.personal, SECTION.employment, SECTION.bank, SECTION.ibv, SECTION.summary]);
    await app.open('/guidance/bank/account');
    expect(app.path()).toBe('/guidance/bank/account');
    expect(app.back()).toBe('/guidance/employment/net-pay');
  });
});

const FIRST_TIME: Array<[string, StepSubmitEvent]> = [
  [
    '/guidance/personal/name',
    { type: 'step.submit', step: 'personal/name', answers: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' } },
  ],
  ['/guidance/personal/address', { type: 'step.submit', step: 'personal/address', answers: { address: PERSONAL.address } }],
  ['/guidance/personal/contact', { type: 'step.submit', step: 'personal/contact', answers: { contacts: PERSONAL.contacts } }],
  ['/guidance/personal/military', { type: 'step.submit', step: 'personal/military', answers: { military: -1, optInFlags: 8 } }],
  ['/guidance/personal/ssn', { type: 'step.submit', step: 'personal/ssn', answers: { ssn: '123-45-6789' } }],
  [
    '/guidance/employment/income',
    {
      type: 'step.submit',
      step: 'employment/income',
      answers: { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '(212) 555-0199', payrollType: 18000 },
    },
  ],
  [
    '/guidance/employment/payday',
    {
      type: 'step.submit',
      step: 'employment/payday',
      answers: { payrollFrequency: 17000, lastPayday: '2026-11-13', dayOfWeekPaid: 6, paydayOnHoliday: -1, paydayOnAvailability: 0 },
    },
  ],
  ['/guidance/employment/net-pay', { type: 'step.submit', step: 'employment/net-pay', answers: { netPayCents: 125_000 } }],
  ['/guidance/question/about', { type: 'step.submit', step: 'question/about', answers: QUESTIONS }],
  [
    '/guidance/bank/account',
    { type: 'step.submit', step: 'bank/account', answers: { routingNumber: '021000021', accountNumber: '987654321', accountType: 3001 } },
  ],
];

describe('a first application, page by page', () => {
  it('passes every question page in order and ends on the verification page', async () => {
    const app = await withSaved('nothing', null, ALL_SECTIONS, { getProvider: () => [] });
    await app.open('/guidance');
    for (const [path, event] of FIRST_TIME) {
      expect(app.path()).toBe(path);
      await app.send(event);
    }
    expect(app.path()).toBe('/guidance/ibv');
  });

  it('saves every page: the first pages of a section as its draft, its last page as the section; secrets leave the context', async () => {
    const app = await withSaved('nothing', null, ALL_SECTIONS, { getProvider: () => [] });
    await app.open('/guidance');
    for (const [, event] of FIRST_TIME) await app.send(event);
    const { firstName, middleName, lastName, dateOfBirth, address, contacts, military, optInFlags } = PERSONAL;
    const { incomeType, jobType, employerName, employerPhone, payrollType } = EMPLOYMENT;
    const income = { incomeType, jobType, employerName, employerPhone, payrollType };
    const { netPayCents: _netPay, ...paid } = EMPLOYMENT;
    expect(app.inputsOf('recordBusinessData')).toEqual([
      { section: 'personal', draft: true, answers: { firstName, middleName, lastName, dateOfBirth }, resumeStep: 'personal/address' },
      { section: 'personal', draft: true, answers: { firstName, middleName, lastName, dateOfBirth, address }, resumeStep: 'personal/contact' },
      { section: 'personal', draft: true, answers: { firstName, middleName, lastName, dateOfBirth, address, contacts }, resumeStep: 'personal/military' },
      {
        section: 'personal',
        draft: true,
        answers: { firstName, middleName, lastName, dateOfBirth, address, contacts, military, optInFlags },
        resumeStep: 'personal/ssn',
      },
      { section: 'personal', answers: { ...PERSONAL, ssn: '123-45-6789' }, resumeStep: 'employment/income' },
      { section: 'employment', draft: true, answers: income, resumeStep: 'employment/payday' },
      { section: 'employment', draft: true, answers: paid, resumeStep: 'employment/net-pay' },
      { section: 'employment', answers: EMPLOYMENT, resumeStep: 'question/about' },
      { section: 'question', answers: QUESTIONS, resumeStep: 'bank/account' },
      { section: 'bank', answers: { routingNumber: '021000021', accountNumber: '987654321', accountType: 3001 }, resumeStep: 'ibv' },
    ]);
    const context = JSON.stringify(app.context());
    expect(context).not.toContain('123-45-6789');
    expect(context).not.toContain('987654321');
    expect(context).not.toContain('021000021');
    expect(app.context().personal?.ssnMasked).toBe('***-**-6789');
    expect(app.context().draft).toEqual({ personal: {}, employment: {} });
    expect(app.context().bank).toMatchObject({ routingMasked: '*****0021', accountMasked: '*****4321', accountType: 3001, verified: false });
  });

  it('keeps the answers of a section being answered while the borrower moves back inside it', async () => {
    const app = await withSaved('nothing');
    await app.open('/guidance');
    await app.send(FIRST_TIME[0]![1]);
    await app.send(FIRST_TIME[1]![1]);
    await app.open('/guidance/personal/name');
    expect(app.path()).toBe('/guidance/personal/name');
    expect(app.context().draft.personal).toMatchObject({ firstName: 'Jane', address: PERSONAL.address });
  });

  it.each([
    [
      'personal/contact',
      { personal: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12', address: PERSONAL.address }, employment: null },
    ],
    [
      'employment/payday',
      { personal: null, employment: { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '', payrollType: 18000 } },
    ],
  ] as const)('a reload in the middle of a section resumes on %s with the pages answered so far', async (resumeStep, drafts) => {
    const what = drafts.personal ? 'nothing' : 'personal';
    const app = await startGuidance({
      listSection: () => progress([], null),
      getPersonalInfo: () => application({ ...(saved[what] as object), drafts } as never, progress(completeOf[what], resumeStep)),
    });
    await app.open('/guidance');
    expect(app.path()).toBe(`/guidance/${resumeStep}`);
    expect(app.context().draft).toEqual({ personal: drafts.personal ?? {}, employment: drafts.employment ?? {} });
  });

  it('does not open a page past the draft of a section: the first page the draft lacks opens instead', async () => {
    const drafts = { personal: { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' }, employment: null };
    const app = await startGuidance({
      listSection: () => progress([], null),
      getPersonalInfo: () => application({ drafts } as never, progress([], 'personal/military')),
    });
    await app.open('/guidance');
    expect(app.path()).toBe('/guidance/personal/address');
  });

  it('shows a refused save on the page and stays there; the next submit saves again', async () => {
    let refuse = true;
    const app = await withSaved('employment', 'question/about', ALL_SECTIONS, {
      recordBusinessData: (() => {
        if (refuse) throw new ApiError('business', 'Section not asked', { code: RESULT.badRequest.code, message: RESULT.badRequest.message, data: null });
        return progress([SECTION.personal, SECTION.employment, SECTION.question], 'bank/account');
      }) as never,
    });
    await app.open('/guidance');
    await app.send(FIRST_TIME[8]![1]);
    expect(app.path()).toBe('/guidance/question/about');
    expect(app.context().error).toBe(RESULT.badRequest.message);
    expect(app.matches({ ready: { question: { about: 'editing' } } })).toBe(true);
    refuse = false;
    await app.send(FIRST_TIME[8]![1]);
    expect(app.path()).toBe('/guidance/bank/account');
    expect(app.context().error).toBeNull();
  });

  it('is busy while a page is being saved, and not once the save is refused', async () => {
    let refuse: () => void = () => {};
    const app = await withSaved('employment', 'question/about', ALL_SECTIONS, {
      recordBusinessData: (() =>
        new Promise((_, reject) => {
          refuse = () =>
            reject(new ApiError('business', 'Section not asked', { code: RESULT.badRequest.code, message: RESULT.badRequest.message, data: null }));
        })) as never,
    });
    await app.open('/guidance');
    expect(app.busy()).toBe(false);
    await app.send(FIRST_TIME[8]![1]);
    expect(app.matches({ ready: { question: { about: 'saving' } } })).toBe(true);
    expect(app.busy()).toBe(true);
    refuse();
    await app.settle();
    expect(app.matches({ ready: { question: { about: 'editing' } } })).toBe(true);
    expect(app.busy()).toBe(false);
  });
});

describe('a change from the summary', () => {
  it.each([
    ['/guidance/personal/address', FIRST_TIME[1]![1], { section: 'personal', answers: { ...PERSONAL, address: PERSONAL.address }, resumeStep: 'summary' }],
    [
      '/guidance/personal/ssn',
      { type: 'step.submit', step: 'personal/ssn', answers: {} } as StepSubmitEvent,
      { section: 'personal', answers: PERSONAL, resumeStep: 'summary' },
    ],
    [
      '/guidance/employment/net-pay',
      { type: 'step.submit', step: 'employment/net-pay', answers: { netPayCents: 99_900 } } as StepSubmitEvent,
      { section: 'employment', answers: { ...EMPLOYMENT, netPayCents: 99_900 }, resumeStep: 'summary' },
    ],
  ] as const)('%s saves the whole section and returns to the summary', async (path, event, request) => {
    const app = await withSaved('verified', 'summary');
    await app.open(path);
    await app.send(event);
    expect(app.inputsOf('recordBusinessData')).toEqual([request]);
    expect(app.path()).toBe('/guidance/summary');
  });
});

describe('loading the application', () => {
  it('shows /guidance with the message when a call fails, and loads again on retry', async () => {
    let fail = true;
    const app = await startGuidance({
      listSection: () => {
        if (fail) throw new Error('We could not reach our servers.');
        return progress();
      },
      getPersonalInfo: () => application(),
    });
    await app.open('/guidance/personal/ssn');
    expect(app.path()).toBe('/guidance');
    expect(app.title()).toBe('Your application');
    expect(app.context().error).toBe('We could not reach our servers.');
    fail = false;
    await app.send({ type: 'retry' });
    expect(app.path()).toBe('/guidance/personal/name');
  });

  it('asks the sections, then the application, before routing', async () => {
    const app = await withSaved('personal', 'employment/income');
    await app.open('/guidance/employment/income');
    expect(app.calls.map((call) => call.name)).toEqual(['listSection', 'getPersonalInfo']);
    expect(app.context().personal).toEqual(SAVED_PERSONAL);
  });
});
