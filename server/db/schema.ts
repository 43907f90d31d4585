import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  pgSequence,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A lender brand. Everything a page shows of a brand (colours, favicon, domains, contact) comes from this
 * row, never from code paths. Ids are the business ids of the spec (110, 118).
 */
export const portfolio = pgTable(
  'portfolio',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    legalName: text('legal_name').notNull(),
    /** Host names are stored lower-case, without port. */
    domainOfWeb: text('domain_of_web').notNull().unique(),
    domainOfWap: text('domain_of_wap').notNull().unique(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    thirdColor: text('third_color').notNull(),
    /** The favicon itself (SVG text), served at /brand/<id>/favicon.svg. */
    faviconSvg: text('favicon_svg').notNull(),
    customerServicePhone: text('customer_service_phone').notNull(),
    customerServiceEmail: text('customer_service_email').notNull(),
    originating: boolean('originating').notNull().default(true),
    /** Whether the borrower app records page visits and API outcomes for the funnel (issue 16, decision 0800). */
    behaviorTracking: boolean('behavior_tracking').notNull().default(true),
    programCode: text('program_code').notNull(),
    programName: text('program_name').notNull(),
    minLoanAmountCents: integer('min_loan_amount_cents').notNull(),
    maxLoanAmountCents: integer('max_loan_amount_cents').notNull(),
    /** Paper-check repayments (issue 11, paper-check): whom checks are made out to, and where they are mailed. Null: not set up. */
    checkPayableTo: text('check_payable_to'),
    checkMailingAddress: jsonb('check_mailing_address').$type<CheckMailingAddress>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('portfolio_loan_limits', sql`0 < ${table.minLoanAmountCents} and ${table.minLoanAmountCents} <= ${table.maxLoanAmountCents}`),
    check(
      'portfolio_colors_hex',
      sql`${table.primaryColor} ~ '^#[0-9A-Fa-f]{6}$' and ${table.secondaryColor} ~ '^#[0-9A-Fa-f]{6}$' and ${table.thirdColor} ~ '^#[0-9A-Fa-f]{6}$'`,
    ),
    check('portfolio_domains_lower', sql`${table.domainOfWeb} = lower(${table.domainOfWeb}) and ${table.domainOfWap} = lower(${table.domainOfWap})`),
  ],
);

/** Where a portfolio's paper-check payments are mailed. */
export type CheckMailingAddress = { line1: string; line2: string | null; city: string; state: string; zip: string };

/** Settings an operator may change without a release, one row per key (e.g. the display date pattern). */
export const setting = pgTable('setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PortfolioRow = typeof portfolio.$inferSelect;
export type NewPortfolioRow = typeof portfolio.$inferInsert;

// ---- Accounts and access (issue 4; decision 0210). Every secret is stored as a hash, never as sent. ----

/**
 * A borrower's account in one portfolio. The e-mail is stored lower-case and is unique per portfolio (the
 * same person may borrow from both brands). The password hash is null until the borrower sets one from the
 * create-account link; it is a PHC-style scrypt string that names its own parameters.
 */
export const customer = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolio.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** ACCOUNT_STATUS: inactive (-1) until the account is created from its link, then active (1). */
    accountStatus: integer('account_status').notNull(),
    firstName: text('first_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('customer_portfolio_email').on(table.portfolioId, table.email),
    check('customer_email_lower', sql`${table.email} = lower(${table.email})`),
    check('customer_account_status', sql`${table.accountStatus} in (0, 1, -1, -2, -3, -4, -5)`),
  ],
);

/** A browser that passed a login code with "remember this device": it signs in without a code. */
export const trustedDevice = pgTable(
  'trusted_device',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** SHA-256 of the device id the browser keeps: the id is a credential, so it is not stored as sent. */
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.deviceHash] })],
);

/**
 * A session: SHA-256 of a 256-bit random token. It ends at the first of its idle expiry (slid forward by
 * each authenticated request) and its absolute expiry, or when revoked.
 */
