import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseSignatureResource, sendLoanAgreement } from '#src/api/contract/signing.ts';
import { agreementWaitingSession, loan, loanAgreement, loanInstallment } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call, latestMail, outbox } from '../support/accounts.ts';
import { qualifiedBorrower } from '../disbursement/support.ts';
import {
  buildWithKey,
  confirmedBorrower,
  confirmTerms,
  refused,
  sendAgreement,
  SESSION,
  signInAgain,
  signingLinkOf,
  signingRows,
  TEST_NOW,
} from './support.ts';

const HOUR = 3_600_000;

describe('send-loan-agreement', () => {
  it('answers the agreement of the borrower’s unsigned loan, built from the loan row and its installments, and mails a link to sign it', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app, 'ada@example.com', 110);
    const answer = await sendAgreement(app, ada);

    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, ada.loanNo));
    const installments = await app.database.orm.select().from(loanInstallment).where(eq(loanInstallment.loanId, row!.id));
    expect(answer).toMatchObject({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      loanNo: ada.loanNo,
      ticket: expect.stringMatching(/^ESIGN-[A-Za-z0-9_-]{24}$/),
      signStatus: 0,
      documentUrl: expect.stringMatching(/^\/documents\/loan-agreement\/[A-Za-z0-9_-]{43}\.pdf$/),
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      linkSentTo: 'a****@example.com',
      expiresAt: new Date(TEST_NOW + 72 * HOUR).toISOString(),
      signedAt: null,
    });
    const { agreement } = answer;
    expect(agreement).toMatchObject({
      title: 'Goldcrest Installment Loan Agreement',
      loanNo: ada.loanNo,
      madeOn: '2026-03-16',
      lender: { legalName: 'Goldcrest Lending, LLC', brandName: 'Goldcrest Lending', phone: '(888) 555-0110', email: 'care@goldcrestlending.example' },
      borrower: { fullName: 'Ada Lovelace', address: '12 Main Street, Springfield, TX 73301', email: 'ada@example.com' },
      disbursementDate: '2026-03-16',
    });
    expect(agreement.lender.address).toBe('Payment Processing Center, PO Box 110110, Wilmington, DE 19850');
    expect(agreement.truthInLending).toMatchObject({
      aprPercent: row!.aprBps! / 100,
      financeChargeCents: row!.financeChargeCents,
      amountFinancedCents: row!.amountFinancedCents,
      totalOfPaymentsCents: row!.totalOfPaymentsCents,
      itemization: { amountPaidToYouCents: row!.amountFinancedCents, prepaidFinanceChargeCents: 0, paidToOthersCents: 0 },
    });
    expect(agreement.schedule).toEqual(
      installments.sort((a, b) => a.number - b.number).map((each) => ({ number: each.number, dueDate: each.dueDate, amountCents: each.paymentCents })),
    );
    expect(agreement.sections.map((section) => section.id)).toEqual([
      'promise-to-pay',
      'disbursement',
      'payments',
      'late-charge',
      'prepayment',
      'payment-notices',
      'ach-authorization',
      'governing-law',
      'disputes',
      'contact',
      'esign-disclosure',
      'signatures',
    ]);
    const ach = agreement.sections.find((section) => section.id === 'ach-authorization')!;
    expect(ach.paragraphs[0]).toContain('You do not have to agree to automatic payments to get this loan');
    expect(ach.paragraphs.join(' ')).toContain('To revoke this authorization, call us at (888) 555-0110');
    expect(answer.disclosure).toMatchObject({ version: '2026-11', heading: 'Consent to electronic records and signatures' });
    const disclosure = answer.disclosure.paragraphs.join(' ');
    for (const part of ['paper copy', 'free of charge', 'withdraw your consent', 'web browser', 'PDF', 'e-mail address', 'this loan agreement'])
      expect(disclosure).toContain(part);

    const mail = await latestMail(app, 'ada@example.com');
    expect(mail).toMatchObject({ portfolioId: 110, subject: 'Your Goldcrest Lending loan agreement is ready to sign' });
    expect(mail.text).toMatch(/Read and sign my agreement:\nhttp:\/\/localhost\/signature\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('This link works for 72 hours, until March 19, 2026 at 12:00 PM EDT.');
    expect(mail.html).toContain('background:#1C2434');

    const [stored] = await app.database.orm.select().from(loanAgreement);
    expect(stored).toMatchObject({ id: answer.requestId, signStatus: 0, pdfSha256: answer.documentSha256, viewedAt: new Date(TEST_NOW) });
    expect(await app.database.orm.select().from(agreementWaitingSession)).toEqual([
      { agreementId: answer.requestId, sessionId: SESSION, registeredAt: new Date(TEST_NOW) },
    ]);
  });

  it('answers the same agreement while the terms are unchanged, with a fresh link that retires the older one', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    // Funded on Wednesday: the hours that pass stay before its cut-off, so the dates hold (cut-off.test.ts has the rest).
    const ada = await confirmedBorrower(app, undefined, undefined, { terms: { disbursementDate: '2026-03-18' } });
    const first = await sendAgreement(app, ada);
    const firstLink = await signingLinkOf(app, ada.email);
    clock.advance(2 * HOUR);
    const second = await sendAgreement(app, await signInAgain(app, ada), 'tab-second-device-01');
    const secondLink = await signingLinkOf(app, ada.email);

    expect(second).toMatchObject({ requestId: first.requestId, ticket: first.ticket, documentSha256: first.documentSha256, agreement: first.agreement });
    expect(second.expiresAt).toBe(new Date(TEST_NOW + 74 * HOUR).toISOString());
    expect(second.documentUrl).not.toBe(first.documentUrl);
    expect(secondLink).not.toBe(firstLink);
    expect((await outbox(app, ada.email)).filter((mail) => mail.subject.includes('ready to sign'))).toHaveLength(2);
    expect(await refused(app, parseSignatureResource, { resource: firstLink, sessionId: SESSION })).toEqual({
      code: -92020043,
      message: 'This link is no longer valid.',
      data: null,
    });
    expect((await refused(app, parseSignatureResource, { resource: secondLink, sessionId: SESSION })).code).toBe(1);
    const agreements = await app.database.orm.select().from(loanAgreement);
    expect(agreements).toHaveLength(1);
    expect(agreements[0]!.viewedAt).toEqual(new Date(TEST_NOW));
    expect((await app.database.orm.select().from(agreementWaitingSession)).map((row) => row.sessionId).sort()).toEqual([SESSION, 'tab-second-device-01']);
  });

  it('makes a new agreement when the terms change, and voids the older one', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    await confirmTerms(app, ada, { amountCents: 900_00 });
    const second = await sendAgreement(app, ada);

    expect(second.requestId).not.toBe(first.requestId);
    expect(second.loanNo).toBe(first.loanNo);
    expect(second.documentSha256).not.toBe(first.documentSha256);
    expect(second.agreement.truthInLending.amountFinancedCents).toBe(900_00);
    const byId = new Map((await app.database.orm.select().from(loanAgreement)).map((row) => [row.id, row.signStatus]));
    expect(byId).toEqual(
      new Map([
        [first.requestId, 4],
        [second.requestId, 0],
      ]),
    );
  });

  it('makes a new agreement once the older one has expired (72 hours after it was sent)', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const first = await sendAgreement(app, ada);
    clock.advance(72 * HOUR);
    const second = await sendAgreement(app, await signInAgain(app, ada));
    expect(second.requestId).not.toBe(first.requestId);
    expect(second.agreement.madeOn).toBe('2026-03-19');
    const byId = new Map((await app.database.orm.select().from(loanAgreement)).map((row) => [row.id, row.signStatus]));
    expect(byId).toEqual(
      new Map([
        [first.requestId, 2],
        [second.requestId, 0],
      ]),
    );
  });

  it('has no ACH authorization section when the borrower repays another way; paying by debit card names its fee', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app, 'ada@example.com', 110, { terms: { repaymentMode: 15004 }, achAuthorized: false });
    const { agreement } = await sendAgreement(app, ada);
    expect(agreement.sections.map((section) => section.id)).not.toContain('ach-authorization');
    expect(agreement.sections.find((section) => section.id === 'payments')!.paragraphs[0]).toContain('Each payment includes a $2.50 debit-card fee');
  });

  it('keeps the newest 30 waiting sessions of an agreement', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    for (let tab = 0; tab < 32; tab += 1) {
      await sendAgreement(app, ada, `tab-number-${String(tab).padStart(3, '0')}`);
      clock.advance(1_000);
    }
    const kept = (await app.database.orm.select().from(agreementWaitingSession)).map((row) => row.sessionId).sort();
    expect(kept).toHaveLength(30);
    expect(kept[0]).toBe('tab-number-002');
  });

  it('refuses, writing nothing: no loan to sign (-12104), nobody signed in (-82030001), a bad session id (400)', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const bob = await qualifiedBorrower(app, 'bob@example.com', 110);
    const before = await signingRows(app);
    expect(await refused(app, sendLoanAgreement, { sessionId: SESSION }, bob.headers)).toEqual({
      code: -12104,
      message: 'You have no loan agreement to sign. Your home page shows where your loan is.',
      data: null,
    });
    expect((await refused(app, sendLoanAgreement, { sessionId: SESSION })).code).toBe(-82030001);
    const bad = await call(app, sendLoanAgreement, { sessionId: 'no' }, ada.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: -10400 });
    expect(await signingRows(app)).toEqual(before);
  });

  it('answers a signed-in borrower whose loan was withdrawn -12104', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    await app.database.orm.update(loan).set({ loanStatus: 103 }).where(eq(loan.loanNo, ada.loanNo));
    expect((await refused(app, sendLoanAgreement, { sessionId: SESSION }, ada.headers)).code).toBe(-12104);
  });
});
