import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPaymentOption, paperCheck, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { loanRequest, portfolio } from '#server/db/schema.ts';
import { ok } from '../support/accounts.ts';
import { applicationOf, buildWithKey, qualifiedBorrower, refused, wizardRows } from './support.ts';

type PaperCheck = { payableTo: string; mailingAddress: { line1: string; line2: string | null; city: string; state: string; zip: string }; memo: string };

describe('paper-check', () => {
  it('records paper-check repayment and answers where to mail checks, from the portfolio', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    await ok(
      app,
      savePaymentOption,
      { mode: 0, step: 'choose-payment-mode', choices: { amountCents: 600_00, repaymentMode: 15000, achAuthorized: true } },
      ada.headers,
    );
    const { applicationNo } = await applicationOf(app, ada.customerId);
    expect(await ok<PaperCheck>(app, paperCheck, {}, ada.headers)).toEqual({
      payableTo: 'Bluepeak Financial Services, Inc.',
      mailingAddress: { line1: 'Attn: Loan Payments', line2: 'PO Box 118118', city: 'Salt Lake City', state: 'UT', zip: '84130' },
      memo: `Application ${applicationNo}`,
    });
    const resumed = await ok<{ step: string; choices: Record<string, unknown> }>(app, getPaymentOption, {}, ada.headers);
    expect(resumed).toMatchObject({ step: 'choose-payment-mode', choices: { amountCents: 600_00, repaymentMode: 15002, achAuthorized: true } });
  });

  it('answers Goldcrest’s address, and the loan number once the loan is made', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 110);
    const { bankAccountId } = await applicationOf(app, ada.customerId);
    const choices = {
      amountCents: 500_00,
      paymentFrequency: 17000,
      repaymentMode: 15002,
      achAuthorized: false,
      disbursementDate: '2026-03-16',
      disbursementMode: 15000,
      bankAccountId,
    };
    const { loanNo } = await ok<{ loanNo: string }>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices }, ada.headers);
    expect(await ok<PaperCheck>(app, paperCheck, {}, ada.headers)).toEqual({
      payableTo: 'Goldcrest Lending, LLC',
      mailingAddress: { line1: 'Payment Processing Center', line2: 'PO Box 110110', city: 'Wilmington', state: 'DE', zip: '19850' },
      memo: `Loan ${loanNo}`,
    });
  });

  it('refuses when the portfolio has no check address, writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    await app.database.orm.update(portfolio).set({ checkPayableTo: null, checkMailingAddress: null }).where(eq(portfolio.id, 118));
    const before = await wizardRows(app);
    expect(await refused(app, paperCheck, {}, ada.headers)).toEqual({
      code: -12019,
      message: 'Paying by paper check is not set up yet. Please choose another way to repay or call us.',
      data: null,
    });
    expect(await wizardRows(app)).toEqual(before);
    expect(await app.database.orm.select().from(loanRequest)).toEqual([]);
  });
});
