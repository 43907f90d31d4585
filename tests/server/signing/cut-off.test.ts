// The cut-off before signing (decision 0700 point 13): a loan left unsigned past its disbursement date's
// same-day cut-off (13:00 New York for portfolio 110) is re-dated as the wizard would quote it, its agreement
// voided (4) and made anew, and the waiting tabs told with the cut-off-time-expired ticket; nobody signs dates
// that cannot be kept. TEST_NOW is Monday 16 March 2026, 12:00 in New York.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatePaymentSchedule, type PaymentSchedule } from '#src/api/contract/disbursement.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { CUT_OFF_TIME_EXPIRED_TICKET } from '#src/api/contract/realtime.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { parseSignatureResource, signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { agreementSignature, job, loan, loanAgreement, loanInstallment, loanRequest } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, connect, refused, sendAgreement, SESSION, signing, signingLinkOf, signInAgain, TERMS } from './support.ts';

const MINUTE = 60_000;
const NEXT_BUSINESS_DAY = '2026-03-17';

async function loanOf(app: Awaited<ReturnType<typeof buildWithKey>>, loanNo: string) {
  const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, loanNo));
  const installments = await app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row!.id)).orderBy(asc(loanInstallment.number));
  return { row: row!, installments };
}

const agreementsOf = async (app: Awaited<ReturnType<typeof buildWithKey>>) =>
  app.database.orm
    .select({ id: loanAgreement.id, signStatus: loanAgreement.signStatus, content: loanAgreement.content, createdAt: loanAgreement.createdAt })
    .from(loanAgreement)
    .orderBy(asc(loanAgreement.createdAt));

