// Repaying by debit card from the wizard (issue 13): the repayment mode step's save carries the card's token from
// the sandbox processor with the borrower's authorization; the token is bound to the borrower and the application's
// request; another customer's token, no token, or no authorization is refused with nothing written; the loan made
// at confirmation has the card, and once funded its automatic payments are charged to it (loan details name it).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculatePaymentSchedule, getPaymentOption, savePaymentOption } from '#src/api/contract/disbursement.ts';
import { getLoanDetails, tokenizeCard, type LoanDetails } from '#src/api/contract/repayment.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { loan, loanAutopay, loanRequest, paymentCard } from '#server/db/schema.ts';
import { call, ok } from '../support/accounts.ts';
import { decide, lifeApp, ops } from '../loans/support.ts';
import { sendAgreement, signing } from '../signing/support.ts';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import { applicationOf, buildWithKey, qualifiedBorrower, refused, wizardRows, type Borrower } from './support.ts';
import { build } from '../helper.ts';
import type { FastifyInstance } from 'fastify';

const CARD = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '73301' };
const BY_CARD = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15004, achAuthorized: false };
const TERMS = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15004, disbursementDate: '2026-03-16', disbursementMode: 15000 };

const tokenOf = async (app: FastifyInstance, number = CARD.number) => (await ok<{ cardToken: string }>(app, tokenizeCard, { ...CARD, number })).cardToken;

/** The repayment mode step saved by debit card, as the wizard saves it. */
const saveMode = (app: FastifyInstance, who: Borrower, card: Record<string, unknown>) =>
  call(app, savePaymentOption, { mode: 0, step: 'choose-bank-account', choices: BY_CARD, ...card }, who.headers).then(
    (reply) => reply.json() as { code: number; message: string },
  );

const requestOf = async (app: FastifyInstance, who: Borrower) =>
  (await app.database.orm.select().from(loanRequest).where(eq(loanRequest.customerId, who.customerId)))[0]!;
const cardRow = async (app: FastifyInstance, token: string) => (await app.database.orm.select().from(paymentCard).where(eq(paymentCard.token, token)))[0]!;

/** The term shown, then confirmed by card: the wizard's last two steps. */
async function confirmByCard(app: FastifyInstance, who: Borrower, extra: Record<string, unknown> = {}) {
  await ok(app, calculatePaymentSchedule, TERMS, who.headers);
  const choices = { ...TERMS, achAuthorized: false, bankAccountId: (await applicationOf(app, who.customerId)).bankAccountId };
  return call(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices, ...extra }, who.headers).then(
    (reply) => reply.json() as { code: number; message: string; data: { loanNo: string } | null },
  );
}

describe('the repayment mode step by debit card', () => {
  it('keeps the token: bound to the borrower and the request, and get-payment-option names the card (never its token)', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const token = await tokenOf(app);
    expect(await saveMode(app, ada, { cardToken: token, authorizeCard: true })).toMatchObject({ code: 1 });

    const card = await cardRow(app, token);
    expect(card).toMatchObject({ customerId: ada.customerId, brand: 'Visa', last4: '4242', expiry: '12/30' });
    expect(await requestOf(app, ada)).toMatchObject({
      cardId: card.id,
      step: 'choose-bank-account',
      choices: expect.objectContaining({ repaymentMode: 15004 }),
    });
    const option = await ok<{ card: unknown }>(app, getPaymentOption, {}, ada.headers);
    expect(option.card).toEqual({ brand: 'Visa', last4: '4242', expiry: '12/30' });
    expect(JSON.stringify(option)).not.toContain(token);

    // A later step's save sends the choices again (debit card among them) without the card: the saved card stands.
    expect(await saveMode(app, ada, {})).toMatchObject({ code: 1 });
    expect((await requestOf(app, ada)).cardId).toBe(card.id);
  });

  it("refuses another customer's card token (-12305), writing nothing: the card stays the other borrower's", async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const bob = await qualifiedBorrower(app, 'bob@example.com', 118);
    const token = await tokenOf(app);
    expect(await saveMode(app, bob, { cardToken: token, authorizeCard: true })).toMatchObject({ code: 1 });
    const before = await wizardRows(app);

    expect(await saveMode(app, ada, { cardToken: token, authorizeCard: true })).toEqual(
      expect.objectContaining({ code: RESULT.cardRequired.code, message: RESULT.cardRequired.message }),
    );
    expect(await wizardRows(app)).toEqual(before);
    expect((await cardRow(app, token)).customerId).toBe(bob.customerId);
  });

  it('refuses debit card with no card (-12305) and a card without the authorization (-12318), writing nothing', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const token = await tokenOf(app);
    const before = await wizardRows(app);

    expect(await saveMode(app, ada, {})).toEqual(expect.objectContaining({ code: -12305, message: 'Please enter your debit card again to pay by card.' }));
    expect(await saveMode(app, ada, { authorizeCard: true })).toMatchObject({ code: -12305 });
    expect(await saveMode(app, ada, { cardToken: token })).toEqual(
      expect.objectContaining({ code: -12318, message: 'Please agree to automatic payments from your debit card to pay by card.' }),
    );
    expect(await saveMode(app, ada, { cardToken: token, authorizeCard: false })).toMatchObject({ code: -12318 });
    expect(await wizardRows(app)).toEqual(before);
    expect((await cardRow(app, token)).customerId).toBeNull();
  });

  it('confirming by debit card with no card saved is refused (-12305): no loan is made', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    const answer = await confirmByCard(app, ada);
    expect(answer).toMatchObject({ code: -12305, message: RESULT.cardRequired.message });
    expect(await app.database.orm.select().from(loan).where(eq(loan.customerId, ada.customerId))).toEqual([]);
    expect(await refused(app, getPaymentOption, {}, ada.headers)).toMatchObject({ code: 1, data: { card: null } });
  });
});

