// The disbursement wizard as tables: the page of every step (title, back target), where a visit lands given
// what is saved, what each step saves, where each loan flag leads, and the same-day countdown on a simulated clock
// (a throttled tab's late tick and a frozen tab shown again included).
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { LOAN_FLAG, REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE, TRANSACTION_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { FLAG_NOTICES, FLAG_PATHS } from '#machines/disbursement/disbursement.machine.ts';
import type { DisbursementEvent, SaveAnswer, SaveRequest } from '#machines/disbursement/types.ts';
import { ALL_CHOICES, OTHER_ACCOUNT_ID, SAME_DAY_CLOSED, SAME_DAY_OPEN, SCHEDULE, paymentOptionWith } from '#src/ui/fixtures/disbursement.ts';
import { startDisbursement, type DisbursementAnswers } from './disbursement-harness.ts';

const at = (step: string) => `/disbursement/${step}`;
const saved = (input: SaveRequest): SaveAnswer => ({
  step: input.step,
  requestId: 'R-1',
  loanNo: input.mode === REQUEST_MODE.save ? 'L-1' : null,
  loanFlag: null,
});
const flagged =
  (loanFlag: SaveAnswer['loanFlag'], extra: Partial<SaveAnswer> = {}) =>
  (input: SaveRequest): SaveAnswer => ({ ...saved(input), loanFlag, ...extra });

function answers(parts: DisbursementAnswers = {}): DisbursementAnswers {
  return {
    getPaymentOption: () => paymentOptionWith(),
    countdownSameDay: () => SAME_DAY_CLOSED,
    getNextBusinessDay: ({ date }: { date: string }) => ({ date: date === '2026-11-24' ? '2026-11-25' : '2026-12-31' }),
    compareTransactionFee: () => ({ fees: [] }),
    loadDates: () => ({
      dates: { dates: ['2026-11-25', '2026-11-27', '2026-11-30'], earliest: '2026-11-25', latest: '2026-11-30' },
      defaultDate: '2026-11-25',
    }),
    calculatePaymentSchedule: () => SCHEDULE,
    paymentDetail: ({ number }: { number: number }) => SCHEDULE.schedule[number - 1],
    paperCheck: () => ({
      payableTo: 'Bluepeak Loans',
      mailingAddress: { line1: 'PO Box 1', line2: null, city: 'Austin', state: 'TX', zip: '78701' },
      memo: 'Loan L-1',
    }),
    savePaymentOption: saved,
    ...parts,
  };
}

const resumedAt = (step: string) => paymentOptionWith({ step: step as never, choices: ALL_CHOICES });

describe('the pages of the wizard (spec section 2)', () => {
  it.each([
    ['choose-loan-amount', 'Choose Loan Amount', '/home'],
    ['choose-payment-mode', 'Choose Repayment Mode', at('choose-loan-amount')],
    ['choose-bank-account', 'Date & Bank Account', at('choose-payment-mode')],
    ['choose-loan-term', 'Review Loan Term', at('choose-bank-account')],
    ['confirm-details', 'Confirm Loan Details', at('choose-bank-account')],
  ])('%s is titled %s and goes back to %s', async (step, title, back) => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt(step) }));
    await wizard.open(at(step));
    expect(wizard.path()).toBe(at(step));
    expect(wizard.title()).toBe(title);
    expect(wizard.back()).toBe(back);
    expect(wizard.meta()?.section).toBe('Apply for New Loan');
  });

  // Every step the same-day funding tip; from the bank-account step on, how to change the date too. Only the amount is dark.
  it.each([
    ['choose-loan-amount', ['same-day-funding'], true],
    ['choose-payment-mode', ['same-day-funding'], undefined],
    ['choose-bank-account', ['same-day-funding', 'change-date'], undefined],
    ['choose-loan-term', ['same-day-funding', 'change-date'], undefined],
    ['confirm-details', ['same-day-funding', 'change-date'], undefined],
  ])('%s shows the tips %j (dark: %s)', async (step, tips, dark) => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt(step) }));
    await wizard.open(at(step));
    expect(wizard.meta()?.tips).toEqual(tips);
    expect(wizard.meta()?.dark).toBe(dark);
  });
});

