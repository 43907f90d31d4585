import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordBusinessData } from '#src/api/contract/application.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { getSignatureStatus, parseSignatureResource, sendLoanAgreement, signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { agreementSignature, loan, loanAgreement, signatureLink } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call, latestMail, ok, outbox } from '../support/accounts.ts';
import { personal } from '../application/support.ts';
import {
  buildWithKey,
  confirmedBorrower,
  connect,
  OTHER_SESSION,
  refused,
  renameApplicant,
  sendAgreement,
  SESSION,
  signing,
  signingLinkOf,
  signingRows,
  signInAgain,
  TEST_NOW,
} from './support.ts';

const HOUR = 3_600_000;
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';

describe('sign-loan-agreement', () => {
  it('signs from the e-mailed link without signing in: the audit trail, the signed PDF, the loan, the spent link and the signed mail', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);

    const reply = await call(app, signLoanAgreement, signing({ resource }, { typedName: '  ada   LOVELACE ' }), { 'user-agent': UA }, '203.0.113.7');
    expect(reply.json()).toMatchObject({ code: 1 });
    const signed = reply.json().data as AgreementToSign;
    expect(signed).toMatchObject({
      requestId: sent.requestId,
      ticket: sent.ticket,
      signStatus: 1,
      signedAt: new Date(TEST_NOW).toISOString(),
      documentUrl: expect.stringMatching(/^\/documents\/loan-agreement\/[A-Za-z0-9_-]{43}\.pdf$/),
    });
    expect(signed.documentSha256).not.toBe(sent.documentSha256);

    const [trail] = await app.database.orm.select().from(agreementSignature);
    expect(trail).toMatchObject({
      agreementId: sent.requestId,
      signerName: 'ada LOVELACE',
      signerEmail: 'ada@example.com',
      signedWith: 'link',
      adoption: 'typed name',
      disclosureVersion: '2026-11',
      disclosureAcceptedAt: new Date(TEST_NOW),
      agreementViewedAt: new Date(TEST_NOW),
      signedAt: new Date(TEST_NOW),
      completedAt: new Date(TEST_NOW),
      ipAddress: '203.0.113.7',
      userAgent: UA,
      originalSha256: sent.documentSha256,
      signedSha256: signed.documentSha256,
    });
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, ada.loanNo));
    expect(row).toMatchObject({ loanStatus: 102, signatureStatus: 1, loanSubStatus: 102005, tracker: 1 });
    expect((await ok<{ homePageFlag: number }>(app, listDisbursementLoan, {}, ada.headers)).homePageFlag).toBe(4);
    expect((await app.database.orm.select().from(signatureLink))[0]!.usedAt).toEqual(new Date(TEST_NOW));

    const mail = await latestMail(app, ada.email);
    expect(mail.subject).toBe('Your signed Goldcrest Lending loan agreement');
    expect(mail.text).toContain(`The file's SHA-256 fingerprint is ${signed.documentSha256}.`);
    expect(mail.attachments).toEqual([
      {
        filename: `Goldcrest-loan-agreement-${ada.loanNo}-signed.pdf`,
        contentType: 'application/pdf',
        sizeBytes: trail!.signedPdf.length,
        sha256: signed.documentSha256,
      },
    ]);
  });

  it('signs by requestId for the signed-in owner, and accepts first, middle and last name when the application has a middle name', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    await renameApplicant(app, ada.customerId, { middleName: 'Augusta' });
    const sent = await sendAgreement(app, ada);
    expect(sent.agreement.borrower.fullName).toBe('Ada Augusta Lovelace');
    const signed = await ok<AgreementToSign>(
      app,
      signLoanAgreement,
      signing({ requestId: sent.requestId }, { typedName: 'Ada Augusta Lovelace' }),
      ada.headers,
    );
    expect(signed.signStatus).toBe(1);
    const [trail] = await app.database.orm.select().from(agreementSignature);
    expect(trail).toMatchObject({ signedWith: 'session', signerName: 'Ada Augusta Lovelace' });
  });

  it('is one signature however often it is signed: a second sign answers the signed agreement', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const first = await ok<AgreementToSign>(app, signLoanAgreement, signing({ resource }));
    const again = await ok<AgreementToSign>(app, signLoanAgreement, signing({ resource }));
    const bySession = await ok<AgreementToSign>(app, signLoanAgreement, signing({ requestId: sent.requestId }), ada.headers);
    for (const answer of [again, bySession])
      expect(answer).toMatchObject({ requestId: first.requestId, signStatus: 1, documentSha256: first.documentSha256, signedAt: first.signedAt });
    expect(await app.database.orm.select({ id: agreementSignature.id }).from(agreementSignature)).toHaveLength(1);
    expect((await outbox(app, ada.email)).filter((mail) => mail.subject.startsWith('Your signed'))).toHaveLength(1);
    // The used link opens the signing page no more.
    expect((await refused(app, parseSignatureResource, { resource, sessionId: SESSION })).code).toBe(-92020043);
  });

  it('publishes { ticket, signStatus: 1 } to every session waiting on the agreement', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const wizardTab = await connect(app, SESSION);
    const phone = await connect(app, OTHER_SESSION);
    const sent = await sendAgreement(app, ada, SESSION);
    const resource = await signingLinkOf(app, ada.email);
    await ok(app, parseSignatureResource, { resource, sessionId: OTHER_SESSION });

    await ok(app, signLoanAgreement, signing({ resource }));
    const expected = { type: 'sign-status', ticket: sent.ticket, signStatus: 1 };
    expect(await wizardTab.next()).toEqual(expected);
    expect(await phone.next()).toEqual(expected);
    wizardTab.close();
    phone.close();
  });

  it('refuses a typed name unlike the application’s (-12101) and an old disclosure version (-12102), writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const before = await signingRows(app);
    for (const typedName of ['Ada Byron', 'Ada', 'Lovelace Ada', 'Ada Augusta Lovelace']) {
      expect(await refused(app, signLoanAgreement, signing({ resource }, { typedName }))).toEqual({
        code: -12101,
        message: 'The name you typed does not match the name on your application. Please type your full name as it appears there.',
        data: null,
      });
    }
    expect(await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }, { disclosureVersion: '2025-01' }), ada.headers)).toEqual({
      code: -12102,
      message: 'The consent to sign electronically has changed since this page was opened. Please read it again, then sign.',
      data: null,
    });
    expect(await signingRows(app)).toEqual(before);
  });

  it('refuses bad input with 400, writing nothing: no consent, terms not agreed, an empty name, both or neither signer', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const before = await signingRows(app);
    const bodies = [
      signing({ resource }, { consented: false }),
      signing({ resource }, { agreedToTerms: false }),
      signing({ resource }, { typedName: '   ' }),
      signing({ resource }, { typedName: 'x'.repeat(201) }),
      signing({ resource: 'short' }),
      signing({ requestId: 'not-a-uuid' }),
      { typedName: 'Ada Lovelace', disclosureVersion: '2026-11', consented: true, agreedToTerms: true },
    ];
    for (const body of bodies) {
      const reply = await call(app, signLoanAgreement, body, ada.headers);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ code: -10400 });
    }
    expect(await signingRows(app)).toEqual(before);
    expect(sent.signStatus).toBe(0);
  });

  it('refuses another customer’s requestId exactly like an unknown one, and a requestId without a session (-82030001)', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const bob = await confirmedBorrower(app, 'bob@example.com', 110);
    const sent = await sendAgreement(app, ada);
    await sendAgreement(app, bob);
    const before = await signingRows(app);
    const unknown = await refused(
      app,
      signLoanAgreement,
      signing({ requestId: '00000000-0000-4000-8000-000000000000' }, { typedName: 'Ada Lovelace' }),
      bob.headers,
    );
    const others = await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName: 'Ada Lovelace' }), bob.headers);
    expect(others).toEqual(unknown);
    expect(others).toEqual({ code: -92020043, message: 'This link is no longer valid.', data: null });
    expect(await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }))).toEqual({
      code: -82030001,
      message: 'Please sign in to continue.',
      data: null,
    });
    expect((await refused(app, getSignatureStatus, { requestId: sent.requestId }, bob.headers)).code).toBe(-92020043);
    expect(await signingRows(app)).toEqual(before);
  });

  it('answers the link’s own agreement only: another borrower’s link signs theirs, never this one', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const bob = await confirmedBorrower(app, 'bob@example.com', 110);
    await renameApplicant(app, bob.customerId, { firstName: 'Bob', lastName: 'Builder' });
    const adas = await sendAgreement(app, ada);
    const bobs = await sendAgreement(app, bob);
    const bobLink = await signingLinkOf(app, bob.email);
    // Ada's name on Bob's link is the wrong name for that agreement.
    expect((await refused(app, signLoanAgreement, signing({ resource: bobLink }))).code).toBe(-12101);
    const opened = await ok<AgreementToSign>(app, parseSignatureResource, { resource: bobLink, sessionId: SESSION });
    expect(opened).toMatchObject({ requestId: bobs.requestId, agreement: { borrower: { fullName: 'Bob Builder' } } });
    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ resource: bobLink }, { typedName: 'bob builder' }));
    expect(signed.requestId).toBe(bobs.requestId);
    const byId = new Map((await app.database.orm.select().from(loanAgreement)).map((row) => [row.id, row.signStatus]));
    expect(byId).toEqual(
      new Map([
        [adas.requestId, 0],
        [bobs.requestId, 1],
      ]),
    );
  });

  it('refuses a link retired by a newer one, and an expired agreement: -12103 signed in, -92020043 by link', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    let ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const older = await signingLinkOf(app, ada.email);
    await sendAgreement(app, ada);
    const newer = await signingLinkOf(app, ada.email);
    expect((await refused(app, signLoanAgreement, signing({ resource: older }))).code).toBe(-92020043);

    clock.advance(72 * HOUR);
    ada = await signInAgain(app, ada);
    const before = await signingRows(app);
    expect(await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }), ada.headers)).toEqual({
      code: -12103,
      message: 'This agreement has expired: it must be signed within 72 hours. Please open it again to get a new one.',
      data: null,
    });
    expect((await refused(app, signLoanAgreement, signing({ resource: newer }))).code).toBe(-92020043);
    expect((await refused(app, parseSignatureResource, { resource: newer, sessionId: SESSION })).code).toBe(-92020043);
    expect(await signingRows(app)).toEqual(before);
    const status = await ok<{ signStatus: number }>(app, getSignatureStatus, { requestId: sent.requestId }, ada.headers);
    expect(status.signStatus).toBe(2);
  });

  // A voided agreement of an unsigned loan with none waiting is one new terms voided (decision 0720 point 16): the
  // signature answers -12106 and the page fetches the new agreement; the link itself opens nothing (-92020043).
  it.each([
    [3, 'cancelled', -92020043],
    [4, 'voided', -12106],
    [5, 'suspended', -92020043],
  ])('refuses an agreement %i (%s) with %i, its link opens nothing, and answers that status', async (signStatus, _, code) => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    await app.database.orm.update(loanAgreement).set({ signStatus }).where(eq(loanAgreement.id, sent.requestId));
    const before = await signingRows(app);
    expect((await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }), ada.headers)).code).toBe(code);
    expect((await refused(app, signLoanAgreement, signing({ resource }))).code).toBe(code);
    expect((await refused(app, parseSignatureResource, { resource, sessionId: SESSION })).code).toBe(-92020043);
    expect(await signingRows(app)).toEqual(before);
    expect(await ok(app, getSignatureStatus, { requestId: sent.requestId }, ada.headers)).toMatchObject({ signStatus });
  });

  it('answers a cancelled or suspended agreement as it is when sent again, without a new link', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    await app.database.orm.update(loanAgreement).set({ signStatus: 5 }).where(eq(loanAgreement.id, sent.requestId));
    const mails = (await outbox(app, ada.email)).length;
    const again = await sendAgreement(app, ada);
    expect(again).toMatchObject({ requestId: sent.requestId, signStatus: 5 });
    expect(await outbox(app, ada.email)).toHaveLength(mails);
  });

  it('refuses an agreement whose application changed since (set back to draft): out of date, -92020043; nothing to send, -12104', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ lastName: 'King' }), resumeStep: 'employment' }, ada.headers);
    const before = await signingRows(app);
    for (const typedName of ['Ada Lovelace', 'Ada King']) {
      expect((await refused(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName }), ada.headers)).code).toBe(-92020043);
      expect((await refused(app, signLoanAgreement, signing({ resource }, { typedName }))).code).toBe(-92020043);
    }
    expect((await refused(app, sendLoanAgreement, { sessionId: SESSION }, ada.headers)).code).toBe(-12104);
    expect(await signingRows(app)).toEqual(before);
  });
});
