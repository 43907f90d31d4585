// Another customer's loan on every repayment call answers exactly what an unknown loan number answers (-10811),
// previewed or saved, and writes nothing; another customer's card token is no card at all (-12305).
// (details.test.ts covers get-loan-details, get-payment-option and check-loan-collection-status.)
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { compareTransactionFee, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, payFixedAmount, payOff, payOffInN, tokenizeCard } from '#src/api/contract/repayment.ts';
import { checkCollectionStatus } from '#src/api/contract/application.ts';
import { data, expectNothingWritten, key, ledgerCounts, paymentsOf, refusal, repaymentApp, repayingBorrower } from './support.ts';

const NOT_FOUND = { status: 200, code: -10811, message: 'We could not find this loan.', data: null };
const UNKNOWN = 'GC-00000000';

/** Each call with a loan number, as the borrower's app sends it. */
function callsOn(loanNo: string, n: number): Array<[string, CallDefinition, Record<string, unknown>]> {
  const payment = { loanNo, paymentDate: '2026-03-16', mode: 15000 };
  return [
    ['get-loan-details', getLoanDetails, { loanNo }],
    ['get-payment-option', getPaymentOption, { purpose: 'repayment', loanNo }],
    ['compare-transaction-fee', compareTransactionFee, { amountCents: 10_000, loanNo }],
    ['check-collection-status', checkCollectionStatus, { loanNo }],
    ['pay-off preview', payOff, { requestMode: 0, ...payment }],
    ['pay-off save', payOff, { requestMode: 1, ...payment, idempotencyKey: key(n) }],
    ['pay-fixed-amount preview', payFixedAmount, { requestMode: 0, ...payment, amountCents: 5_000 }],
    ['pay-fixed-amount save', payFixedAmount, { requestMode: 1, ...payment, amountCents: 5_000, idempotencyKey: key(n + 1) }],
    ['pay-off-in-n preview', payOffInN, { requestMode: 0, loanNo, count: 3 }],
    ['pay-off-in-n save', payOffInN, { requestMode: 1, loanNo, count: 3, idempotencyKey: key(n + 2) }],
    ['pay down preview', savePaymentOption, { purpose: 'repayment', changeType: 103, requestMode: 0, ...payment, amountCents: 5_000 }],
    ['pay down save', savePaymentOption, { purpose: 'repayment', changeType: 103, requestMode: 1, ...payment, amountCents: 5_000, idempotencyKey: key(n + 3) }],
    ['revoke autopay', savePaymentOption, { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo, authorize: false, idempotencyKey: key(n + 4) }],
    ['authorize autopay', savePaymentOption, { purpose: 'repayment', changeType: 104, requestMode: 1, loanNo, authorize: true, idempotencyKey: key(n + 5) }],
  ];
}

describe("another customer's loan", () => {
  it('answers every repayment call exactly like an unknown loan number, and writes nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    const before = await ledgerCounts(ctx.app);

    const unknown = callsOn(UNKNOWN, 1);
    const others = callsOn(bob.loanNo, 11);
    for (const [index, [name, definition, input]] of others.entries()) {
      const [, , unknownInput] = unknown[index]!;
      expect(await refusal(ctx.app, definition, unknownInput, ada.headers), `${name} (unknown)`).toEqual(NOT_FOUND);
      expect(await refusal(ctx.app, definition, input, ada.headers), `${name} (Bob's)`).toEqual(NOT_FOUND);
      // Bob's number in lower case is the same loan, and the same answer.
      expect(await refusal(ctx.app, definition, { ...input, loanNo: bob.loanNo.toLowerCase() }, ada.headers), `${name} (bob's, lower case)`).toEqual(NOT_FOUND);
    }
    await expectNothingWritten(ctx.app, before);

    // Bob's loan is untouched and still his: the same calls answer him.
    expect(await data(ctx.app, payOff, { requestMode: 0, loanNo: bob.loanNo, paymentDate: '2026-03-16', mode: 15000 }, bob.headers)).toMatchObject({
      quote: { amountCents: 75_869 },
    });
  });

  it("does not let a borrower pay with another customer's card token", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    const bobs = await data<{ cardToken: string }>(
      ctx.app,
      tokenizeCard,
      { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '73301', name: 'Bob Smith' },
      bob.headers,
    );
    // Tokenizing is public (decision 0750): the token becomes Bob's when his payment first uses it.
    const bobsPayment = { purpose: 'repayment', changeType: 103, requestMode: 1, loanNo: bob.loanNo, paymentDate: '2026-03-16', mode: 15004 };
    await data(ctx.app, savePaymentOption, { ...bobsPayment, cardToken: bobs.cardToken, amountCents: 5_000, idempotencyKey: key(29) }, bob.headers);
    const before = await ledgerCounts(ctx.app);
    const input = { loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15004, cardToken: bobs.cardToken };
    const noCard = { status: 200, code: -12305, message: 'Please enter your debit card again to pay by card.', data: null };
    expect(await refusal(ctx.app, payOff, { requestMode: 1, ...input, idempotencyKey: key(30) }, ada.headers)).toEqual(noCard);
    expect(await refusal(ctx.app, payFixedAmount, { requestMode: 1, ...input, amountCents: 5_000, idempotencyKey: key(31) }, ada.headers)).toEqual(noCard);
    expect(
      await refusal(
        ctx.app,
        savePaymentOption,
        { purpose: 'repayment', changeType: 103, requestMode: 1, ...input, amountCents: 5_000, idempotencyKey: key(32) },
        ada.headers,
      ),
    ).toEqual(noCard);
    await expectNothingWritten(ctx.app, before);
    expect((await paymentsOf(ctx.app, ada.loanId)).filter((one) => one.mode === 15004)).toEqual([]);
  });
});