describe('the cut-off before signing', () => {
  it('a signature after the cut-off is refused with -12105: the loan takes the next business day’s terms, the agreement is voided and made anew, the waiting tab is told, and the link signs the new one', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const tab = await connect(app, SESSION);
    clock.advance(90 * MINUTE); // 13:30 in New York: today's money has gone.

    expect(await refused(app, signLoanAgreement, signing({ resource }))).toEqual({
      code: -12105,
      message: RESULT.cutOffTimeExpired.message,
      data: null,
    });
    expect(await tab.next()).toEqual({ type: 'sign-status', ticket: CUT_OFF_TIME_EXPIRED_TICKET, signStatus: 4 });
    tab.close();

    // The terms the wizard quotes for the same choices on the next business day, to the cent.
    const again = await signInAgain(app, ada);
    const quoted = await ok<PaymentSchedule>(app, calculatePaymentSchedule, { ...TERMS, disbursementDate: NEXT_BUSINESS_DAY }, again.headers);
    const { row, installments } = await loanOf(app, ada.loanNo);
    expect(row).toMatchObject({
      disbursementDate: NEXT_BUSINESS_DAY,
      signatureStatus: 0,
      financeChargeCents: quoted.disclosure.financeChargeCents,
      totalOfPaymentsCents: quoted.disclosure.totalOfPaymentsCents,
      aprBps: Math.round(quoted.disclosure.aprPercent * 100),
      nextPaymentDate: quoted.schedule[0]!.dueDate,
    });
    expect(installments.map(({ number, dueDate, paymentCents }) => ({ number, dueDate, paymentCents }))).toEqual(
      quoted.schedule.map(({ number, dueDate, paymentCents }) => ({ number, dueDate, paymentCents })),
    );
    expect(row.financeChargeCents).not.toBe(sent.agreement.truthInLending.financeChargeCents);
    const [request] = await app.database.orm.select().from(loanRequest).where(eq(loanRequest.loanId, row.id));
    expect(request!.choices.disbursementDate).toBe(NEXT_BUSINESS_DAY);

    const [voided, renewed] = await agreementsOf(app);
    expect(voided).toMatchObject({ id: sent.requestId, signStatus: 4 });
    expect(renewed).toMatchObject({ signStatus: 0, content: { disbursementDate: NEXT_BUSINESS_DAY } });
    expect(await app.database.orm.select().from(agreementSignature)).toEqual([]);

    // The e-mailed link opens the new agreement, and signs it.
    // With loan flag 10003 (re-sign agreement): the page says the dates are new before the borrower reads them.
    expect(sent.loanFlag).toBeNull();
    const opened = await ok<AgreementToSign>(app, parseSignatureResource, { resource, sessionId: SESSION });
    expect(opened).toMatchObject({ requestId: renewed!.id, signStatus: 0, agreement: { disbursementDate: NEXT_BUSINESS_DAY }, loanFlag: 10003 });
    expect(opened.agreement.schedule[0]).toEqual({ number: 1, dueDate: quoted.schedule[0]!.dueDate, amountCents: quoted.schedule[0]!.paymentCents });
    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ resource }));
    expect(signed).toMatchObject({ requestId: renewed!.id, signStatus: 1, agreement: { disbursementDate: NEXT_BUSINESS_DAY }, loanFlag: null });
    expect((await loanOf(app, ada.loanNo)).row).toMatchObject({ signatureStatus: 1, disbursementDate: NEXT_BUSINESS_DAY });
    expect((await ok<{ homePageFlag: number }>(app, listDisbursementLoan, {}, again.headers)).homePageFlag).toBe(4);
  });

  it('send-loan-agreement after the cut-off answers the re-dated agreement with loan flag 10003 (re-sign), the old one voided', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    clock.advance(61 * MINUTE);
    const again = await signInAgain(app, ada);

    const second = await sendAgreement(app, again);
    expect(second.requestId).not.toBe(first.requestId);
    expect(first.loanFlag).toBeNull();
    expect(second).toMatchObject({ signStatus: 0, agreement: { disbursementDate: NEXT_BUSINESS_DAY, madeOn: '2026-03-16' }, loanFlag: 10003 });
    expect((await agreementsOf(app)).map((row) => [row.id, row.signStatus])).toEqual([
      [first.requestId, 4],
      [second.requestId, 0],
    ]);
    // Asked again, the same new agreement, still to re-sign: its dates hold until tomorrow's cut-off.
    expect(await sendAgreement(app, again)).toMatchObject({ requestId: second.requestId, loanFlag: 10003 });
  });

  it('before the cut-off nothing moves: the check planned at 13:00 waits, and a signature keeps the dates it was shown and removes the check', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const [planned] = await app.database.orm
      .select()
      .from(job)
      .where(and(eq(job.kind, 'agreement-cut-off'), eq(job.loanId, (await loanOf(app, ada.loanNo)).row.id)));
    expect(planned!.runAt).toEqual(new Date('2026-03-16T17:00:00Z'));
    clock.advance(59 * MINUTE);
    await app.jobs.runDue();
    expect((await loanOf(app, ada.loanNo)).row.disbursementDate).toBe('2026-03-16');

    const again = await signInAgain(app, ada);
    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ requestId: sent.requestId }), again.headers);
    expect(signed).toMatchObject({ requestId: sent.requestId, signStatus: 1, agreement: { disbursementDate: '2026-03-16' } });
    clock.advance(MINUTE);
    await app.jobs.runDue();
    expect((await agreementsOf(app)).map((row) => row.signStatus)).toEqual([1]);
    expect((await loanOf(app, ada.loanNo)).row.disbursementDate).toBe('2026-03-16');
    // Signed in time, the loan has no cut-off left to watch: its check went with the signature, unrun.
    expect(await app.database.orm.select().from(job).where(eq(job.id, planned!.id))).toEqual([]);
  });

  it('a tab left open on the agreement hears of the new dates at the cut-off, from the job, and fetches the new one; signing the old one says why', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const tab = await connect(app, SESSION);
    clock.advance(60 * MINUTE);
    await app.jobs.runDue();

    expect(await tab.next()).toEqual({ type: 'sign-status', ticket: CUT_OFF_TIME_EXPIRED_TICKET, signStatus: 4 });
    tab.close();
    const [voided, renewed] = await agreementsOf(app);
    expect(voided).toMatchObject({ id: sent.requestId, signStatus: 4 });
    expect(renewed).toMatchObject({ signStatus: 0, content: { disbursementDate: NEXT_BUSINESS_DAY } });
    // Fetched again (the page's reload), it is the new agreement; the old one's request id no longer signs.
    const again = await signInAgain(app, ada);
    expect(await sendAgreement(app, again)).toMatchObject({ requestId: renewed!.id, loanFlag: 10003 });
    // A page that missed the ticket and signs the voided agreement is told of the new dates, not sent to a dead end.
    const reply = await call(app, signLoanAgreement, signing({ requestId: sent.requestId }), again.headers);
    expect(reply.json()).toMatchObject({ code: RESULT.cutOffTimeExpired.code, message: RESULT.cutOffTimeExpired.message });
    expect(await app.database.orm.select().from(agreementSignature)).toEqual([]);
    // The new agreement's own cut-off is planned for tomorrow at 13:00.
    const plans = await app.database.orm
      .select({ runAt: job.runAt, doneAt: job.doneAt })
      .from(job)
      .where(eq(job.kind, 'agreement-cut-off'))
      .orderBy(asc(job.runAt));
    expect(plans.map((plan) => plan.runAt)).toEqual([new Date('2026-03-16T17:00:00Z'), new Date('2026-03-17T17:00:00Z')]);
  });
});
