// When a loan can be funded (issue 11, decision 0600): the same-day funding countdown, the disbursement dates
// a borrower may pick, business-day arithmetic, and the assistant twins of two config calls.
import * as v from 'valibot';
import { BUSINESS_TIME_ZONE } from '#src/domain/constants.ts';
import { isIsoDate } from '#src/domain/iso-date.ts';
import { parseCutOffTime } from '#src/domain/same-day-funding.ts';
import { dateFormat } from './calendar.ts';
import { defineCall } from './define-call.ts';
import { isoDateSchema, portfolioIdParam } from './fields.ts';
import { getPortfolio } from './portfolio.ts';
import { PREFIX } from './prefixes.ts';

/** The dates the date calls take: the years the business calendar is kept for, so every answer is a 'YYYY-MM-DD' too. */
export const CALENDAR_DATE_MIN = '2000-01-01';
export const CALENDAR_DATE_MAX = '2099-12-31';

/**
 * The most business days get-future-date counts: about three months, beyond any step the wizard takes
 * (a first payment after disbursement, the end of the date window), and a bound on one request's work.
 */
export const FUTURE_DATE_MAX_BUSINESS_DAYS = 60;

/** A real calendar date ('2026-02-30' is not one) from 2000 to 2099, as a query sends it. */
const calendarDateParam = v.pipe(
  v.string('Please enter a valid date (YYYY-MM-DD)'),
  v.check((date: string) => isIsoDate(date), 'Please enter a valid date (YYYY-MM-DD)'),
  // Only a real date is out of range: what is not one has its own message.
  v.check(
    (date: string) => !isIsoDate(date) || (date >= CALENDAR_DATE_MIN && date <= CALENDAR_DATE_MAX),
    `Please enter a date from ${CALENDAR_DATE_MIN} to ${CALENDAR_DATE_MAX}`,
  ),
);

/** A count of business days as a query sends it ("5" or 5), 1 to FUTURE_DATE_MAX_BUSINESS_DAYS. */
const businessDaysParam = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.number(),
  v.integer('Business days should be a whole number'),
  v.minValue(1, `Business days should be from 1 to ${FUTURE_DATE_MAX_BUSINESS_DAYS}`),
  v.maxValue(FUTURE_DATE_MAX_BUSINESS_DAYS, `Business days should be from 1 to ${FUTURE_DATE_MAX_BUSINESS_DAYS}`),
);

const cutOffTimeSchema = v.pipe(
  v.string(),
  v.check((text: string) => parseCutOffTime(text) !== undefined, 'A cut-off time is HH:mm, 00:00 to 23:59'),
);

/** The same-day funding figures at the server's clock (src/domain/same-day-funding.ts sameDayFunding). */
export const sameDayFundingSchema = v.object({
  timeZone: v.literal(BUSINESS_TIME_ZONE),
  /** The portfolio's cut-off, 'HH:mm' in New York. */
  cutOffTime: cutOffTimeSchema,
  /** The server's clock when answering (ISO). */
  now: v.pipe(v.string(), v.isoTimestamp()),
  sameDayAvailable: v.boolean(),
  /** Whole seconds from `now` to the cut-off, rounded up; 0 when same-day funding is not available. */
  secondsLeft: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400)),
  /** Today when same-day funding is available, else the next business day. */
  fundingDate: isoDateSchema,
});
export type SameDayFundingAnswer = v.InferOutput<typeof sameDayFundingSchema>;

/** The portfolio's same-day funding cut-off as seen now; shown on every wizard step, so no sign-in. */
export const countdownSameDay = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/countdown-same-day`,
  request: v.object({ portfolioId: portfolioIdParam }),
  response: sameDayFundingSchema,
  authenticated: false,
});

/** A Federal Reserve closure by its date and name ('Thanksgiving Day'). */
export const namedHolidaySchema = v.object({ date: isoDateSchema, name: v.string() });
export type NamedHoliday = v.InferOutput<typeof namedHolidaySchema>;

/**
 * The disbursement dates the signed-in borrower may pick: every business day of the window, ascending; and
 * the Federal Reserve closures of the months a calendar of the window shows, named, so a day that cannot be
 * picked says which holiday it is.
 */
export const availableDate = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/available-date`,
  request: v.object({}),
  response: v.object({
    dates: v.array(isoDateSchema),
    earliest: isoDateSchema,
    latest: isoDateSchema,
    holidays: v.optional(v.array(namedHolidaySchema), []),
  }),
  authenticated: true,
});

/** The earliest funding date: today before the borrower's portfolio's cut-off on a business day, else the next business day. */
export const getDefaultDisbursementDate = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-default-disbursement-date`,
  request: v.object({}),
  response: v.object({ date: isoDateSchema }),
  authenticated: true,
});

/** The first business day strictly after the date. */
export const getNextBusinessDay = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-next-business-day`,
  request: v.object({ date: calendarDateParam }),
  response: v.object({ date: isoDateSchema }),
  authenticated: false,
});

/** The business day `businessDays` business days after the date (counting only business days after it). */
export const getFutureDate = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-future-date`,
  request: v.object({ date: calendarDateParam, businessDays: businessDaysParam }),
  response: v.object({ date: isoDateSchema }),
  authenticated: false,
});

/** Answers exactly like config date-format: the same schemas, the same server code. */
export const assistantDateFormat = defineCall({ ...dateFormat, path: `${PREFIX.assistant}/date-format` });

/** Answers exactly like config get-portfolio: the same schemas, the same server code. */
export const assistantPortfolio = defineCall({ ...getPortfolio, path: `${PREFIX.assistant}/portfolio/get` });
