import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchSaveConsentStatus, checkConsentStatus, getConsentTemplate } from '#src/api/contract/consent.ts';
import { consentTemplate, customerConsent } from '#server/db/schema.ts';
import { build } from '../helper.ts';
import { authHeaders, call, ok, signUp } from '../support/accounts.ts';

type Template = { templateCode: string; templateLabel: string; version: string; required: boolean; body: string };
type Status = { consented: boolean; items: Array<Template & { check: boolean }> };

describe('get-consent-template', () => {
  it("answers the portfolio's consents in page order, written with its name", async () => {
    const app = await build();
    const templates = await ok<Template[]>(app, getConsentTemplate, { portfolioId: 118 });
    expect(templates.map(({ templateCode, version, required }) => ({ templateCode, version, required }))).toEqual([
      { templateCode: 'esign-disclosure', version: '2026.1', required: true },
      { templateCode: 'terms-of-use', version: '2026.1', required: true },
      { templateCode: 'privacy-notice', version: '2026.1', required: true },
      { templateCode: 'marketing-contact', version: '2026.1', required: false },
    ]);
    expect(templates.map((template) => template.templateLabel)).toEqual([
      'I agree to receive records and sign electronically (E-Sign Consumer Disclosure of Bluepeak Loans)',
      'I agree to the Bluepeak Loans Terms of Use',
      'I have read the Bluepeak Loans Privacy Notice',
      'Bluepeak Loans may contact me about offers by e-mail, phone and text (optional)',
    ]);
    const goldcrest = await ok<Template[]>(app, getConsentTemplate, { portfolioId: 110 });
    expect(goldcrest[1]?.templateLabel).toBe('I agree to the Goldcrest Lending Terms of Use');
  });

  it('has the E-Sign disclosure say what the law asks: paper copies and their cost, withdrawal, scope, hardware and software, contact updates', async () => {
    const app = await build();
    const [esign] = await ok<Template[]>(app, getConsentTemplate, { portfolioId: 110 });
    const body = esign!.body;
    expect(body).toContain('Goldcrest Lending, LLC');
    expect(body).toContain('Paper copies. You may ask for a paper copy of any record at any time, at no cost to you, by calling (888) 555-0110');
    expect(body).toContain('Withdrawing your consent. You may withdraw this consent at any time, free of charge');
    expect(body).toContain('Scope. This consent covers every record about your application and any loan we make to you');
    expect(body).toContain('Hardware and software you need.');
    expect(body).toContain('Keeping your contact details current.');
    expect(body.split('\n\n').length).toBeGreaterThan(5);
  });

  it('answers -10601 for an unknown portfolio and 400 without one', async () => {
    const app = await build();
    expect((await call(app, getConsentTemplate, { portfolioId: 999 })).json()).toEqual({
      code: -10601,
      message: 'This site is not set up for any lender.',
      data: null,
    });
    const missing = await app.inject({ method: 'GET', url: getConsentTemplate.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request is not valid: portfolioId is required.');
  });
});

describe('check-consent-status and batch-save-consent-status', () => {
  it('shows what the customer accepted when the account was created', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const status = await ok<Status>(app, checkConsentStatus, {}, authHeaders(session));
    expect(status.consented).toBe(true);
    expect(status.items.map((item) => [item.templateCode, item.check])).toEqual([
      ['esign-disclosure', true],
      ['terms-of-use', true],
      ['privacy-notice', true],
      ['marketing-contact', true],
    ]);
  });

  it('records a withdrawal and a new acceptance as history, with the version and the address', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const esign = { templateCode: 'esign-disclosure', version: '2026.1' };
    const withdrawn = await ok<Status>(app, batchSaveConsentStatus, { items: [{ ...esign, check: false }] }, authHeaders(session));
    expect(withdrawn.consented).toBe(false);
    expect(withdrawn.items.find((item) => item.templateCode === 'esign-disclosure')?.check).toBe(false);
    const again = await ok<Status>(app, batchSaveConsentStatus, { items: [{ ...esign, check: true }] }, authHeaders(session));
    expect(again.consented).toBe(true);

    const history = await app.database.orm
      .select({ version: customerConsent.version, checked: customerConsent.checked, address: customerConsent.address })
      .from(customerConsent)
      .where(and(eq(customerConsent.customerId, session.userCredential), eq(customerConsent.templateCode, 'esign-disclosure')))
      .orderBy(customerConsent.id);
    expect(history).toEqual([
      { version: '2026.1', checked: true, address: '127.0.0.1' },
      { version: '2026.1', checked: false, address: '127.0.0.1' },
      { version: '2026.1', checked: true, address: '127.0.0.1' },
    ]);
  });

  it('asks again when a text gets a new version', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const orm = app.database.orm;
    const [terms] = await orm
      .select()
      .from(consentTemplate)
      .where(and(eq(consentTemplate.portfolioId, 118), eq(consentTemplate.code, 'terms-of-use')));
    await orm.update(consentTemplate).set({ current: false }).where(eq(consentTemplate.id, terms!.id));
    const { id: _id, createdAt: _createdAt, ...copy } = terms!;
    await orm.insert(consentTemplate).values({ ...copy, version: '2026.2', body: `${terms!.body}\n\nA new paragraph.`, current: true });

    const status = await ok<Status>(app, checkConsentStatus, {}, authHeaders(session));
    expect(status.consented).toBe(false);
    expect(status.items.find((item) => item.templateCode === 'terms-of-use')).toMatchObject({ version: '2026.2', check: false });
    const stale = await call(app, batchSaveConsentStatus, { items: [{ templateCode: 'terms-of-use', version: '2026.1', check: true }] }, authHeaders(session));
    expect(stale.json().code).toBe(-10710);
    const accepted = await ok<Status>(
      app,
      batchSaveConsentStatus,
      { items: [{ templateCode: 'terms-of-use', version: '2026.2', check: true }] },
      authHeaders(session),
    );
    expect(accepted.consented).toBe(true);
  });

  it('refuses an unknown template (-10710) and an empty list (400), writing nothing', async () => {
    const app = await build();
    const session = await signUp(app, 'maria@example.com');
    const count = async () => (await app.database.orm.select().from(customerConsent)).length;
    const before = await count();
    expect(
      (await call(app, batchSaveConsentStatus, { items: [{ templateCode: 'lottery', version: '1', check: true }] }, authHeaders(session))).json().code,
    ).toBe(-10710);
    const empty = await call(app, batchSaveConsentStatus, { items: [] }, authHeaders(session));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The request is not valid: items is not valid: Invalid length: Expected >=1.');
    expect(await count()).toBe(before);
  });

  it('needs a signed-in borrower', async () => {
    const app = await build();
    expect((await call(app, checkConsentStatus)).json().code).toBe(-82030001);
    expect((await call(app, batchSaveConsentStatus, { items: [] })).json().code).toBe(-82030001);
  });
});