export const accessToken = pgTable(
  'access_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** GRANT_TYPE: only customer (2) tokens are ever issued here; anything else is refused. */
    grantType: integer('grant_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('access_token_customer').on(table.customerId)],
);

/** Account links (issue 4) and the application resource links (issue 5: application/, returning/, complete-information/, pending-application/). */
export const LINK_PURPOSES = ['createAccount', 'resetPassword', 'application', 'returning', 'completeInformation', 'pendingApplication'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** An answer to one version of a consent, carried by a create-account link until the account exists. */
export type CarriedConsent = { templateId: number; templateCode: string; version: string; check: boolean };

/** An e-mailed link (/create-account/{resource}, /reset-password/{resource}): SHA-256 of the resource, single use. */
export const linkToken = pgTable(
  'link_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** CREATE_ACCOUNT_TYPE: where the borrower lands after creating the account (create links only). */
    createAccountType: integer('create_account_type'),
    consents: jsonb('consents').$type<CarriedConsent[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('link_token_customer').on(table.customerId),
    check(
      'link_token_purpose',
      sql`${table.purpose} in ('createAccount', 'resetPassword', 'application', 'returning', 'completeInformation', 'pendingApplication')`,
    ),
  ],
);

/**
 * The login-code step of one sign-in. The challenge id is stored as its SHA-256; the 6-digit code as an
 * HMAC keyed by the challenge id, so a copy of this table alone cannot be searched for codes.
 */
export const loginChallenge = pgTable(
  'login_challenge',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    resendCount: integer('resend_count').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('login_challenge_customer').on(table.customerId)],
);

/**
 * One version of a consent text of a portfolio. A new version is a new row; exactly one row per code is
 * current, and acceptances name the row they accepted, so what a borrower agreed to is never rewritten.
 */
export const consentTemplate = pgTable(
  'consent_template',
  {
    id: serial('id').primaryKey(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolio.id),
    code: text('code').notNull(),
    version: text('version').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull(),
    body: text('body').notNull(),
    /** Order on the welcome page. */
    position: integer('position').notNull(),
    current: boolean('current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consent_template_version').on(table.portfolioId, table.code, table.version),
    uniqueIndex('consent_template_current')
      .on(table.portfolioId, table.code)
      .where(sql`${table.current}`),
  ],
);

/** What a customer answered to one version of a consent, and when and from where: a history, never updated. */
export const customerConsent = pgTable(
  'customer_consent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => consentTemplate.id),
    templateCode: text('template_code').notNull(),
    version: text('version').notNull(),
    checked: boolean('checked').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The client address the answer came from (evidence for the ESIGN consent). */
    address: text('address'),
  },
  (table) => [index('customer_consent_customer').on(table.customerId, table.templateCode)],
);

/**
 * Events counted in a sliding window: failed sign-ins per account and per address, e-mails per address and
 * per recipient. Counting rows keeps the rule exact ("5 in 15 minutes") and the code plain.
 */
export const throttleEvent = pgTable(
  'throttle_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('throttle_event_lookup').on(table.kind, table.subject, table.at)],
);

/**
 * Behaviour tracking (issue 16, decision 0800): page enter and leave, and API outcomes, as the borrower app
 * sends them with save-behavior-record. No personal data: a page is its route pattern ('/create-account/:resource'),
 * a call its contract path; the session is the app's random session id, never a customer.
 */
export const behaviorRecord = pgTable(
  'behavior_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolio.id),
    sessionId: uuid('session_id').notNull(),
    /** The source code (src/domain/codes/behavior.ts): the area and what happened. */
    source: integer('source').notNull(),
    kind: text('kind').notNull(),
    page: text('page').notNull(),
    title: text('title'),
    timeOnPageMs: integer('time_on_page_ms'),
    callPath: text('call_path'),
    outcomeCode: integer('outcome_code'),
    durationMs: integer('duration_ms'),
    applicationNo: text('application_no'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('behavior_record_portfolio_time').on(table.portfolioId, table.occurredAt)],
);

export type BehaviorRecordRow = typeof behaviorRecord.$inferSelect;

/** What the outbox keeps of an attached file: its name, type, size and SHA-256, not the bytes. */
export type OutboxAttachment = { filename: string; contentType: string; sizeBytes: number; sha256: string };

/** Mail kept instead of sent when no SMTP server is configured (development): shown at /dev/outbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  portfolioId: integer('portfolio_id').references(() => portfolio.id),
  sender: text('sender').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// ---- The application (issue 5). Secrets (SSN, routing and account numbers) are sealed with the server's
// data key (AES-256-GCM, server/application/sealed.ts) and kept beside their last four digits for display. ----

/** Bytes: a document uploaded before decision 0505 (now in the file store), and the loan agreement PDFs (decision 0700). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const APPLICATION_STATUSES = ['draft', 'submitted', 'qualified', 'unavailable', 'pending', 'withdrawn'] as const;

/**
 * A borrower's application: one open (not withdrawn) at a time per customer. Answers are kept per section
 * as validated JSON (the contract's shapes, secrets removed); resume_step is the guidance step to reopen.
 */
