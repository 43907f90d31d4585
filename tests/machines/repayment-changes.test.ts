// What the borrower changes themselves (105 to 109, decision 0741) in the repayment flow: the list of changes
// reachable from the loan details, a page per change routable only when the server offers it, each previewed
// (save-payment-option mode 0) then confirmed (mode 1) under one idempotency key per intent, kept across a
// retry; a refusal shown on the page; once saved, the loan loaded again and its details shown with a notice.
import { describe, expect, it } from 'vitest';
import { CHANGE_NOTICES } from '#machines/repayment/repayment.machine.ts';
import { REPAYMENT_PATHS } from '#machines/repayment/pages.ts';
import type { ChangeRequest } from '#machines/repayment/types.ts';
import { ApiError } from '#src/api/api-error.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import {
  CARD_CHANGE,
  CARD_FORM,
  HOLIDAY_CHANGE,
  LOADED,
  LOADED_AFTER_WEEKLY,
  LOADED_IN_COLLECTION,
  LOADED_PAST_DUE,
  LOAN_NO,
  VISA,
  WEEKLY_CHANGE,
} from '#src/ui/fixtures/repayment.ts';
import { settle, startRepayment } from './repayment-harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WEEKLY = { type: 'change.preview', payrollFrequency: 17003, dayOfWeekPaid: 6, lastPayday: '2026-11-20', paymentFrequency: 17003 } as const;

async function onPage(path: string, answers: Parameters<typeof startRepayment>[1] = {}) {
  const run = startRepayment(path, answers);
  await settle();
  return run;
}