describe('where a visit lands', () => {
  it('/disbursement resumes on the step saved on the server, with what was chosen', async () => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt('choose-loan-term') }));
    await wizard.open('/disbursement');
    expect(wizard.path()).toBe(at('choose-loan-term'));
    expect(wizard.context().choices).toEqual(ALL_CHOICES);
  });

  it('a step whose earlier choices are missing opens the furthest step that can be opened', async () => {
    const choices = { ...paymentOptionWith().choices, amountCents: 50_000 };
    const wizard = await startDisbursement(answers({ getPaymentOption: () => paymentOptionWith({ step: 'choose-payment-mode', choices }) }));
    await wizard.open(at('confirm-details'));
    expect(wizard.path()).toBe(at('choose-payment-mode'));
  });

  it('a failed load shows /disbursement with the message, and Retry loads again', async () => {
    let fail = true;
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => {
          if (fail)
            throw new ApiError('business', RESULT.serviceUnavailable.message, {
              code: RESULT.serviceUnavailable.code,
              message: RESULT.serviceUnavailable.message,
              data: null,
            });
          return paymentOptionWith();
        },
      }),
    );
    await wizard.open(at('choose-loan-amount'));
    expect(wizard.path()).toBe('/disbursement');
    expect(wizard.context().error).toBe(RESULT.serviceUnavailable.message);
    fail = false;
    await wizard.send({ type: 'retry' });
    expect(wizard.path()).toBe(at('choose-loan-amount'));
  });
});

describe('a wizard page when there is nothing to choose', () => {
  const refusal = (result: { code: number; message: string }) => () => {
    throw new ApiError('business', result.message, { code: result.code, message: result.message, data: null });
  };

  it.each([
    ['the loan is signed (-10818)', RESULT.applicationSigned],
    ['no amount yet (-12001)', RESULT.disbursementNotAvailable],
  ])('%s: a step opened by URL or the back button goes home with the reason, no retry page', async (_, result) => {
    const wizard = await startDisbursement(answers({ getPaymentOption: refusal(result) }));
    await wizard.open(at('choose-loan-amount'));
    expect(wizard.path()).toBe('/home');
    expect(wizard.snackbar()).toEqual({ visible: true, message: result.message, kind: 'info' });
    expect(wizard.inputsOf('savePaymentOption')).toEqual([]);
  });

  it('a confirm refused because the loan was signed meanwhile (another tab, a phone) goes home with the reason', async () => {
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => resumedAt('confirm-details'),
        savePaymentOption: (input: SaveRequest) => (input.mode === REQUEST_MODE.save ? refusal(RESULT.applicationSigned)() : saved(input)),
      }),
    );
    await wizard.open(at('confirm-details'));
    await wizard.send({ type: 'confirm.submit' });
    expect(wizard.path()).toBe('/home');
    expect(wizard.snackbar()).toEqual({ visible: true, message: RESULT.applicationSigned.message, kind: 'info' });
  });

  it('a wizard page opened again asks the server again and goes home again', async () => {
    const wizard = await startDisbursement(answers({ getPaymentOption: refusal(RESULT.applicationSigned) }));
    await wizard.open(at('confirm-details'));
    await wizard.open(at('choose-payment-mode'));
    expect(wizard.path()).toBe('/home');
    expect(wizard.inputsOf('getPaymentOption')).toHaveLength(2);
  });
});

