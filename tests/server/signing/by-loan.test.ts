// A funded loan's signed agreement, from home (issue 12: "/loan-agreement shows the signed agreement and offers it
// for download, as does home for a signed loan"). list-repayment-loan says which loans have one (the agreement
// store, not the loan row's status: a loan made elsewhere and attached has none here), and send-loan-agreement
// with a loan number answers that loan's signed agreement; another customer's loan, or an unknown one, is refused
// with one refusal and nothing written. Without a number it still answers the newest wizard loan's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listRepaymentLoan } from '#src/api/contract/loan.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sendLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { agreementSignature, loan, loanAgreement } from '#server/db/schema.ts';
import { repaymentApp, repayingBorrower } from '../repayment/support.ts';
import { call, ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, download, refused, sendAgreement, SESSION, signingRows } from './support.ts';

type Listed = { loans: Array<{ loanNo: string; signedAgreement: boolean }> };

describe("a funded loan's signed agreement, by its loan number", () => {
  it('list-repayment-loan says which loans have a signed agreement in the agreement store', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // A second loan being repaid, made elsewhere and attached: its row says signed (1), but no agreement is kept here.
    const [booked] = await ctx.app.database.orm.select().from(loan).where(eq(loan.id, ada.loanId));
    await ctx.app.database.orm.insert(loan).values({
      portfolioId: 110,
      customerId: ada.customerId,
      loanNo: 'GC-ELSEWHERE-1',
      borrowerSsnLast4: '6789',
      borrowerDateOfBirth: '1988-04-12',
      loanStatus: 202,
      signatureStatus: 1,
      principalCents: 50_000,
      balanceCents: 50_000,
      createdAt: new Date(booked!.createdAt.getTime() - 86_400_000),
      updatedAt: booked!.updatedAt,
    });
    const listed = await ok<Listed>(ctx.app, listRepaymentLoan, {}, ada.headers);
    expect(listed.loans.map(({ loanNo, signedAgreement }) => [loanNo, signedAgreement])).toEqual([
      [ada.loanNo, true],
      ['GC-ELSEWHERE-1', false],
    ]);
  });

  it('send-loan-agreement with the loan number answers its signed agreement, with the signed PDF to download', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const answer = await ok<AgreementToSign>(ctx.app, sendLoanAgreement, { sessionId: SESSION, loanNo: ada.loanNo.toLowerCase() }, ada.headers);
    expect(answer).toMatchObject({ loanNo: ada.loanNo, signStatus: 1, signedAt: expect.any(String), agreement: { loanNo: ada.loanNo } });
    const [signature] = await ctx.app.database.orm
      .select({ sha256: agreementSignature.signedSha256 })
      .from(agreementSignature)
      .innerJoin(loanAgreement, eq(loanAgreement.id, agreementSignature.agreementId))
      .where(eq(loanAgreement.loanId, ada.loanId));
    expect(answer.documentSha256).toBe(signature!.sha256);
    const pdf = await download(ctx.app, answer.documentUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Goldcrest-loan-agreement-${ada.loanNo}-signed.pdf"`);
  });

  it('without a number it keeps answering the newest wizard loan: the demo repaying loan is none, so -12104 as before', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    expect(await refused(ctx.app, sendLoanAgreement, { sessionId: SESSION }, ada.headers)).toMatchObject({ code: RESULT.noAgreementToSign.code });
  });

  it("another customer's loan and an unknown number get the same refusal (-10811), and nothing is written", async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const bob = await repayingBorrower(ctx, 'bob@example.com');
    const before = await signingRows(ctx.app);
    const others = await refused(ctx.app, sendLoanAgreement, { sessionId: SESSION, loanNo: ada.loanNo }, bob.headers);
    const unknown = await refused(ctx.app, sendLoanAgreement, { sessionId: SESSION, loanNo: 'GC-NO-SUCH-1' }, bob.headers);
    expect(others).toEqual({ code: RESULT.loanNotFound.code, message: RESULT.loanNotFound.message, data: null });
    expect(unknown).toEqual(others);
    expect(await signingRows(ctx.app)).toEqual(before);
    // Bob's own still opens.
    expect((await ok<AgreementToSign>(ctx.app, sendLoanAgreement, { sessionId: SESSION, loanNo: bob.loanNo }, bob.headers)).loanNo).toBe(bob.loanNo);
  });

  it('a malformed loan number is refused as bad input, nothing written', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await signingRows(ctx.app);
    const reply = await call(ctx.app, sendLoanAgreement, { sessionId: SESSION, loanNo: 'GC/../1' }, ada.headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: RESULT.badRequest.code });
    expect(await signingRows(ctx.app)).toEqual(before);
  });

  it('the wizard loan waiting for its signature opens by its number too: the same agreement to sign', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app, 'ada@example.com', 110);
    const byNumber = await ok<AgreementToSign>(app, sendLoanAgreement, { sessionId: SESSION, loanNo: ada.loanNo }, ada.headers);
    expect(byNumber).toMatchObject({ loanNo: ada.loanNo, signStatus: 0 });
    expect((await sendAgreement(app, ada)).requestId).toBe(byNumber.requestId);
  });
});
