// The repayment flow: the loan loaded before any page is routed, each way to pay previewed then confirmed
// under one idempotency key per intent (kept across a retry, new after a new preview), the debit card
// tokenized apart from the payment calls, and what each ending leads to.
import { describe, expect, it } from 'vitest';
import { NOTICES } from '#machines/repayment/repayment.machine.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { PaymentCall } from '#machines/repayment/types.ts';
import { ApiError } from '#src/api/api-error.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { settle, startRepayment } from './repayment-harness.ts';
import { autopayStageOf, isTokenizing, optionStageOf } from '#src/views/repayment/repayment-actor.ts';
import { changeStageOf } from '#src/views/repayment/change-view.tsx';
import { CARD_FORM, LOADED_IN_COLLECTION, LOADED, LOAN_NO, OTHER_LOAN_NO, PAYOFF_ANSWER, VISA } from '#src/ui/fixtures/repayment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NETWORK = () => new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
const PAY_OFF_BY_ACH = { type: 'payment.preview', paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach } as const;

async function onPage(path: string, answers: Parameters<typeof startRepayment>[1] = {}) {
  const run = startRepayment(path, answers);
  await settle();
  return run;
}

describe('the repayment flow', () => {
  it('loads the loan (the stored choice, else the first) before it routes the visit', async () => {
    const run = await onPage(REPAYMENT_PATHS.loanDetails);
    expect(run.callsOf('loadLoan')).toEqual([{ loanNo: null }]);
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
    expect(run.snapshot().context.loanNo).toBe(LOAN_NO);
  });

  it('opens /repayment as the loan details, and a way to pay the loan does not offer as the loan details too', async () => {
    expect((await onPage(REPAYMENT_PATHS.entry)).path()).toBe(REPAYMENT_PATHS.loanDetails);
    const inCollection = await onPage(REPAYMENT_PATHS.payFixedAmount, { load: async () => LOADED_IN_COLLECTION });
    expect(inCollection.path()).toBe(REPAYMENT_PATHS.loanDetails);
    const payOff = await onPage(REPAYMENT_PATHS.payOff, { load: async () => LOADED_IN_COLLECTION });
    expect(payOff.path()).toBe(REPAYMENT_PATHS.payOff);
  });

  it('shows why the loan could not be loaded on /repayment, and loads it again on retry', async () => {
    let fail = true;
    const run = await onPage(REPAYMENT_PATHS.loanDetails, {
      load: async () => {
        if (fail) throw NETWORK();
        return LOADED;
      },
    });
    expect(run.path()).toBe(REPAYMENT_PATHS.entry);
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    fail = false;
    run.send({ type: 'retry' });
    await settle();
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
  });

  it('goes from Make a Payment to the chosen way to pay', async () => {
    const run = await onPage(REPAYMENT_PATHS.makePayment);
    run.send({ type: 'repayment.choose', option: 'payOffInN' });
    expect(run.path()).toBe(REPAYMENT_PATHS.payOffInN);
  });

  it('pays off: a preview (mode 0) good through the chosen date, then the save (mode 1) with a new UUID key, then Payment Received', async () => {
    const run = await onPage(REPAYMENT_PATHS.payOff);
    run.send(PAY_OFF_BY_ACH);
    await settle();
    expect(run.callsOf('previewPayment')).toEqual([
      { option: 'payOff', request: { requestMode: 0, loanNo: LOAN_NO, paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach } },
    ]);
    expect(run.snapshot().context.preview).toEqual(PAYOFF_ANSWER);
    expect(run.visits()).toEqual([]);
    run.send({ type: 'payment.confirm' });
    await settle();
    const [save] = run.callsOf('savePayment') as PaymentCall[];
    expect(save).toEqual({
      option: 'payOff',
      request: { requestMode: 1, loanNo: LOAN_NO, paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach, idempotencyKey: expect.stringMatching(UUID) },
    });
    expect(run.visits()).toEqual([REPAYMENT_PATHS.paymentReceived]);
  });

  it('a second click while the payment is being saved sends nothing more', async () => {
    let finish: (value: typeof PAYOFF_ANSWER) => void = () => undefined;
    const run = await onPage(REPAYMENT_PATHS.payOff, { save: () => new Promise((resolve) => (finish = resolve)) });
    run.send(PAY_OFF_BY_ACH);
    await settle();
    run.send({ type: 'payment.confirm' });
    run.send({ type: 'payment.confirm' });
    await settle();
    finish(PAYOFF_ANSWER);
    await settle();
    expect(run.callsOf('savePayment')).toHaveLength(1);
    expect(run.visits()).toEqual([REPAYMENT_PATHS.paymentReceived]);
  });

  it('a confirmation tried again after no answer carries the same key (the server answers the first payment), a new preview a new key', async () => {
    let failures = 1;
    const run = await onPage(REPAYMENT_PATHS.payOff, {
      save: async () => {
        if (failures-- > 0) throw NETWORK();
        return PAYOFF_ANSWER;
      },
    });
    run.send(PAY_OFF_BY_ACH);
    await settle();
    run.send({ type: 'payment.confirm' });
    await settle();
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    expect(run.snapshot().matches({ ready: { payOff: 'reviewing' } })).toBe(true);
    run.send({ type: 'payment.confirm' });
    await settle();
    const keys = (run.callsOf('savePayment') as PaymentCall[]).map((call) => (call.request as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const again = await onPage(REPAYMENT_PATHS.payOff, { save: async () => Promise.reject(NETWORK()) });
    again.send(PAY_OFF_BY_ACH);
    await settle();
    again.send({ type: 'payment.confirm' });
    await settle();
    again.send({ type: 'payment.edit' });
    again.send({ ...PAY_OFF_BY_ACH, paymentDate: '2026-11-27' });
    await settle();
    again.send({ type: 'payment.confirm' });
    await settle();
    const [first, second] = (again.callsOf('savePayment') as PaymentCall[]).map((call) => (call.request as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('a refused preview keeps the form open with the server’s message', async () => {
    const refusal = new ApiError('business', 'Please choose a payment date from the dates offered.', {
      code: -12302,
      message: 'Please choose a payment date from the dates offered.',
      data: null,
    });
    const run = await onPage(REPAYMENT_PATHS.payOff, { preview: async () => Promise.reject(refusal) });
    run.send(PAY_OFF_BY_ACH);
    await settle();
    expect(run.snapshot().matches({ ready: { payOff: 'editing' } })).toBe(true);
    expect(run.snapshot().context.form).toEqual({ paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach });
  });

  it('by debit card: asks for the card first, sends its number only to the card processor, and pays with the token', async () => {
    const run = await onPage(REPAYMENT_PATHS.payDown);
    const byCard = { type: 'payment.preview', paymentDate: '2026-11-24', mode: PAYMENT_MODE.debitCard, amountCents: 5_000 } as const;
    run.send(byCard);
    expect(run.snapshot().context.cardError).toBe('Please enter your debit card first.');
    expect(run.callsOf('previewPayment')).toEqual([]);
    const card = { name: 'Jane Q. Doe', number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123', zip: '43004' };
    run.send({ type: 'card.submit', ...card });
    await settle();
    expect(run.callsOf('tokenizeCard')).toEqual([card]);
    expect(run.snapshot().context.card).toEqual(VISA);
    run.send(byCard);
    await settle();
    expect(run.callsOf('previewPayment')).toEqual([
      {
        option: 'payDown',
        request: {
          purpose: 'repayment',
          changeType: 103,
          requestMode: 0,
          loanNo: LOAN_NO,
          paymentDate: '2026-11-24',
          mode: PAYMENT_MODE.debitCard,
          cardToken: VISA.cardToken,
          amountCents: 5_000,
        },
      },
    ]);
    const paymentCalls = run.calls.filter((each) => each.name !== 'tokenizeCard');
    expect(JSON.stringify(paymentCalls)).not.toContain('4242 4242');
    expect(JSON.stringify(paymentCalls)).not.toContain('"cvc"');
  });

  it('a declined card is said on the card form, and another card can be entered', async () => {
    const declined = new ApiError('business', 'Your card number is not valid. Please check it.', {
      code: -12320,
      message: 'Your card number is not valid. Please check it.',
      data: null,
    });
    let first = true;
    const run = await onPage(REPAYMENT_PATHS.payOff, {
      tokenize: async () => {
        if (first) {
          first = false;
          throw declined;
        }
        return VISA;
      },
    });
    const card = { name: 'Jane Q. Doe', number: '4242 4242 4242 4241', expiry: '12/29', cvc: '123', zip: '43004' };
    run.send({ type: 'card.submit', ...card });
    await settle();
    expect(run.snapshot().context.cardError).toBe('Your card number is not valid. Please check it.');
    run.send({ type: 'card.submit', ...card, number: '4242 4242 4242 4242' });
    await settle();
    expect(run.snapshot().context.card?.last4).toBe('4242');
    run.send({ type: 'card.change' });
    expect(run.snapshot().context.card).toBeNull();
  });

  it('pays an extra amount with its amount in cents', async () => {
    const run = await onPage(REPAYMENT_PATHS.payFixedAmount);
    run.send({ type: 'payment.preview', paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach, amountCents: 20_000 });
    await settle();
    expect(run.callsOf('previewPayment')).toEqual([
      { option: 'payFixedAmount', request: { requestMode: 0, loanNo: LOAN_NO, paymentDate: '2026-11-25', mode: PAYMENT_MODE.ach, amountCents: 20_000 } },
    ]);
  });

  it('pays off in N: the new plan is saved, the loan loaded again and its details shown with a notice', async () => {
    const run = await onPage(REPAYMENT_PATHS.payOffInN);
    run.send({ type: 'payment.preview', count: 3 });
    await settle();
    expect(run.callsOf('previewPayment')).toEqual([{ option: 'payOffInN', request: { requestMode: 0, loanNo: LOAN_NO, count: 3 } }]);
    run.send({ type: 'payment.confirm' });
    await settle();
    expect(run.callsOf('loadLoan')).toEqual([{ loanNo: null }, { loanNo: LOAN_NO }]);
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
    expect(run.snapshot().context.notice).toBe(NOTICES.payOffInN);
    expect(run.visits()).toEqual([]);
  });

  it('turns automatic payments off (104, authorize false) and back on, each saved once and said on the loan details', async () => {
    const run = await onPage(REPAYMENT_PATHS.autopay);
    run.send({ type: 'autopay.set', authorize: false });
    await settle();
    expect(run.callsOf('saveAutopay')).toEqual([
      { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo: LOAN_NO, authorize: false, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
    expect(run.snapshot().context.notice).toBe(NOTICES.autopayRevoked);
    run.send({ type: 'route.enter', path: REPAYMENT_PATHS.autopay, params: {} });
    run.send({ type: 'autopay.set', authorize: true });
    await settle();
    expect(run.snapshot().context.notice).toBe(NOTICES.autopayAuthorized);
  });

  it('switching to another loan loads that one', async () => {
    const run = await onPage(REPAYMENT_PATHS.loanDetails);
    run.send({ type: 'repayment.switchLoan', loanNo: OTHER_LOAN_NO });
    await settle();
    expect(run.callsOf('loadLoan').at(-1)).toEqual({ loanNo: OTHER_LOAN_NO });
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
  });
});

describe('the stages the pages read (issue 10: tags, not the state tree)', () => {
  const hanging = () => new Promise<never>(() => {});

  it("tags a way to pay's page editing, tokenizing, previewing, reviewing and saving, and none on another page", async () => {
    const run = await onPage(REPAYMENT_PATHS.payOff, { tokenize: hanging });
    expect([optionStageOf(run.snapshot()), isTokenizing(run.snapshot()), autopayStageOf(run.snapshot())]).toEqual(['editing', false, null]);
    run.send({ type: 'card.submit', ...CARD_FORM });
    expect([optionStageOf(run.snapshot()), isTokenizing(run.snapshot())]).toEqual(['tokenizing', true]);
    const paying = await onPage(REPAYMENT_PATHS.payOff, { preview: hanging, save: hanging });
    paying.send(PAY_OFF_BY_ACH);
    expect(optionStageOf(paying.snapshot())).toBe('previewing');
    const saving = await onPage(REPAYMENT_PATHS.payOff, { save: hanging });
    saving.send(PAY_OFF_BY_ACH);
    await settle();
    expect(optionStageOf(saving.snapshot())).toBe('reviewing');
    saving.send({ type: 'payment.confirm' });
    expect(optionStageOf(saving.snapshot())).toBe('saving');
    saving.send({ type: 'route.enter', path: REPAYMENT_PATHS.loanDetails, params: {} });
    expect([saving.path(), optionStageOf(saving.snapshot())]).toEqual([REPAYMENT_PATHS.loanDetails, null]);
  });

  it("tags a change's page and the automatic payments' page by stage", async () => {
    const change = await onPage(REPAYMENT_PATHS.changePayFrequency, { previewChange: hanging });
    expect(changeStageOf(change.snapshot())).toBe('editing');
    change.send({ type: 'change.preview', payrollFrequency: 17003, dayOfWeekPaid: 6, lastPayday: '2026-11-20', paymentFrequency: 17003 });
    expect([changeStageOf(change.snapshot()), optionStageOf(change.snapshot())]).toEqual(['previewing', null]);
    const autopay = await onPage(REPAYMENT_PATHS.autopay, { autopay: hanging });
    expect(autopayStageOf(autopay.snapshot())).toBe('idle');
    autopay.send({ type: 'autopay.set', authorize: true });
    expect([autopayStageOf(autopay.snapshot()), changeStageOf(autopay.snapshot())]).toEqual(['saving', null]);
  });
});