describe('a borrower walks the wizard', () => {
  it('each step is saved (mode 0) with the next step to resume at; confirming (mode 1) makes the loan and opens the signing step', async () => {
    const wizard = await startDisbursement(answers());
    await wizard.open(at('choose-loan-amount'));

    await wizard.send({ type: 'amount.submit', amountCents: 50_000 });
    expect(wizard.path()).toBe(at('choose-payment-mode'));
    expect(wizard.inputsOf('compareTransactionFee')).toEqual([{ amountCents: 50_000 }]);

    await wizard.send({ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true });
    expect(wizard.path()).toBe(at('choose-bank-account'));
    expect(wizard.context().dates?.dates).toEqual(['2026-11-25', '2026-11-27', '2026-11-30']);

    const bankConfirmation = { routingNumber: '121000248', accountNumber: '9876' };
    await wizard.send({
      type: 'account.submit',
      disbursementDate: '2026-11-25',
      disbursementMode: PAYMENT_MODE.ach,
      bankAccountId: OTHER_ACCOUNT_ID,
      bankConfirmation,
    });
    expect(wizard.path()).toBe(at('choose-loan-term'));
    expect(wizard.inputsOf('calculatePaymentSchedule')).toEqual([
      {
        amountCents: 50_000,
        paymentFrequency: PAYMENT_FREQUENCY.weekly,
        repaymentMode: PAYMENT_MODE.ach,
        disbursementDate: '2026-11-25',
        disbursementMode: PAYMENT_MODE.ach,
      },
    ]);
    expect(wizard.context().schedule).toEqual(SCHEDULE);

    await wizard.send({ type: 'term.paymentDetail', number: 2 });
    expect(wizard.context().paymentDetail).toEqual(SCHEDULE.schedule[1]);

    await wizard.send({ type: 'term.continue' });
    expect(wizard.path()).toBe(at('confirm-details'));

    await wizard.send({ type: 'confirm.submit' });
    const chosen = { ...ALL_CHOICES, bankAccountId: OTHER_ACCOUNT_ID };
    expect(wizard.inputsOf('savePaymentOption')).toEqual([
      { mode: REQUEST_MODE.preview, step: 'choose-payment-mode', choices: { ...paymentOptionWith().choices, amountCents: 50_000 } },
      {
        mode: REQUEST_MODE.preview,
        step: 'choose-bank-account',
        choices: {
          ...paymentOptionWith().choices,
          amountCents: 50_000,
          paymentFrequency: PAYMENT_FREQUENCY.weekly,
          repaymentMode: PAYMENT_MODE.ach,
          achAuthorized: true,
        },
      },
      { mode: REQUEST_MODE.preview, step: 'choose-loan-term', choices: chosen, bankConfirmation },
      { mode: REQUEST_MODE.preview, step: 'confirm-details', choices: chosen },
      { mode: REQUEST_MODE.save, step: 'sign-loan-agreement', choices: chosen },
    ]);
    expect(wizard.visits).toContain('/disbursement/sign-loan-agreement');
  });

  it('a refused save keeps the borrower on the step with the message, and nothing chosen changes', async () => {
    const wizard = await startDisbursement(
      answers({
        savePaymentOption: () => {
          throw new ApiError('business', RESULT.badRequest.message, { code: RESULT.badRequest.code, message: RESULT.badRequest.message, data: null });
        },
      }),
    );
    await wizard.open(at('choose-loan-amount'));
    await wizard.send({ type: 'amount.submit', amountCents: 50_000 });
    expect(wizard.path()).toBe(at('choose-loan-amount'));
    expect(wizard.matches({ wizard: { ready: { 'choose-loan-amount': 'editing' } } })).toBe(true);
    expect(wizard.context().error).toBe(RESULT.badRequest.message);
    expect(wizard.context().choices.amountCents).toBeNull();
  });

  it('repaying by paper check shows where to mail the checks before confirming', async () => {
    const choices = { ...ALL_CHOICES, repaymentMode: TRANSACTION_MODE.paperCheck, achAuthorized: false };
    const wizard = await startDisbursement(answers({ getPaymentOption: () => paymentOptionWith({ step: 'confirm-details', choices }) }));
    await wizard.open(at('confirm-details'));
    expect(wizard.inputsOf('paperCheck')).toHaveLength(1);
    expect(wizard.context().paperCheck?.payableTo).toBe('Bluepeak Loans');
  });

  it('a chosen date that can no longer be picked is cleared when the dates are loaded', async () => {
    const wizard = await startDisbursement(
      answers({ getPaymentOption: () => paymentOptionWith({ step: 'choose-bank-account', choices: { ...ALL_CHOICES, disbursementDate: '2026-11-24' } }) }),
    );
    await wizard.open(at('choose-bank-account'));
    expect(wizard.context().choices.disbursementDate).toBeNull();
  });
});

