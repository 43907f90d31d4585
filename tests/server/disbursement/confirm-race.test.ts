// A confirm with new terms and the agreement's signature at once (a phone signing from the e-mailed link while the
// wizard is open in another tab): the signature lands after the confirm has read the loan as unsigned and before
// it writes. The signed loan keeps the terms and installments that were signed, and the confirm is refused.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatePaymentSchedule, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import { SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import { application, loan, loanInstallment } from '#server/db/schema.ts';
import { call, ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, sendAgreement, signing, TERMS } from '../signing/support.ts';

describe('a confirm racing the signature', () => {
  it('a signature between the confirm’s reads and its write: the signed loan keeps its terms, the confirm is refused (-10818)', async () => {
    const app = await buildWithKey();
    const who = await confirmedBorrower(app);
    const sent = await sendAgreement(app, who);
    const { orm } = app.database;
    const [made] = await orm.select().from(loan).where(eq(loan.loanNo, who.loanNo));
    const installmentsOf = () => orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, made!.id)).orderBy(asc(loanInstallment.number));
    const signedInstallments = await installmentsOf();
    const [open] = await orm.select().from(application).where(eq(application.customerId, who.customerId));
    const newTerms = { ...TERMS, amountCents: 800_00 };
    await ok(app, calculatePaymentSchedule, newTerms, who.headers);

    // The confirm's transaction is the next one: the signature is made, whole, just before it starts.
    const transaction = orm.transaction.bind(orm);
    let signature: Awaited<ReturnType<typeof call>> | undefined;
    orm.transaction = (async (...args: Parameters<typeof transaction>) => {
      if (!signature) {
        orm.transaction = transaction;
        signature = await call(app, signLoanAgreement, signing({ requestId: sent.requestId }), who.headers);
      }
      return transaction(...args);
    }) as typeof orm.transaction;
    const confirmed = await call(
      app,
      savePaymentOption,
      { mode: 1, step: 'confirm-details', choices: { ...newTerms, achAuthorized: true, bankAccountId: open!.bankAccountId } },
      who.headers,
    );

    expect(signature?.json().code).toBe(1);
    expect(confirmed.json()).toMatchObject({ code: RESULT.applicationSigned.code, message: RESULT.applicationSigned.message });
    const [after] = await orm.select().from(loan).where(eq(loan.id, made!.id));
    expect(after).toMatchObject({ signatureStatus: SIGNATURE_STATUS.signed, principalCents: TERMS.amountCents });
    expect(await installmentsOf()).toEqual(signedInstallments);
  });
});
