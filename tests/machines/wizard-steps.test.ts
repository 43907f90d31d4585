// The wizards' page tables as a2j-rechtsantragstelle tests them (issue 10): for each page, the contexts in
// which it is done and not; for stored states, where a reload resumes; and journeys of answers, which together
// reach every page of the table (derived from pages.ts, not a second list), each page's back target a page
// met before it and open. The rules are the step kernel's (machines/kit/steps.ts) over each flow's rows.
import { initialTransition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SECTION, type Section } from '#src/domain/codes/application.ts';
import { guidanceMachine } from '#machines/guidance/guidance.machine.ts';
import { visit } from '#machines/kit/route-meta.ts';
import { GUIDANCE_STEPS, stepPage, stepPath as guidancePath, type StepId } from '#machines/guidance/pages.ts';
import { isReachable, isStepDone, nextStep, pendingSaveOf, resumeStep, withAnswered } from '#machines/guidance/steps.ts';
import type { GuidanceContext, StepSubmitEvent } from '#machines/guidance/types.ts';
import { WIZARD_PAGES, WIZARD_STEPS, stepPath as wizardPath, type WizardStep } from '#machines/disbursement/pages.ts';
import * as wizard from '#machines/disbursement/steps.ts';
import type { DisbursementChoices } from '#machines/disbursement/types.ts';
import { ALL_CHOICES, NO_CHOICES } from '#src/ui/fixtures/disbursement.ts';
import { ALL_SECTIONS, EMPLOYMENT, PERSONAL, QUALIFICATION, QUESTIONS, SAVED_BANK, SAVED_PERSONAL, progress } from './guidance-harness.ts';

const WITHOUT_QUESTIONS = ALL_SECTIONS.filter((s) => s !== SECTION.question);

/** The guidance context as loaded: the machine's first context with the portfolio's sections (those complete), what is saved and the draft. */
function guidance(parts: Partial<GuidanceContext> = {}, complete: Section[] = [], resume: string | null = null, sections = ALL_SECTIONS): GuidanceContext {
  const [first] = initialTransition(guidanceMachine, { portfolioId: 118, entry: visit('/guidance') });
  return { ...first.context, progress: progress(complete, resume, sections), ...parts };
}

const G = {
  nothing: guidance(),
  nameDrafted: guidance({ draft: { personal: { firstName: 'Jane' }, employment: {} } }),
  addressDrafted: guidance({ draft: { personal: { firstName: 'Jane', address: PERSONAL.address }, employment: {} } }),
  militaryDrafted: guidance({
    draft: { personal: { firstName: 'Jane', address: PERSONAL.address, contacts: PERSONAL.contacts, military: -1 }, employment: {} },
  }),
  personalSaved: guidance({ personal: SAVED_PERSONAL }, [SECTION.personal]),
  incomeDrafted: guidance({ personal: SAVED_PERSONAL, draft: { personal: {}, employment: { incomeType: 7002 } } }, [SECTION.personal]),
  paydayDrafted: guidance({ personal: SAVED_PERSONAL, draft: { personal: {}, employment: { incomeType: 7002, payrollFrequency: 17000 } } }, [SECTION.personal]),
  employmentSaved: guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT }, [SECTION.personal, SECTION.employment]),
  questionsSaved: guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS }, [
    SECTION.personal,
    SECTION.employment,
    SECTION.question,
  ]),
  bankSaved: guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK }, [
    SECTION.personal,
    SECTION.employment,
    SECTION.question,
    SECTION.bank,
  ]),
  bankOnly: guidance({ bank: SAVED_BANK }, [SECTION.bank]),
  verified: guidance(
    { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true } },
    ALL_SECTIONS.slice(0, -1),
  ),
  statementSent: guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: SAVED_BANK }, ALL_SECTIONS.slice(0, -1)),
  qualified: guidance(
    { personal: SAVED_PERSONAL, employment: EMPLOYMENT, questions: QUESTIONS, bank: { ...SAVED_BANK, verified: true }, qualification: QUALIFICATION },
    ALL_SECTIONS,
  ),
} as const;
type G = keyof typeof G;

/** A stored state with the resume step the server saved. */
const savedOn = (context: GuidanceContext, resume: string): GuidanceContext => ({ ...context, progress: { ...context.progress!, resumeStep: resume } });

/** A matrix over a table's pages in order, one column per page: x where the rule holds in that state, - where not. */
const marked = (row: string, index: number) => row[index] === 'x';

