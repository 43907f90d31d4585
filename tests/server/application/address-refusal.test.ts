// Issue 18, defect 5: a borrower in a state the portfolio does not lend in, or with a ZIP code of another
// state, is stopped on the address page, and the server refuses to save that address (draft or section),
// writing nothing. The served states are the portfolio's: no program in NY, no Bluepeak offer in Illinois.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateQualifiedAmount, getPersonalInfo, recordBusinessData, type Qualification } from '#src/api/contract/application.ts';
import { servedStatesOf } from '#server/application/served-states.ts';
import { application } from '#server/db/schema.ts';
import { call, ok } from '../support/accounts.ts';
import { answerAll, borrower, buildWithKey, customerIdOf, personal, verifiedByIbv } from './support.ts';

const NAME = { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17' };
const NEW_YORK = { street1: '5 Park Avenue', city: 'New York', state: 'NY', zip: '10016' };
const SPRINGFIELD_IL = { street1: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', zip: '62704' };

async function envelope(reply: { json(): unknown }) {
  return reply.json() as { code: number; message: string; data: unknown };
}

async function applicationRow(app: Awaited<ReturnType<typeof buildWithKey>>, email: string) {
  const [row] = await app.database.orm
    .select()
    .from(application)
    .where(eq(application.customerId, await customerIdOf(app, email)));
  return row!;
}

describe('the states a portfolio lends in', () => {
  it('are every state but those no program is offered in, and for Bluepeak not those capped at 36% from the first dollar', () => {
    const goldcrest = servedStatesOf(110);
    const bluepeak = servedStatesOf(118);
    for (const state of ['NY', 'NJ', 'PA', 'GA', 'DC', 'PR']) {
      expect(goldcrest).not.toContain(state);
      expect(bluepeak).not.toContain(state);
    }
    expect(goldcrest).toEqual(expect.arrayContaining(['TX', 'FL', 'IL', 'CO', 'CA']));
    // Bluepeak has no capped terms: no offer where the cap applies to every amount; California's starts at $2,500.
    expect(bluepeak).toEqual(expect.arrayContaining(['TX', 'FL', 'CA']));
    for (const state of ['CO', 'IL', 'MN', 'MT', 'NE', 'NH', 'NM', 'SD']) expect(bluepeak).not.toContain(state);
    expect(goldcrest).toHaveLength(38);
    expect(bluepeak).toHaveLength(30);
  });
});

describe('record-business-data refuses an address the portfolio cannot take', () => {
  it('refuses the address page (a draft) in New York with the page’s own message, naming the field, and keeps the draft as it was', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await ok(app, recordBusinessData, { section: 'personal', draft: true, answers: NAME, resumeStep: 'personal/address' }, headers);
    const refused = await envelope(
      await call(
        app,
        recordBusinessData,
        { section: 'personal', draft: true, answers: { ...NAME, address: NEW_YORK }, resumeStep: 'personal/contact' },
        headers,
      ),
    );
    expect(refused).toEqual({ code: -10816, message: 'We do not offer loans in New York yet.', data: { field: 'address.state' } });
    const row = await applicationRow(app, 'ada@example.com');
    expect(row.drafts).toEqual({ personal: NAME });
    expect(row.resumeStep).toBe('personal/address');
    const info = await ok<{ resumeStep: string }>(app, getPersonalInfo, {}, headers);
    expect(info.resumeStep).toBe('personal/address');
  });

  it('refuses the whole personal section in New York too (the SSN page saves it), writing nothing', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app, 'grace@example.com', 110);
    const refused = await envelope(
      await call(app, recordBusinessData, { section: 'personal', answers: personal({ address: NEW_YORK }), resumeStep: 'employment/income' }, headers),
    );
    expect(refused).toMatchObject({ code: -10816, message: 'We do not offer loans in New York yet.' });
    const row = await applicationRow(app, 'grace@example.com');
    expect(row).toMatchObject({ personal: null, ssnSealed: null, completedSections: [] });
  });

  it('refuses a ZIP code of another state (-10817), naming the state', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    const address = { street1: '12 Main Street', city: 'Austin', state: 'TX', zip: '10016' };
    const refused = await envelope(
      await call(app, recordBusinessData, { section: 'personal', draft: true, answers: { ...NAME, address }, resumeStep: 'personal/contact' }, headers),
    );
    expect(refused).toEqual({ code: -10817, message: 'This ZIP code is not in Texas.', data: { field: 'address.zip' } });
    expect((await applicationRow(app, 'ada@example.com')).drafts).toEqual({});
    // The same street with a Texas ZIP code is saved.
    await ok(
      app,
      recordBusinessData,
      { section: 'personal', draft: true, answers: { ...NAME, address: { ...address, zip: '78701' } }, resumeStep: 'personal/contact' },
      headers,
    );
  });

  it('takes Illinois for Goldcrest and refuses it for Bluepeak, whose program makes no offer there', async () => {
    const app = await buildWithKey();
    const goldcrest = await borrower(app, 'grace@example.com', 110);
    await ok(
      app,
      recordBusinessData,
      { section: 'personal', draft: true, answers: { ...NAME, address: SPRINGFIELD_IL }, resumeStep: 'personal/contact' },
      goldcrest,
    );
    const bluepeak = await borrower(app, 'ada@example.com', 118);
    const refused = await envelope(
      await call(
        app,
        recordBusinessData,
        { section: 'personal', draft: true, answers: { ...NAME, address: SPRINGFIELD_IL }, resumeStep: 'personal/contact' },
        bluepeak,
      ),
    );
    expect(refused).toMatchObject({ code: -10816, message: 'We do not offer loans in Illinois yet.' });
  });

  it('still answers result 3 (state not served) for an application saved in New York before the address page refused it', async () => {
    const app = await buildWithKey();
    const headers = await borrower(app);
    await answerAll(app, headers);
    const row = await applicationRow(app, 'ada@example.com');
    const saved = row.personal as Record<string, unknown>;
    await app.database.orm
      .update(application)
      .set({ personal: { ...saved, address: NEW_YORK } })
      .where(eq(application.id, row.id));
    await verifiedByIbv(app, await customerIdOf(app, 'ada@example.com'));
    const result = await ok<Qualification>(app, calculateQualifiedAmount, {}, headers);
    expect(result).toMatchObject({ loanAmountResult: 3, qualifiedAmountCents: 0 });
    expect(result.reasons).toEqual([{ code: 'stateNotServed', text: 'We do not lend in your state' }]);
  });
});
