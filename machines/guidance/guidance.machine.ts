// The guidance flow (issue 5): the application's question pages, bank verification (IBV) or a bank
// statement, the check-your-answers summary and the qualified amount. The app machine invokes it while a
// /guidance page is open and forwards every visit as `route.enter`; each page is a routed state, and a
// visit is routed only once the application is loaded, so a reload resumes exactly where it was saved.
// Every call is a named actor the app provides (setup.ts); the pages are written in pages.states.ts (the main
// line), ibv.states.ts (the online verification) and statement.states.ts (a bank statement instead).
import { and, assign } from 'xstate';
import type { BusyMeta } from '../kit/busy-words.ts';
import { BUSY, FAILED } from '../kit/retry.ts';
import { bankStatementPage } from './statement.states.ts';
import { ibvPage, ibvStatusPage } from './ibv.states.ts';
import { GUIDANCE_PAGES, GUIDANCE_PATHS, GUIDANCE_STEPS, stepPath } from './pages.ts';
import { bankPages, employmentPages, personalPages, qualifiedAmountPage, questionPages, summaryPage } from './pages.states.ts';
import { guidanceSetup } from './setup.ts';
import { stateKeyOf } from './steps.ts';
import { withWords } from './words.ts';

export const guidanceMachine = guidanceSetup.createMachine({
  id: 'guidance',
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    pendingVisit: input.entry,
    progress: null,
    personal: null,
    employment: null,
    bank: null,
    questions: null,
    qualification: null,
    draft: { personal: {}, employment: {} },
    accountEmail: null,
    saving: null,
    bankLookup: null,
    providers: [],
    provider: null,
    requestCode: null,
    ibvStatus: null,
    ibvFindings: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    /** The sections of this portfolio, then everything saved so far: nothing is routed before both are known. */
    loading: {
      meta: withWords({}, 'busy', 'guidance.busy.loadingApplication') satisfies BusyMeta,
      tags: [BUSY],
      entry: 'clearError',
      on: { 'route.enter': { actions: 'rememberVisit' } },
      initial: 'sections',
      states: {
        sections: {
          invoke: {
            id: 'listSection',
            src: 'listSection',
            onDone: { target: 'application', actions: assign({ progress: ({ event }) => event.output }) },
            onError: { target: '#guidance.loadFailed', actions: 'rememberError' },
          },
        },
        application: {
          invoke: {
            id: 'getPersonalInfo',
            src: 'getPersonalInfo',
            onDone: [
              // A signed loan locks the application (decision 0720 point 12): no form, home with the reason.
              { guard: 'lockedBySignedLoan', target: '#guidance.locked' },
              {
                target: '#guidance.ready',
                actions: assign(({ context, event }) => {
                  const {
                    personal,
                    employment,
                    bank,
                    questions,
                    qualification,
                    sections,
                    resumeStep: resume,
                    applicationNo,
                    drafts,
                    accountEmail,
                    ibvFindings,
                  } = event.output;
                  // The sections asked are list-section's; their completion and the resume step are the application's.
                  const complete = new Map(sections.map((s) => [s.section, s.complete]));
                  const asked = context.progress?.sections ?? sections;
                  return {
                    progress: { applicationNo, resumeStep: resume, sections: asked.map((s) => ({ ...s, complete: complete.get(s.section) ?? s.complete })) },
                    personal,
                    employment,
                    bank,
                    questions,
                    qualification,
                    draft: { personal: drafts.personal ?? {}, employment: drafts.employment ?? {} },
                    accountEmail,
                    ibvFindings: ibvFindings ?? null,
                  };
                }),
              },
            ],
            onError: { target: '#guidance.loadFailed', actions: 'rememberError' },
          },
        },
      },
    },

    /**
     * The loan made from this application is signed, so nothing in it can change (-10818 on a save): a visit by
     * URL, the back button or a bookmark shows no form, but goes home in the refused page's place, and the reason is said once. A later visit
     * loads again (a withdrawal frees the application).
     */
    locked: {
      entry: ['redirectHome', 'sayLocked'],
      on: { 'route.enter': { target: 'loading', actions: 'rememberVisit' } },
    },

    loadFailed: {
      meta: GUIDANCE_PAGES.loadFailed,
      tags: [FAILED],
      // The loading state's entry clears the reason.
      on: { retry: 'loading', 'route.enter': { target: 'loading', actions: 'rememberVisit' } },
    },

    ready: {
      entry: 'routePendingVisit',
      on: {
        'route.enter': [
          { guard: { type: 'isPath', params: { path: GUIDANCE_PATHS.entry } }, actions: 'visitResume' },
          ...GUIDANCE_STEPS.map(({ step }) => ({
            guard: and([
              { type: 'isPath' as const, params: { path: stepPath(step) } },
              { type: 'isReachable' as const, params: { step } },
            ]),
            target: `.${stateKeyOf(step)}`,
          })),
          {
            guard: and([
              { type: 'isPath', params: { path: GUIDANCE_PATHS.ibvStatus } },
              { type: 'isReachable', params: { step: 'ibv' as const } },
            ]),
            target: '.ibvStatus',
            actions: 'rememberRequestCode',
          },
          {
            guard: and([
              { type: 'isPath', params: { path: GUIDANCE_PATHS.bankStatement } },
              { type: 'isReachable', params: { step: 'ibv' as const } },
            ]),
            target: '.bankStatement',
          },
          // A page not reachable yet, or not asked by this portfolio: where the borrower should be.
          { actions: 'visitResume' },
        ],
      },
      initial: 'routing',
      states: {
        /** The visit raised on entry decides the page. */
        routing: {},
        personal: personalPages,
        employment: employmentPages,
        question: questionPages,
        bank: bankPages,
        ibv: ibvPage,
        ibvStatus: ibvStatusPage,
        bankStatement: bankStatementPage,
        summary: summaryPage,
        qualifiedAmount: qualifiedAmountPage,
      },
    },
  },
});

export type GuidanceMachine = typeof guidanceMachine;
