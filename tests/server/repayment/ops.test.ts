// The repayment commands of `npm run ops`: parsed from the command line, and book-repaying-loan through /dev/ops as
// the browser tests call it.
import { describe, expect, it } from 'vitest';
import { parseOpsArgs } from '#server/tools/ops-cli.ts';
import { payFixedAmount } from '#src/api/contract/repayment.ts';
import { TRANSACTION_STATUS } from '#src/domain/codes/payment.ts';
import { data, key, loanRow, paymentsOf, repayingBorrower, repaymentApp } from './support.ts';
import { signUp } from '../support/accounts.ts';

describe('repayment ops commands', () => {
  it('parses settle, return and book-repaying-loan, and says what is wrong', () => {
    expect(parseOpsArgs(['settle', 'gc-demo-5001'], 'alice')).toEqual({ command: { command: 'settle', loanNo: 'GC-DEMO-5001' } });
    expect(parseOpsArgs(['settle', 'GC-DEMO-5001', '--through', '2026-03-18'], 'alice')).toEqual({
      command: { command: 'settle', loanNo: 'GC-DEMO-5001', through: '2026-03-18' },
    });
    expect(parseOpsArgs(['settle', 'GC-DEMO-5001', '--through', 'friday'], 'alice')).toEqual({
      usageError: '--through is a date as YYYY-MM-DD, not "friday". Usage: npm run ops -- settle <loanNo> [--through <YYYY-MM-DD>]',
    });
    expect(parseOpsArgs(['return', 'GC-DEMO-5001', '--reason', 'R08'], 'alice')).toEqual({
      command: { command: 'return', loanNo: 'GC-DEMO-5001', reason: 'R08' },
    });
    expect(parseOpsArgs(['return', 'GC-DEMO-5001', '--reason', 'R99'], 'alice')).toEqual({
      usageError: 'return needs --reason R01, R02 or R08. Usage: npm run ops -- return <loanNo> --reason R01|R02|R08',
    });
    expect(parseOpsArgs(['book-repaying-loan', '--email', 'Ada@Example.com', '--portfolio', '110'], 'alice')).toEqual({
      command: { command: 'book-repaying-loan', email: 'ada@example.com', portfolioId: 110 },
    });
  });

  it('books a repaying loan for an existing customer through /dev/ops, and refuses an unknown one', async () => {
    const { app } = await repaymentApp();
    await signUp(app, 'ada@example.com', undefined, 118);
    const reply = await app.inject({ method: 'POST', url: '/dev/ops', payload: { command: 'book-repaying-loan', email: 'ada@example.com', portfolioId: 118 } });
    const answer = reply.json() as { ok: boolean; result: { kind: string; loanNo: string } };
    expect(answer).toMatchObject({ ok: true, result: { kind: 'booked', email: 'ada@example.com', portfolioId: 118 } });
    expect(answer.result.loanNo).toMatch(/^BP-\d{8}$/);
    expect(await loanRow(app, answer.result.loanNo)).toMatchObject({
      loanStatus: 202,
      principalCents: 100_000,
      balanceCents: 74_250,
      nextPaymentAmountCents: 14_850,
      nextPaymentDate: '2026-03-23',
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/dev/ops',
      payload: { command: 'book-repaying-loan', email: 'nobody@example.com', portfolioId: 118 },
    });
    expect(unknown.json()).toEqual({ ok: false, error: 'There is no customer nobody@example.com in portfolio 118.' });
  });

  it('settles a payment dated later only when told through which day, as the bank file on that day would', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // Monday 2026-03-16 at noon: Wednesday is two business days out.
    await data(
      ctx.app,
      payFixedAmount,
      { requestMode: 1, loanNo: ada.loanNo, paymentDate: '2026-03-18', mode: 15000, amountCents: 5_000, idempotencyKey: key(7) },
      ada.headers,
    );
    const settle = (payload: object) => ctx.app.inject({ method: 'POST', url: '/dev/ops', payload: { command: 'settle', loanNo: ada.loanNo, ...payload } });
    expect((await settle({})).json()).toEqual({ ok: false, error: `${ada.loanNo} has no pending ACH payment dated 2026-03-16 or before to settle.` });
    expect((await settle({ through: '2026-03-18' })).json()).toMatchObject({
      ok: true,
      result: { kind: 'settled', settled: [{ date: '2026-03-18', amountCents: 5_000 }] },
    });
    expect((await paymentsOf(ctx.app, ada.loanId)).at(-1)).toMatchObject({ paymentDate: '2026-03-18', amountCents: 5_000, status: TRANSACTION_STATUS.checked });
  });
});
