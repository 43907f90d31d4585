import * as v from 'valibot';
import { defineCall } from './define-call.ts';
import { PREFIX } from './prefixes.ts';

const isoDate = v.pipe(v.string(), v.isoDate());

/** The display date pattern (spec: "Date patterns: date"); the client uppercases the day token. */
export const dateFormat = defineCall({
  method: 'GET',
  path: `${PREFIX.config}/date-format`,
  request: v.object({}),
  response: v.object({ date: v.string() }),
  authenticated: false,
});

/** Federal Reserve closure dates for the current and next year, ascending (spec: holidayTimeStr). */
export const getHoliday = defineCall({
  method: 'GET',
  path: `${PREFIX.assistant}/get-holiday`,
  request: v.object({}),
  response: v.array(v.object({ holidayTimeStr: isoDate })),
  authenticated: false,
});
