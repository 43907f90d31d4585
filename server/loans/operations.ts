// What an operator does to loans (`npm run ops`, decision 0720): list them, show one with its decisions and
// jobs, and take a decision on one. The same code answers the command line when it opens the database itself
// and the server's loopback-only /dev/ops route when the server holds the embedded database.
import { asc, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { inProgressTrackerLabel, loanStatusLabel, loanSubStatusLabel, SIGNATURE_STATUS } from '#src/domain/codes/loan.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, customer, job, loan, loanDecision, type LoanRow } from '../db/schema.ts';
import { RETURN_REASONS, type ReturnCode } from '../repayment/processor.ts';
import { repaymentOperations, RepaymentOpsError, type RepaymentOpsResult } from '../repayment/operations.ts';
import { couponOperations, CouponOpsError, DEFAULT_COUPON_DAYS, type CouponOpsResult } from '../coupons/operations.ts';
import { applyDecision, DecisionNotAllowed, lockLoan, type LifeSettings } from './decisions.ts';
import { allowedFrom, actionsAllowedIn, LOAN_ACTIONS, REVIEW_QUEUES, stageOf, type Decision, type LoanAction, type Stage } from './rules.ts';

/** An operator's name as recorded: letters, digits and . _ @ - (an OS user name, an e-mail). */
export const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/;
const loanNoField = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{4,32}$/, 'is not a loan number'));
const reasonField = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(500, 'is at most 500 characters'));
const operatorField = v.pipe(v.string(), v.regex(OPERATOR_NAME, 'must be 1 to 64 letters, digits or . _ @ -'));

/** A command as the command line sends it to the server (and as it runs it itself). */
export const opsCommandSchema = v.variant('command', [
  v.object({ command: v.literal('list'), status: v.optional(v.pipe(v.number(), v.integer())) }),
  v.object({ command: v.literal('show'), loanNo: loanNoField }),
  v.object({
    command: v.literal('decide'),
    loanNo: loanNoField,
    action: v.picklist(LOAN_ACTIONS),
    queue: v.optional(v.picklist(Object.keys(REVIEW_QUEUES) as Array<keyof typeof REVIEW_QUEUES>)),
    reason: v.optional(reasonField),
    operator: operatorField,
  }),
  // Repayment (decision 0730): the sandbox ACH processor's settlement and returns, and a demo loan for browser tests.
  v.object({ command: v.literal('settle'), loanNo: loanNoField, through: v.optional(v.pipe(v.string(), v.isoDate('is not a date as YYYY-MM-DD'))) }),
  v.object({ command: v.literal('return'), loanNo: loanNoField, reason: v.picklist(Object.keys(RETURN_REASONS) as ReturnCode[]) }),
  // Development: the next automatic withdrawal taken now, as on its due date, without moving the shared clock.
  v.object({ command: v.literal('withdraw-now'), loanNo: loanNoField }),
  v.object({
    command: v.literal('book-repaying-loan'),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('is not an e-mail address')),
    portfolioId: v.pipe(v.number(), v.integer()),
  }),
  // Coupons (decision 0750): a loan put with collections, and a coupon issued on it.
  v.object({ command: v.literal('collect'), loanNo: loanNoField, reason: v.optional(reasonField), operator: operatorField }),
  v.object({
    command: v.literal('coupon-issue'),
    loanNo: loanNoField,
    discount: v.optional(
      v.union([v.object({ percent: v.pipe(v.number(), v.gtValue(0), v.ltValue(100)) }), v.object({ cents: v.pipe(v.number(), v.integer(), v.minValue(1)) })]),
    ),
    planCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(6))),
    days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)), DEFAULT_COUPON_DAYS),
    operator: operatorField,
  }),
]);
export type OpsCommand = v.InferOutput<typeof opsCommandSchema>;

/** The decisions that must say why. */
export const REASON_REQUIRED: readonly LoanAction[] = ['decline', 'block', 'fail-funding'];

/** A refusal an operator can act on: unknown loan, a decision the loan's status does not allow, a missing reason. */
export class OpsError extends Error {
  override name = 'OpsError';
}

const STAGE_TEXT: Readonly<Record<Stage, string>> = {
  unsigned: 'not signed (101, or 102 without a signature)',
  validating: 'in auto validation (102005)',
  'in-review': 'in a review queue (102001-102004, 102006)',
  blocked: 'blocked (102008)',
  approved: 'approved (104)',
  funding: 'funding (201)',
  'funding-failed': 'funding failed (201, exception)',
  funded: 'funded (202-205)',
  withdrawn: 'withdrawn (103)',
  closed: 'closed (206)',
};