describe('the confirmation shows the figures it confirms', () => {
  const quoteOf = (choices: typeof ALL_CHOICES) => ({
    amountCents: choices.amountCents,
    paymentFrequency: choices.paymentFrequency,
    repaymentMode: choices.repaymentMode,
    disbursementDate: choices.disbursementDate,
    disbursementMode: choices.disbursementMode,
  });

  it('opened by a reload or on another device, it asks for the schedule of the saved choices: the APR and finance charge are shown', async () => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt('confirm-details') }));
    await wizard.open(at('confirm-details'));
    expect(wizard.path()).toBe(at('confirm-details'));
    expect(wizard.inputsOf('calculatePaymentSchedule')).toEqual([quoteOf(ALL_CHOICES)]);
    expect(wizard.context().schedule?.disclosure).toEqual(SCHEDULE.disclosure);
    expect(wizard.matches({ wizard: { ready: { 'confirm-details': 'reviewing' } } })).toBe(true);
  });

  it('reached from the term, it asks nothing again: the schedule the borrower just read is the one shown', async () => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt('choose-loan-term') }));
    await wizard.open(at('choose-loan-term'));
    await wizard.send({ type: 'term.continue' });
    expect(wizard.path()).toBe(at('confirm-details'));
    expect(wizard.inputsOf('calculatePaymentSchedule')).toHaveLength(1);
  });

  it('a choice changed since the term is never confirmed beside the old figures: the schedule is asked again', async () => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt('choose-loan-term') }));
    await wizard.open(at('choose-loan-term'));
    await wizard.send({ type: 'term.continue' });
    // Change the amount from the confirmation, then come back by its address.
    await wizard.open(at('choose-loan-amount'));
    await wizard.send({ type: 'amount.submit', amountCents: 40_000 });
    await wizard.open(at('confirm-details'));
    expect(wizard.path()).toBe(at('confirm-details'));
    expect(wizard.inputsOf('calculatePaymentSchedule')).toEqual([quoteOf(ALL_CHOICES), quoteOf({ ...ALL_CHOICES, amountCents: 40_000 })]);
  });

  it('a schedule that cannot be calculated now is said on the page; confirming is still the server’s to refuse', async () => {
    const { code, message } = RESULT.badRequest;
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => resumedAt('confirm-details'),
        calculatePaymentSchedule: () => {
          throw new ApiError('business', message, { code, message, data: null });
        },
      }),
    );
    await wizard.open(at('confirm-details'));
    expect(wizard.context().error).toBe(message);
    expect(wizard.context().schedule).toBeNull();
    expect(wizard.matches({ wizard: { ready: { 'confirm-details': 'reviewing' } } })).toBe(true);
  });
});

