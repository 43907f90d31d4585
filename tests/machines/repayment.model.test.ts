// Model-based paths of the repayment flow (issue 13): a path through every transition the borrower and the
// server can cause, found on the statechart alone, each replayed on a live flow whose calls the test settles;
// after every step the live flow must be in the state the model says.
import { describe, expect, it } from 'vitest';
import { initialTransition, type AnyMachineSnapshot } from 'xstate';
import { visit } from '#machines/kit/route-meta.ts';
import {
  CHANGE_PAGES,
  REPAYMENT_PATHS,
  OPTION_PAGES,
  PAYMENT_OPTIONS,
  SCHEDULE_CHANGES,
  type PaymentOption,
  type ScheduleChange,
} from '#machines/repayment/pages.ts';
import { repaymentMachine } from '#machines/repayment/repayment.machine.ts';
import { ApiError } from '#src/api/api-error.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { modelPaths } from '#tests/support/model-paths.ts';
import { settle, startRepayment } from './repayment-harness.ts';
import { LOADED_IN_COLLECTION, LOADED, OTHER_LOAN_NO, PAYOFF_ANSWER, VISA, WEEKLY_CHANGE } from '#src/ui/fixtures/repayment.ts';

import { done as doneOf, failed as failedOf, pendingCalls, reachedValues, replayPath, type ModelEvent } from './support/model-replay.ts';

type CallName = 'loadLoan' | 'previewPayment' | 'savePayment' | 'tokenizeCard' | 'saveAutopay' | 'previewChange' | 'saveChange';

const done = (call: CallName, output: unknown) => doneOf(call, output);
const failed = (call: CallName) => failedOf(call, NETWORK);
const NETWORK = new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
const enter = (path: string): ModelEvent => visit(path);

const previewOf = (option: PaymentOption, mode: number): ModelEvent =>
  option === 'payOffInN'
    ? { type: 'payment.preview', count: 3 }
    : { type: 'payment.preview', paymentDate: '2026-11-25', mode, ...(option === 'payOff' ? {} : { amountCents: 5_000 }) };

/** A change's form as the page sends it (decision 0741). */
const CHANGE_FORMS: Readonly<Record<ScheduleChange, Record<string, unknown>>> = {
  changePayday: { dayOfWeekPaid: 4, lastPayday: '2026-11-19' },
  changePayFrequency: { payrollFrequency: 17003, dayOfWeekPaid: 6, lastPayday: '2026-11-20', paymentFrequency: 17003 },
  changeHolidayRule: { paydayOnHoliday: 1 },
  changePayAvailability: { paydayOnAvailability: 1 },
  changePaymentMethod: { mode: PAYMENT_MODE.ach, authorizeAch: true },
};

const CARD_ENTERED = { type: 'card.submit', name: 'Jane Q. Doe', number: '4242424242424242', expiry: '12/29', cvc: '123', zip: '43004' } as const;