export type LoanSummary = {
  loanNo: string;
  portfolioId: number;
  status: string;
  subStatus: string | null;
  tracker: string | null;
  signed: boolean;
  amountCents: number;
  disbursementDate: string | null;
  updatedAt: string;
};

export type LoanDetail = LoanSummary & {
  stage: Stage;
  allowed: LoanAction[];
  customerEmail: string | null;
  applicationNo: string | null;
  terminationReason: number | null;
  originationStatus: number | null;
  decisions: Array<{ at: string; action: string; from: string; to: string; operator: string; reason: string | null }>;
  jobs: Array<{ id: number; kind: string; mail: string | null; runAt: string; attempts: number; state: string; lastError: string | null }>;
};

export type OpsResult =
  | { kind: 'list'; loans: LoanSummary[] }
  | { kind: 'show'; loan: LoanDetail }
  | { kind: 'decided'; action: LoanAction; from: string; loan: LoanSummary; operator: string; at: string }
  | RepaymentOpsResult
  | CouponOpsResult;

const statusText = (status: number, subStatus: number | null) =>
  `${status} ${loanStatusLabel(status) ?? ''}${subStatus === null ? '' : ` / ${subStatus} ${loanSubStatusLabel(subStatus) ?? ''}`}`.trim();

function summaryOf(row: LoanRow): LoanSummary {
  return {
    loanNo: row.loanNo,
    portfolioId: row.portfolioId,
    status: `${row.loanStatus} ${loanStatusLabel(row.loanStatus) ?? ''}`.trim(),
    subStatus: row.loanSubStatus === null ? null : `${row.loanSubStatus} ${loanSubStatusLabel(row.loanSubStatus) ?? ''}`.trim(),
    tracker: row.tracker === null ? null : `${row.tracker} ${inProgressTrackerLabel(row.tracker) ?? ''}`.trim(),
    signed: row.signatureStatus === SIGNATURE_STATUS.signed,
    amountCents: row.principalCents,
    disbursementDate: row.disbursementDate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LIST_LIMIT = 200;

export function loanOperations(
  orm: AppDatabase,
  clock: Clock,
  settings: LifeSettings,
  { production = false, port }: { production?: boolean; port?: number | undefined } = {},
) {
  const repayment = repaymentOperations(orm, clock, { production });
  const coupons = couponOperations(orm, clock, { production, port });
  async function list(status: number | undefined): Promise<OpsResult> {
    const rows = await orm
      .select()
      .from(loan)
      .where(status === undefined ? undefined : eq(loan.loanStatus, status))
      .orderBy(desc(loan.updatedAt), asc(loan.loanNo))
      .limit(LIST_LIMIT);
    return { kind: 'list', loans: rows.map(summaryOf) };
  }

  async function show(loanNo: string): Promise<OpsResult> {
    const [found] = await orm
      .select({
        loan,
        email: customer.email,
        applicationNo: application.applicationNo,
        terminationReason: application.terminationReason,
        originationStatus: application.originationStatus,
      })
      .from(loan)
      .leftJoin(customer, eq(customer.id, loan.customerId))
      .leftJoin(application, eq(application.id, loan.applicationId))
      .where(eq(loan.loanNo, loanNo));
    if (!found) throw unknownLoan(loanNo);
    const decisions = await orm.select().from(loanDecision).where(eq(loanDecision.loanId, found.loan.id)).orderBy(asc(loanDecision.at), asc(loanDecision.id));
    const jobs = await orm.select().from(job).where(eq(job.loanId, found.loan.id)).orderBy(asc(job.runAt), asc(job.id));
    const stage = stageOf(found.loan);
    return {
      kind: 'show',
      loan: {
        ...summaryOf(found.loan),
        stage,
        allowed: actionsAllowedIn(stage),
        customerEmail: found.email,
        applicationNo: found.applicationNo,
        terminationReason: found.terminationReason,
        originationStatus: found.originationStatus,
        decisions: decisions.map((row) => ({
          at: row.at.toISOString(),
          action: row.action,
          from: statusText(row.fromStatus, row.fromSubStatus),
          to: statusText(row.toStatus, row.toSubStatus),
          operator: row.operator,
          reason: row.reason,
        })),
        jobs: jobs.map((row) => ({
          id: row.id,
          kind: row.kind,
          mail: row.payload.mail ?? null,
          runAt: row.runAt.toISOString(),
          attempts: row.attempts,
          state: row.doneAt ? 'done' : row.failedAt ? 'failed' : row.cancelledAt ? 'cancelled' : 'pending',
          lastError: row.lastError,
        })),
      },
    };
  }

  async function decide(command: Extract<OpsCommand, { command: 'decide' }>): Promise<OpsResult> {
    const { action, loanNo } = command;
    if (action === 'review' && !command.queue) throw new OpsError(`review needs --queue, one of: ${Object.keys(REVIEW_QUEUES).join(', ')}.`);
    if (REASON_REQUIRED.includes(action) && !command.reason) throw new OpsError(`${action} needs --reason: say why, it is kept with the decision.`);
    const decision = (action === 'review' ? { action, queue: command.queue! } : { action }) as Decision;
    const operator = `ops:${command.operator}`;
    const at = new Date(clock.now());
    return orm.transaction(async (tx) => {
      const row = await lockLoan(tx, { loanNo });
      if (!row) throw unknownLoan(loanNo);
      try {
        const decided = await applyDecision(tx, row, { decision, operator, reason: command.reason ?? null, at }, settings);
        return {
          kind: 'decided',
          action,
          from: statusText(row.loanStatus, row.loanSubStatus),
          loan: summaryOf(decided),
          operator,
          at: at.toISOString(),
        } as const;
      } catch (error) {
        if (error instanceof DecisionNotAllowed) throw notAllowed(row, error);
        throw error;
      }
    });
  }

  /** Runs a command (checked here by opsCommandSchema, whoever sent it); throws OpsError when the operator can fix something. */
  async function run(input: OpsCommand): Promise<OpsResult> {
    const parsed = parseOpsCommand(input);
    if ('error' in parsed) throw new OpsError(parsed.error);
    const { command } = parsed;
    switch (command.command) {
      case 'list':
        return list(command.status);
      case 'show':
        return show(command.loanNo);
      case 'decide':
        return decide(command);
      case 'settle':
      case 'return':
      case 'withdraw-now':
      case 'book-repaying-loan':
        try {
          if (command.command === 'settle') return await repayment.settle(command.loanNo, command.through);
          if (command.command === 'return') return await repayment.returnLatest(command.loanNo, command.reason);
          if (command.command === 'withdraw-now') return await repayment.withdrawNow(command.loanNo);
          return await repayment.bookRepayingLoan(command.email, command.portfolioId);
        } catch (error) {
          if (error instanceof RepaymentOpsError) throw new OpsError(error.message);
          throw error;
        }
      case 'collect':
      case 'coupon-issue':
        try {
          if (command.command === 'collect')
            return await coupons.collect(command.loanNo, `ops:${command.operator}`, command.reason ?? 'Put with collections by an operator.');
          const offer = { ...(command.discount ? { discount: command.discount } : {}), ...(command.planCount ? { planCount: command.planCount } : {}) };
          return await coupons.issue(command.loanNo, { offer, days: command.days, operator: `ops:${command.operator}` });
        } catch (error) {
          if (error instanceof CouponOpsError) throw new OpsError(error.message);
          throw error;
        }
    }
  }

  return { run };
}

export type LoanOperations = ReturnType<typeof loanOperations>;

const unknownLoan = (loanNo: string) => new OpsError(`There is no loan ${loanNo}. \`npm run ops -- list\` shows the loans.`);

function notAllowed(row: LoanRow, error: DecisionNotAllowed): OpsError {
  const from = allowedFrom(error.action)
    .map((stage) => STAGE_TEXT[stage])
    .join(', ');
  const now = error.allowed.length > 0 ? `Allowed now: ${error.allowed.join(', ')}.` : 'No decision is allowed now.';
  return new OpsError(
    `Cannot ${error.action} ${row.loanNo}: it is ${statusText(row.loanStatus, row.loanSubStatus)}, ${STAGE_TEXT[error.stage]}. ${error.action} is allowed only when the loan is ${from}. ${now}`,
  );
}

/** Checks a command from outside (the /dev/ops body): the command, or the problems in one line. */
export function parseOpsCommand(input: unknown): { command: OpsCommand } | { error: string } {
  const parsed = v.safeParse(opsCommandSchema, input);
  if (parsed.success) return { command: parsed.output };
  return { error: `Not a valid command: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'} ${issue.message}`).join('; ')}.` };
}