describe('busy while a call the borrower waits on is out, failed after a load fails (the tags, machines/kit/retry.ts)', () => {
  /** A call answered only once released: the test reads the tags while it is out. */
  function held(answer: (input: never) => unknown) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    return {
      answer: async (input: never) => {
        await gate;
        return answer(input);
      },
      release: () => release(),
    };
  }
  const CARD = { name: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '78701' };
  const BY_CHECK = { ...ALL_CHOICES, repaymentMode: TRANSACTION_MODE.paperCheck, achAuthorized: false };
  const callsAt = (step: string, choices = ALL_CHOICES): DisbursementAnswers =>
    answers({
      getPaymentOption: () => paymentOptionWith({ step: step as never, choices }),
      tokenizeCard: () => ({ cardToken: 'card_1', brand: 'Visa', last4: '4242', expiry: '12/30' }),
    });
  type Call = keyof DisbursementAnswers;

  it.each<[string, string, Call, DisbursementEvent[], typeof ALL_CHOICES?]>([
    ['the saved choices load', 'choose-loan-amount', 'getPaymentOption', []],
    ['the amount is saved', 'choose-loan-amount', 'savePaymentOption', [{ type: 'amount.submit', amountCents: 50_000 }]],
    ['the card goes to the card processor', 'choose-payment-mode', 'tokenizeCard', [{ type: 'card.submit', ...CARD }]],
    [
      'the repayment mode is saved',
      'choose-payment-mode',
      'savePaymentOption',
      [{ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true }],
    ],
    [
      'the date and account are saved',
      'choose-bank-account',
      'savePaymentOption',
      [{ type: 'account.submit', disbursementDate: '2026-11-25', disbursementMode: PAYMENT_MODE.ach, bankAccountId: ALL_CHOICES.bankAccountId! }],
    ],
    ['the term calculates the schedule', 'choose-loan-term', 'calculatePaymentSchedule', []],
    ["the term asks for a payment's split", 'choose-loan-term', 'paymentDetail', [{ type: 'term.paymentDetail', number: 1 }]],
    ['the term is saved (Continue)', 'choose-loan-term', 'savePaymentOption', [{ type: 'term.continue' }]],
    ['the confirmation asks for the schedule of the saved choices', 'confirm-details', 'calculatePaymentSchedule', []],
    ['the confirmation asks where to mail the checks', 'confirm-details', 'paperCheck', [], BY_CHECK],
    ['the loan is confirmed', 'confirm-details', 'savePaymentOption', [{ type: 'confirm.submit' }]],
  ])('busy while %s', async (_, step, call, events, choices) => {
    const calls = callsAt(step, choices);
    const gate = held(calls[call]!);
    const wizard = await startDisbursement({ ...calls, [call]: gate.answer });
    await wizard.open(at(step));
    for (const event of events) await wizard.send(event);
    expect(wizard.inputsOf(call)).toHaveLength(1);
    expect(wizard.hasTag('busy')).toBe(true);
    expect(wizard.hasTag('failed')).toBe(false);
    gate.release();
    await wizard.settle();
    // Answered: nothing is out (a confirmed loan has left the wizard for the signing page).
    if (wizard.running()) expect(wizard.hasTag('busy')).toBe(false);
    expect(wizard.inputsOf(call)).toHaveLength(1);
  });

  it.each<[string, string, Call]>([
    ['the fees of each way to repay', 'choose-payment-mode', 'compareTransactionFee'],
    ['the dates that can be picked', 'choose-bank-account', 'loadDates'],
    ['the same-day funding tip', 'choose-loan-amount', 'countdownSameDay'],
  ])('not busy while %s load beside the page (no state of their own, or in the background)', async (_, step, call) => {
    const calls = callsAt(step);
    const gate = held(calls[call]!);
    const wizard = await startDisbursement({ ...calls, [call]: gate.answer });
    await wizard.open(at(step));
    expect(wizard.inputsOf(call)).toHaveLength(1);
    expect(wizard.path()).toBe(at(step));
    expect(wizard.hasTag('busy')).toBe(false);
    gate.release();
  });

  it('failed when the load or the term’s schedule fails, busy again on Retry until it answers', async () => {
    const { code, message } = RESULT.serviceUnavailable;
    const refuse = () => {
      throw new ApiError('business', message, { code, message, data: null });
    };
    let load: (() => unknown) | null = refuse;
    let schedule: (() => unknown) | null = refuse;
    const retried = { load: held(() => resumedAt('choose-loan-term')), schedule: held(() => SCHEDULE) };
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => (load ? load() : retried.load.answer(undefined as never)),
        calculatePaymentSchedule: () => (schedule ? schedule() : retried.schedule.answer(undefined as never)),
      }),
    );
    await wizard.open(at('choose-loan-term'));
    expect(wizard.path()).toBe('/disbursement');
    expect(wizard.hasTag('failed')).toBe(true);
    load = null;
    await wizard.send({ type: 'retry' });
    expect(wizard.hasTag('failed')).toBe(false);
    expect(wizard.hasTag('busy')).toBe(true);
    retried.load.release();
    await wizard.settle();
    expect(wizard.path()).toBe(at('choose-loan-term'));
    expect(wizard.hasTag('failed')).toBe(true);
    expect(wizard.hasTag('busy')).toBe(false);
    schedule = null;
    await wizard.send({ type: 'retry' });
    expect(wizard.hasTag('failed')).toBe(false);
    expect(wizard.hasTag('busy')).toBe(true);
    retried.schedule.release();
    await wizard.settle();
    expect(wizard.hasTag('busy')).toBe(false);
    expect(wizard.context().schedule).toEqual(SCHEDULE);
  });
});

describe('the date and bank account step', () => {
  it('offers the default disbursement date, and dates that failed to load are asked again on Retry', async () => {
    let fail = true;
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => resumedAt('choose-bank-account'),
        loadDates: () => {
          if (fail)
            throw new ApiError('business', RESULT.serviceUnavailable.message, {
              code: RESULT.serviceUnavailable.code,
              message: RESULT.serviceUnavailable.message,
              data: null,
            });
          return { dates: { dates: ['2026-11-25'], earliest: '2026-11-25', latest: '2026-11-25' }, defaultDate: '2026-11-25' };
        },
      }),
    );
    await wizard.open(at('choose-bank-account'));
    expect(wizard.context().dates).toBeNull();
    expect(wizard.context().error).toBe(RESULT.serviceUnavailable.message);
    fail = false;
    await wizard.send({ type: 'retry' });
    expect(wizard.context().dates?.dates).toEqual(['2026-11-25']);
    expect(wizard.context().defaultDate).toBe('2026-11-25');
    expect(wizard.context().error).toBeNull();
    expect(wizard.inputsOf('loadDates')).toHaveLength(2);
  });

  it('without the default date (its call failed), nothing is offered in advance and the dates still load', async () => {
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => resumedAt('choose-bank-account'),
        loadDates: () => ({ dates: { dates: ['2026-11-25'], earliest: '2026-11-25', latest: '2026-11-25' }, defaultDate: null }),
      }),
    );
    await wizard.open(at('choose-bank-account'));
    expect(wizard.context().dates?.dates).toEqual(['2026-11-25']);
    expect(wizard.context().defaultDate).toBeNull();
    expect(wizard.context().error).toBeNull();
  });
});

