// POST /dev/qualify (development only): a signed-up customer gets the demo-qualified application, so a browser
// test has a borrower of its own at home flag 2; refused for anyone else and from outside this machine.
import { describe, expect, it } from 'vitest';
import { getPaymentOption } from '#src/api/contract/disbursement.ts';
import { build } from '../helper.ts';
import { authHeaders, ok, signUp } from '../support/accounts.ts';

const qualify = (app: Awaited<ReturnType<typeof build>>, payload: object, more: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: '/dev/qualify', payload, remoteAddress: more.remoteAddress, headers: more.headers });

describe('/dev/qualify', () => {
  it("qualifies a new customer of each brand: the wizard opens on its first step with the brand's qualified amount", async () => {
    const app = await build();
    for (const [portfolioId, qualified] of [
      [118, 1_300_00],
      [110, 1_550_00],
    ] as const) {
      const email = `model.${portfolioId}@example.com`;
      const headers = authHeaders(await signUp(app, email, undefined, portfolioId));
      const reply = await qualify(app, { email, portfolioId });
      expect(reply.json()).toMatchObject({ ok: true, result: { qualifiedAmountCents: qualified } });
      const option = await ok<{ step: string; qualifiedAmountCents: number; bankAccounts: unknown[] }>(app, getPaymentOption, {}, headers);
      expect(option).toMatchObject({ step: 'choose-loan-amount', qualifiedAmountCents: qualified });
      expect(option.bankAccounts).toHaveLength(1);
      // Once: the customer now has an application.
      expect((await qualify(app, { email, portfolioId })).json()).toEqual({
        ok: false,
        error: `${email} is not a customer of ${portfolioId} without an application`,
      });
    }
  });

  it('refuses a stranger, a browser page and another machine', async () => {
    const app = await build();
    await signUp(app, 'someone@example.com', undefined, 118);
    expect((await qualify(app, { email: 'nobody@example.com', portfolioId: 118 })).json().ok).toBe(false);
    expect((await qualify(app, { email: 'someone@example.com', portfolioId: 118 }, { headers: { origin: 'http://evil.example' } })).statusCode).toBe(404);
    expect((await qualify(app, { email: 'someone@example.com', portfolioId: 118 }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await qualify(app, { email: 'someone@example.com', portfolioId: 999 })).json().ok).toBe(false);
  });

  it('is absent in production', async () => {
    const app = await build({ production: true } as never);
    expect((await qualify(app, { email: 'someone@example.com', portfolioId: 118 })).statusCode).toBe(404);
  });
});