/** What can happen on each page: the borrower's moves and the calls' answers. */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const at = (value: object | string) => snapshot.matches(value as never);
  if (at('loading')) return [done('loadLoan', LOADED), done('loadLoan', LOADED_IN_COLLECTION), failed('loadLoan')];
  if (at('loadFailed')) return [{ type: 'retry' }];
  if (at({ ready: 'loanDetails' }))
    return [
      enter(REPAYMENT_PATHS.makePayment),
      enter(REPAYMENT_PATHS.autopay),
      enter(REPAYMENT_PATHS.changes),
      { type: 'repayment.switchLoan', loanNo: OTHER_LOAN_NO },
    ];
  if (at({ ready: 'changes' })) return [...SCHEDULE_CHANGES.map((change) => ({ type: 'change.choose', change })), enter(REPAYMENT_PATHS.loanDetails)];
  // Payments by debit card (107) take a card first, as a way to pay does.
  if (at({ ready: { changePaymentMethod: { editing: 'idle' } } }))
    return [
      { type: 'change.preview', ...CHANGE_FORMS.changePaymentMethod },
      { type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true },
      CARD_ENTERED,
      enter(CHANGE_PAGES.changePaymentMethod.back!),
    ];
  if (at({ ready: { changePaymentMethod: { editing: 'tokenizing' } } })) return [done('tokenizeCard', VISA), failed('tokenizeCard')];
  for (const change of SCHEDULE_CHANGES) {
    if (at({ ready: { [change]: 'editing' } })) return [{ type: 'change.preview', ...CHANGE_FORMS[change] }, enter(CHANGE_PAGES[change].back!)];
    if (at({ ready: { [change]: 'previewing' } })) return [done('previewChange', WEEKLY_CHANGE), failed('previewChange')];
    if (at({ ready: { [change]: 'reviewing' } })) return [{ type: 'change.confirm' }, { type: 'change.edit' }];
    if (at({ ready: { [change]: 'saving' } })) return [done('saveChange', WEEKLY_CHANGE), failed('saveChange')];
  }
  if (at({ ready: 'makePayment' })) return [...PAYMENT_OPTIONS.map((option) => ({ type: 'repayment.choose', option })), enter(REPAYMENT_PATHS.loanDetails)];
  if (at({ ready: { autopay: 'idle' } })) return [{ type: 'autopay.set', authorize: false }, enter(REPAYMENT_PATHS.loanDetails)];
  if (at({ ready: { autopay: 'saving' } })) return [done('saveAutopay', null), failed('saveAutopay')];
  for (const option of PAYMENT_OPTIONS) {
    if (at({ ready: { [option]: { editing: 'idle' } } }))
      return [
        previewOf(option, PAYMENT_MODE.ach),
        ...(option === 'payOffInN' ? [] : [previewOf(option, PAYMENT_MODE.debitCard), CARD_ENTERED]),
        enter(OPTION_PAGES[option].back!),
      ];
    if (at({ ready: { [option]: { editing: 'tokenizing' } } })) return [done('tokenizeCard', VISA), failed('tokenizeCard')];
    if (at({ ready: { [option]: 'previewing' } })) return [done('previewPayment', PAYOFF_ANSWER), failed('previewPayment')];
    if (at({ ready: { [option]: 'reviewing' } })) return [{ type: 'payment.confirm' }, { type: 'payment.edit' }];
    if (at({ ready: { [option]: 'saving' } })) return [done('savePayment', PAYOFF_ANSWER), failed('savePayment')];
  }
  return [];
}

function liveFlow(path: string) {
  const { waitFor, answer } = pendingCalls<CallName>();
  const run = startRepayment(path, {
    load: waitFor('loadLoan'),
    preview: waitFor('previewPayment'),
    save: waitFor('savePayment'),
    tokenize: waitFor('tokenizeCard'),
    autopay: waitFor('saveAutopay'),
    previewChange: waitFor('previewChange'),
    saveChange: waitFor('saveChange'),
  });
  const perform = async (event: ModelEvent) => {
    if (!answer(event)) run.send(event as never);
    await settle();
  };
  return { run, perform };
}

describe('the repayment flow’s model from the loan details', () => {
  // Found without a parent: the visit it asks of the app after a payment (covered by repayment.machine.test.ts) goes nowhere.
  const model = repaymentMachine.provide({ actions: { goToPaymentReceived: () => undefined } });
  const [start] = initialTransition(model, { entry: visit(REPAYMENT_PATHS.loanDetails) });
  // The card on file and the loan's collection status change what the same move does.
  const paths = modelPaths(model, {
    fromState: start,
    events: eventsOf as never,
    distinguish: (snapshot) => [Boolean(snapshot.context.card), snapshot.context.loaded?.options.inCollection ?? null],
  });

  it('has a path through every transition, reaching every stage of every page', () => {
    const reached = reachedValues(paths);
    for (const option of PAYMENT_OPTIONS) {
      for (const stage of ['tokenizing', 'previewing', 'reviewing', 'saving', 'saved']) {
        // Paying off in N takes no card, and once saved loads the loan again at once.
        if (option === 'payOffInN' && (stage === 'tokenizing' || stage === 'saved')) continue;
        expect(
          [...reached].some((value) => value.includes(`"${option}":`) && value.includes(`"${stage}"`)),
          `${option} ${stage}`,
        ).toBe(true);
      }
    }
    for (const change of SCHEDULE_CHANGES) {
      // A saved change loads the loan again at once.
      for (const stage of ['editing', 'previewing', 'reviewing', 'saving']) {
        expect(
          [...reached].some((value) => value.includes(`"${change}":"${stage}"`) || value.includes(`"${change}":{"${stage}"`)),
          `${change} ${stage}`,
        ).toBe(true);
      }
    }
    // The card for payments by debit card is checked on the payment method's page.
    expect([...reached].some((value) => value.includes('"changePaymentMethod":{"editing":"tokenizing"}'))).toBe(true);
    expect([...reached].some((value) => value.includes('"loadFailed"'))).toBe(true);
    expect(paths.length).toBeGreaterThan(40);
  });

  for (const each of paths) {
    it(each.description, async () => {
      const { run, perform } = liveFlow(REPAYMENT_PATHS.loanDetails);
      await settle();
      await replayPath(each, perform, run.snapshot);
    });
  }
});
