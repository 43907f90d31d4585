import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { application, loan, loanInstallment, loanRequest } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, ok, signInWithCode } from '../support/accounts.ts';
import { sendAgreement, signing } from './support.ts';

describe('demo unsigned customers (not in production)', () => {
  it.each([
    ['demo-unsigned@goldcrest.example', 110, 'GC-DEMO-3001', 'Uma Sterling', 26, 0, true],
    ['demo-unsigned@bluepeak.example', 118, 'BP-DEMO-3001', 'Ulrich Vance', 12, 40_00, false],
  ])('%s (portfolio %i) signs the agreement of %s', async (email, portfolioId, loanNo, fullName, payments, prepaid, ach) => {
    const app = await build({}, { demoApplications: true });
    const headers = authHeaders(await signInWithCode(app, email, DEMO_PASSWORD, portfolioId));
    expect((await ok<{ homePageFlag: number }>(app, listDisbursementLoan, {}, headers)).homePageFlag).toBe(3);
    const sent = await sendAgreement(app, { headers, customerId: '', email, loanNo, portfolioId });
    expect(sent.agreement).toMatchObject({ loanNo, borrower: { fullName, address: '400 Congress Avenue, Austin, TX 78701', email } });
    expect(sent.agreement.schedule).toHaveLength(payments);
    expect(sent.agreement.truthInLending.itemization.prepaidFinanceChargeCents).toBe(prepaid);
    expect(sent.agreement.truthInLending.amountFinancedCents).toBe(800_00 - prepaid);
    expect(sent.agreement.sections.some((section) => section.id === 'ach-authorization')).toBe(ach);

    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName: fullName }), headers);
    expect(signed.signStatus).toBe(1);
    expect((await ok<{ homePageFlag: number }>(app, listDisbursementLoan, {}, headers)).homePageFlag).toBe(4);
  });

  it('gives each unsigned demo loan its terms, installments and loan request once, however often the server starts', async () => {
    const first = await build({}, { demoApplications: true });
    await first.close();
    const app = await build({}, { demoApplications: true });
    const orm = app.database.orm;
    expect(await orm.select().from(application)).toHaveLength(4);
    for (const loanNo of ['GC-DEMO-3001', 'BP-DEMO-3001']) {
      const [row] = await orm.select().from(loan).where(eq(loan.loanNo, loanNo));
      expect(row).toMatchObject({ principalCents: 800_00, loanStatus: 102, loanSubStatus: 102001, signatureStatus: 0, aprBps: expect.any(Number) });
      const [request] = await orm.select().from(loanRequest).where(eq(loanRequest.loanId, row!.id));
      expect(request).toMatchObject({ applicationId: row!.applicationId, customerId: row!.customerId, step: 'sign-loan-agreement' });
      const installments = await orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row!.id));
      expect(installments.length).toBe(row!.installmentCount);
    }
  });

  it('leaves the demo loans without terms for the server tests (no demo applications)', async () => {
    const app = await build();
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, 'GC-DEMO-3001'));
    expect(row).toMatchObject({ aprBps: null, applicationId: null });
  });
});