export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationNo: text('application_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolio.id),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('draft'),
    /** 1 new, 2 returning (spec: customer category). */
    customerCategory: integer('customer_category').notNull(),
    resumeStep: text('resume_step'),
    completedSections: jsonb('completed_sections').$type<string[]>().notNull().default([]),
    personal: jsonb('personal').$type<Record<string, unknown>>(),
    employment: jsonb('employment').$type<Record<string, unknown>>(),
    questions: jsonb('questions').$type<Record<string, unknown>>(),
    /** Pages of a section answered before its last page saves the section (never a secret), by section. */
    drafts: jsonb('drafts').$type<{ personal?: Record<string, unknown>; employment?: Record<string, unknown> }>().notNull().default({}),
    ssnSealed: text('ssn_sealed'),
    ssnLast4: text('ssn_last4'),
    /** The bank account the loan pays into and collects from. */
    bankAccountId: uuid('bank_account_id'),
    /** The verification that counts (the latest successful one, else the latest). */
    ibvRequestId: uuid('ibv_request_id'),
    /** 201 to 204 when verification cannot go on. */
    noIbvSituation: integer('no_ibv_situation'),
    loanAmountResult: integer('loan_amount_result'),
    qualifiedAmountCents: integer('qualified_amount_cents'),
    /** How the amount was found (income source, monthly income, the rules applied), for the borrower and audit. */
    qualification: jsonb('qualification').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** APPLICATION_TERMINATION: how the application ended once it became a loan, 30002 approved or 30001 withdrawn (decision 0720). */
    terminationReason: integer('termination_reason'),
    /** ORIGINATION_STATUS 20001 to 20004: the last review queue its loan went to; null if it never went to one (decision 0720). */
    originationStatus: integer('origination_status'),
  },
  (table) => [
    index('application_customer').on(table.customerId),
    uniqueIndex('application_one_open')
      .on(table.customerId)
      .where(sql`${table.status} <> 'withdrawn'`),
    check('application_qualified_amount', sql`${table.qualifiedAmountCents} is null or ${table.qualifiedAmountCents} >= 0`),
    check('application_termination_reason', sql`${table.terminationReason} is null or ${table.terminationReason} in (30001, 30002)`),
    check('application_origination_status', sql`${table.originationStatus} is null or ${table.originationStatus} in (20001, 20002, 20003, 20004)`),
  ],
);

/** A bank account a customer gave or a verification found. Numbers are sealed; bank name from the routing directory. */
export const bankAccount = pgTable(
  'bank_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    routingSealed: text('routing_sealed').notNull(),
    routingLast4: text('routing_last4').notNull(),
    accountSealed: text('account_sealed').notNull(),
    accountLast4: text('account_last4').notNull(),
    /** A keyed digest of routing + account number, to find the same account again without unsealing. */
    accountDigest: text('account_digest').notNull(),
    accountType: integer('account_type').notNull(),
    bankName: text('bank_name'),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('bank_account_customer_digest').on(table.customerId, table.accountDigest)],
);

/** An online bank verification request with a provider (spec: IBV status -3 to 100). */
export const ibvRequest = pgTable(
  'ibv_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sha256 of the request code the borrower's browser carries. */
    requestCodeHash: text('request_code_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    provider: integer('provider').notNull(),
    status: integer('status').notNull().default(0),
    /** The sandbox institution and what the borrower did there (for the provider pages). */
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('ibv_request_application').on(table.applicationId)],
);

/** What a successful verification found: accounts (numbers sealed) and deposits, and the income read from them. */
export const ibvReport = pgTable('ibv_report', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => ibvRequest.id, { onDelete: 'cascade' }),
  institutionName: text('institution_name').notNull(),
  accounts: jsonb('accounts').$type<Array<Record<string, unknown>>>().notNull(),
  transactions: jsonb('transactions').$type<Array<Record<string, unknown>>>().notNull(),
  income: jsonb('income').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** An uploaded document (spec: document types 1 to 14, 100 to 102), e.g. a bank statement. */
export const document = pgTable(
  'document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => application.id, { onDelete: 'cascade' }),
    documentType: integer('document_type').notNull(),
    fileName: text('file_name').notNull(),
    /** The type found in the bytes, not the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the file store keeps the bytes (decision 0505): `statements/{customer}/{document}`. */
    storageKey: text('storage_key').notNull(),
    /** Only on rows written before decision 0505; the server moves these bytes to the file store at start. */
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('document_customer').on(table.customerId)],
);

/**
 * A loan (spec section 4 statuses). Created when an application becomes a loan; a loan made elsewhere has no
 * customer until the borrower attaches it (attach-loan), matched by its borrower's SSN tail and birth date.
 */