describe('guidance: when each page is done', () => {
  // Columns: name, address, contact, military, ssn, income, payday, net pay, questions, bank account, verification, summary, result.
  const DONE: Record<G, string> = {
    nothing: '-------------',
    nameDrafted: 'x------------',
    addressDrafted: 'xx-----------',
    // The contact and military pages are in the draft; the SSN is never drafted.
    militaryDrafted: 'xxxx---------',
    personalSaved: 'xxxxx--------',
    incomeDrafted: 'xxxxxx-------',
    paydayDrafted: 'xxxxxxx------',
    employmentSaved: 'xxxxxxxx-----',
    questionsSaved: 'xxxxxxxxx----',
    bankSaved: 'xxxxxxxxxx---',
    bankOnly: '---------x---',
    verified: 'xxxxxxxxxxx--',
    // A statement sent instead: the verification section complete, the account not verified.
    statementSent: 'xxxxxxxxxxx--',
    qualified: 'xxxxxxxxxxxxx',
  };

  it.each(GUIDANCE_STEPS.flatMap(({ step }, index) => (Object.keys(G) as G[]).map((state) => [step, state, marked(DONE[state], index)] as const)))(
    '%s in state %s: done %s',
    (step, state, done) => {
      expect(isStepDone(G[state], step)).toBe(done);
    },
  );
});

describe('guidance: where a reload resumes, from a stored state and its saved resume step', () => {
  it.each([
    ['nothing saved', G.nothing, 'personal/name'],
    ['a draft of two pages, saved on the third', savedOn(G.addressDrafted, 'personal/contact'), 'personal/contact'],
    ['a saved step past the first gap', savedOn(G.nameDrafted, 'personal/ssn'), 'personal/address'],
    ['an unknown saved step', savedOn(G.personalSaved, 'personal/nowhere'), 'employment/income'],
    ['a change left on a done page', savedOn(G.bankSaved, 'personal/contact'), 'personal/contact'],
    ['the bank saved, nothing else: the first gap', G.bankOnly, 'personal/name'],
    ['the bank saved: its verification', G.bankSaved, 'ibv'],
    ['a statement sent: the summary', G.statementSent, 'summary'],
    ['calculated, saved on the first page: the result', savedOn(G.qualified, 'personal/name'), 'qualified-amount'],
    [
      '110 asks no questions: past them',
      guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT }, [SECTION.personal, SECTION.employment], 'question/about', WITHOUT_QUESTIONS),
      'bank/account',
    ],
  ] as const)('%s: %s', (_, stored, expected) => {
    expect(resumeStep(stored)).toBe(expected);
  });
});

/** What a borrower answers on each question page (the guidance flow test's first application). */
const ANSWERS: { [S in StepSubmitEvent['step']]: Extract<StepSubmitEvent, { step: S }>['answers'] } = {
  'personal/name': { firstName: 'Jane', middleName: '', lastName: 'Doe', dateOfBirth: '1990-04-12' },
  'personal/address': { address: PERSONAL.address },
  'personal/contact': { contacts: PERSONAL.contacts },
  'personal/military': { military: -1, optInFlags: 8 },
  'personal/ssn': { ssn: '123-45-6789' },
  'employment/income': { incomeType: 7002, jobType: 1000, employerName: 'Acme Corp', employerPhone: '(212) 555-0199', payrollType: 18000 },
  'employment/payday': { payrollFrequency: 17000, lastPayday: '2026-11-13', dayOfWeekPaid: 6, paydayOnHoliday: -1, paydayOnAvailability: 0 },
  'employment/net-pay': { netPayCents: 125_000 },
  'question/about': QUESTIONS,
  'bank/account': { routingNumber: '021000021', accountNumber: '987654321', accountType: 3001 },
};

/** The context once a page is answered: a question page as the flow saves it, the verification, the calculation. */
function answered(context: GuidanceContext, step: StepId): GuidanceContext {
  if (step === 'ibv') return { ...context, bank: context.bank && { ...context.bank, verified: true } };
  if (step === 'summary') return { ...context, qualification: QUALIFICATION };
  const event = { type: 'step.submit', step, answers: ANSWERS[step as StepSubmitEvent['step']] } as StepSubmitEvent;
  return withAnswered(context, pendingSaveOf(event));
}

