import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchSaveConsentStatus, checkConsentStatus } from '#src/api/contract/consent.ts';
import { ACCOUNT_STATUS, GRANT_TYPE } from '#src/domain/codes/customer.ts';
import { sha256 } from '#server/accounts/secrets.ts';
import { accessToken, customerConsent } from '#server/db/schema.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import { authHeaders, call, setStatus, signInWithCode, signUp } from '../support/accounts.ts';

const MINUTE = 60_000;
const answer = (code: number, message: string) => ({ code, message, data: null });
const NO_IDENTITY = answer(-82030001, 'Please sign in to continue.');
const MISSING = answer(-79050003, 'Missing identity information.');
const OUTDATED = answer(-82030002, 'Your session has expired. Please sign in again.');
const CREDENTIAL = answer(-79050001, 'Credential is invalid.');
const ACCOUNT = answer(-79050002, 'Account information is invalid.');
const GRANT = answer(-79050004, 'Wrong grant type.');

describe('authenticated calls', () => {
  it('answers -82030001 without both headers and -79050003 with only one of them', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    expect((await call(app, checkConsentStatus)).json()).toEqual(NO_IDENTITY);
    expect((await call(app, checkConsentStatus, {}, { 'access-token': '', 'user-credential': '' })).json()).toEqual(NO_IDENTITY);
    expect((await call(app, checkConsentStatus, {}, { 'access-token': session.accessToken })).json()).toEqual(MISSING);
    expect((await call(app, checkConsentStatus, {}, { 'user-credential': session.userCredential })).json()).toEqual(MISSING);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
  });

  it('answers -82030002 for an unknown token', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    expect((await call(app, checkConsentStatus, {}, authHeaders({ ...session, accessToken: 'made-up-token' }))).json()).toEqual(OUTDATED);
  });

  it('keeps a session alive while it is used: each call moves the 30-minute idle expiry on', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const session = await signUp(app, 'maria@example.com');
    for (let step = 0; step < 4; step += 1) {
      clock.advance(29 * MINUTE);
      expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
    }
    const [row] = await app.database.orm
      .select()
      .from(accessToken)
      .where(eq(accessToken.tokenHash, sha256(session.accessToken)));
    expect(row?.idleExpiresAt.toISOString()).toBe(new Date(TEST_NOW + 4 * 29 * MINUTE + 30 * MINUTE).toISOString());
    clock.advance(30 * MINUTE);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json()).toEqual(OUTDATED);
  });

  it('moves the idle expiry at most once a minute: calls within the minute write nothing', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const session = await signUp(app, 'maria@example.com');
    const idleExpiry = async () =>
      (
        await app.database.orm
          .select()
          .from(accessToken)
          .where(eq(accessToken.tokenHash, sha256(session.accessToken)))
      )[0]?.idleExpiresAt.toISOString();
    const issued = await idleExpiry();
    clock.advance(59_000);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
    expect(await idleExpiry()).toBe(issued);
    clock.advance(1_000);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code).toBe(1);
    expect(await idleExpiry()).toBe(new Date(TEST_NOW + MINUTE + 30 * MINUTE).toISOString());
  });

  it('ends a session 12 hours after it began, however busy', async () => {
    const clock = manualClock();
    const app = await build({ clock });
    const session = await signUp(app, 'maria@example.com');
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json().code, `after ${elapsed + 20} minutes`).toBe(1);
    }
    clock.advance(20 * MINUTE);
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json()).toEqual(OUTDATED);
  });

  it('answers -79050001 when the User-Credential is not the customer of the token, either way round', async () => {
    const app = await build();
    const maria = await signUp(app, 'maria@example.com');
    const ivan = await signUp(app, 'ivan@example.com');
    expect((await call(app, checkConsentStatus, {}, { 'access-token': maria.accessToken, 'user-credential': ivan.userCredential })).json()).toEqual(CREDENTIAL);
    expect((await call(app, checkConsentStatus, {}, { 'access-token': ivan.accessToken, 'user-credential': maria.userCredential })).json()).toEqual(CREDENTIAL);
  });

  it("never reaches another customer's data: a save with one session leaves the other customer's consents alone", async () => {
    const app = await build();
    const maria = await signUp(app, 'maria@example.com');
    const ivan = await signUp(app, 'ivan@example.com');
    const before = await app.database.orm.select().from(customerConsent).where(eq(customerConsent.customerId, ivan.userCredential));
    const withdraw = { items: [{ templateCode: 'marketing-contact', version: '2026.1', check: false }] };
    const refused = await call(app, batchSaveConsentStatus, withdraw, { 'access-token': maria.accessToken, 'user-credential': ivan.userCredential });
    expect(refused.json()).toEqual(CREDENTIAL);
    await call(app, batchSaveConsentStatus, withdraw, authHeaders(maria));
    expect(await app.database.orm.select().from(customerConsent).where(eq(customerConsent.customerId, ivan.userCredential))).toEqual(before);
    const ivanStatus = (await call(app, checkConsentStatus, {}, authHeaders(ivan))).json().data;
    expect(ivanStatus.items.find((item: { templateCode: string }) => item.templateCode === 'marketing-contact').check).toBe(true);
  });

  it('answers -79050002 once the account is no longer active', async () => {
    const app = await build();
    await signUp(app, 'maria@example.com');
    const session = await signInWithCode(app, 'maria@example.com');
    for (const status of [ACCOUNT_STATUS.frozen, ACCOUNT_STATUS.closed, ACCOUNT_STATUS.archived, ACCOUNT_STATUS.duplicate, ACCOUNT_STATUS.inactive]) {
      await setStatus(app, session.userCredential, status);
      expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json(), `status ${status}`).toEqual(ACCOUNT);
    }
  });

  it('answers -79050004 for a token of another grant type', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    await app.database.orm
      .update(accessToken)
      .set({ grantType: GRANT_TYPE.employee })
      .where(eq(accessToken.tokenHash, sha256(session.accessToken)));
    expect((await call(app, checkConsentStatus, {}, authHeaders(session))).json()).toEqual(GRANT);
  });

  it('stores only the hash of an access token', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const rows = await app.database.orm.select().from(accessToken);
    expect(rows.map((row) => row.tokenHash)).toEqual([sha256(session.accessToken)]);
    expect(JSON.stringify(rows)).not.toContain(session.accessToken);
  });
});