export const loan = pgTable(
  'loan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanNo: text('loan_no').notNull().unique(),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolio.id),
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => application.id, { onDelete: 'set null' }),
    borrowerSsnLast4: text('borrower_ssn_last4').notNull(),
    borrowerDateOfBirth: text('borrower_date_of_birth').notNull(),
    loanStatus: integer('loan_status').notNull(),
    loanSubStatus: integer('loan_sub_status'),
    /** In-progress tracker 1 to 6 while being disbursed. */
    tracker: integer('tracker'),
    signatureStatus: integer('signature_status').notNull().default(0),
    principalCents: integer('principal_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    paymentFrequency: integer('payment_frequency'),
    disbursementDate: text('disbursement_date'),
    nextPaymentDate: text('next_payment_date'),
    nextPaymentAmountCents: integer('next_payment_amount_cents'),
    // The terms chosen in the disbursement wizard (issue 11, decision 0610); null on loans made elsewhere.
    /** How the borrower repays: 15000 ACH, 15004 debit card, 15002 paper check. */
    repaymentMode: integer('repayment_mode'),
    /** The separate consent to ACH autopay (Regulation E), given or not. */
    achAuthorized: boolean('ach_authorized'),
    /** How the money is sent: 15000 ACH, 15014 instant (RTT). */
    disbursementMode: integer('disbursement_mode'),
    /** The account the money is sent to (and, by ACH, collected from). */
    bankAccountId: uuid('bank_account_id').references(() => bankAccount.id, { onDelete: 'set null' }),
    /** Repaying by debit card (15004): the card the borrower authorized in the wizard; funding makes it the autopay card. */
    cardId: uuid('card_id').references(() => paymentCard.id, { onDelete: 'set null' }),
    annualRateBps: integer('annual_rate_bps'),
    installmentCount: integer('installment_count'),
    // The Truth-in-Lending figures (12 CFR 1026.18) as disclosed, from src/domain/lending.
    /** The APR in hundredths of a percent: 15982 is 159.82%. */
    aprBps: integer('apr_bps'),
    financeChargeCents: integer('finance_charge_cents'),
    amountFinancedCents: integer('amount_financed_cents'),
    totalOfPaymentsCents: integer('total_of_payments_cents'),
    prepaidFinanceChargeCents: integer('prepaid_finance_charge_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loan_customer').on(table.customerId),
    check('loan_amounts', sql`${table.principalCents} > 0 and ${table.balanceCents} >= 0`),
    // One open loan per application (decision 0610): withdrawn (103) and terminated (206) ones do not count.
    uniqueIndex('loan_one_open_per_application')
      .on(table.applicationId)
      .where(sql`${table.loanStatus} not in (103, 206)`),
  ],
);

