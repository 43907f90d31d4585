// New terms confirmed in the wizard void the waiting agreement in the same transaction (decision 0720 point 16):
// before, the old agreement could be signed with its old terms until the next send-loan-agreement made the new one.
// TEST_NOW is Monday 16 March 2026, 12:00 in New York; portfolio 110's cut-off is 13:00.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { signLoanAgreement, type Agreement } from '#src/api/contract/signing.ts';
import { agreementSignature, loanAgreement } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, confirmTerms, connect, refused, sendAgreement, SESSION, signing, signingLinkOf, signingRows } from './support.ts';

type App = Awaited<ReturnType<typeof buildWithKey>>;

const agreementsOf = (app: App) =>
  app.database.orm
    .select({ signStatus: loanAgreement.signStatus, content: loanAgreement.content })
    .from(loanAgreement)
    .orderBy(asc(loanAgreement.createdAt))
    .then((rows) => rows.map((row) => [row.signStatus, (row.content as Agreement).truthInLending.amountFinancedCents]));

describe('confirming new terms voids the agreement of the old ones at once', () => {
  it('the stored agreement is voided (4) with no send between; its waiting tab is told; a signature of it by id or by link answers -12106 and writes nothing', async () => {
    const app = await buildWithKey({ clock: manualClock() });
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const tab = await connect(app, SESSION);

    await confirmTerms(app, ada, { amountCents: 800_00 });
    expect(await agreementsOf(app)).toEqual([[4, 1_000_00]]);
    expect(await tab.next()).toEqual({ type: 'sign-status', ticket: first.ticket, signStatus: 4 });
    tab.close();

    const before = await signingRows(app);
    for (const signer of [{ requestId: first.requestId }, { resource }]) {
      const reply = await refused(app, signLoanAgreement, signing(signer), ada.headers);
      expect(reply).toMatchObject({ code: RESULT.agreementReplaced.code, message: RESULT.agreementReplaced.message });
    }
    expect(await signingRows(app)).toEqual(before);
    expect(await app.database.orm.select().from(agreementSignature)).toEqual([]);

    // The page fetches the new agreement, of the new terms, and that one signs.
    const renewed = await sendAgreement(app, ada);
    expect(renewed.agreement.truthInLending.amountFinancedCents).toBe(800_00);
    // Terms the borrower chose, not dates moved by the cut-off: no re-sign flag (10003).
    expect(renewed.loanFlag).toBeNull();
    expect(await agreementsOf(app)).toEqual([
      [4, 1_000_00],
      [0, 800_00],
    ]);
    const signed = await call(app, signLoanAgreement, signing({ requestId: renewed.requestId }), ada.headers);
    expect(signed.json()).toMatchObject({ code: 1, data: { requestId: renewed.requestId, signStatus: 1 } });
  });

  it('confirming the same terms again leaves the waiting agreement signable', async () => {
    const app = await buildWithKey({ clock: manualClock() });
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    await confirmTerms(app, ada);
    expect(await agreementsOf(app)).toEqual([[0, 1_000_00]]);
    const signed = await call(app, signLoanAgreement, signing({ requestId: first.requestId }), ada.headers);
    expect(signed.json()).toMatchObject({ code: 1, data: { requestId: first.requestId, signStatus: 1 } });
  });
});
