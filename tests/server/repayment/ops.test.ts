// The repayment commands of `npm run ops`: parsed from the command line, and book-repaying-loan through /dev/ops as
// the browser tests call it.
import { describe, expect, it } from 'vitest';
import { parseOpsArgs } from '#server/tools/ops-cli.ts';
import { loanRow, repaymentApp } from './support.ts';
import { signUp } from '../support/accounts.ts';

describe('repayment ops commands', () => {
  it('parses settle, return and book-repaying-loan, and says what is wrong', () => {
    expect(parseOpsArgs(['settle', 'gc-demo-5001'], 'alice')).toEqual({ command: { command: 'settle', loanNo: 'GC-DEMO-5001' } });
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
});