describe('changing the payment schedule', () => {
  it('goes from the list of changes to the chosen change', async () => {
    const run = await onPage(REPAYMENT_PATHS.changes);
    expect(run.path()).toBe(REPAYMENT_PATHS.changes);
    run.send({ type: 'change.choose', change: 'changePayFrequency' });
    expect(run.path()).toBe(REPAYMENT_PATHS.changePayFrequency);
  });

  it('opens a change the server does not offer now as the list of changes, which says why', async () => {
    const pastDue = await onPage(REPAYMENT_PATHS.changePayday, { load: async () => LOADED_PAST_DUE });
    expect(pastDue.path()).toBe(REPAYMENT_PATHS.changes);
    // Past due, the payment method can still be changed.
    expect((await onPage(REPAYMENT_PATHS.changePaymentMethod, { load: async () => LOADED_PAST_DUE })).path()).toBe(REPAYMENT_PATHS.changePaymentMethod);
    const inCollection = await onPage(REPAYMENT_PATHS.changePaymentMethod, { load: async () => LOADED_IN_COLLECTION });
    expect(inCollection.path()).toBe(REPAYMENT_PATHS.changes);
  });

  it('previews (mode 0) how often they are paid, then saves it (mode 1) with a new UUID key, then shows the loan details loaded again with a notice', async () => {
    let loads = 0;
    const run = await onPage(REPAYMENT_PATHS.changePayFrequency, { load: async () => (loads++ === 0 ? LOADED : LOADED_AFTER_WEEKLY) });
    run.send(WEEKLY);
    await settle();
    expect(run.callsOf('previewChange')).toEqual([
      {
        purpose: 'repayment',
        changeType: 106,
        loanNo: LOAN_NO,
        requestMode: 0,
        payrollFrequency: 17003,
        dayOfWeekPaid: 6,
        lastPayday: '2026-11-20',
        paymentFrequency: 17003,
      },
    ]);
    expect(run.snapshot().context.changePreview).toEqual(WEEKLY_CHANGE);
    expect(run.snapshot().matches({ ready: { changePayFrequency: 'reviewing' } })).toBe(true);
    run.send({ type: 'change.confirm' });
    await settle();
    const [save] = run.callsOf('saveChange') as ChangeRequest[];
    expect(save).toEqual({
      purpose: 'repayment',
      changeType: 106,
      loanNo: LOAN_NO,
      requestMode: 1,
      idempotencyKey: expect.stringMatching(UUID),
      payrollFrequency: 17003,
      dayOfWeekPaid: 6,
      lastPayday: '2026-11-20',
      paymentFrequency: 17003,
    });
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
    expect(run.snapshot().context.notice).toBe(CHANGE_NOTICES.changePayFrequency);
    expect(run.snapshot().context.loaded).toEqual(LOADED_AFTER_WEEKLY);
    expect(run.callsOf('loadLoan')).toHaveLength(2);
  });

  it('sends each change type with only its own fields', async () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      [REPAYMENT_PATHS.changePayday, { dayOfWeekPaid: 4, lastPayday: '2026-11-19' }, { changeType: 105, dayOfWeekPaid: 4, lastPayday: '2026-11-19' }],
      [REPAYMENT_PATHS.changeHolidayRule, { paydayOnHoliday: 1 }, { changeType: 108, paydayOnHoliday: 1 }],
      [REPAYMENT_PATHS.changePayAvailability, { paydayOnAvailability: 1 }, { changeType: 109, paydayOnAvailability: 1 }],
      [
        REPAYMENT_PATHS.changePaymentMethod,
        { mode: PAYMENT_MODE.debitCard, authorizeCard: true },
        { changeType: 107, mode: PAYMENT_MODE.debitCard, authorizeCard: true, cardToken: VISA.cardToken },
      ],
    ];
    for (const [path, form, request] of cases) {
      const run = await onPage(path, { previewChange: async () => HOLIDAY_CHANGE });
      if (path === REPAYMENT_PATHS.changePaymentMethod) {
        run.send({ type: 'card.submit', ...CARD_FORM });
        await settle();
      }
      run.send({ type: 'change.preview', ...form });
      await settle();
      expect(run.callsOf('previewChange'), path).toEqual([{ purpose: 'repayment', loanNo: LOAN_NO, requestMode: 0, ...request }]);
    }
  });

  // Product decision (decision 0741 §8): a change takes no money, so it never ends on Payment Received
  // (/notification/103 says "we have received your payment"), but on the loan details with what changed.
  it('ends every change on the loan details with its notice in exact words, never on Payment Received', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        REPAYMENT_PATHS.changePayday,
        { dayOfWeekPaid: 4, lastPayday: '2026-11-19' },
        'Your paydays are changed. The schedule below shows your payments on your new paydays.',
      ],
      [REPAYMENT_PATHS.changePayFrequency, WEEKLY, 'How often you are paid is changed. The schedule below shows your new payments.'],
      [
        REPAYMENT_PATHS.changeHolidayRule,
        { paydayOnHoliday: 1 },
        'Your payday rule for weekends and holidays is saved. The schedule below shows your payment dates.',
      ],
      [REPAYMENT_PATHS.changePayAvailability, { paydayOnAvailability: 1 }, 'When your pay is available is saved. The schedule below shows your payment dates.'],
      [
        REPAYMENT_PATHS.changePaymentMethod,
        { mode: PAYMENT_MODE.ach, authorizeAch: true },
        'How you pay is changed. The loan details below show how your payments are made now.',
      ],
    ];
    for (const [path, form, words] of cases) {
      const run = await onPage(path, { previewChange: async () => HOLIDAY_CHANGE, saveChange: async () => HOLIDAY_CHANGE });
      run.send({ type: 'change.preview', ...form });
      await settle();
      run.send({ type: 'change.confirm' });
      await settle();
      expect(run.callsOf('saveChange'), path).toHaveLength(1);
      expect(run.path(), path).toBe('/repayment/loan-details');
      expect(run.snapshot().context.notice, path).toBe(words);
      expect(run.visits(), path).not.toContain('/notification/103');
    }
  });

  it('shows a refused preview on the page and stays on the form', async () => {
    const run = await onPage(REPAYMENT_PATHS.changePayFrequency, {
      previewChange: async () => {
        throw new ApiError('business', 'Weekly payments need weekly pay. Please choose bi-weekly payments.', {
          code: -12316,
          message: 'Weekly payments need weekly pay. Please choose bi-weekly payments.',
          data: null,
        });
      },
    });
    run.send({ ...WEEKLY, payrollFrequency: 17000 });
    await settle();
    expect(run.snapshot().matches({ ready: { changePayFrequency: 'editing' } })).toBe(true);
    expect(run.snapshot().context.error).toBe('Weekly payments need weekly pay. Please choose bi-weekly payments.');
    expect(run.snapshot().context.changeForm).toMatchObject({ payrollFrequency: 17000 });
  });

  it('confirms again with the same key after a save that got no answer, and a new preview makes a new key', async () => {
    let fail = true;
    const run = await onPage(REPAYMENT_PATHS.changePaymentMethod, {
      previewChange: async () => CARD_CHANGE,
      saveChange: async () => {
        if (fail) throw new ApiError('network', 'We could not reach our servers. Please check your connection and try again.');
        return CARD_CHANGE;
      },
    });
    run.send({ type: 'card.submit', ...CARD_FORM });
    await settle();
    run.send({ type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true });
    await settle();
    const firstKey = run.snapshot().context.intentKey;
    run.send({ type: 'change.confirm' });
    await settle();
    expect(run.snapshot().matches({ ready: { changePaymentMethod: 'reviewing' } })).toBe(true);
    expect(run.snapshot().context.error).toBe('We could not reach our servers. Please check your connection and try again.');
    // "Change" and a new preview: a new intent, a new key.
    run.send({ type: 'change.edit' });
    run.send({ type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true });
    await settle();
    const secondKey = run.snapshot().context.intentKey;
    expect(secondKey).not.toBe(firstKey);
    run.send({ type: 'change.confirm' });
    await settle();
    fail = false;
    run.send({ type: 'change.confirm' });
    // A second click while saving sends nothing more.
    run.send({ type: 'change.confirm' });
    await settle();
    const keys = (run.callsOf('saveChange') as ChangeRequest[]).map((request) => (request as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toEqual([firstKey, secondKey, secondKey]);
    expect(run.path()).toBe(REPAYMENT_PATHS.loanDetails);
    expect(run.snapshot().context.notice).toBe(CHANGE_NOTICES.changePaymentMethod);
  });

  it('asks for the debit card before previewing payments by card, then sends only its token with the authorization', async () => {
    const run = await onPage(REPAYMENT_PATHS.changePaymentMethod, { previewChange: async () => CARD_CHANGE });
    run.send({ type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true });
    await settle();
    expect(run.callsOf('previewChange')).toEqual([]);
    expect(run.snapshot().context.cardError).toBe('Please enter your debit card first.');
    run.send({ type: 'card.submit', ...CARD_FORM });
    await settle();
    expect(run.callsOf('tokenizeCard')).toEqual([CARD_FORM]);
    run.send({ type: 'change.preview', mode: PAYMENT_MODE.debitCard, authorizeCard: true });
    await settle();
    const [preview] = run.callsOf('previewChange');
    expect(preview).toEqual({
      purpose: 'repayment',
      changeType: 107,
      loanNo: LOAN_NO,
      requestMode: 0,
      mode: PAYMENT_MODE.debitCard,
      authorizeCard: true,
      cardToken: VISA.cardToken,
    });
    expect(JSON.stringify(preview)).not.toContain('4242 4242');
  });

  it('authorizes automatic withdrawals with a switch to ACH', async () => {
    const run = await onPage(REPAYMENT_PATHS.changePaymentMethod, { previewChange: async () => CARD_CHANGE });
    run.send({ type: 'change.preview', mode: PAYMENT_MODE.ach, authorizeAch: true });
    await settle();
    expect(run.callsOf('previewChange')).toEqual([
      { purpose: 'repayment', changeType: 107, loanNo: LOAN_NO, requestMode: 0, mode: PAYMENT_MODE.ach, authorizeAch: true },
    ]);
  });
});
