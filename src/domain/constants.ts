// Business constants and limits of spec section 9, written once.

/** The business day and time are those of New York, whatever the zone of the machine. */
export const BUSINESS_TIME_ZONE = 'America/New_York';

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
export const ZIP_DIGITS = 5;
export const ROUTING_NUMBER_DIGITS = 9;

/** Local development serves this portfolio. */
export const DEFAULT_PORTFOLIO_ID = 118;

export const SIGNATURE_SUCCESS_SNACKBAR_MS = 20_000;
export const SIGNATURE_SUCCESS_COUNTDOWN_SECONDS = 5;
export const POPUP_SNACKBAR_MS = 2_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
/** The realtime channel reconnects when no heartbeat reply came for longer than this. */
export const REALTIME_RECONNECT_AFTER_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
