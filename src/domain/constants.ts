// Business constants and limits of spec section 9, written once.

/** The business day and time are those of New York, whatever the zone of the machine. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
export const ZIP_DIGITS = 5;
export const ROUTING_NUMBER_DIGITS = 9;

/**
 * The most one amount of money may be, in cents: $1,000,000.00 (a paycheck, a loan amount, a balance). Far
 * above any paycheck or loan we see, and far inside the safe integers, so cents stay exact in every sum.
 */
export const MONEY_MAX_CENTS = 100_000_000;
/** MONEY_MAX_CENTS as a borrower reads it (a test holds it to formatCurrency). */
export const MONEY_MAX_TEXT = '$1,000,000.00';
/** A month of the largest pay paid weekly (52 paychecks a year): the most a monthly income can be. */
export const MONTHLY_INCOME_MAX_CENTS = Math.floor((MONEY_MAX_CENTS * 52) / 12);
/** The largest value of an integer (int4) column: ids the database keeps as integers (portfolios). */
export const INT32_MAX = 2_147_483_647;
/** Longest text a field takes when its rules name no shorter limit. */
export const TEXT_MAX_LENGTH = 100;

/** Local development serves this portfolio. */
export const DEFAULT_PORTFOLIO_ID = 118;

export const SIGNATURE_SUCCESS_SNACKBAR_MS = 20_000;
export const SIGNATURE_SUCCESS_COUNTDOWN_SECONDS = 5;
export const POPUP_SNACKBAR_MS = 2_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
/** The realtime channel reconnects when no heartbeat reply came for longer than this. */
export const REALTIME_RECONNECT_AFTER_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