describe('the loan made by debit card', () => {
  it('is booked with its card; once signed and funded, automatic payments are charged to it and loan details name it', async () => {
    const life = await lifeApp();
    const { app } = life;
    const ada = await qualifiedBorrower(app, 'ada@example.com', 110);
    const token = await tokenOf(app);
    expect(await saveMode(app, ada, { cardToken: token, authorizeCard: true })).toMatchObject({ code: 1 });
    const confirmed = await confirmByCard(app, ada);
    expect(confirmed).toMatchObject({ code: 1 });
    const loanNo = confirmed.data!.loanNo;

    const card = await cardRow(app, token);
    const [booked] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, loanNo));
    expect(booked).toMatchObject({ repaymentMode: 15004, cardId: card.id, achAuthorized: false });

    const sent = await sendAgreement(app, { ...ada, email: 'ada@example.com', portfolioId: 110, loanNo });
    await ok(app, signLoanAgreement, signing({ requestId: sent.requestId }), ada.headers);
    await app.jobs.runDue();
    await ops(life)(decide('fund', loanNo));

    expect(await app.database.orm.select().from(loanAutopay).where(eq(loanAutopay.loanId, booked!.id))).toEqual([
      expect.objectContaining({ state: 'active', cardId: card.id, stoppedAfterFailures: false }),
    ]);
    const details = await ok<LoanDetails>(app, getLoanDetails, { loanNo }, ada.headers);
    expect(details).toMatchObject({
      loanStatus: 202,
      repaymentMode: 15004,
      autopay: { state: 'active', card: { brand: 'Visa', last4: '4242', expiry: '12/30' } },
      nextWithdrawal: { mode: 15004, accountLast4: '4242', feeCents: 0 },
    });
  });

  it('a card loan confirmed again with another way to repay loses its card', async () => {
    const app = await buildWithKey();
    const ada = await qualifiedBorrower(app, 'ada@example.com', 118);
    expect(await saveMode(app, ada, { cardToken: await tokenOf(app), authorizeCard: true })).toMatchObject({ code: 1 });
    const { data } = await confirmByCard(app, ada);
    await ok(app, calculatePaymentSchedule, { ...TERMS, repaymentMode: 15002 }, ada.headers);
    const choices = { ...TERMS, repaymentMode: 15002, achAuthorized: false, bankAccountId: (await applicationOf(app, ada.customerId)).bankAccountId };
    expect(await ok<{ loanNo: string }>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices }, ada.headers)).toMatchObject({
      loanNo: data!.loanNo,
    });
    const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, data!.loanNo));
    expect(row).toMatchObject({ repaymentMode: 15002, cardId: null });
  });
});

describe('the demo unsigned loan repaid by debit card (BP-DEMO-3001)', () => {
  it('is booked with the sandbox Visa ending 4242, bound to its borrower, on the loan and its request', async () => {
    const app = await build({}, { demoApplications: true });
    const orm = app.database.orm;
    const [row] = await orm.select().from(loan).where(eq(loan.loanNo, 'BP-DEMO-3001'));
    expect(row).toMatchObject({ repaymentMode: 15004, cardId: expect.any(String) });
    const [card] = await orm.select().from(paymentCard).where(eq(paymentCard.id, row!.cardId!));
    expect(card).toMatchObject({ customerId: row!.customerId, brand: 'Visa', last4: '4242', outcome: 'approved' });
    const [request] = await orm.select().from(loanRequest).where(eq(loanRequest.loanId, row!.id));
    expect(request!.cardId).toBe(row!.cardId);
    const [goldcrest] = await orm.select().from(loan).where(eq(loan.loanNo, 'GC-DEMO-3001'));
    expect(goldcrest!.cardId).toBeNull();
  });
});