describe('loan flags are transitions (spec section 3)', () => {
  it('10001 recalculate loan amount: back to the amount with the new maximum and why', async () => {
    const wizard = await startDisbursement(
      answers({
        getPaymentOption: () => resumedAt('confirm-details'),
        savePaymentOption: flagged(LOAN_FLAG.recalculateLoanAmount, { step: 'choose-loan-amount', maxAmountCents: 40_000 }),
      }),
    );
    await wizard.open(at('confirm-details'));
    await wizard.send({ type: 'confirm.submit' });
    expect(wizard.path()).toBe(at('choose-loan-amount'));
    expect(wizard.context().option?.program.maxAmountCents).toBe(40_000);
    expect(wizard.context().choices.amountCents).toBeNull();
    expect(wizard.context().notice).toBe(FLAG_NOTICES.recalculateLoanAmount);
  });

  it('10002 recalculate payment plan: back to the date with the server message', async () => {
    const message = 'The date you chose has passed the cut-off. Please choose another date.';
    const wizard = await startDisbursement(
      answers({ getPaymentOption: () => resumedAt('choose-bank-account'), savePaymentOption: flagged(LOAN_FLAG.recalculatePaymentPlan, { message }) }),
    );
    await wizard.open(at('choose-bank-account'));
    await wizard.send({
      type: 'account.submit',
      disbursementDate: '2026-11-25',
      disbursementMode: PAYMENT_MODE.ach,
      bankAccountId: ALL_CHOICES.bankAccountId!,
    });
    expect(wizard.path()).toBe(at('choose-bank-account'));
    expect(wizard.context().choices.disbursementDate).toBeNull();
    expect(wizard.context().notice).toBe(message);
    // The step is opened afresh: the dates that can be picked now are asked again.
    expect(wizard.inputsOf('loadDates')).toHaveLength(2);
  });

  it.each([
    [LOAN_FLAG.recreateRequestCode, FLAG_PATHS.verifyBankAgain],
    [LOAN_FLAG.resignAgreement, FLAG_PATHS.signAgain],
  ])('%s leaves the wizard for %s', async (flag, path) => {
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumedAt('confirm-details'), savePaymentOption: flagged(flag) }));
    await wizard.open(at('confirm-details'));
    await wizard.send({ type: 'confirm.submit' });
    expect(wizard.visits).toContain(path);
  });
});

