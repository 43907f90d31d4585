import { describe, expect, it } from 'vitest';
import { getPersonalInfo, listSection } from '#src/api/contract/application.ts';
import { calculatePaymentSchedule, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { application } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, ok, signInWithCode } from '../support/accounts.ts';

type PaymentOption = {
  qualifiedAmountCents: number;
  program: { minAmountCents: number; maxAmountCents: number; frequencies: number[] };
  bankAccounts: Array<{ bankAccountId: string; verified: boolean; primary: boolean; accountLast4: string }>;
};

describe('demo qualified customers (not in production)', () => {
  it.each([
    ['demo-qualified@goldcrest.example', 110, 1_550_00, [17003, 17000]],
    ['demo-qualified@bluepeak.example', 118, 1_300_00, [17000]],
  ])(
    '%s (portfolio %i) is at flag 2 with a complete application, and reaches a loan through the wizard',
    async (email, portfolioId, qualified, frequencies) => {
      const app = await build({}, { demoApplications: true });
      const headers = authHeaders(await signInWithCode(app, email, DEMO_PASSWORD, portfolioId));
      expect(await ok<{ homePageFlag: number; qualifiedAmountCents: number }>(app, listDisbursementLoan, {}, headers)).toMatchObject({
        homePageFlag: 2,
        qualifiedAmountCents: qualified,
      });
      // Every guidance section complete; the disbursement ones (the last three) wait for the wizard.
      const { sections } = await ok<{ sections: Array<{ section: string; complete: boolean }> }>(app, listSection, {}, headers);
      expect(sections.slice(0, -3).every((section) => section.complete)).toBe(true);
      expect(sections.slice(-3)).toEqual([
        expect.objectContaining({ section: 'loanDetail', complete: false }),
        expect.objectContaining({ section: 'paymentSchedule', complete: false }),
        expect.objectContaining({ section: 'paymentFee', complete: false }),
      ]);
      // Answered as the guidance pages read them (the contract's response check holds the shapes).
      await ok(app, getPersonalInfo, {}, headers);

      const option = await ok<PaymentOption>(app, getPaymentOption, {}, headers);
      expect(option).toMatchObject({ qualifiedAmountCents: qualified, program: { maxAmountCents: qualified, frequencies } });
      expect(option.bankAccounts).toEqual([expect.objectContaining({ verified: true, primary: true, accountLast4: portfolioId === 110 ? '2333' : '5666' })]);

      const terms = { amountCents: 500_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-17', disbursementMode: 15000 };
      await ok(app, calculatePaymentSchedule, terms, headers);
      const confirmed = await ok<{ loanNo: string }>(
        app,
        savePaymentOption,
        { mode: 1, step: 'confirm-details', choices: { ...terms, achAuthorized: true, bankAccountId: option.bankAccounts[0]!.bankAccountId } },
        headers,
      );
      expect(confirmed.loanNo).toMatch(portfolioId === 110 ? /^GC-\d{8}$/ : /^BP-\d{8}$/);
      expect((await ok<{ homePageFlag: number }>(app, listDisbursementLoan, {}, headers)).homePageFlag).toBe(3);
    },
  );

  it('is not seeded for the server tests unless asked (they count application rows)', async () => {
    const app = await build();
    expect(await app.database.orm.select().from(application)).toEqual([]);
  });

  it('is seeded once however often the server starts', async () => {
    const first = await build({}, { demoApplications: true });
    await first.close();
    const second = await build({}, { demoApplications: true });
    // The two qualified customers' and the two unsigned customers' (server/disbursement/demo-unsigned.ts).
    expect(await second.database.orm.select().from(application)).toHaveLength(4);
  });

  it('does not exist in production', async () => {
    const production = await build({ production: true }, { demoApplications: true });
    expect(await production.database.orm.select().from(application)).toEqual([]);
  });
});