/** A loan's installments as disclosed when it was made (issue 11): the payment is principal + interest + fee. */
export const loanInstallment = pgTable(
  'loan_installment',
  {
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: text('due_date').notNull(),
    paymentCents: integer('payment_cents').notNull(),
    principalCents: integer('principal_cents').notNull(),
    interestCents: integer('interest_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    // Repayment (issue 13, decision 0730): once the loan is funded these rows are the schedule as it stands, rebuilt
    // by the ledger's replay; the disclosed due date and payment stay beside it (null on an installment a change added).
    /** Paid toward it (settled or pending), cents. */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Installment flags as bits (INSTALLMENT_FLAG): 4 cancelled, 256 new. */
    flags: integer('flags').notNull().default(0),
    scheduledDueDate: text('scheduled_due_date'),
    scheduledPaymentCents: integer('scheduled_payment_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.loanId, table.number] }),
    check(
      'loan_installment_amounts',
      sql`${table.paymentCents} = ${table.principalCents} + ${table.interestCents} + ${table.feeCents} and ${table.balanceAfterCents} >= 0`,
    ),
  ],
);

/** The wizard's choices as a request stores them: each null until chosen (the contract's DisbursementChoices). */
export type StoredChoices = {
  amountCents: number | null;
  paymentFrequency: number | null;
  repaymentMode: number | null;
  achAuthorized: boolean | null;
  disbursementDate: string | null;
  disbursementMode: number | null;
  bankAccountId: string | null;
};

/** The last schedule shown to the borrower (calculate-payment-schedule), for payment-detail and the confirm check. */
export type StoredQuote = {
  inputs: { amountCents: number; paymentFrequency: number; repaymentMode: number; disbursementDate: string; disbursementMode: number };
  schedule: Array<{
    number: number;
    dueDate: string;
    paymentCents: number;
    principalCents: number;
    interestCents: number;
    feeCents: number;
    balanceAfterCents: number;
  }>;
};

/**
 * The disbursement wizard of an application (issue 11): one loan request per application, its id the
 * request id. It keeps the step to resume, the choices so far, the accounts confirmed by their typed
 * numbers, the last quote, and the loan made at confirmation.
 */
export const loanRequest = pgTable(
  'loan_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => application.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    choices: jsonb('choices').$type<StoredChoices>().notNull(),
    /** Accounts other than the primary verified one whose routing and account numbers the borrower typed correctly. */
    confirmedBankAccountIds: jsonb('confirmed_bank_account_ids').$type<string[]>().notNull().default([]),
    quote: jsonb('quote').$type<StoredQuote>(),
    /** The debit card entered and authorized on the repayment mode step (its token bound to the borrower). */
    cardId: uuid('card_id').references(() => paymentCard.id, { onDelete: 'set null' }),
    loanId: uuid('loan_id').references(() => loan.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_request_customer').on(table.customerId)],
);

// ---- Signing the loan agreement (issue 12, decision 0700). Links and document URLs are stored as SHA-256 of
// 256-bit tokens; the PDFs are kept as bytes beside their SHA-256, written in the transaction that records them. ----

/** Where the borrower's signature goes on the agreement's last page (PDF points, origin bottom left). */
export type SignatureBox = { pageIndex: number; x: number; y: number; width: number; height: number };

/**
 * The agreement of one loan and one version of its terms: the model the page shows, the PDF made from it and
 * its SHA-256. At most one waiting to be signed (0) and one signed (1) per loan; an older one is voided (4) when
 * the terms change, expired (2) when sent again after its 72 hours; cancelled (3) and suspended (5) are an
 * operator's. Sending again with the same terms returns the same row and document.
 */
export const loanAgreement = pgTable(
  'loan_agreement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    /** The opaque id a realtime message about this agreement carries ('ESIGN-...'). */
    ticket: text('ticket').notNull().unique(),
    /** SHA-256 of the agreement's content without its date: unchanged terms, unchanged version. */
    termsVersion: text('terms_version').notNull(),
    /** The contract's Agreement, as the page shows it. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The date the agreement was made ('YYYY-MM-DD', New York): the PDF's creation date. */
    madeOn: text('made_on').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    signatureBox: jsonb('signature_box').$type<SignatureBox>().notNull(),
    /** SIGNATURE_STATUS: 0 not signed, 1 signed, 2 expired, 3 cancelled, 4 voided, 5 suspended. */
    signStatus: integer('sign_status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last time a signing link was mailed; the agreement expires 72 hours after it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the borrower was first shown it (send-loan-agreement or parse-signature-resource): the audit trail's "viewed". */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('loan_agreement_loan').on(table.loanId),
    index('loan_agreement_customer').on(table.customerId),
    uniqueIndex('loan_agreement_one_waiting_per_loan')
      .on(table.loanId)
      .where(sql`${table.signStatus} = 0`),
    uniqueIndex('loan_agreement_one_signed_per_loan')
      .on(table.loanId)
      .where(sql`${table.signStatus} = 1`),
    check('loan_agreement_sign_status', sql`${table.signStatus} in (0, 1, 2, 3, 4, 5)`),
    check('loan_agreement_sha256', sql`${table.pdfSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** An e-mailed signing link (/signature/{resource}): SHA-256 of the resource. A newer link retires the older ones. */
export const signatureLink = pgTable(
  'signature_link',
  {
    tokenHash: text('token_hash').primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => loanAgreement.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A newer link was sent. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The agreement was signed (with this link or while it was live): it opens the signing page no more, but still reads the status. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('signature_link_agreement').on(table.agreementId)],
);

export const AGREEMENT_DOCUMENTS = ['original', 'signed'] as const;

/** A capability URL of one PDF (/documents/loan-agreement/{token}.pdf): SHA-256 of the token, valid 24 hours. */
export const agreementDocumentLink = pgTable(
  'agreement_document_link',
  {
    tokenHash: text('token_hash').primaryKey(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => loanAgreement.id, { onDelete: 'cascade' }),
    document: text('document', { enum: AGREEMENT_DOCUMENTS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('agreement_document_link_agreement').on(table.agreementId),
    check('agreement_document_link_document', sql`${table.document} in ('original', 'signed')`),
  ],
);

/** A realtime session (a browser tab) waiting to hear that the agreement was signed; the newest few dozen per agreement. */
export const agreementWaitingSession = pgTable(
  'agreement_waiting_session',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => loanAgreement.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agreementId, table.sessionId] })],
);

/** How a signature was adopted: the only way offered is typing one's full name. */
export const SIGNATURE_ADOPTIONS = ['typed name'] as const;

/**
 * The signature of an agreement and its audit trail (all instants UTC): who typed which name, from where, the
 * disclosure version consented to, and the SHA-256 of the PDF signed and of the signed PDF (kept here).
 */
export const agreementSignature = pgTable(
  'agreement_signature',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .unique()
      .references(() => loanAgreement.id, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    /** 'link' (the e-mailed link's holder) or 'session' (the signed-in borrower). */
    signedWith: text('signed_with', { enum: ['link', 'session'] }).notNull(),
    adoption: text('adoption', { enum: SIGNATURE_ADOPTIONS }).notNull(),
    disclosureVersion: text('disclosure_version').notNull(),
    disclosureAcceptedAt: timestamp('disclosure_accepted_at', { withTimezone: true }).notNull(),
    agreementViewedAt: timestamp('agreement_viewed_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    originalSha256: text('original_sha256').notNull(),
    /** The agreement's pages with the signature, before the certificate page (which names this and the original's). */
    signedPagesSha256: text('signed_pages_sha256').notNull(),
    /** The whole signed PDF, as kept below and served. */
    signedSha256: text('signed_sha256').notNull(),
    signedPdf: bytea('signed_pdf').notNull(),
  },
  (table) => [
    check(
      'agreement_signature_sha256',
      sql`${table.originalSha256} ~ '^[0-9a-f]{64}$' and ${table.signedPagesSha256} ~ '^[0-9a-f]{64}$' and ${table.signedSha256} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
);

// ---- The loan's life after signing (issue 12, decision 0720): durable jobs and every decision on a loan. ----

/**
 * Work to do later, kept as a row so it survives a restart: a worker takes a due one with
 * `SELECT ... FOR UPDATE SKIP LOCKED` and runs it in that transaction, so two instances never run the same job.
 * The payload holds ids and names only, never personal data. Pending: none of done, failed and cancelled set.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The loan the job is about, so a decision on it can cancel its pending jobs. */
    loanId: uuid('loan_id').references(() => loan.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Retried until the limit, then given up: the loan shows an exception for an operator. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** A decision on the loan made it pointless (a withdrawal, an operator's approval). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('job_due')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null and ${table.cancelledAt} is null`),
    index('job_loan').on(table.loanId),
  ],
);

/**
 * Every change of a loan's status after signing, by whom and why: an operator's command (`npm run ops`), the
 * borrower's withdrawal, or the server's own jobs (auto validation, funding). Written in the change's transaction.
 */
export const loanDecision = pgTable(
  'loan_decision',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    /** approve, decline, review, block, start-funding, fund, fail-funding, withdraw, or exception (a job gave up). */
    action: text('action').notNull(),
    fromStatus: integer('from_status').notNull(),
    fromSubStatus: integer('from_sub_status'),
    toStatus: integer('to_status').notNull(),
    toSubStatus: integer('to_sub_status'),
    reason: text('reason'),
    /** 'ops:<name>' for an operator, 'borrower' for the signed-in owner, 'system:<job>' for the server itself. */
    operator: text('operator').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_decision_loan').on(table.loanId, table.at)],
);

// ---- Repaying a funded loan (issue 13, decision 0730): the ledger, the changes to the schedule, automatic
// payments (12 CFR 1041.8), idempotent saves, the sandbox card processor's tokens and statement links. ----

/** Orders the ledger's events (payments and schedule changes) of a loan: the replay goes by date, then by this. */
export const ledgerSequence = pgSequence('ledger_seq');

/**
 * One money movement on a loan: the funding credit (14000), each payment (debit 14001), each refund (14002).
 * Never deleted: a returned ACH debit is rejected (-1) with its return code, and the loan's state is replayed.
 */
export const loanPayment = pgTable(
  'loan_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_seq')`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    /** TRANSACTION_TYPE: 14000 credit, 14001 debit, 14002 refund. */
    type: integer('type').notNull(),
    /** 15000 ACH, 15004 debit card, 15014 RTT (a funding credit). */
    mode: integer('mode').notNull(),
    /** CHANGE_TYPE of the borrower's change that took it: 101 pay off, 103 pay down, 111 fixed amount; null for the funding or a scheduled withdrawal. */
    changeType: integer('change_type'),
    /** What the ledger does with it: 'funding', 'installment' (scheduled or toward what is due), 'payOff', 'fixed' (extra principal). */
    purpose: text('purpose', { enum: ['funding', 'installment', 'payOff', 'fixed'] }).notNull(),
    /** The installment a scheduled withdrawal was for. */
    installmentNumber: integer('installment_number'),
    /** A scheduled withdrawal that also takes a returned one again (12 CFR 1041.9 'retry'). */
    retry: boolean('retry').notNull().default(false),
    /** The day it is taken ('YYYY-MM-DD', New York). */
    paymentDate: text('payment_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    principalCents: integer('principal_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    /** The card fee, not the loan's: part of amount, never applied to the loan. */
    transactionFeeCents: integer('transaction_fee_cents').notNull().default(0),
    /** TRANSACTION_STATUS: 1 pending, 3 checked, -1 rejected. */
    status: integer('status').notNull(),
    returnCode: text('return_code'),
    returnReason: text('return_reason'),
    cardId: uuid('card_id').references(() => paymentCard.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    index('loan_payment_loan').on(table.loanId, table.paymentDate),
    // A scheduled installment is withdrawn once; a returned withdrawal no longer counts.
    uniqueIndex('loan_payment_one_withdrawal')
      .on(table.loanId, table.installmentNumber)
      .where(sql`${table.installmentNumber} is not null and ${table.status} <> -1`),
    check('loan_payment_type', sql`${table.type} in (14000, 14001, 14002)`),
    check('loan_payment_status', sql`${table.status} in (1, 3, -1)`),
    check(
      'loan_payment_amounts',
      sql`${table.amountCents} > 0 and ${table.principalCents} >= 0 and ${table.interestCents} >= 0 and ${table.feeCents} >= 0 and ${table.transactionFeeCents} >= 0`,
    ),
  ],
);

/** A change to the schedule that takes no money: pay off in N (102) re-spreads the balance over new due dates. */
export const loanScheduleChange = pgTable(
  'loan_schedule_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_seq')`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    changeType: integer('change_type').notNull(),
    /** The day the change counts from ('YYYY-MM-DD'). */
    effectiveDate: text('effective_date').notNull(),
    dueDates: jsonb('due_dates').$type<string[]>().notNull(),
    /**
     * What the borrower changed themselves (105 to 109, decision 0741): their paydays, the payment frequency or mode,
     * before and after. Null for pay off in N. The latest row's payroll is the loan's (else the application's).
     */
    settings: jsonb('settings').$type<{ before: Record<string, unknown>; after: Record<string, unknown> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_schedule_change_loan').on(table.loanId)],
);

/** A loan's automatic ACH withdrawals: active or revoked by the borrower; stopped after two failures in a row until authorized again. */
export const loanAutopay = pgTable(
  'loan_autopay',
  {
    loanId: uuid('loan_id')
      .primaryKey()
      .references(() => loan.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['active', 'revoked'] }).notNull(),
    /** 12 CFR 1041.8: no withdrawal is attempted until the borrower authorizes again. */
    stoppedAfterFailures: boolean('stopped_after_failures').notNull().default(false),
    /** The debit card the borrower authorized automatic payments on (107); null: taken by ACH from the bank account. */
    cardId: uuid('card_id').references(() => paymentCard.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('loan_autopay_state', sql`${table.state} in ('active', 'revoked')`)],
);

/** Failed ACH withdrawals in a row across a customer's loans (a settled one starts the count again). */
export const autopayFailures = pgTable('autopay_failures', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A save's idempotency key: the hash of the call and body, and the answer given, written in the save's transaction. */
export const paymentIdempotency = pgTable(
  'payment_idempotency',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.idempotencyKey] })],
);

export const CARD_OUTCOMES = ['approved', 'declined', 'insufficientFunds'] as const;

/** A card as the sandbox processor keeps it: a random token, brand, last four, expiry and the test outcome; never the number or CVC. */
export const paymentCard = pgTable(
  'payment_card',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    /** Null until a payment first uses the token (tokenization is public, decision 0750); then that borrower's. */
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** 'MM/YY'. */
    expiry: text('expiry').notNull(),
    outcome: text('outcome', { enum: CARD_OUTCOMES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_card_customer').on(table.customerId)],
);

/** A capability URL of a monthly statement (/documents/loan-statement/{token}.pdf): SHA-256 of the token, 24 hours. */
export const statementDocumentLink = pgTable(
  'statement_document_link',
  {
    tokenHash: text('token_hash').primaryKey(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    /** The statement's closing day ('YYYY-MM-DD'). */
    closingDate: text('closing_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('statement_document_link_loan').on(table.loanId)],
);

// ---- Coupons (issue 14, decision 0750): an e-mailed offer for a loan in collection, its payments on the ledger,
// and the forgiveness that settles the loan once they are paid. ----

export const COUPON_STATUSES = ['issued', 'accepted', 'settled', 'cleared', 'rejected', 'retired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * One offer on a loan: the link's identifier and the short-lived token are random and kept as SHA-256 hashes only.
 * At most one in effect (issued or accepted) per loan; issuing a new one retires the old.
 */
export const coupon = pgTable(
  'coupon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    identifierHash: text('identifier_hash').notNull().unique(),
    /** The token identity/authenticate gave last (a new one replaces it), and until when it works. */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Shown to the borrower and read out on the phone, e.g. 'SAVE-7K2Q'. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['discount', 'plan'] }).notNull(),
    settlementCents: integer('settlement_cents').notNull(),
    maxPayments: integer('max_payments').notNull(),
    /** The payoff on the day it was issued: a settlement of it (or more) clears the loan (205007), less settles it (205001). */
    owedWhenIssuedCents: integer('owed_when_issued_cents').notNull(),
    /** The last day a coupon payment may be taken ('YYYY-MM-DD', New York). */
    expiresOn: text('expires_on').notNull(),
    status: text('status', { enum: COUPON_STATUSES }).notNull(),
    /** Why a rejected coupon ended: 'expired' untaken, or 'returned' (a payment came back). */
    endedReason: text('ended_reason', { enum: ['expired', 'returned'] }),
    /** Wrong identity answers in a row; at COUPON_IDENTITY_ATTEMPTS the link is locked until lockedUntil. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    issuedBy: text('issued_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('coupon_loan').on(table.loanId),
    uniqueIndex('coupon_one_in_effect')
      .on(table.loanId)
      .where(sql`${table.status} in ('issued', 'accepted')`),
    check('coupon_status', sql`${table.status} in ('issued', 'accepted', 'settled', 'cleared', 'rejected', 'retired')`),
    check('coupon_kind', sql`${table.kind} in ('discount', 'plan')`),
    check('coupon_figures', sql`${table.settlementCents} > 0 and ${table.maxPayments} between 1 and 6 and ${table.failedAttempts} >= 0`),
  ],
);

/** A coupon's payment: a ledger payment (loan_payment), cancelled when the coupon ends before its day. */
export const couponPayment = pgTable(
  'coupon_payment',
  {
    loanPaymentId: uuid('loan_payment_id')
      .primaryKey()
      .references(() => loanPayment.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupon.id, { onDelete: 'cascade' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [index('coupon_payment_coupon').on(table.couponId)],
);

/**
 * What is forgiven on a loan (a ledger event, replayed like a payment): the principal and interest left on its
 * date. The figures are the replay's, kept up to date by every rebuild.
 */
export const loanForgiveness = pgTable(
  'loan_forgiveness',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_seq')`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id').references(() => coupon.id, { onDelete: 'set null' }),
    effectiveDate: text('effective_date').notNull(),
    principalCents: integer('principal_cents').notNull().default(0),
    interestCents: integer('interest_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('loan_forgiveness_loan').on(table.loanId)],
);

/**
 * A late charge the signed agreement provides for (decision 0730): one per installment still unpaid after the
 * portfolio's grace days (server/disbursement/pricing.ts, lateCharge), a ledger event replayed as a fee owed and
 * paid first by the next payments. The unique index makes a second run of the job charge nothing.
 */
export const loanLateCharge = pgTable(
  'loan_late_charge',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ledger_seq')`),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loan.id, { onDelete: 'cascade' }),
    installmentNumber: integer('installment_number').notNull(),
    /** The late installment's due date ('YYYY-MM-DD', New York). */
    dueDate: text('due_date').notNull(),
    /** The business date it was charged: the day after the grace days ended. */
    chargedOn: text('charged_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('loan_late_charge_once').on(table.loanId, table.installmentNumber), check('loan_late_charge_amount', sql`${table.amountCents} > 0`)],
);

export type LoanLateChargeRow = typeof loanLateCharge.$inferSelect;
export type CouponRow = typeof coupon.$inferSelect;
export type LoanForgivenessRow = typeof loanForgiveness.$inferSelect;
export type LoanPaymentRow = typeof loanPayment.$inferSelect;
export type LoanScheduleChangeRow = typeof loanScheduleChange.$inferSelect;
export type PaymentCardRow = typeof paymentCard.$inferSelect;

export type JobRow = typeof job.$inferSelect;
export type LoanDecisionRow = typeof loanDecision.$inferSelect;

export type ApplicationRow = typeof application.$inferSelect;
export type BankAccountRow = typeof bankAccount.$inferSelect;
export type IbvRequestRow = typeof ibvRequest.$inferSelect;
export type IbvReportRow = typeof ibvReport.$inferSelect;
export type DocumentRow = typeof document.$inferSelect;
export type LoanRow = typeof loan.$inferSelect;
export type LoanInstallmentRow = typeof loanInstallment.$inferSelect;
export type LoanRequestRow = typeof loanRequest.$inferSelect;

export type CustomerRow = typeof customer.$inferSelect;
export type ConsentTemplateRow = typeof consentTemplate.$inferSelect;
export type NewConsentTemplateRow = typeof consentTemplate.$inferInsert;
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type LoanAgreementRow = typeof loanAgreement.$inferSelect;
export type SignatureLinkRow = typeof signatureLink.$inferSelect;
export type AgreementSignatureRow = typeof agreementSignature.$inferSelect;