describe('the same-day funding tip', () => {
  it('counts down a second at a time, then asks again at the cut-off and names the next business day', async () => {
    let answer = { ...SAME_DAY_OPEN, secondsLeft: 3 };
    const wizard = await startDisbursement(answers({ countdownSameDay: () => answer }));
    await wizard.open(at('choose-loan-amount'));
    expect(wizard.matches({ funding: 'counting' })).toBe(true);
    expect(wizard.context().secondsLeft).toBe(3);
    await wizard.tick(1);
    expect(wizard.context().secondsLeft).toBe(2);
    answer = SAME_DAY_CLOSED;
    await wizard.tick(2);
    expect(wizard.inputsOf('countdownSameDay')).toEqual([{ portfolioId: 118 }, { portfolioId: 118 }]);
    expect(wizard.matches({ funding: 'closed' })).toBe(true);
    expect(wizard.context().sameDay?.fundingDate).toBe('2026-11-25');
  });

  it('counts from the cut-off, not the ticks: a tick ten minutes late shows 600 seconds fewer', async () => {
    const wizard = await startDisbursement(answers({ countdownSameDay: () => ({ ...SAME_DAY_OPEN, secondsLeft: 3600 }) }));
    await wizard.open(at('choose-loan-amount'));
    await wizard.tick(1);
    expect(wizard.context().secondsLeft).toBe(3599);
    await wizard.lateTick(10 * 60 * 1000);
    expect(wizard.context().secondsLeft).toBe(2999);
    await wizard.tick(1);
    expect(wizard.context().secondsLeft).toBe(2998);
    expect(wizard.inputsOf('countdownSameDay')).toHaveLength(1);
  });

  it('a page shown again after its timers were frozen shows the time left now', async () => {
    const wizard = await startDisbursement(answers({ countdownSameDay: () => ({ ...SAME_DAY_OPEN, secondsLeft: 3600 }) }));
    await wizard.open(at('choose-loan-amount'));
    wizard.hideFor(10 * 60 * 1000);
    expect(wizard.context().secondsLeft).toBe(3600);
    await wizard.show();
    expect(wizard.context().secondsLeft).toBe(3000);
  });

  it.each([
    ['a late tick', (wizard: Awaited<ReturnType<typeof startDisbursement>>) => wizard.lateTick(10 * 60 * 1000)],
    ['the page shown again', async (wizard: Awaited<ReturnType<typeof startDisbursement>>) => (wizard.hideFor(10 * 60 * 1000), wizard.show())],
  ])('the cut-off passed in the background: %s asks again and names the next business day', async (_, background) => {
    let answer = { ...SAME_DAY_OPEN, secondsLeft: 300 };
    const wizard = await startDisbursement(answers({ countdownSameDay: () => answer }));
    await wizard.open(at('choose-loan-amount'));
    answer = SAME_DAY_CLOSED;
    await background(wizard);
    expect(wizard.inputsOf('countdownSameDay')).toEqual([{ portfolioId: 118 }, { portfolioId: 118 }]);
    expect(wizard.matches({ funding: 'closed' })).toBe(true);
    expect(wizard.context().secondsLeft).toBe(0);
    expect(wizard.context().sameDay?.fundingDate).toBe('2026-11-25');
  });

  it('while it counts, asks once for the business day after today (when a loan confirmed after the cut-off is sent); closed, asks nothing more', async () => {
    let answer = { ...SAME_DAY_OPEN, secondsLeft: 3 };
    const wizard = await startDisbursement(answers({ countdownSameDay: () => answer }));
    await wizard.open(at('choose-loan-amount'));
    expect(wizard.inputsOf('getNextBusinessDay')).toEqual([{ date: SAME_DAY_OPEN.fundingDate }]);
    expect(wizard.context().afterCutOffDate).toBe('2026-11-25');
    await wizard.tick(1);
    expect(wizard.inputsOf('getNextBusinessDay')).toHaveLength(1);
    // At the cut-off the countdown's own answer names the next business day: no second call.
    answer = SAME_DAY_CLOSED;
    await wizard.tick(2);
    expect(wizard.matches({ funding: 'closed' })).toBe(true);
    expect(wizard.inputsOf('getNextBusinessDay')).toHaveLength(1);
    expect(wizard.context().afterCutOffDate).toBeNull();
  });

  it('closed from the start, the next business day is the countdown answer; a failed next-business-day call leaves the tip as it was', async () => {
    const closed = await startDisbursement(answers());
    await closed.open(at('choose-loan-amount'));
    expect(closed.matches({ funding: 'closed' })).toBe(true);
    expect(closed.inputsOf('getNextBusinessDay')).toEqual([]);
    const failing = await startDisbursement(
      answers({
        countdownSameDay: () => SAME_DAY_OPEN,
        getNextBusinessDay: () => {
          throw new Error('offline');
        },
      }),
    );
    await failing.open(at('choose-loan-amount'));
    expect(failing.matches({ funding: 'counting' })).toBe(true);
    expect(failing.context().afterCutOffDate).toBeNull();
    expect(failing.path()).toBe(at('choose-loan-amount'));
  });

  it('without the figures the tip is not shown and the wizard works the same', async () => {
    const wizard = await startDisbursement(
      answers({
        countdownSameDay: () => {
          throw new Error('offline');
        },
      }),
    );
    await wizard.open(at('choose-loan-amount'));
    expect(wizard.matches({ funding: 'unavailable' })).toBe(true);
    expect(wizard.path()).toBe(at('choose-loan-amount'));
  });
});
