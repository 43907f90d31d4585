// Online bank verification calls (issue 5, prefix /dolphin-loan/online): get-provider, create-request-code,
// get-request-status, get-request-details; each reaches only the signed-in customer's own requests.
import { getProvider, createRequestCode, getRequestDetails, getRequestStatus } from '#src/api/contract/ibv.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { IBV_STATUS, type IbvProvider } from '#src/domain/codes/ibv.ts';
import { maskTail } from '#src/domain/format.ts';
import type { BankAccountType } from '#src/domain/codes/bank.ts';
import type { PayrollFrequency } from '#src/domain/codes/payroll.ts';
import type { Services } from '../app-services.ts';
import { sameDigest } from '../application/sealed.ts';
import { refuse } from '../http/refusal.ts';
import { registerCall, type CallRouting } from '../http/register-call.ts';
import { portfolioStore } from '../services/portfolios.ts';
import { registerSandboxIbvRoutes } from './sandbox-ibv.ts';

/** The verification calls and the sandbox providers' pages, over one request service. */
export function registerIbvRoutes(routing: CallRouting, services: Services): void {
  const { orm, ibv: requests } = services;
  const portfolios = portfolioStore(orm);
  registerSandboxIbvRoutes(routing, services);

  registerCall(routing, getProvider, async ({ portfolioId }) => {
    if (!(await portfolios.byId(portfolioId))) return refuse(RESULT.portfolioNotFound);
    return { providers: requests.providers().map(({ provider, name, description }) => ({ provider, name, description })) };
  });

  registerCall(routing, createRequestCode, async ({ provider }, context) => {
    const customer = context.customer;
    const created = await requests.create(customer.customerId, customer.portfolioId, provider);
    if ('code' in created) return refuse(created);
    return { requestCode: created.requestCode, provider, providerUrl: created.providerUrl, expiresAt: created.expiresAt.toISOString() };
  });

  registerCall(routing, getRequestStatus, async ({ requestCode }, context) => {
    const found = await requests.ownByCode(context.customer.customerId, requestCode);
    if (!found) return refuse(RESULT.ibvRequestNotFound);
    const request = await requests.refresh(found);
    const answer = await requests.answer(request);
    return {
      requestCode,
      provider: request.provider as IbvProvider,
      status: request.status as (typeof IBV_STATUS)[keyof typeof IBV_STATUS],
      message: answer.message,
      canRetry: answer.canRetry,
      canUseAnotherProvider: answer.canUseAnotherProvider,
      canUploadStatement: answer.canUploadStatement,
      noIbvSituation: answer.noIbvSituation as 201 | 202 | 203 | 204 | null,
      found: answer.found,
    };
  });

  registerCall(routing, getRequestDetails, async ({ requestCode }, context) => {
    const found = await requests.ownByCode(context.customer.customerId, requestCode);
    if (!found) return refuse(RESULT.ibvRequestNotFound);
    const request = await requests.refresh(found);
    const report = request.status === IBV_STATUS.successful ? await requests.report(request) : undefined;
    if (!report) return refuse(RESULT.ibvReportNotReady);
    const own = report.applicationDigest;
    return {
      requestCode,
      institutionName: report.row.institutionName,
      accounts: report.accounts.map((account) => ({
        accountId: account.accountId,
        name: account.name,
        accountType: account.accountType as BankAccountType,
        accountMasked: maskTail(account.accountLast4),
        balanceCents: account.balanceCents,
        matchesApplication: own !== null && sameDigest(own, account.accountDigest),
        selected: account.selected,
      })),
      income: {
        monthlyIncomeCents: report.income.monthlyIncomeCents,
        payrollFrequency: report.income.payrollFrequency as PayrollFrequency | null,
        lastPayday: report.income.lastPayday,
        depositsCount: report.income.depositsCount,
      },
    };
  });
}
