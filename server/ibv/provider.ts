// The adapter a bank verification (IBV) provider implements (decision 0520). The request service owns the
// request rows, the borrower-facing messages and the report we keep; a provider only opens a session for a
// request and tells, when asked, how far the borrower got and what it found.
import type { IbvProvider } from '#src/domain/codes/ibv.ts';
import type { IsoDate } from '#src/domain/iso-date.ts';

/** Why a request ended the way it did, for the borrower's message (spec IBV statuses -3 to 100). */
export type IbvReason = 'wrongCredentials' | 'wrongMfa' | 'accountLocked' | 'noEligibleAccount' | 'institutionDown' | 'expired' | 'unexpected';

/** An account as the provider found it: numbers in the clear, only ever held in memory until sealed. */
export type FoundAccount = {
  accountId: string;
  name: string;
  /** BANK_ACCOUNT_TYPE */
  accountType: number;
  routingNumber: string;
  accountNumber: string;
  balanceCents: number;
  selected: boolean;
};

export type FoundTransaction = {
  date: IsoDate;
  amountCents: number;
  description: string;
  kind: 'payroll' | 'other';
  /** Who paid a deposit, when the provider names its counterparty (a payroll deposit's employer). */
  payer?: string;
};

/** What a provider answers once the borrower's bank data is ready. */
export type ProviderReport = {
  institutionName: string;
  accounts: FoundAccount[];
  /** The selected account's last 90 days, oldest first. */
  transactions: FoundTransaction[];
};

/** The provider's view of one request now. A report comes with status 100 only. */
export type ProviderState = { status: number; reason: IbvReason | null; report: ProviderReport | null };

/** What the adapter is told of a request (never the code itself after the session is opened). */
export type ProviderRequest = { id: string; provider: IbvProvider; progress: Record<string, unknown>; status: number; completedAt: Date | null };

export interface IbvProviderAdapter {
  readonly provider: IbvProvider;
  /** Shown in the provider choice: a real provider's brand name. */
  readonly name: string;
  readonly description: string;
  /**
   * Opens the provider's session for a new request: where the borrower's browser continues. The sandbox
   * answers a path of this server; a real provider answers its own hosted URL.
   */
  startSession(request: { id: string; requestCode: string }): Promise<{ providerUrl: string }>;
  /**
   * How far the request is at `now` (a real provider is polled or has called a webhook; the sandbox reads
   * what its pages recorded). Called whenever the borrower asks for the status.
   */
  state(request: ProviderRequest, now: number): Promise<ProviderState>;
}
