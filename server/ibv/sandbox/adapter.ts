// The sandbox providers behind the adapter: their pages (server/routes/sandbox-ibv.ts) record the
// borrower's progress in the request row; the adapter reads it back as a status and, once the borrower
// chose an account, builds the report from the documented sandbox user.
import { IBV_STATUS } from '#src/domain/codes/ibv.ts';
import { businessToday } from '#src/domain/calendar.ts';
import type { IbvProviderAdapter, ProviderReport, ProviderRequest, ProviderState } from '../provider.ts';
import type { SandboxBrand } from './brands.ts';
import { institutionById } from './institutions.ts';
import { readProgress } from './progress.ts';
import { sandboxTransactions } from './transactions.ts';
import { sandboxUser } from './users.ts';

/** The first page of a sandbox request: a relative path, so the borrower stays on the lender's host. */
export function sandboxUrl(brand: SandboxBrand, requestCode: string, step = 'bank'): string {
  return `/sandbox-ibv/${brand.slug}/${requestCode}/${step}`;
}

function report(request: ProviderRequest): ProviderReport | null {
  const progress = readProgress(request.progress);
  const user = progress.username === undefined ? undefined : sandboxUser(progress.username);
  const institution = institutionById(progress.institutionId);
  if (!user || !institution || !request.completedAt) return null;
  return {
    institutionName: institution.name,
    accounts: user.accounts.map((account) => ({
      accountId: account.accountId,
      name: account.name,
      accountType: account.accountType,
      routingNumber: institution.routingNumber,
      accountNumber: account.accountNumber,
      balanceCents: account.balanceCents,
      selected: account.accountId === progress.selectedAccountId,
    })),
    // The 90 days up to the day the borrower connected (New York date).
    transactions: sandboxTransactions(user, businessToday(request.completedAt.getTime())),
  };
}

export function sandboxAdapter(brand: SandboxBrand): IbvProviderAdapter {
  return {
    provider: brand.provider,
    name: brand.name,
    description: brand.description,
    async startSession({ requestCode }) {
      return { providerUrl: sandboxUrl(brand, requestCode) };
    },
    async state(request, now): Promise<ProviderState> {
      const progress = readProgress(request.progress);
      const reason = progress.reason ?? null;
      const ready =
        request.status === IBV_STATUS.successful ||
        (request.status === IBV_STATUS.inProgress && progress.reportReadyAt !== undefined && progress.reportReadyAt <= now);
      if (!ready) return { status: request.status, reason, report: null };
      const built = report(request);
      // A finished request whose user or bank is unknown cannot happen through the pages; say so honestly.
      if (!built) return { status: IBV_STATUS.otherError, reason: 'unexpected', report: null };
      return { status: IBV_STATUS.successful, reason: null, report: built };
    },
  };
}
