import { describe, expect, it } from 'vitest';
import { getSignatureStatus, parseSignatureResource, signLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import { agreementWaitingSession, loanAgreement } from '#server/db/schema.ts';
import { manualClock } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import {
  buildWithKey,
  confirmedBorrower,
  OTHER_SESSION,
  refused,
  sendAgreement,
  SESSION,
  signing,
  signingLinkOf,
  signingRows,
  signInAgain,
  TEST_NOW,
} from './support.ts';

const HOUR = 3_600_000;
const UNKNOWN_LINK = 'A'.repeat(43);

describe('parse-signature-resource', () => {
  it('opens the link’s agreement without signing in, and registers that tab to hear of the signature', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    // Funded on Wednesday: the hours that pass stay before its cut-off, so the dates hold (cut-off.test.ts has the rest).
    const ada = await confirmedBorrower(app, undefined, undefined, { terms: { disbursementDate: '2026-03-18' } });
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    clock.advance(HOUR);

    const opened = await ok<AgreementToSign>(app, parseSignatureResource, { resource, sessionId: OTHER_SESSION });
    expect(opened).toMatchObject({
      requestId: sent.requestId,
      ticket: sent.ticket,
      signStatus: 0,
      documentSha256: sent.documentSha256,
      agreement: sent.agreement,
      disclosure: sent.disclosure,
      linkSentTo: 'a****@example.com',
      expiresAt: sent.expiresAt,
    });
    expect(opened.documentUrl).not.toBe(sent.documentUrl);
    expect((await app.database.orm.select().from(agreementWaitingSession)).map((row) => row.sessionId).sort()).toEqual([SESSION, OTHER_SESSION].sort());
    // Viewed when first answered (send-loan-agreement), not again.
    expect((await app.database.orm.select().from(loanAgreement))[0]!.viewedAt).toEqual(new Date(TEST_NOW));
  });

  it('answers -92020043 for an unknown or expired link, writing nothing; 400 for a malformed one', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    const before = await signingRows(app);
    expect(await refused(app, parseSignatureResource, { resource: UNKNOWN_LINK, sessionId: SESSION })).toEqual({
      code: -92020043,
      message: 'This link is no longer valid.',
      data: null,
    });
    expect(await signingRows(app)).toEqual(before);
    clock.advance(72 * HOUR - 1);
    expect((await refused(app, parseSignatureResource, { resource, sessionId: SESSION })).code).toBe(1);
    clock.advance(1);
    const rows = await signingRows(app);
    expect((await refused(app, parseSignatureResource, { resource, sessionId: SESSION })).code).toBe(-92020043);
    expect(await signingRows(app)).toEqual(rows);
    for (const query of [{ resource: 'short', sessionId: SESSION }, { resource, sessionId: 'x' }, { sessionId: SESSION }]) {
      const reply = await call(app, parseSignatureResource, query);
      expect(reply.statusCode).toBe(400);
    }
  });
});

describe('get-signature-status', () => {
  it('answers the signed-in owner by requestId: not signed with the original PDF, then signed with the signed one', async () => {
    const app = await buildWithKey();
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const waiting = await ok<{ requestId: string; ticket: string; signStatus: number; documentUrl: string; signedAt: string | null }>(
      app,
      getSignatureStatus,
      { requestId: sent.requestId },
      ada.headers,
    );
    expect(waiting).toEqual({
      requestId: sent.requestId,
      ticket: sent.ticket,
      signStatus: 0,
      documentUrl: expect.stringMatching(/^\/documents\/loan-agreement\//),
      signedAt: null,
    });
    const signed = await ok<AgreementToSign>(app, signLoanAgreement, signing({ requestId: sent.requestId }), ada.headers);
    const after = await ok<{ signStatus: number; signedAt: string }>(app, getSignatureStatus, { requestId: sent.requestId }, ada.headers);
    expect(after).toMatchObject({ signStatus: 1, signedAt: signed.signedAt });
    expect((await refused(app, getSignatureStatus, { requestId: sent.requestId })).code).toBe(-82030001);
  });

  it('answers the holder of the link, which still reads the status after it signed, for a week', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    const ada = await confirmedBorrower(app);
    const sent = await sendAgreement(app, ada);
    const resource = await signingLinkOf(app, ada.email);
    await ok(app, signLoanAgreement, signing({ resource }));
    clock.advance(6 * 24 * HOUR);
    expect(await ok(app, getSignatureStatus, { resource })).toMatchObject({ requestId: sent.requestId, ticket: sent.ticket, signStatus: 1 });
    clock.advance(24 * HOUR);
    expect((await refused(app, getSignatureStatus, { resource })).code).toBe(-92020043);
    expect((await refused(app, getSignatureStatus, { resource: UNKNOWN_LINK })).code).toBe(-92020043);
  });

  it('answers a retired link -92020043, and an expired agreement’s link its status 2', async () => {
    const clock = manualClock();
    const app = await buildWithKey({ clock });
    let ada = await confirmedBorrower(app);
    await sendAgreement(app, ada);
    const older = await signingLinkOf(app, ada.email);
    await sendAgreement(app, ada);
    const newer = await signingLinkOf(app, ada.email);
    expect((await refused(app, getSignatureStatus, { resource: older })).code).toBe(-92020043);
    clock.advance(73 * HOUR);
    expect(await ok(app, getSignatureStatus, { resource: newer })).toMatchObject({ signStatus: 2, signedAt: null });
    ada = await signInAgain(app, ada);
    expect((await sendAgreement(app, ada)).signStatus).toBe(0);
  });
});
