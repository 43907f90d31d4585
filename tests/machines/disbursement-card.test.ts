// Repaying by debit card in the wizard: the card is asked for on the repayment mode step, sent to the sandbox card
// processor only (tokenize-card), and the step's save carries its token with the borrower's authorization; a
// refused card says why and keeps the step; a card saved before (a reload, another device) is named, not asked again.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/api/api-error.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { REQUEST_MODE } from '#src/domain/codes/loan.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { cardNeeded } from '#machines/disbursement/disbursement.machine.ts';
import type { CardForm, SaveAnswer, SaveRequest } from '#machines/disbursement/types.ts';
import { ALL_CHOICES, NO_CHOICES, SAME_DAY_CLOSED, SCHEDULE, paymentOptionWith } from '#src/ui/fixtures/disbursement.ts';
import { startDisbursement, type DisbursementAnswers } from './disbursement-harness.ts';

const at = (step: string) => `/disbursement/${step}`;
const TOKEN = 'card_AbCdEfGhIjKlMnOpQrSt';
const VISA = { cardToken: TOKEN, brand: 'Visa', last4: '4242', expiry: '12/30' };
const CARD: CardForm = { name: 'Jane Doe', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '78701' };
const saved = (input: SaveRequest): SaveAnswer => ({
  step: input.step,
  requestId: 'R-1',
  loanNo: input.mode === REQUEST_MODE.save ? 'L-1' : null,
  loanFlag: null,
});
const refused = (result: { code: number; message: string }) => () => {
  throw new ApiError('business', result.message, { code: result.code, message: result.message, data: null });
};
const BY_CARD = { type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false } as const;

function answers(parts: DisbursementAnswers = {}): DisbursementAnswers {
  return {
    getPaymentOption: () => paymentOptionWith({ step: 'choose-payment-mode', choices: { ...NO_CHOICES, amountCents: 50_000 } }),
    countdownSameDay: () => SAME_DAY_CLOSED,
    compareTransactionFee: () => ({ fees: [] }),
    calculatePaymentSchedule: () => SCHEDULE,
    tokenizeCard: () => VISA,
    savePaymentOption: saved,
    ...parts,
  };
}

describe('the debit card on the repayment mode step', () => {
  it('saving debit card before a card is entered asks for the card and saves nothing', async () => {
    const wizard = await startDisbursement(answers());
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ ...BY_CARD, authorizeCard: true });
    expect(wizard.path()).toBe(at('choose-payment-mode'));
    expect(wizard.context().cardError).toBe(cardNeeded());
    expect(wizard.context().cardError).toBe('Please enter your debit card and choose “Use this card”, or choose another way to repay');
    expect(wizard.inputsOf('savePaymentOption')).toEqual([]);
  });

  it('the card goes to the card processor only; the save carries its token and the authorization, never the number', async () => {
    const wizard = await startDisbursement(answers());
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ type: 'card.submit', ...CARD });
    expect(wizard.inputsOf('tokenizeCard')).toEqual([CARD]);
    expect(wizard.context().card).toEqual(VISA);

    await wizard.send({ ...BY_CARD, authorizeCard: true });
    expect(wizard.path()).toBe(at('choose-bank-account'));
    const [save] = wizard.inputsOf('savePaymentOption') as SaveRequest[];
    expect(save).toEqual({
      mode: REQUEST_MODE.preview,
      step: 'choose-bank-account',
      choices: { ...NO_CHOICES, amountCents: 50_000, paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false },
      cardToken: TOKEN,
      authorizeCard: true,
    });
    expect(JSON.stringify(wizard.inputsOf('savePaymentOption'))).not.toContain('4242 4242');
  });

  it('without the authorization ticked the save says so (authorizeCard false), so the server refuses it (-12318) and the step stays', async () => {
    const wizard = await startDisbursement(
      answers({ savePaymentOption: (input: SaveRequest) => (input.authorizeCard ? saved(input) : refused(RESULT.cardAuthorizationNeeded)()) }),
    );
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ type: 'card.submit', ...CARD });
    await wizard.send({ ...BY_CARD, authorizeCard: false });
    expect(wizard.path()).toBe(at('choose-payment-mode'));
    expect(wizard.context().error).toBe(RESULT.cardAuthorizationNeeded.message);
    expect(wizard.context().card).toEqual(VISA);
  });

  it.each([
    ['a number failing the Luhn check', RESULT.cardNumberInvalid],
    ['an expired card', RESULT.cardExpired],
  ])('%s: the processor refuses it, the message is shown, no card is kept and the step stays', async (_, result) => {
    const wizard = await startDisbursement(answers({ tokenizeCard: refused(result) }));
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ type: 'card.submit', ...CARD, number: '4242 4242 4242 4241' });
    expect(wizard.context().cardError).toBe(result.message);
    expect(wizard.context().card).toBeNull();
    expect(wizard.matches({ wizard: { ready: { 'choose-payment-mode': { editing: 'idle' } } } })).toBe(true);
    expect(wizard.inputsOf('savePaymentOption')).toEqual([]);
  });

  it('"Use another card" forgets the card: the form is asked again before debit card can be saved', async () => {
    const wizard = await startDisbursement(answers());
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ type: 'card.submit', ...CARD });
    await wizard.send({ type: 'card.change' });
    expect(wizard.context().card).toBeNull();
    await wizard.send({ ...BY_CARD, authorizeCard: true });
    expect(wizard.context().cardError).toBe(cardNeeded());
    expect(wizard.inputsOf('savePaymentOption')).toEqual([]);
  });

  it('a card saved before is named from get-payment-option; saving the step again sends no token (the server has it) and the authorization', async () => {
    const resumed = paymentOptionWith({
      step: 'choose-payment-mode',
      choices: { ...ALL_CHOICES, repaymentMode: PAYMENT_MODE.debitCard, achAuthorized: false },
      card: { brand: 'Visa', last4: '4242', expiry: '12/30' },
    });
    const wizard = await startDisbursement(answers({ getPaymentOption: () => resumed }));
    await wizard.open(at('choose-payment-mode'));
    expect(wizard.context().card).toEqual({ brand: 'Visa', last4: '4242', expiry: '12/30', cardToken: null });
    await wizard.send({ ...BY_CARD, authorizeCard: true });
    expect(wizard.path()).toBe(at('choose-bank-account'));
    const [save] = wizard.inputsOf('savePaymentOption') as SaveRequest[];
    expect(save).toMatchObject({ authorizeCard: true });
    expect(save).not.toHaveProperty('cardToken');
  });

  it('another way to repay sends no card fields, whatever card was entered', async () => {
    const wizard = await startDisbursement(answers());
    await wizard.open(at('choose-payment-mode'));
    await wizard.send({ type: 'card.submit', ...CARD });
    await wizard.send({ ...BY_CARD, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true });
    const [save] = wizard.inputsOf('savePaymentOption') as SaveRequest[];
    expect(save).not.toHaveProperty('cardToken');
    expect(save).not.toHaveProperty('authorizeCard');
  });
});
