// Two gaps of the cut-off before signing (decision 0700 point 13). A voided agreement is refused with the reason
// it was voided: -12105 when its date's cut-off passed (the loan was re-dated), -12106 when the borrower confirmed
// other terms in the wizard themselves (another tab) and a new agreement replaced it. And a loan whose signing an
// operator cancelled (3) or suspended (5) keeps its terms at the cut-off: nothing re-dates it.
// TEST_NOW is Monday 16 March 2026, 12:00 in New York; portfolio 110's cut-off is 13:00.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sendLoanAgreement, signLoanAgreement } from '#src/api/contract/signing.ts';
import { agreementSignature, job, loan, loanAgreement, loanInstallment } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, confirmTerms, sendAgreement, SESSION, signing, signInAgain } from './support.ts';

const MINUTE = 60_000;
type App = Awaited<ReturnType<typeof buildWithKey>>;

const agreementsOf = (app: App) =>
  app.database.orm
    .select({ id: loanAgreement.id, signStatus: loanAgreement.signStatus, date: loanAgreement.content })
    .from(loanAgreement)
    .orderBy(asc(loanAgreement.createdAt))
    .then((rows) => rows.map((row) => [row.signStatus, (row.date as { disbursementDate: string }).disbursementDate]));

async function loanOf(app: App, loanNo: string) {
  const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, loanNo));
  const installments = await app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row!.id)).orderBy(asc(loanInstallment.number));
  return { row: row!, installments };
}

describe('a voided agreement says why it was voided', () => {
  it.each([
    ['another date', { disbursementDate: '2026-03-18' }, [4, '2026-03-16'], [0, '2026-03-18']],
    ['the same date, another amount', { amountCents: 800_00 }, [4, '2026-03-16'], [0, '2026-03-16']],
  ] as const)(
    'the borrower confirmed %s in the wizard (another tab) before the cut-off: signing the old agreement answers -12106, not -12105, and signs nothing',
    async (_, terms, old, renewed) => {
      const clock = manualClock();
      const app = await buildWithKey({ clock });
      const ada = await confirmedBorrower(app);
      const first = await sendAgreement(app, ada);
      await confirmTerms(app, ada, terms);
      await sendAgreement(app, ada, 'tab-other-one-12345678');
      expect(await agreementsOf(app)).toEqual([old, renewed]);

      const reply = await call(app, signLoanAgreement, signing({ requestId: first.requestId }), ada.headers);
      expect(reply.json()).toMatchObject({ code: -12106, message: RESULT.agreementReplaced.message });
      expect(await app.database.orm.select().from(agreementSignature)).toEqual([]);
      // Still so after the old date's cut-off: it was replaced by the borrower, not re-dated.
      clock.advance(90 * MINUTE);
      const later = await signInAgain(app, ada);
      expect((await call(app, signLoanAgreement, signing({ requestId: first.requestId }), later.headers)).json()).toMatchObject({ code: -12106 });
    },
  );

  it('voided by the cut-off (the job re-dated the loan): -12105 as before', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    clock.advance(60 * MINUTE);
    await app.jobs.runDue();
    expect(await agreementsOf(app)).toEqual([
      [4, '2026-03-16'],
      [0, '2026-03-17'],
    ]);
    const again = await signInAgain(app, ada);
    const reply = await call(app, signLoanAgreement, signing({ requestId: first.requestId }), again.headers);
    expect(reply.json()).toMatchObject({ code: RESULT.cutOffTimeExpired.code, message: RESULT.cutOffTimeExpired.message });
  });
});

describe('an operator stopped the signing', () => {
  it.each([
    ['cancelled', 3],
    ['suspended', 5],
  ] as const)('%s: at the cut-off the loan keeps its date, terms and installments; no agreement is made; send answers the stopped one', async (_, status) => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    await app.database.orm.update(loanAgreement).set({ signStatus: status }).where(eq(loanAgreement.id, sent.requestId));
    const before = await loanOf(app, ada.loanNo);

    clock.advance(60 * MINUTE);
    await app.jobs.runDue();
    const cutOffJobs = await app.database.orm.select({ doneAt: job.doneAt, failedAt: job.failedAt }).from(job).where(eq(job.kind, 'agreement-cut-off'));
    expect(cutOffJobs).toEqual([{ doneAt: expect.any(Date), failedAt: null }]);
    const again = await signInAgain(app, ada);
    const answer = (await call(app, sendLoanAgreement, { sessionId: SESSION }, again.headers)).json();
    expect(answer).toMatchObject({ code: 1, data: { requestId: sent.requestId, signStatus: status, agreement: { disbursementDate: '2026-03-16' } } });
    // A signature of it is refused as before (the link page's -92020043), and still nothing moved.
    expect((await call(app, signLoanAgreement, signing({ requestId: sent.requestId }), again.headers)).json()).toMatchObject({
      code: RESULT.loanStatusInvalid.code,
    });

    const after = await loanOf(app, ada.loanNo);
    expect(after.row.disbursementDate).toBe('2026-03-16');
    expect(after.row).toEqual(before.row);
    expect(after.installments).toEqual(before.installments);
    expect(await agreementsOf(app)).toEqual([[status, '2026-03-16']]);
  });
});
