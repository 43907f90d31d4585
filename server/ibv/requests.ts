// The request service (decision 0520): opens verifications for the signed-in borrower's open application,
// keeps each request's status in step with its provider, and on success writes the report and marks the
// application (ibv_request_id, the 'ibv' section, a matching bank account verified), unless the account
// shows no regular pay: then the report is kept and the application is only told why (204, decision 0522).
import { and, count, eq, isNull, lt, ne } from 'drizzle-orm';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { SECTION } from '#src/domain/codes/application.ts';
import { IBV_STATUS, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { businessToday } from '#src/domain/calendar.ts';
import { accountDigest, last4, seal } from '../application/sealed.ts';
import type { Clock } from '../clock.ts';
import type { AppDatabase } from '../db/database.ts';
import { application, bankAccount, ibvReport, ibvRequest, portfolio } from '../db/schema.ts';
import type { Result } from '../http/refusal.ts';
import type { IbvFindings } from '#src/api/contract/ibv.ts';
import { findingsOf } from './findings.ts';
import { hasRegularPay, incomeFromDeposits, type Income } from './income.ts';
import type { IbvProviderAdapter, IbvReason, ProviderReport } from './provider.ts';
import { hashRequestCode, newRequestCode, REQUEST_CODE_SHAPE, REQUEST_LIFETIME_MS } from './request-code.ts';
import { FAILED_REQUESTS_BEFORE_NOT_VERIFIED, statusAnswer, type StatusAnswer } from './status-answers.ts';
import { lockedBySignedLoan } from '../loans/application-lock.ts';

export type IbvRequestRow = typeof ibvRequest.$inferSelect;

/** The stored shape of one report account (shared agreements of issue 5). */
export type ReportAccount = {
  accountId: string;
  name: string;
  accountType: number;
  accountLast4: string;
  accountDigest: string;
  routingSealed: string;
  accountSealed: string;
  balanceCents: number;
  selected: boolean;
};

/** Application statuses a verification may still change (as the answers: server/application/applications.ts). */
const EDITABLE = new Set<string>(['draft', 'submitted', 'qualified']);

/** Statuses after which nothing more happens to a request. */
const FINAL = new Set<number>([IBV_STATUS.successful, IBV_STATUS.accountError, IBV_STATUS.institutionError, IBV_STATUS.otherError]);
/** Statuses the borrower can still move on the provider's pages (until the code expires). */
const OPEN = new Set<number>([IBV_STATUS.notStarted, IBV_STATUS.startedNotCompleted, IBV_STATUS.loginVerified]);

export function isFinished(status: number): boolean {
  return FINAL.has(status) || status === IBV_STATUS.inProgress;
}

export type IbvRequests = ReturnType<typeof ibvRequests>;

export function ibvRequests(deps: { orm: AppDatabase; clock: Clock; adapters: readonly IbvProviderAdapter[] }) {
  const { orm, clock } = deps;
  const adapterOf = (provider: number) => deps.adapters.find((adapter) => adapter.provider === provider);
  const now = () => new Date(clock.now());

  async function openApplication(customerId: string) {
    const [row] = await orm
      .select()
      .from(application)
      .where(and(eq(application.customerId, customerId), ne(application.status, 'withdrawn')))
      .limit(1);
    return row;
  }

  async function failedRequests(applicationId: string): Promise<number> {
    const [row] = await orm
      .select({ n: count() })
      .from(ibvRequest)
      .where(and(eq(ibvRequest.applicationId, applicationId), lt(ibvRequest.status, 0)));
    return row?.n ?? 0;
  }

  /** Whether a written report found regular pay (no report yet: nothing to say against it), and what it found. */
  async function reportFindings(requestId: string): Promise<{ regularPay: boolean; found: IbvFindings | null }> {
    const [row] = await orm
      .select({ institutionName: ibvReport.institutionName, transactions: ibvReport.transactions, income: ibvReport.income })
      .from(ibvReport)
      .where(eq(ibvReport.requestId, requestId));
    return row ? { regularPay: hasRegularPay(row.income as Income), found: findingsOf(row) } : { regularPay: true, found: null };
  }

  /**
   * Writes the report and marks the application, once: a second call for the same request changes nothing.
   * An account without regular pay marks nothing: it cannot qualify the application (its answer says 204).
   */
  async function recordSuccess(request: IbvRequestRow, report: ProviderReport): Promise<void> {
    const completedAt = request.completedAt ?? now();
    const accounts: ReportAccount[] = report.accounts.map((account) => ({
      accountId: account.accountId,
      name: account.name,
      accountType: account.accountType,
      accountLast4: last4(account.accountNumber),
      accountDigest: accountDigest(account.routingNumber, account.accountNumber),
      routingSealed: seal(account.routingNumber),
      accountSealed: seal(account.accountNumber),
      balanceCents: account.balanceCents,
      selected: account.selected,
    }));
    const income: Income = incomeFromDeposits(report.transactions, businessToday(completedAt.getTime()));
    await orm.transaction(async (tx) => {
      const inserted = await tx
        .insert(ibvReport)
        .values({ requestId: request.id, institutionName: report.institutionName, accounts, transactions: report.transactions, income, createdAt: now() })
        .onConflictDoNothing()
        .returning({ requestId: ibvReport.requestId });
      await tx.update(ibvRequest).set({ status: IBV_STATUS.successful, updatedAt: now() }).where(eq(ibvRequest.id, request.id));
      if (inserted.length === 0 || !hasRegularPay(income)) return;
      const [app] = await tx.select().from(application).where(eq(application.id, request.applicationId));
      // An application under review or refused meanwhile keeps what it was decided on.
      if (!app || !EDITABLE.has(app.status)) return;
      const completedSections = app.completedSections.includes(SECTION.ibv) ? app.completedSections : [...app.completedSections, SECTION.ibv];
      // New verified income or account makes an amount already calculated stale, as a changed answer does.
      await tx
        .update(application)
        .set({
          ibvRequestId: request.id,
          completedSections,
          noIbvSituation: null,
          status: 'draft',
          loanAmountResult: null,
          qualifiedAmountCents: null,
          qualification: null,
          submittedAt: null,
          updatedAt: now(),
        })
        .where(eq(application.id, app.id));
      const selected = accounts.find((account) => account.selected);
      if (app.bankAccountId && selected) {
        await tx
          .update(bankAccount)
          .set({ verified: true })
          .where(and(eq(bankAccount.id, app.bankAccountId), eq(bankAccount.accountDigest, selected.accountDigest)));
      }
    });
  }

  return {
    /** The lender a request's application is with, by its brand name (the sandbox pages name it). */
    async lenderNameOf(request: IbvRequestRow): Promise<string | undefined> {
      const [row] = await orm
        .select({ name: portfolio.name })
        .from(application)
        .innerJoin(portfolio, eq(portfolio.id, application.portfolioId))
        .where(eq(application.id, request.applicationId));
      return row?.name;
    },

    /** The providers a portfolio offers: both portfolios offer both sandbox providers. */
    providers(): readonly IbvProviderAdapter[] {
      return deps.adapters;
    },

    async create(
      customerId: string,
      portfolioId: number,
      provider: IbvProvider,
    ): Promise<{ requestCode: string; providerUrl: string; expiresAt: Date } | Result> {
      const [brand] = await orm.select({ originating: portfolio.originating }).from(portfolio).where(eq(portfolio.id, portfolioId));
      if (!brand?.originating) return RESULT.portfolioNotOriginating;
      const app = await openApplication(customerId);
      if (!app) return RESULT.ibvNoApplication;
      if (!EDITABLE.has(app.status)) return RESULT.applicationLocked;
      if (await lockedBySignedLoan(orm, app.id)) return RESULT.applicationSigned;
      if (!app.bankAccountId || !app.completedSections.includes(SECTION.bank)) return RESULT.ibvBankSectionIncomplete;
      if ((await failedRequests(app.id)) >= FAILED_REQUESTS_BEFORE_NOT_VERIFIED) return RESULT.ibvNoMoreAttempts;
      const adapter = adapterOf(provider);
      if (!adapter) return RESULT.ibvProviderNotOffered;

      const requestCode = newRequestCode();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + REQUEST_LIFETIME_MS);
      const [row] = await orm
        .insert(ibvRequest)
        .values({ requestCodeHash: hashRequestCode(requestCode), customerId, applicationId: app.id, provider, createdAt, updatedAt: createdAt, expiresAt })
        .returning({ id: ibvRequest.id });
      const { providerUrl } = await adapter.startSession({ id: row!.id, requestCode });
      return { requestCode, providerUrl, expiresAt };
    },

    /** The request a code opens, whoever asks (the provider pages: the code is their only key). */
    async byCode(requestCode: string): Promise<IbvRequestRow | undefined> {
      if (!REQUEST_CODE_SHAPE.test(requestCode)) return undefined;
      const [row] = await orm
        .select()
        .from(ibvRequest)
        .where(eq(ibvRequest.requestCodeHash, hashRequestCode(requestCode)));
      return row;
    },

    /** The request of a code only when it is this customer's. */
    async ownByCode(customerId: string, requestCode: string): Promise<IbvRequestRow | undefined> {
      if (!REQUEST_CODE_SHAPE.test(requestCode)) return undefined;
      const [row] = await orm
        .select()
        .from(ibvRequest)
        .where(and(eq(ibvRequest.requestCodeHash, hashRequestCode(requestCode)), eq(ibvRequest.customerId, customerId)));
      return row;
    },

    /** Records what the borrower did on the provider's pages. */
    async save(id: string, changes: { status?: number; progress?: Record<string, unknown>; failedAttempts?: number; completedAt?: Date }): Promise<void> {
      await orm
        .update(ibvRequest)
        .set({ ...changes, updatedAt: now() })
        .where(eq(ibvRequest.id, id));
    },

    /**
     * The request as it stands now: an open request past its expiry becomes -3, and the provider is asked
     * for anything newer (a report that became ready); success writes the report. Answers the fresh row.
     */
    async refresh(request: IbvRequestRow): Promise<IbvRequestRow> {
      if (OPEN.has(request.status) && request.expiresAt.getTime() <= clock.now()) {
        const progress = { ...request.progress, reason: 'expired' satisfies IbvReason };
        await orm.update(ibvRequest).set({ status: IBV_STATUS.otherError, progress, updatedAt: now() }).where(eq(ibvRequest.id, request.id));
        return { ...request, status: IBV_STATUS.otherError, progress };
      }
      const adapter = adapterOf(request.provider);
      if (!adapter || (FINAL.has(request.status) && request.status !== IBV_STATUS.successful)) return request;
      if (request.status === IBV_STATUS.successful) {
        const [written] = await orm.select({ id: ibvReport.requestId }).from(ibvReport).where(eq(ibvReport.requestId, request.id));
        if (written) return request;
      }
      const state = await adapter.state(
        { id: request.id, provider: request.provider as IbvProvider, progress: request.progress, status: request.status, completedAt: request.completedAt },
        clock.now(),
      );
      if (state.status === IBV_STATUS.successful && state.report) {
        await recordSuccess(request, state.report);
        return { ...request, status: IBV_STATUS.successful };
      }
      if (state.status !== request.status) {
        const progress = { ...request.progress, reason: state.reason ?? undefined };
        await orm.update(ibvRequest).set({ status: state.status, progress, updatedAt: now() }).where(eq(ibvRequest.id, request.id));
        return { ...request, status: state.status, progress };
      }
      return request;
    },

    /**
     * What the borrower reads for a request, and (for 201 to 204) the application's no-IBV situation; a
     * success with regular pay also answers what its report found (issue 18).
     */
    async answer(request: IbvRequestRow): Promise<StatusAnswer & { found: IbvFindings | null }> {
      const reason = (request.progress.reason as IbvReason | undefined) ?? null;
      const { regularPay, found } = request.status === IBV_STATUS.successful ? await reportFindings(request.id) : { regularPay: true, found: null };
      const failed = request.status < 0 || !regularPay ? await failedRequests(request.applicationId) : 0;
      const answer = statusAnswer(request.status, reason, failed, { regularPay });
      if (answer.noIbvSituation !== null) {
        await orm
          .update(application)
          .set({ noIbvSituation: answer.noIbvSituation, updatedAt: now() })
          // A verified application keeps its verification: an older failed request, or a later account
          // without pay, does not undo it.
          .where(and(eq(application.id, request.applicationId), eq(application.customerId, request.customerId), isNull(application.ibvRequestId)));
      }
      return { ...answer, found: regularPay ? found : null };
    },

    async report(request: IbvRequestRow) {
      const [row] = await orm.select().from(ibvReport).where(eq(ibvReport.requestId, request.id));
      if (!row) return undefined;
      const [app] = await orm.select({ bankAccountId: application.bankAccountId }).from(application).where(eq(application.id, request.applicationId));
      const [own] = app?.bankAccountId
        ? await orm.select({ accountDigest: bankAccount.accountDigest }).from(bankAccount).where(eq(bankAccount.id, app.bankAccountId))
        : [];
      return { row, accounts: row.accounts as ReportAccount[], income: row.income as Income, applicationDigest: own?.accountDigest ?? null };
    },
  };
}
