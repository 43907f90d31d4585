// Idempotent saves: the same key and body answers the first answer again and writes nothing; the same key with
// another body is refused (-12310); 20 identical requests at once (a double click, a retry, two tabs) charge once.
// Runs on PostgreSQL too when TEST_DATABASE_URL is set (the server-postgres project), where they truly race.
import { describe, expect, it } from 'vitest';
import { savePaymentOption } from '#src/api/contract/disbursement.ts';
import { payFixedAmount, payOff } from '#src/api/contract/repayment.ts';
import { call } from '../support/accounts.ts';
import { data, key, ledgerCounts, loanRow, paymentsOf, refusal, repaymentApp, repayingBorrower } from './support.ts';

describe('idempotency keys', () => {
  it('answers the first answer again for the same key and body, and writes nothing new', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const input = { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 5_000, idempotencyKey: key(1) };
    const first = await data(ctx.app, payFixedAmount, input, ada.headers);
    const after = await ledgerCounts(ctx.app);
    expect(await data(ctx.app, payFixedAmount, input, ada.headers)).toEqual(first);
    expect(await ledgerCounts(ctx.app)).toEqual(after);
  });

  it('refuses the same key with another body, writing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const input = { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, amountCents: 5_000, idempotencyKey: key(2) };
    await data(ctx.app, payFixedAmount, input, ada.headers);
    const after = await ledgerCounts(ctx.app);
    expect(await refusal(ctx.app, payFixedAmount, { ...input, amountCents: 6_000 }, ada.headers)).toEqual({
      status: 200,
      code: -12310,
      message: 'This payment was already made with different details. Please start again.',
      data: null,
    });
    // Another call with the key is another body too.
    expect(
      await refusal(ctx.app, payOff, { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-16', mode: 15000, idempotencyKey: key(2) }, ada.headers),
    ).toMatchObject({ code: -12310 });
    expect(await ledgerCounts(ctx.app)).toEqual(after);
  });

  it('charges once for 20 identical requests at once, each answered the same', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = (await paymentsOf(ctx.app, ada.loanId)).length;
    const input = {
      purpose: 'repayment',
      changeType: 103,
      requestMode: 1,
      loanNo: ada.loanNo,
      paymentDate: '2026-03-16',
      mode: 15000,
      amountCents: 14_850,
      idempotencyKey: key(3),
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(ctx.app, savePaymentOption, input, ada.headers)));
    const bodies = replies.map((reply) => reply.json() as { code: number; data: unknown });
    expect(bodies.filter((body) => body.code !== 1)).toEqual([]);
    // The same answer (as JSON: the stored copy may list its keys in another order).
    for (const body of bodies) expect(body.data).toEqual(bodies[0]!.data);
    const payments = await paymentsOf(ctx.app, ada.loanId);
    expect(payments).toHaveLength(before + 1);
    expect(payments.at(-1)).toMatchObject({ amountCents: 14_850, changeType: 103, status: 1 });
    expect(await loanRow(ctx.app, ada.loanNo)).toMatchObject({ balanceCents: 74_250 - (14_850 - 1_619), nextPaymentDate: '2026-04-06' });
  });
});
