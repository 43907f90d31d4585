// The application locked after signing (decision 0720 point 12): the agreement was made of it, so the borrower
// changes none of it while the signed loan is open; a withdrawal frees it, and a new application may start.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getPersonalInfo, recordBusinessData } from '#src/api/contract/application.ts';
import type { CallResponse } from '#src/api/contract/define-call.ts';
import { createRequestCode } from '#src/api/contract/ibv.ts';
import { withdrawLoan } from '#src/api/contract/loan-life.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { application } from '#server/db/schema.ts';
import { ok } from '../support/accounts.ts';
import { personal } from '../application/support.ts';
import { confirmedBorrower, refused, sendAgreement } from '../signing/support.ts';
import { lifeApp, signedBorrower } from './support.ts';

type Info = CallResponse<typeof getPersonalInfo>;

const SIGNED = { code: RESULT.applicationSigned.code, message: RESULT.applicationSigned.message, data: null };

describe('the application after signing', () => {
  it('refuses every change with -10818, writing nothing: a section, a section’s draft page, a new bank verification', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    const [before] = await app.database.orm.select().from(application).where(eq(application.customerId, ada.customerId));

    const section = { section: 'personal', answers: personal({ lastName: 'King' }), resumeStep: 'employment' };
    expect(await refused(app, recordBusinessData, section, ada.headers)).toEqual(SIGNED);
    expect(await refused(app, recordBusinessData, { ...section, draft: true }, ada.headers)).toEqual(SIGNED);
    expect(await refused(app, createRequestCode, { provider: 20000 }, ada.headers)).toEqual(SIGNED);
    const [after] = await app.database.orm.select().from(application).where(eq(application.customerId, ada.customerId));
    expect(after).toEqual(before);
    expect(after!.status).toBe('qualified');
  });

  it('get-personal-info says so (lockedBySignedLoan), so the guidance pages send the borrower home: not before signing, yes after, not once withdrawn', async () => {
    const { app } = await lifeApp();
    const grace = await confirmedBorrower(app, 'grace@example.com');
    await sendAgreement(app, grace);
    expect((await ok<Info>(app, getPersonalInfo, {}, grace.headers)).lockedBySignedLoan).toBe(false);

    const ada = await signedBorrower(app);
    expect((await ok<Info>(app, getPersonalInfo, {}, ada.headers)).lockedBySignedLoan).toBe(true);
    expect((await ok<Info>(app, getPersonalInfo, {}, grace.headers)).lockedBySignedLoan).toBe(false);
    await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    const fresh = await ok<Info>(app, getPersonalInfo, {}, ada.headers);
    expect(fresh.lockedBySignedLoan).toBe(false);
    expect(fresh.personal).toBeNull();
  });

  it('a withdrawal frees it: the withdrawn application stays as it was, and a new one takes answers', async () => {
    const { app } = await lifeApp();
    const ada = await signedBorrower(app);
    await ok(app, withdrawLoan, { loanNo: ada.loanNo }, ada.headers);
    await ok(app, recordBusinessData, { section: 'personal', answers: personal({ lastName: 'King' }), resumeStep: 'employment' }, ada.headers);
    const rows = await app.database.orm.select().from(application).where(eq(application.customerId, ada.customerId));
    expect(rows.map((row) => [row.status, (row.personal as { lastName: string }).lastName]).sort()).toEqual([
      ['draft', 'King'],
      ['withdrawn', 'Lovelace'],
    ]);
  });
});
