// What the app may persist between visits (spec section 9): the loan, workflow, coupon, portfolio and
// online-signature slices. Never an SSN, a bank account or routing number, or a password: the types
// refuse such fields (SecretFree), and the store checks again at run time.
import type { CouponDetails } from '#src/api/contract/coupon.ts';
import type { Portfolio } from '#src/api/contract/portfolio.ts';

export type LoanSlice = {
  loanNo?: string;
  loanId?: number;
  loanStatus?: number;
  loanSubStatus?: number;
  applicationNo?: string;
  requestId?: string;
  programCode?: string;
  preLoan?: boolean;
  /** Integer cents. */
  approvedAmount?: number;
  hasQualifiedPrincipal?: boolean;
  collectionLoanNo?: string;
  collectionPortfolioId?: number;
  /** The terms the borrower chose: amounts in integer cents, dates 'YYYY-MM-DD'. */
  chosenTerms?: { amount: number; paymentFrequency: number; disbursementDate: string; firstPaymentDate?: string };
  /** Each mode's fee in integer cents; `purpose` tells a repayment mode's from a disbursement mode's (ACH is both). */
  transactionFees?: ReadonlyArray<{ mode: number; fee: number; purpose?: 'repayment' | 'disbursement' }>;
  /** The loan being repaid that the loan details page showed last (amounts in integer cents). */
  repaymentLoan?: { loanNo: string; loanStatus: number; balanceCents: number };
};

export type WorkflowSlice = {
  resource?: string;
  isConsent?: boolean;
  sessionId?: string;
  redirectUrl?: string;
  /** Masked for display only, e.g. (***) ***-1234. */
  consentPhoneMasked?: string;
  inProgressTicket?: string;
};

/** The coupon opened from an e-mailed link (issue 14, decision 0750); never the identity answers. */
export type CouponSlice = {
  /** The link's identifier the token was given for (its verification page asks again once the token is stale). */
  identifier?: string;
  /** What the identity answers gave: it opens this coupon's calls until tokenExpiresAt (an ISO instant, 30 minutes). */
  couponToken?: string;
  tokenExpiresAt?: string;
  couponCode?: string;
  /** The offer and where it stands, as check-coupon answered it last. */
  couponDetails?: CouponDetails;
  /** A confirmation on its way: its idempotency key and the plan it pays (amounts in integer cents), kept across a reload. */
  intent?: { idempotencyKey: string; plan: { payments: ReadonlyArray<{ paymentDate: string; amountCents: number }>; mode: number } };
};

export type PortfolioSlice = Portfolio;

export type OnlineSignatureSlice = {
  ticket?: string;
  signStatus?: number;
  documentUrl?: string;
};

export type Slices = {
  loan: LoanSlice;
  workflow: WorkflowSlice;
  coupon: CouponSlice;
  portfolio: PortfolioSlice;
  'online-signature': OnlineSignatureSlice;
};

export type SliceName = keyof Slices;
export const SLICE_NAMES: readonly SliceName[] = ['loan', 'workflow', 'coupon', 'portfolio', 'online-signature'];

/** Field names that would hold a secret: any spelling containing these, case ignored. */
export const SECRET_FIELD_PARTS = ['ssn', 'password', 'accountnumber', 'routingnumber', 'bankaccount'] as const;
type SecretPart = (typeof SECRET_FIELD_PARTS)[number];
type IsSecretKey<K> = K extends string ? (Lowercase<K> extends `${string}${SecretPart}${string}` ? true : false) : false;

/** T with every secret-named field (at any depth) turned into `never`, so no value can be given for it. */
export type SecretFree<T> = T extends readonly (infer Item)[]
  ? readonly SecretFree<Item>[]
  : T extends object
    ? { [K in keyof T]: IsSecretKey<K> extends true ? never : SecretFree<T[K]> }
    : T;

type Assert<Condition extends true> = Condition;
/** Compiles only while no slice declares a secret-named field. */
export type SlicesAreSecretFree = Assert<Slices extends SecretFree<Slices> ? true : false>;

/** The run-time twin of SecretFree: the path of the first secret-named field, if any. */
export function findSecretField(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
    if (SECRET_FIELD_PARTS.some((part) => normalized.includes(part))) return here;
    const nested = findSecretField(child, here);
    if (nested) return nested;
  }
  return undefined;
}