/** The pages a borrower meets from a stored state, answering each, to the result; each page with the context it opened in. */
function guidanceJourney(start: GuidanceContext, from: StepId = resumeStep(start)) {
  const met: Array<{ step: StepId; context: GuidanceContext }> = [];
  let context = start;
  let step = from;
  while (met.length <= GUIDANCE_STEPS.length) {
    expect(isReachable(context, step)).toBe(true);
    met.push({ step, context });
    if (step === 'qualified-amount') break;
    context = answered(context, step);
    step = nextStep(context, step);
  }
  return met;
}

const GUIDANCE_JOURNEYS = {
  '118, a first application': { start: G.nothing, expected: GUIDANCE_STEPS.map((s) => s.step) },
  '110 asks no questions': {
    start: guidance({}, [], null, WITHOUT_QUESTIONS),
    expected: GUIDANCE_STEPS.filter((s) => s.section !== SECTION.question).map((s) => s.step),
  },
  'a reload after the employment section': {
    start: G.employmentSaved,
    expected: GUIDANCE_STEPS.map((s) => s.step).slice(GUIDANCE_STEPS.findIndex((s) => s.section === SECTION.question)),
  },
} as const;

describe('guidance: journeys over the page table', () => {
  it.each(Object.entries(GUIDANCE_JOURNEYS))('%s: meets the pages asked in the table order', (_, { start, expected }) => {
    expect(guidanceJourney(start).map((page) => page.step)).toEqual(expected);
  });

  it('every page of the table is met by some journey', () => {
    const met = new Set(Object.values(GUIDANCE_JOURNEYS).flatMap(({ start }) => guidanceJourney(start).map((page) => page.step)));
    expect(GUIDANCE_STEPS.filter((s) => !met.has(s.step)).map((s) => s.step)).toEqual([]);
  });

  /** Where a page's back link leads in this context, as the layout reads it (activeRoute: backOf, else back). */
  const backFrom = (step: StepId, context: GuidanceContext) => {
    const meta = stepPage(step);
    return meta.backOf?.(context) ?? meta.back;
  };

  it('back from every page met goes home or to a page before it in the table, which opens in the same context', () => {
    for (const { start } of Object.values(GUIDANCE_JOURNEYS)) {
      for (const { step, context } of guidanceJourney(start)) {
        const back = backFrom(step, context);
        if (back === '/home') continue;
        const target = GUIDANCE_STEPS.findIndex((s) => guidancePath(s.step) === back);
        expect(target, `${step} goes back to ${back}`).toBeLessThan(GUIDANCE_STEPS.findIndex((s) => s.step === step));
        expect(isReachable(context, GUIDANCE_STEPS[target]!.step), `${step} goes back to ${back}`).toBe(true);
      }
    }
  });

  it('back from every page met after the first goes to the page met just before it (the result page: home), in both portfolios', () => {
    for (const [name, { start }] of Object.entries(GUIDANCE_JOURNEYS)) {
      const journey = guidanceJourney(start);
      journey.slice(1).forEach(({ step, context }, index) => {
        const expected = step === 'qualified-amount' ? '/home' : guidancePath(journey[index]!.step);
        expect(backFrom(step, context), `${name}: back from ${step}`).toBe(expected);
      });
    }
  });

  it.each([
    ['118 asks the questions: back to them', G.questionsSaved, 'question/about'],
    [
      '110 asks none: back past their page to net pay',
      guidance({ personal: SAVED_PERSONAL, employment: EMPLOYMENT }, [SECTION.personal, SECTION.employment], null, WITHOUT_QUESTIONS),
      'employment/net-pay',
    ],
  ] as const)('the bank account page, %s', (_, context, before) => {
    expect(backFrom('bank/account', context)).toBe(guidancePath(before));
  });

  // A new bank account is verified again: its page is left out here.
  it('a change from the summary on a question page returns to the summary', () => {
    const changed = [SECTION.personal, SECTION.employment, SECTION.question] as Section[];
    for (const { step } of GUIDANCE_STEPS.filter((s) => changed.includes(s.section))) {
      expect(nextStep(answered(G.verified, step), step), step).toBe('summary');
    }
  });

  it('once calculated, only the result opens', () => {
    expect(GUIDANCE_STEPS.filter(({ step }) => isReachable(G.qualified, step)).map((s) => s.step)).toEqual(['qualified-amount']);
  });
});

/** These choices made (as ALL_CHOICES makes them) beside those already made. */
const choose = (keys: readonly (keyof DisbursementChoices)[], made: DisbursementChoices = NO_CHOICES): DisbursementChoices => ({
  ...made,
  ...Object.fromEntries(keys.map((key) => [key, ALL_CHOICES[key]])),
});
const choices = (keys: readonly (keyof DisbursementChoices)[]) => choose(keys);

