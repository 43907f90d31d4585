// Online bank verification (IBV; issue 5): the providers a portfolio offers, a request code that opens the
// provider's pages, and the request's status and details (prefix /dolphin-loan/online). Providers 10000
// and 20000 are sandbox providers served by our own server behind one adapter (server/ibv/).
import * as v from 'valibot';
import { BANK_ACCOUNT_TYPE } from '#src/domain/codes/bank.ts';
import { IBV_PLATFORM, IBV_PROVIDER, IBV_STATUS, NO_IBV_SITUATION } from '#src/domain/codes/ibv.ts';
import { PAYROLL_FREQUENCY } from '#src/domain/codes/payroll.ts';
import { defineCall } from './define-call.ts';
import { codeOf, int32Schema, isoDateSchema, monthlyIncomeCentsSchema, portfolioIdParam, signedCentsSchema } from './fields.ts';
import { PREFIX } from './prefixes.ts';

const requestCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Request code is not valid'));

export const ibvProviderSchema = codeOf(IBV_PROVIDER, 'Please choose a verification provider');
export const ibvStatusSchema = codeOf(IBV_STATUS, 'IBV status is not valid');

export const getProvider = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-provider`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: v.object({
    providers: v.array(v.object({ provider: ibvProviderSchema, name: v.string(), description: v.string() })),
  }),
  authenticated: true,
});

/** Opens a verification with a provider; the borrower continues on the provider's pages at providerUrl. */
export const createRequestCode = defineCall({
  method: 'POST',
  path: `${PREFIX.online}/create-request-code`,
  request: v.object({ provider: ibvProviderSchema, platform: v.optional(v.literal(IBV_PLATFORM), IBV_PLATFORM) }),
  response: v.object({
    requestCode: v.string(),
    provider: ibvProviderSchema,
    /** A path on this server (the sandbox provider's first page); a real provider would give its own URL. */
    providerUrl: v.string(),
    expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  authenticated: true,
});

/**
 * What a successful verification found (issue 18), told to the borrower before the amount: the pay the
 * income rule counted (decision 0521), how often it comes, who pays it when the bank names them, and the
 * monthly income it makes. Read from the report the server keeps (server/ibv/findings.ts).
 */
export const ibvFindingsSchema = v.object({
  institutionName: v.string(),
  /** The average payroll deposit counted, in cents. */
  payAmountCents: monthlyIncomeCentsSchema,
  /** Null when the deposits show no frequency (one paycheck: not regular pay, decision 0522). */
  payrollFrequency: v.nullable(codeOf(PAYROLL_FREQUENCY, 'Payroll frequency is not valid')),
  /** The payer the bank names on the deposits (the employer), null when it names none. */
  payerName: v.nullable(v.string()),
  monthlyIncomeCents: monthlyIncomeCentsSchema,
});
export type IbvFindings = v.InferOutput<typeof ibvFindingsSchema>;

/** What the borrower can do next after a status: each failure offers at least one way on. */
export const ibvStatusAnswerSchema = v.object({
  requestCode: v.string(),
  provider: ibvProviderSchema,
  status: ibvStatusSchema,
  /** The sentence the borrower reads for this status. */
  message: v.string(),
  canRetry: v.boolean(),
  canUseAnotherProvider: v.boolean(),
  canUploadStatement: v.boolean(),
  /** Set when verification cannot go on (spec: no-IBV situations 201 to 204). */
  noIbvSituation: v.nullable(codeOf(NO_IBV_SITUATION, 'No-IBV situation is not valid')),
  /** Status 100 with regular pay: what the report found (issue 18); absent or null otherwise. */
  found: v.optional(v.nullable(ibvFindingsSchema)),
});
export type IbvStatusAnswer = v.InferOutput<typeof ibvStatusAnswerSchema>;

export const getRequestStatus = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-request-status`,
  request: v.object({ requestCode: requestCodeSchema }),
  response: ibvStatusAnswerSchema,
  authenticated: true,
});

/** The report of a successful verification: the accounts found and the income seen in their deposits. */
export const getRequestDetails = defineCall({
  method: 'GET',
  path: `${PREFIX.online}/get-request-details`,
  request: v.object({ requestCode: requestCodeSchema }),
  response: v.object({
    requestCode: v.string(),
    institutionName: v.string(),
    accounts: v.array(
      v.object({
        accountId: v.string(),
        name: v.string(),
        accountType: codeOf(BANK_ACCOUNT_TYPE, 'Account type is not valid'),
        accountMasked: v.string(),
        /** Cents; an overdrawn account's balance is negative. */
        balanceCents: signedCentsSchema,
        /** Same routing and account number as the application's bank account. */
        matchesApplication: v.boolean(),
        selected: v.boolean(),
      }),
    ),
    income: v.object({
      monthlyIncomeCents: monthlyIncomeCentsSchema,
      payrollFrequency: v.nullable(codeOf(PAYROLL_FREQUENCY, 'Payroll frequency is not valid')),
      lastPayday: v.nullable(isoDateSchema),
      depositsCount: int32Schema(0),
    }),
  }),
  authenticated: true,
});
