// Shared by the loan-life tests: an app on the manual clock, a borrower who signed through the real calls
// (confirmed by the wizard, agreement sent, signed), the loan and its decisions as stored, the home page's
// flag and tracker, and the operator commands run as `npm run ops` runs them.
// TEST_NOW is Monday 16 March 2026, 12:00 in New York (EDT): before Goldcrest's 13:00 cut-off (17:00 UTC).
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { listDisbursementLoan, type DisbursementLoan } from '#src/api/contract/loan.ts';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import type { Config } from '#server/config.ts';
import { application, job, loan, loanDecision } from '#server/db/schema.ts';
import { loanOperations, type OpsCommand } from '#server/loans/operations.ts';
import { manualClock } from '../helper.ts';
import { ok } from '../support/accounts.ts';
import { buildWithKey, confirmedBorrower, sendAgreement, signing, signInAgain, type Confirmed } from '../signing/support.ts';

export { TEST_NOW } from '../helper.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** 13:00 in New York on the test day: Goldcrest's same-day cut-off, when funding starts. */
export const GOLDCREST_CUT_OFF = Date.parse('2026-03-16T17:00:00Z');

export type LifeApp = { app: FastifyInstance; clock: ReturnType<typeof manualClock> };

/** An app whose clock the test moves; funding completes by itself only when the test says how long it takes. */
export async function lifeApp(overrides: Partial<Config> = {}): Promise<LifeApp> {
  const clock = manualClock();
  const app = await buildWithKey({ clock, ...overrides });
  return { app, clock };
}

export type Signed = Confirmed & { loanId: string };

/** A borrower (Ada, Goldcrest unless told) whose $1,000.00 loan for Monday 16 March is confirmed and signed: 102005, tracker 1. */
export async function signedBorrower(app: FastifyInstance, email = 'ada@example.com', portfolioId = 110, terms: Record<string, unknown> = {}): Promise<Signed> {
  const who = await confirmedBorrower(app, email, portfolioId, { terms });
  const sent = await sendAgreement(app, who);
  await ok(app, signLoanAgreement, signing({ requestId: sent.requestId }), who.headers);
  return { ...who, loanId: (await loanOf(app, who.loanNo)).id };
}

export async function loanOf(app: FastifyInstance, loanNo: string) {
  const [row] = await app.database.orm.select().from(loan).where(eq(loan.loanNo, loanNo));
  if (!row) throw new Error(`No loan ${loanNo}`);
  return row;
}

export async function applicationOfLoan(app: FastifyInstance, loanNo: string) {
  const row = await loanOf(app, loanNo);
  const [found] = await app.database.orm.select().from(application).where(eq(application.id, row.applicationId!));
  return found!;
}

export async function decisionsOf(app: FastifyInstance, loanNo: string) {
  const row = await loanOf(app, loanNo);
  return app.database.orm.select().from(loanDecision).where(eq(loanDecision.loanId, row.id)).orderBy(asc(loanDecision.at), asc(loanDecision.id));
}

export async function jobsOf(app: FastifyInstance, loanNo: string) {
  const row = await loanOf(app, loanNo);
  return app.database.orm.select().from(job).where(eq(job.loanId, row.id)).orderBy(asc(job.id));
}

/** The home page as the borrower sees it now (a new session: the clock may have moved past the old one). */
export async function homeOf(app: FastifyInstance, who: Confirmed): Promise<{ flag: number; loan: DisbursementLoan | undefined }> {
  const fresh = await signInAgain(app, who);
  const answer = await ok<{ homePageFlag: number; loans: DisbursementLoan[] }>(app, listDisbursementLoan, {}, fresh.headers);
  return { flag: answer.homePageFlag, loan: answer.loans.find((row) => row.loanNo === who.loanNo) };
}

/** The operator commands on this app's database and clock, as the command line runs them. */
export function ops({ app, clock }: LifeApp, settings = { fundingCompletesAfterMs: undefined as number | undefined }) {
  const operations = loanOperations(app.database.orm, clock, settings);
  return (command: OpsCommand) => operations.run(command);
}

/** A decision as `npm run ops -- <action> <loanNo> --operator alice` sends it. */
export const decide = (action: Extract<OpsCommand, { command: 'decide' }>['action'], loanNo: string, extra: Record<string, string> = {}): OpsCommand =>
  ({ command: 'decide', action, loanNo, operator: 'alice', ...extra }) as OpsCommand;
