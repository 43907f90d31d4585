// tokenize-card refusals (decision 0730 §6, §10): a number failing the Luhn check (-12311), a card expired by the
// server's clock (-12312), a malformed expiry or a short security code (400, the field named, never echoed); none
// stores anything, and the row kept for a good card holds neither its number nor its security code.
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { paymentCard } from '#server/db/schema.ts';
import { call } from '../support/accounts.ts';
import { data, refusal, repaymentApp, repayingBorrower, signedInAgain, TEST_NOW } from './support.ts';

const card = { number: '5555 5555 5555 4444', expiry: '12/30', cvc: '987', zip: '73301', name: 'Ada Lovelace' };

async function cards(app: FastifyInstance) {
  return app.database.orm.select().from(paymentCard).orderBy(asc(paymentCard.createdAt), asc(paymentCard.token));
}

function badRequest(field: string, rule: string) {
  return {
    status: 400,
    code: -10400,
    message: `The request is not valid: ${field} is not valid: ${rule}.`,
    data: { issues: [{ path: field, message: `is not valid: ${rule}` }] },
  };
}

describe('tokenize-card refusals', () => {
  it('refuses a bad number, an expired card, a malformed expiry and a short security code, storing nothing and echoing nothing', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const before = await cards(ctx.app);

    const refusals: Array<[Record<string, string>, object]> = [
      // The last digit changed: the Luhn check fails.
      [{ number: '5555 5555 5555 4445' }, { status: 200, code: -12311, message: 'This card number is not valid. Please check it and try again.', data: null }],
      [{ number: '4242424242424241' }, { status: 200, code: -12311, message: 'This card number is not valid. Please check it and try again.', data: null }],
      // February 2026 ended before Monday 16 March 2026.
      [{ expiry: '02/26' }, { status: 200, code: -12312, message: 'This card has expired. Please use another card.', data: null }],
      [{ expiry: '12/25' }, { status: 200, code: -12312, message: 'This card has expired. Please use another card.', data: null }],
      [{ expiry: '13/30' }, badRequest('expiry', 'Please enter the expiry date as MM/YY')],
      [{ expiry: '00/30' }, badRequest('expiry', 'Please enter the expiry date as MM/YY')],
      [{ expiry: '1230' }, badRequest('expiry', 'Please enter the expiry date as MM/YY')],
      [{ expiry: '12/2030' }, badRequest('expiry', 'Please enter the expiry date as MM/YY')],
      [{ expiry: '1/30' }, badRequest('expiry', 'Please enter the expiry date as MM/YY')],
      [{ cvc: '98' }, badRequest('cvc', 'Please enter the 3-digit security code')],
      [{ cvc: '' }, badRequest('cvc', 'Please enter the 3-digit security code')],
      [{ cvc: '98a' }, badRequest('cvc', 'Please enter the 3-digit security code')],
    ];
    for (const [change, expected] of refusals) {
      const input = { ...card, ...change };
      const reply = await call(ctx.app, tokenizeCard, input, ada.headers);
      expect({ status: reply.statusCode, ...reply.json() }, JSON.stringify(change)).toEqual(expected);
      // The answer never repeats the number or the security code.
      expect(reply.body).not.toContain(input.number.replace(/ /g, ''));
      expect(reply.body).not.toContain(input.number);
      if (input.cvc.length >= 2) expect(reply.body).not.toContain(`"${input.cvc}"`);
    }
    expect(await cards(ctx.app)).toEqual(before);

    // A bad number is told before an expired date.
    expect(await refusal(ctx.app, tokenizeCard, { ...card, number: '5555 5555 5555 4445', expiry: '02/26' }, ada.headers)).toMatchObject({
      code: -12311,
    });
    expect(await cards(ctx.app)).toEqual(before);
  });

  it('takes a card through the end of its expiry month by the server clock, then refuses it as expired', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    // March 2026 is the month of Monday 16 March: still good.
    const march = await data<{ cardToken: string; expiry: string }>(ctx.app, tokenizeCard, { ...card, expiry: '03/26' }, ada.headers);
    expect(march).toMatchObject({ brand: 'Mastercard', last4: '4444', expiry: '03/26' });
    const stored = await cards(ctx.app);
    expect(stored).toHaveLength(1);

    // Wednesday 1 April (New York): March has ended.
    ctx.clock.advance(Date.parse('2026-04-01T16:00:00Z') - TEST_NOW);
    const headers = await signedInAgain(ctx, ada);
    expect(await refusal(ctx.app, tokenizeCard, { ...card, expiry: '03/26' }, headers)).toEqual({
      status: 200,
      code: -12312,
      message: 'This card has expired. Please use another card.',
      data: null,
    });
    expect(await data(ctx.app, tokenizeCard, { ...card, expiry: '04/26' }, headers)).toMatchObject({ expiry: '04/26' });
    expect(await cards(ctx.app)).toHaveLength(2);
  });

  it('keeps for a good card only its token, brand, last four, expiry and test outcome: no number or security code in any column', async () => {
    const ctx = await repaymentApp();
    const ada = await repayingBorrower(ctx);
    const answer = await data<Record<string, string>>(ctx.app, tokenizeCard, card, ada.headers);
    expect(answer).toEqual({ cardToken: expect.stringMatching(/^card_[A-Za-z0-9_-]{24}$/), brand: 'Mastercard', last4: '4444', expiry: '12/30' });

    // Every column of the table as PostgreSQL has it, not only those the schema names.
    const raw = (await ctx.app.database.orm.execute(sql`select * from payment_card`)) as unknown as { rows: Array<Record<string, unknown>> };
    expect(raw.rows).toHaveLength(1);
    const [row] = raw.rows;
    expect(Object.keys(row!).sort()).toEqual(['brand', 'created_at', 'customer_id', 'expiry', 'id', 'last4', 'outcome', 'token']);
    expect(row).toMatchObject({
      token: answer.cardToken,
      // Nobody's until a payment uses it (decision 0750: tokenizing is public).
      customer_id: null,
      brand: 'Mastercard',
      last4: '4444',
      expiry: '12/30',
      outcome: 'approved',
    });
    for (const [column, value] of Object.entries(row!)) {
      const text = value instanceof Date ? value.toISOString() : String(value);
      expect(text, column).not.toContain('5555555555554444');
      expect(text, column).not.toContain('5555 5555 5555 4444');
      expect(text, column).not.toBe(card.cvc);
      expect(text, column).not.toContain(card.name);
    }
    // Nothing else in the database holds the number or the security code next to the card either.
    const dump = JSON.stringify(await cards(ctx.app));
    expect(dump).not.toContain('5555555555554444');
    expect(dump).not.toContain(`"${card.cvc}"`);
  });
});
