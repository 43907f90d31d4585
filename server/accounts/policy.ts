// The limits of accounts and access, in one place (issue 4; decision 0210).
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;

export const LINK_TTL_MS = 30 * MINUTE;

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60 * SECOND;
export const CODE_MAX_RESENDS = 5;

/**
 * Failed sign-ins on one account (its e-mail in its portfolio, known or not) that lock it, and for how long.
 * A wrong password and a wrong login code are both failures, whatever challenge or resend the code was of.
 */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_LOCK_MS = 15 * MINUTE;
/** A failed sign-in on the account this recently makes even a trusted device prove the e-mail with a code. */
export const RISK_WINDOW_MS = HOUR;

/** The window of the per-address limits (failed sign-ins, e-mails asked for); the count is configured. */
export const ADDRESS_WINDOW_MS = 15 * MINUTE;
/** E-mails sent to one address per window; past it requests are answered the same and nothing is sent. */
export const RECIPIENT_MAIL_LIMIT = 5;

/**
 * Login-code e-mails per account in this window (sign-ins and resends together); the count is configured,
 * LOGIN_CODE_MAIL_LIMIT, 10 by default: one sign-in's code and its 5 resends, and a few sign-ins more.
 */
export const LOGIN_CODE_MAIL_WINDOW_MS = HOUR;
export const DEFAULT_LOGIN_CODE_MAIL_LIMIT = 10;

/**
 * Wrong attach-loan answers for one loan number in its portfolio (any customers, any addresses, the number
 * known or not) that lock attaching that loan, and for how long (decision 0212). One customer makes at most 5
 * wrong answers in 15 minutes (their own lock); this stops many accounts guessing one loan's SSN tail and birth date.
 */
export const LOAN_ATTACH_FAILURE_LIMIT = 10;
export const LOAN_ATTACH_FAILURE_WINDOW_MS = HOUR;
export const LOAN_ATTACH_LOCK_MS = HOUR;
