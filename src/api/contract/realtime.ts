// The realtime channel (spec section 7): a WebSocket per system code and session id. The client pings every
// 30 s and reconnects after 60 s without a pong; the server sends the e-signature callback's ticket and status,
// and a watched loan's new status.
import * as v from 'valibot';
import { int32Schema, loanNoSchema } from './fields.ts';

export const REALTIME_PATH = '/realtime/:systemCode/:sessionId';
/** The system code of this app's channel (the borrower web app). */
export const REALTIME_SYSTEM_CODE = 'borrower-web';
export const realtimeUrlPath = (systemCode: string, sessionId: string) => `/realtime/${encodeURIComponent(systemCode)}/${encodeURIComponent(sessionId)}`;

export const HEARTBEAT_INTERVAL_MS = 30_000;
/** No pong for longer than this: the client reconnects, and the server drops a socket that stays silent. */
export const SILENCE_LIMIT_MS = 60_000;

export const realtimeSessionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/));
export const realtimeSystemCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

/**
 * The ticket of a message that says the agreement's disbursement date passed its cut-off before it was signed
 * (spec section 4: "a cut-off-time-expired ticket code exists"): the loan has new dates and a new agreement,
 * which the borrower signs again (loan flag 10003).
 */
export const CUT_OFF_TIME_EXPIRED_TICKET = 'CUT_OFF_TIME_EXPIRED';

/** What later flows publish: the e-signature callback's ticket and its status (spec section 4). */
export const signStatusMessageSchema = v.object({
  ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** An e-signature status code (spec section 4), as its integer column keeps it. */
  signStatus: int32Schema(),
});
export type SignStatusMessage = v.InferOutput<typeof signStatusMessageSchema>;

/**
 * A loan's status changed (a decision, a job): the home page that watches the loan refreshes its tracker
 * (issue 12). Ids and codes only, never a document: the page asks the server for the rest.
 */
export const loanStatusMessageSchema = v.object({
  loanNo: loanNoSchema,
  loanStatus: int32Schema(),
  /** The in-progress tracker (spec section 4), null when the loan shows none. */
  tracker: v.nullable(int32Schema()),
});
export type LoanStatusMessage = v.InferOutput<typeof loanStatusMessageSchema>;

/** What the server pushes on its own (every server message but the pong). */
export const pushMessageSchema = v.variant('type', [
  v.object({ type: v.literal('sign-status'), ...signStatusMessageSchema.entries }),
  v.object({ type: v.literal('loan-status'), ...loanStatusMessageSchema.entries }),
]);
export type PushMessage = v.InferOutput<typeof pushMessageSchema>;

export const clientMessageSchema = v.variant('type', [v.object({ type: v.literal('ping') })]);
export const serverMessageSchema = v.variant('type', [v.object({ type: v.literal('pong') }), ...pushMessageSchema.options]);
export type ServerMessage = v.InferOutput<typeof serverMessageSchema>;
