// Shared by the signing tests: a borrower whose loan the wizard confirmed (through the real calls), the
// agreement sent, the link read from the mail, every signing row (a refusal must leave them as they were),
// a realtime socket, and the text of a PDF read back with pdf.js.
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { calculatePaymentSchedule, savePaymentOption } from '#src/api/contract/disbursement.ts';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { tokenizeCard } from '#src/api/contract/repayment.ts';
import { PAYMENT_MODE } from '#src/domain/codes/payment.ts';
import { sendLoanAgreement, type AgreementToSign } from '#src/api/contract/signing.ts';
import {
  agreementDocumentLink,
  agreementSignature,
  agreementWaitingSession,
  application,
  loan,
  loanAgreement,
  mailOutbox,
  signatureLink,
} from '#server/db/schema.ts';
import { authHeaders, call, latestMail, ok, resourceIn, signInWithCode } from '../support/accounts.ts';
import { qualifiedBorrower, type Borrower } from '../disbursement/support.ts';

export { buildWithKey } from '../application/support.ts';
export { TEST_NOW } from '../helper.ts';

export const SESSION = 'tab-0f8e2c4a6b1d4c3e';
export const OTHER_SESSION = 'tab-7d1c9e3b2a4f4e8d';
/** The page of brand 110, as a browser names it when it opens the realtime socket. */
export const OUR_ORIGIN = 'http://p110.localhost';

export type Confirmed = Borrower & { email: string; loanNo: string; portfolioId: number };

/** The terms the tests confirm unless they say otherwise: $1,000.00 bi-weekly by ACH, sent today (Monday 16 March 2026). */
export const TERMS = { amountCents: 1_000_00, paymentFrequency: 17000, repaymentMode: 15000, disbursementDate: '2026-03-16', disbursementMode: 15000 };

/** A qualified borrower (Ada Lovelace unless `personal` says otherwise) whose loan the wizard confirmed. */
export async function confirmedBorrower(
  app: FastifyInstance,
  email = 'ada@example.com',
  portfolioId = 110,
  { terms = {} as Record<string, unknown>, achAuthorized = true } = {},
): Promise<Confirmed> {
  const who = await qualifiedBorrower(app, email, portfolioId);
  return confirmTerms(app, { ...who, email, portfolioId, loanNo: '' }, terms, achAuthorized);
}

/** The wizard's last two steps again, with these terms: the same loan takes them while unsigned. */
export async function confirmTerms(app: FastifyInstance, who: Confirmed, terms: Record<string, unknown> = {}, achAuthorized = true): Promise<Confirmed> {
  const input = { ...TERMS, ...terms };
  const [open] = await app.database.orm.select().from(application).where(eq(application.customerId, who.customerId));
  await ok(app, calculatePaymentSchedule, input, who.headers);
  const choices = { ...input, achAuthorized, bankAccountId: open!.bankAccountId };
  // Paying by debit card, the wizard's mode step carries the card (the sandbox processor's approving test card).
  const card = input.repaymentMode === PAYMENT_MODE.debitCard ? { cardToken: await testCardToken(app), authorizeCard: true } : {};
  const { loanNo } = await ok<{ loanNo: string }>(app, savePaymentOption, { mode: 1, step: 'confirm-details', choices, ...card }, who.headers);
  return { ...who, loanNo };
}

async function testCardToken(app: FastifyInstance): Promise<string> {
  const card = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', zip: '73301' };
  return (await ok<{ cardToken: string }>(app, tokenizeCard, card)).cardToken;
}

/** A new session after the clock moved past the old one's (30 minutes idle, 12 hours at most). */
export async function signInAgain(app: FastifyInstance, who: Confirmed): Promise<Confirmed> {
  return { ...who, headers: authHeaders(await signInWithCode(app, who.email, undefined, who.portfolioId)) };
}

/** Changes the name on the borrower's application, as a saved personal section keeps it (the application stays qualified). */
export async function renameApplicant(app: FastifyInstance, customerId: string, name: { firstName?: string; middleName?: string; lastName?: string }) {
  const [open] = await app.database.orm.select().from(application).where(eq(application.customerId, customerId));
  await app.database.orm
    .update(application)
    .set({ personal: { ...open!.personal, ...name } })
    .where(eq(application.id, open!.id));
}

export const sendAgreement = (app: FastifyInstance, who: Confirmed, sessionId = SESSION) =>
  ok<AgreementToSign>(app, sendLoanAgreement, { sessionId }, who.headers);

/** The {resource} of the newest signing link mailed to the borrower. */
export async function signingLinkOf(app: FastifyInstance, email: string): Promise<string> {
  return resourceIn((await latestMail(app, email)).text, '/signature');
}

/** What sign-loan-agreement takes, with Ada's name and the current disclosure unless changed. */
export const signing = (signer: { requestId: string } | { resource: string }, changes: Record<string, unknown> = {}) => ({
  ...signer,
  typedName: 'Ada Lovelace',
  disclosureVersion: '2026-11',
  consented: true,
  agreedToTerms: true,
  ...changes,
});

/** The envelope of a refused call (HTTP 200 with its code). */
export async function refused(app: FastifyInstance, definition: CallDefinition, input: unknown, headers: Record<string, string> = {}) {
  const reply = await call(app, definition, input, headers);
  expect(reply.statusCode).toBe(200);
  return reply.json() as { code: number; message: string; data: unknown };
}

/** How many rows each table signing writes holds, and the loans as they are: a refusal must change none. */
export async function signingRows(app: FastifyInstance) {
  const orm = app.database.orm;
  const counted = async (table: PgTable) => (await orm.select({ n: count() }).from(table))[0]!.n;
  return {
    agreements: await orm.select({ id: loanAgreement.id, signStatus: loanAgreement.signStatus, viewedAt: loanAgreement.viewedAt }).from(loanAgreement),
    links: await orm.select().from(signatureLink),
    documents: await counted(agreementDocumentLink),
    sessions: await counted(agreementWaitingSession),
    signatures: await counted(agreementSignature),
    mails: await counted(mailOutbox),
    loans: await orm.select({ id: loan.id, signatureStatus: loan.signatureStatus, loanSubStatus: loan.loanSubStatus, tracker: loan.tracker }).from(loan),
  };
}

/** Downloads a documentUrl the way a browser would. */
export const download = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

type SocketClient = { next(): Promise<unknown>; close(): void };

/** A realtime socket of a session, as the app opens it, keeping every message in order. */
export async function connect(app: FastifyInstance, sessionId = SESSION): Promise<SocketClient> {
  const queue: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  const socket = await app.injectWS(
    `/realtime/borrower-web/${sessionId}`,
    { headers: { origin: OUR_ORIGIN } },
    {
      onInit(ws) {
        ws.on('message', (data) => {
          const message: unknown = JSON.parse(data.toString());
          const waiter = waiting.shift();
          if (waiter) waiter(message);
          else queue.push(message);
        });
      },
    },
  );
  return {
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiting.push(resolve))),
    close: () => socket.terminate(),
  };
}

/** The text of each page of a PDF, as pdf.js reads it (the legacy build runs on Node 20). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    // One space between pieces, whatever the line breaks: "ANNUAL PERCENTAGE RATE" reads the same wrapped or not.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}
