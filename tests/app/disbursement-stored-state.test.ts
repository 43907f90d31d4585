// What the app keeps of the wizard in the borrower's stored state (spec section 3, issue 11): the request id, the
// approved amount, the chosen terms and the transaction fee list; never a bank number. The wizard runs as the app
// provides it (src/app/disbursement-actors.ts), on a real encrypted store in memory, its calls answered here. The
// wizard never needs it (it resumes from the server), so nothing here decides a page.
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '#src/api/client.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { getDomainValue, getForm } from '#src/api/contract/config-forms.ts';
import { compareTransactionFee, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { availableDate, countdownSameDay, getDefaultDisbursementDate } from '#src/api/contract/disbursement-dates.ts';
import { visit } from '#machines/kit/route-meta.ts';
import type { SaveRequest } from '#machines/disbursement/types.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { PAYMENT_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { disbursementFlow } from '#src/app/disbursement-actors.ts';
import { createEncryptedStore } from '#src/storage/encrypted-store.ts';
import { memoryStorage } from '#src/storage/memory-storage.ts';
import { DATES, FEES, OTHER_ACCOUNT_ID, SAME_DAY_CLOSED, WIZARD_FORMS, paymentOptionWith } from '#src/ui/fixtures/disbursement.ts';
import { memoryKeyStore } from '../storage/memory.ts';
import { eventually, startUnderParent } from '../machines/support/flow-harness.ts';

const FEES_FOR_400 = FEES.map((fee) => (fee.mode === PAYMENT_MODE.debitCard ? { ...fee, feeCents: 2_00 } : fee));

function start() {
  const storage = memoryStorage();
  const state = createEncryptedStore({ storage, keyStore: memoryKeyStore() });
  const answers = new Map<CallDefinition, (input: never) => unknown>([
    [getPaymentOption, () => paymentOptionWith({ requestId: null, qualifiedAmountCents: 90_000 })],
    [getForm, () => WIZARD_FORMS.form],
    [getDomainValue, ({ code }: { code: string }) => ({ code, values: WIZARD_FORMS.domains[code] ?? [] })],
    [countdownSameDay, () => SAME_DAY_CLOSED],
    [compareTransactionFee, () => ({ fees: FEES_FOR_400 })],
    [availableDate, () => DATES],
    [getDefaultDisbursementDate, () => ({ date: DATES.earliest })],
    [savePaymentOption, (input: SaveRequest) => ({ step: input.step, requestId: 'R-77', loanNo: null, loanFlag: null })],
  ]);
  const call = (async (definition: CallDefinition, input: never) => {
    const answer = answers.get(definition);
    if (!answer) throw new Error(`no answer for ${definition.path}`);
    return answer(input);
  }) as ApiCall;
  const flow = disbursementFlow({ call, state });
  const run = startUnderParent(flow, { portfolioId: 118, entry: visit('/disbursement/choose-loan-amount') });
  return { run, state, storage };
}

const feeList = (fees: typeof FEES) => fees.map(({ purpose, mode, feeCents }) => ({ purpose, mode, fee: feeCents }));

describe('the wizard in the stored state', () => {
  it('keeps the approved amount and the fee list once loaded, then the request id, the fees of the amount and the chosen terms', async () => {
    const { run, state } = start();
    await eventually(async () => expect(await state.read('loan')).toEqual({ approvedAmount: 90_000, transactionFees: feeList(FEES) }));

    await eventually(async () => expect(run.path()).toBe('/disbursement/choose-loan-amount'));
    run.send({ type: 'amount.submit', amountCents: 40_000 } as never);
    await eventually(async () => expect(await state.read('loan')).toMatchObject({ requestId: 'R-77', transactionFees: feeList(FEES_FOR_400) }));

    run.send({ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true } as never);
    await eventually(async () => expect(run.path()).toBe('/disbursement/choose-bank-account'));
    await eventually(async () => expect((await state.read('loan'))?.chosenTerms).toBeUndefined());

    run.send({
      type: 'account.submit',
      disbursementDate: DATES.earliest,
      disbursementMode: PAYMENT_MODE.ach,
      bankAccountId: OTHER_ACCOUNT_ID,
      bankConfirmation: { routingNumber: '121000248', accountNumber: '9876543210' },
    } as never);
    await eventually(async () =>
      expect(await state.read('loan')).toEqual({
        approvedAmount: 90_000,
        requestId: 'R-77',
        transactionFees: feeList(FEES_FOR_400),
        chosenTerms: { amount: 40_000, paymentFrequency: PAYMENT_FREQUENCY.weekly, disbursementDate: DATES.earliest },
      }),
    );
    run.stop();
  });

  it('never keeps a bank number, the bank account or the card', async () => {
    const { run, state } = start();
    await eventually(async () => expect(run.path()).toBe('/disbursement/choose-loan-amount'));
    run.send({ type: 'amount.submit', amountCents: 40_000 } as never);
    await eventually(async () => expect(run.path()).toBe('/disbursement/choose-payment-mode'));
    run.send({ type: 'mode.submit', paymentFrequency: PAYMENT_FREQUENCY.weekly, repaymentMode: PAYMENT_MODE.ach, achAuthorized: true } as never);
    await eventually(async () => expect(run.path()).toBe('/disbursement/choose-bank-account'));
    run.send({
      type: 'account.submit',
      disbursementDate: DATES.earliest,
      disbursementMode: PAYMENT_MODE.ach,
      bankAccountId: OTHER_ACCOUNT_ID,
      bankConfirmation: { routingNumber: '121000248', accountNumber: '9876543210' },
    } as never);
    await eventually(async () => expect((await state.read('loan'))?.chosenTerms).toBeDefined());
    const kept = JSON.stringify(await state.read('loan'));
    for (const never of ['121000248', '9876543210', OTHER_ACCOUNT_ID, 'bankAccountId']) expect(kept).not.toContain(never);
    run.stop();
  });
});