/** What each form step's submit adds to the choices (the machine's amount, mode and account submits). */
const SUBMITS: Partial<Record<WizardStep, readonly (keyof DisbursementChoices)[]>> = {
  'choose-loan-amount': ['amountCents'],
  'choose-payment-mode': ['paymentFrequency', 'repaymentMode', 'achAuthorized'],
  'choose-bank-account': ['disbursementDate', 'disbursementMode', 'bankAccountId'],
};

const D = {
  nothing: choices([]),
  amount: choices(['amountCents']),
  modeWithoutAuthorization: choices(['amountCents', 'paymentFrequency', 'repaymentMode']),
  mode: choices(['amountCents', 'paymentFrequency', 'repaymentMode', 'achAuthorized']),
  accountWithoutDate: choices(['amountCents', 'paymentFrequency', 'repaymentMode', 'achAuthorized', 'disbursementMode', 'bankAccountId']),
  all: ALL_CHOICES,
  // A loan flag asked for the date again (10002): everything else stays chosen.
  dateDropped: { ...ALL_CHOICES, disbursementDate: null },
} as const;
type D = keyof typeof D;

describe('disbursement: which steps open with what is chosen', () => {
  // A step opens once every step before it is done. Columns: amount, repayment mode, bank account, term, confirmation.
  const OPEN: Record<D, string> = {
    nothing: 'x----',
    amount: 'xx---',
    modeWithoutAuthorization: 'xx---',
    mode: 'xxx--',
    accountWithoutDate: 'xxx--',
    all: 'xxxxx',
    dateDropped: 'xxx--',
  };

  it.each(WIZARD_STEPS.flatMap((step, index) => (Object.keys(D) as D[]).map((state) => [step, state, marked(OPEN[state], index)] as const)))(
    '%s with %s chosen: opens %s',
    (step, state, open) => {
      expect(wizard.isReachable(D[state], step)).toBe(open);
    },
  );
});

describe('disbursement: where a visit to /disbursement resumes', () => {
  it.each([
    ['nothing chosen, nothing saved', undefined, D.nothing, 'choose-loan-amount'],
    ['the amount chosen, saved on the mode', 'choose-payment-mode', D.amount, 'choose-payment-mode'],
    ['saved past what is chosen', 'confirm-details', D.amount, 'choose-payment-mode'],
    ['everything chosen, saved on the term', 'choose-loan-term', D.all, 'choose-loan-term'],
    ['everything chosen, nothing saved: the confirmation', undefined, D.all, 'confirm-details'],
    ['the signing step saved: the wizard does not route it', 'sign-loan-agreement', D.all, 'confirm-details'],
    ['the date asked again', 'confirm-details', D.dateDropped, 'choose-bank-account'],
    ['an unknown saved step', 'choose-anything', D.mode, 'choose-bank-account'],
  ] as const)('%s', (_, saved, stored, expected) => {
    expect(wizard.resumeStep(saved, stored)).toBe(expected);
  });
});

describe('disbursement: a journey over the page table', () => {
  /** From nothing chosen: the resume step, its submit's choices, the next step, to the confirmation. */
  function journey() {
    const met: Array<{ step: WizardStep; chosen: DisbursementChoices }> = [];
    let chosen = D.nothing;
    let step = wizard.resumeStep(undefined, chosen);
    while (met.length < WIZARD_STEPS.length) {
      expect(wizard.isReachable(chosen, step)).toBe(true);
      met.push({ step, chosen });
      chosen = choose(SUBMITS[step] ?? [], chosen);
      step = wizard.nextStep(step);
    }
    return met;
  }

  it('meets every step of the table once, in order, and ends on the confirmation', () => {
    expect(journey().map((page) => page.step)).toEqual(WIZARD_STEPS);
    expect(wizard.nextStep('confirm-details')).toBe('confirm-details');
  });

  it('back from every step goes home or to a step before it in the table, which opens with what is chosen there', () => {
    for (const { step, chosen } of journey()) {
      const back = WIZARD_PAGES.find((page) => page.step === step)!.meta.back;
      if (back === '/home') continue;
      const target = WIZARD_STEPS.findIndex((each) => wizardPath(each) === back);
      expect(target, `${step} goes back to ${back}`).toBeLessThan(WIZARD_STEPS.indexOf(step));
      expect(wizard.isReachable(chosen, WIZARD_STEPS[target]!), `${step} goes back to ${back}`).toBe(true);
    }
  });
});
