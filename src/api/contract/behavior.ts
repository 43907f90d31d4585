// Behaviour tracking (issue 16, decision 0800): infrastructure save-behavior-record. The borrower app sends
// its page visits and its calls' outcomes in batches with navigator.sendBeacon (no headers, so the call is
// public). Every field is shaped so it cannot carry personal data: a page is its route PATTERN, never the
// URL (a link's {resource} is a secret); a call is its contract path; titles are the pages' own; the only id
// besides the app's random session id is an application number.
import * as v from 'valibot';
import { BEHAVIOR_KIND, BEHAVIOR_SOURCE, behaviorKindOf } from '#src/domain/codes/behavior.ts';
import { plainStringSchema } from '#src/domain/schemas.ts';
import { BEHAVIOR_BATCH_MAX, SAVE_BEHAVIOR_RECORD_PATH } from './behavior-path.ts';
import { defineCall } from './define-call.ts';
import { codeOf, int32Schema, portfolioIdSchema } from './fields.ts';

export { BEHAVIOR_BATCH_MAX, SAVE_BEHAVIOR_RECORD_PATH };

/** A day: longer on one page or for one call is a clock's error, not a visit. */
const MAX_MS = 24 * 60 * 60 * 1_000;

/**
 * A route pattern as the statecharts' metas write it: '/', '/guidance', '/create-account/:resource',
 * '/notification/101'. A segment is lower-case words with dashes, a ':param', or a 3-digit code (a result page):
 * a link's token (letters and digits, mixed case, long) never fits.
 */
const SEGMENT = String.raw`(?:[a-z]+(?:-[a-z]+)*|:[a-zA-Z]+|\d{3})`;
export const ROUTE_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

/** A contract call's path: '/dolphin-loan/online/get-simulated-data' (letters, digits, dashes, slashes). */
const CALL_PATH = /^\/(?:gateway|dolphin-loan|dolphin-customer|dolphin-config)(?:\/[a-zA-Z0-9-]+)+$/;

/** 'A' and 8 digits, as applications are numbered. */
const APPLICATION_NO = /^A\d{8}$/;

const pageSchema = v.pipe(v.string('Page is missing'), v.maxLength(120, 'Page is not valid'), v.regex(ROUTE_PATTERN, 'Page is not a route pattern'));
const msSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MS));

export const behaviorRecordSchema = v.pipe(
  v.strictObject({
    source: codeOf(BEHAVIOR_SOURCE, 'Source is not valid'),
    kind: codeOf(BEHAVIOR_KIND, 'Kind is not valid'),
    /** When it happened, an ISO instant from the browser's clock. */
    at: v.pipe(v.string(), v.isoTimestamp('Time is not valid')),
    page: pageSchema,
    /** The page's title (its meta), only with a page enter. */
    title: v.optional(v.pipe(plainStringSchema('Title', 80), v.regex(/^[^@\d]*$/, 'Title is not a page title'))),
    /** With a page leave: how long the page was shown. */
    timeOnPageMs: v.optional(msSchema),
    /** With an API action: which call, what it answered (1 success, else its code; 0 no answer), how long it took. */
    call: v.optional(v.pipe(v.string(), v.maxLength(120), v.regex(CALL_PATH, 'Call is not a contract path'))),
    outcome: v.optional(int32Schema()),
    durationMs: v.optional(msSchema),
    applicationNo: v.optional(v.pipe(v.string(), v.regex(APPLICATION_NO, 'Application number is not valid'))),
  }),
  v.check((record) => behaviorKindOf(record.source) === record.kind, 'Source does not match the kind'),
  v.check(
    (record) => (record.kind === 'apiAction') === (record.call !== undefined && record.outcome !== undefined && record.durationMs !== undefined),
    'An API action has a call, an outcome and a duration; a page event has none',
  ),
);
export type BehaviorRecord = v.InferOutput<typeof behaviorRecordSchema>;

export const saveBehaviorRecord = defineCall({
  method: 'POST',
  path: SAVE_BEHAVIOR_RECORD_PATH,
  request: v.strictObject({
    portfolioId: portfolioIdSchema,
    /** The app's session id (spec section 4: a random UUID made at start), never the customer. */
    sessionId: v.pipe(v.string('Session is missing'), v.uuid('Session is not valid')),
    records: v.pipe(
      v.array(behaviorRecordSchema),
      v.minLength(1, 'Records are missing'),
      v.maxLength(BEHAVIOR_BATCH_MAX, `At most ${BEHAVIOR_BATCH_MAX} records at once`),
    ),
  }),
  /** How many were kept: all of them, or 0 when the portfolio does not track. */
  response: v.object({ stored: v.pipe(v.number(), v.integer(), v.minValue(0)), tracking: v.boolean() }),
  authenticated: false,
});
