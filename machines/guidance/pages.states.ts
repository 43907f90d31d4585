// The guidance flow's main line of pages (pages.ts): the question pages, each saved as it is left (its section, or
// the section's draft), the bank account page with the bank's name looked up as the number is typed, the summary
// with the eligibility checks and the calculation, and the qualified amount.
import { assertEvent, assign } from 'xstate';
import { BUSY } from '../kit/retry.ts';
import { stepPage } from './pages.ts';
import { guidanceSetup } from './setup.ts';
import { saveRequestFor } from './steps.ts';
import type { GuidanceContext, GuidanceEvent, QuestionStep, RecordRequest } from './types.ts';

const saveInput = ({ context, event }: { context: GuidanceContext; event: GuidanceEvent }): RecordRequest => {
  assertEvent(event, 'step.submit');
  return saveRequestFor(context, event);
};

/** A question page: the borrower edits, then the page is saved (its section, or the section's draft) and the next page opens. */
const questionPage = (step: QuestionStep) =>
  guidanceSetup.createStateConfig({
    meta: stepPage(step),
    initial: 'editing',
    states: {
      editing: {
        on: { 'step.submit': { target: 'saving', actions: 'startSave' } },
      },
      saving: {
        tags: [BUSY],
        invoke: {
          id: 'recordBusinessData',
          src: 'recordBusinessData',
          input: saveInput,
          onDone: { actions: ['applySave', { type: 'visitNext', params: { step } }] },
          onError: { target: 'editing', actions: 'saveFailed' },
        },
      },
    },
  });

/** One screening call of the submit: on to the next step, or back to the summary saying why. */
const checkThen = <S extends 'checkBlackList' | 'checkCollectionStatus' | 'checkRiskInfo'>(src: S, next: string) =>
  ({ id: src, src, onDone: { target: next }, onError: { target: '#guidance.ready.summary.reviewing', actions: 'rememberError' as const } }) as const;

export const personalPages = guidanceSetup.createStateConfig({
  initial: 'name',
  states: {
    name: questionPage('personal/name'),
    address: questionPage('personal/address'),
    contact: questionPage('personal/contact'),
    military: questionPage('personal/military'),
    ssn: questionPage('personal/ssn'),
  },
});

export const employmentPages = guidanceSetup.createStateConfig({
  initial: 'income',
  states: {
    income: questionPage('employment/income'),
    payday: questionPage('employment/payday'),
    netPay: questionPage('employment/net-pay'),
  },
});

export const questionPages = guidanceSetup.createStateConfig({
  initial: 'about',
  states: { about: questionPage('question/about') },
});

export const bankPages = guidanceSetup.createStateConfig({
  initial: 'account',
  states: {
    account: {
      type: 'parallel',
      states: {
        form: questionPage('bank/account'),
        // The bank's name as the borrower finishes typing a valid routing number.
        lookup: {
          initial: 'idle',
          // A newer number restarts the lookup (reenter), so the answer shown is always the last number's.
          on: { 'bank.lookup': { target: '.looking', reenter: true, actions: assign({ bankLookup: null }) } },
          states: {
            idle: {},
            looking: {
              invoke: {
                id: 'getBankInfo',
                src: 'getBankInfo',
                input: ({ event }) => {
                  assertEvent(event, 'bank.lookup');
                  return { rn: event.routingNumber };
                },
                onDone: { target: 'idle', actions: assign({ bankLookup: ({ event }) => event.output }) },
                // Not knowing the bank's name stops nothing: the number is still checked by its checksum.
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});

export const summaryPage = guidanceSetup.createStateConfig({
  meta: stepPage('summary'),
  entry: 'clearError',
  initial: 'reviewing',
  states: {
    reviewing: { on: { 'summary.submit': { target: 'submitting', actions: 'clearError' } } },
    // The eligibility checks in turn, then the calculation. What they find is the calculation's to weigh
    // (a black-listed, high-risk or in-collection borrower gets result 3 and the denial-letter message,
    // docs/sandbox-applicants.md), so the borrower always sees the result page; a refusal is shown here.
    submitting: {
      tags: [BUSY],
      initial: 'blackList',
      states: {
        blackList: {
          invoke: checkThen('checkBlackList', 'collection'),
        },
        collection: {
          invoke: checkThen('checkCollectionStatus', 'risk'),
        },
        risk: {
          invoke: checkThen('checkRiskInfo', 'calculating'),
        },
        calculating: {
          invoke: {
            id: 'calculateQualifiedAmount',
            src: 'calculateQualifiedAmount',
            onDone: { actions: [assign({ qualification: ({ event }) => event.output }), 'visitQualifiedAmount'] },
            onError: { target: '#guidance.ready.summary.reviewing', actions: 'rememberError' },
          },
        },
      },
    },
  },
});

export const qualifiedAmountPage = guidanceSetup.createStateConfig({
  meta: stepPage('qualified-amount'),
  on: { 'qualified.continue': { actions: 'goHome' } },
});
