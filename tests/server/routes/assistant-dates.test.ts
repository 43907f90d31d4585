// The assistant calls that decide when a loan can be funded (issue 11, decision 0600), at fixed clocks.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { dateFormat } from '#src/api/contract/calendar.ts';
import {
  assistantDateFormat,
  assistantPortfolio,
  availableDate,
  countdownSameDay,
  getDefaultDisbursementDate,
  getFutureDate,
  getNextBusinessDay,
} from '#src/api/contract/disbursement-dates.ts';
import { getPortfolio } from '#src/api/contract/portfolio.ts';
import { setting } from '#server/db/schema.ts';
import { build, manualClock, TEST_NOW } from '../helper.ts';
import { authHeaders, call, ok, signUp } from '../support/accounts.ts';

type App = Awaited<ReturnType<typeof build>>;
type Dates = { dates: string[]; earliest: string; latest: string };

const at = (iso: string) => Date.parse(iso);
const NOT_FOUND = { code: -10601, message: 'This site is not set up for any lender.', data: null };
const SIGN_IN = { code: -82030001, message: 'Please sign in to continue.', data: null };

/** The data of a successful call, checked against the call's response schema. */
async function answer<T>(app: App, definition: CallDefinition, input: unknown = {}, headers: Record<string, string> = {}): Promise<T> {
  return v.parse(definition.response, await ok(app, definition, input, headers)) as T;
}

/** A 400 -10400 whose message names each bad field; answers the message. */
async function invalid(app: App, definition: CallDefinition, input: Record<string, unknown>): Promise<string> {
  const reply = await call(app, definition, input);
  expect(reply.statusCode).toBe(400);
  const body = reply.json();
  expect(body.code).toBe(-10400);
  return body.message as string;
}

/** A borrower of the portfolio, signed in. */
async function borrowerOf(app: App, portfolioId: 110 | 118) {
  return authHeaders(await signUp(app, `borrower.${portfolioId}@example.com`, undefined, portfolioId));
}

describe('assistant countdown-same-day', () => {
  it("answers portfolio 118's 14:00 cut-off at the test clock (Monday 12:00 EDT): two hours left, funded today", async () => {
    const app = await build();
    expect(await answer(app, countdownSameDay, { portfolioId: 118 })).toEqual({
      timeZone: 'America/New_York',
      cutOffTime: '14:00',
      now: '2026-03-16T16:00:00.000Z',
      sameDayAvailable: true,
      secondsLeft: 7200,
      fundingDate: '2026-03-16',
    });
  });

  it("answers portfolio 110's own cut-off, 13:00", async () => {
    const app = await build();
    expect(await answer(app, countdownSameDay, { portfolioId: 110 })).toEqual({
      timeZone: 'America/New_York',
      cutOffTime: '13:00',
      now: '2026-03-16T16:00:00.000Z',
      sameDayAvailable: true,
      secondsLeft: 3600,
      fundingDate: '2026-03-16',
    });
  });

  it("counts the server clock's milliseconds: the answer is exact for `now`", async () => {
    const clock = manualClock(at('2026-03-16T16:59:59.250Z'));
    const app = await build({ clock });
    expect(await answer(app, countdownSameDay, { portfolioId: 110 })).toMatchObject({
      now: '2026-03-16T16:59:59.250Z',
      sameDayAvailable: true,
      secondsLeft: 1,
    });
    clock.advance(750);
    expect(await answer(app, countdownSameDay, { portfolioId: 110 })).toMatchObject({
      now: '2026-03-16T17:00:00.000Z',
      sameDayAvailable: false,
      secondsLeft: 0,
      fundingDate: '2026-03-17',
    });
    // Portfolio 118's cut-off is an hour later: still open.
    expect(await answer(app, countdownSameDay, { portfolioId: 118 })).toMatchObject({ sameDayAvailable: true, secondsLeft: 3600 });
  });

  it('names the next business day on a weekend and on a holiday', async () => {
    const saturday = await build({ clock: manualClock(at('2026-03-14T15:00:00Z')) });
    expect(await answer(saturday, countdownSameDay, { portfolioId: 118 })).toMatchObject({
      sameDayAvailable: false,
      secondsLeft: 0,
      fundingDate: '2026-03-16',
    });
    const thanksgiving = await build({ clock: manualClock(at('2026-11-26T15:00:00Z')) });
    expect(await answer(thanksgiving, countdownSameDay, { portfolioId: 118 })).toMatchObject({
      sameDayAvailable: false,
      secondsLeft: 0,
      fundingDate: '2026-11-27',
    });
  });

  it('takes the cut-off as New York wall-clock time on both sides of a daylight saving switch', async () => {
    // 18:30 UTC is 14:30 EDT on Friday 2026-10-30 (closed) and 13:30 EST on Monday 2026-11-02 (open).
    const beforeSwitch = await build({ clock: manualClock(at('2026-10-30T18:30:00Z')) });
    expect(await answer(beforeSwitch, countdownSameDay, { portfolioId: 118 })).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-11-02' });
    const afterSwitch = await build({ clock: manualClock(at('2026-11-02T18:30:00Z')) });
    expect(await answer(afterSwitch, countdownSameDay, { portfolioId: 118 })).toMatchObject({
      sameDayAvailable: true,
      secondsLeft: 1800,
      fundingDate: '2026-11-02',
    });
    // In March the other way: 18:30 UTC is 13:30 EST on Friday 2026-03-06 and 14:30 EDT on Monday 2026-03-09.
    const march = await build({ clock: manualClock(at('2026-03-06T18:30:00Z')) });
    expect(await answer(march, countdownSameDay, { portfolioId: 118 })).toMatchObject({ sameDayAvailable: true, secondsLeft: 1800, fundingDate: '2026-03-06' });
    const marchAfter = await build({ clock: manualClock(at('2026-03-09T18:30:00Z')) });
    expect(await answer(marchAfter, countdownSameDay, { portfolioId: 118 })).toMatchObject({ sameDayAvailable: false, fundingDate: '2026-03-10' });
  });

  it('uses the cut-off an operator set in the setting table', async () => {
    const app = await build();
    await app.database.orm.update(setting).set({ value: '11:30' }).where(eq(setting.key, 'same-day-cut-off.118'));
    expect(await answer(app, countdownSameDay, { portfolioId: 118 })).toMatchObject({
      cutOffTime: '11:30',
      sameDayAvailable: false,
      secondsLeft: 0,
      fundingDate: '2026-03-17',
    });
  });

  it('answers 500 for a broken stored cut-off: an installation error, not the borrower’s', async () => {
    const app = await build();
    await app.database.orm.update(setting).set({ value: '25:00' }).where(eq(setting.key, 'same-day-cut-off.110'));
    const reply = await call(app, countdownSameDay, { portfolioId: 110 });
    expect(reply.statusCode).toBe(500);
    expect(reply.json().code).toBe(-10500);
    await app.database.orm.delete(setting).where(eq(setting.key, 'same-day-cut-off.118'));
    const missing = await call(app, countdownSameDay, { portfolioId: 118 });
    expect(missing.statusCode).toBe(500);
    expect(missing.json().code).toBe(-10500);
  });

  it('answers -10601 for an unknown portfolio and 400 for a missing or bad one', async () => {
    const app = await build();
    expect((await call(app, countdownSameDay, { portfolioId: 999 })).json()).toEqual(NOT_FOUND);
    expect(await invalid(app, countdownSameDay, {})).toBe('The request is not valid: portfolioId is required.');
    expect(await invalid(app, countdownSameDay, { portfolioId: 'abc' })).toBe('The request is not valid: portfolioId must be a number.');
    expect(await invalid(app, countdownSameDay, { portfolioId: 0 })).toBe('The request is not valid: portfolioId is not valid: Portfolio is not valid.');
  });
});

describe('assistant available-date and get-default-disbursement-date', () => {
  it("answer the business days of the window from today before the borrower's portfolio's cut-off", async () => {
    const app = await build();
    const headers = await borrowerOf(app, 118);
    const dates = await answer<Dates>(app, availableDate, {}, headers);
    expect(dates.earliest).toBe('2026-03-16');
    expect(dates.latest).toBe('2026-04-15');
    expect(dates.dates).toHaveLength(23);
    expect(dates.dates.slice(0, 6)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-23']);
    expect(dates.dates.at(-1)).toBe('2026-04-15');
    expect(await answer(app, getDefaultDisbursementDate, {}, headers)).toEqual({ date: '2026-03-16' });
  });

  it("follow each borrower's own portfolio: at 13:30 EDT portfolio 110 (13:00) funds tomorrow, 118 (14:00) today", async () => {
    const app = await build({ clock: manualClock(at('2026-03-16T17:30:00Z')) });
    const goldcrest = await borrowerOf(app, 110);
    const bluepeak = await borrowerOf(app, 118);
    expect(await answer(app, getDefaultDisbursementDate, {}, goldcrest)).toEqual({ date: '2026-03-17' });
    expect(await answer(app, getDefaultDisbursementDate, {}, bluepeak)).toEqual({ date: '2026-03-16' });
    const goldcrestDates = await answer<Dates>(app, availableDate, {}, goldcrest);
    const bluepeakDates = await answer<Dates>(app, availableDate, {}, bluepeak);
    expect(goldcrestDates).toEqual({ dates: bluepeakDates.dates.slice(1), earliest: '2026-03-17', latest: '2026-04-15', holidays: [] });
  });

  it('leave out holidays and weekends: after the cut-off on Christmas Eve, the window runs from 28 December', async () => {
    const app = await build({ clock: manualClock(at('2026-12-24T20:00:00Z')) });
    const headers = await borrowerOf(app, 118);
    const { dates, earliest, latest } = await answer<Dates>(app, availableDate, {}, headers);
    expect([earliest, latest]).toEqual(['2026-12-28', '2027-01-22']);
    expect(dates.slice(0, 5)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-04']);
    expect(dates).not.toContain('2027-01-18');
    expect(await answer(app, getDefaultDisbursementDate, {}, headers)).toEqual({ date: '2026-12-28' });
  });

  it('name the Federal Reserve closures of the months the calendar shows, so the picker says which holiday a day is', async () => {
    const app = await build({ clock: manualClock(at('2026-11-25T17:00:00Z')) });
    const headers = await borrowerOf(app, 118);
    const answered = await answer<Dates & { holidays: Array<{ date: string; name: string }> }>(app, availableDate, {}, headers);
    expect([answered.earliest, answered.latest]).toEqual(['2026-11-25', '2026-12-24']);
    expect(answered.dates).not.toContain('2026-11-26');
    expect(answered.holidays).toEqual([
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
    const newYear = await build({ clock: manualClock(at('2026-12-24T20:00:00Z')) });
    expect(
      (await answer<{ holidays: unknown[] }>(newYear, availableDate, {}, authHeaders(await signUp(newYear, 'new.year@example.com', undefined, 118)))).holidays,
    ).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-01-18', name: 'Birthday of Martin Luther King, Jr.' },
    ]);
  });

  it('refuse a caller who is not signed in', async () => {
    const app = await build();
    expect((await call(app, availableDate)).json()).toEqual(SIGN_IN);
    expect((await call(app, getDefaultDisbursementDate)).json()).toEqual(SIGN_IN);
  });
});

describe('assistant get-next-business-day', () => {
  it.each([
    ['2026-03-16', '2026-03-17'],
    ['2026-03-13', '2026-03-16'],
    ['2026-03-14', '2026-03-16'],
    ['2026-11-25', '2026-11-27'],
    ['2026-12-24', '2026-12-28'],
    ['2026-12-31', '2027-01-04'],
  ])('after %s is %s', async (date, next) => {
    const app = await build();
    expect(await answer(app, getNextBusinessDay, { date })).toEqual({ date: next });
  });

  it.each([
    [{}, 'date is required'],
    [{ date: 'tomorrow' }, 'date is not valid: Please enter a valid date (YYYY-MM-DD)'],
    [{ date: '2026-02-30' }, 'date is not valid: Please enter a valid date (YYYY-MM-DD)'],
    [{ date: '2026-3-16' }, 'date is not valid: Please enter a valid date (YYYY-MM-DD)'],
    [{ date: '1999-12-31' }, 'date is not valid: Please enter a date from 2000-01-01 to 2099-12-31'],
    [{ date: '2100-01-01' }, 'date is not valid: Please enter a date from 2000-01-01 to 2099-12-31'],
  ])('answers 400 for %j: %s', async (input, detail) => {
    const app = await build();
    expect(await invalid(app, getNextBusinessDay, input)).toBe(`The request is not valid: ${detail}.`);
  });
});

describe('assistant get-future-date', () => {
  it.each([
    ['2026-03-16', 1, '2026-03-17'],
    ['2026-03-16', 10, '2026-03-30'],
    ['2026-03-14', 1, '2026-03-16'],
    ['2026-11-25', 2, '2026-11-30'],
    ['2026-12-30', 2, '2027-01-04'],
    // 12 weeks of five, and one more for Memorial Day (2026-05-25).
    ['2026-03-16', 60, '2026-06-09'],
  ])('%s plus %i business days is %s', async (date, businessDays, expected) => {
    const app = await build();
    expect(await answer(app, getFutureDate, { date, businessDays })).toEqual({ date: expected });
  });

  it.each([
    [{ date: '2026-03-16' }, 'businessDays is required'],
    [{ businessDays: 5 }, 'date is required'],
    [{ date: '2026-13-01', businessDays: 5 }, 'date is not valid: Please enter a valid date (YYYY-MM-DD)'],
    [{ date: '2026-03-16', businessDays: 'five' }, 'businessDays must be a number'],
    [{ date: '2026-03-16', businessDays: 0 }, 'businessDays is not valid: Business days should be from 1 to 60'],
    [{ date: '2026-03-16', businessDays: 61 }, 'businessDays is not valid: Business days should be from 1 to 60'],
    [{ date: '2026-03-16', businessDays: 1.5 }, 'businessDays is not valid: Business days should be a whole number'],
  ])('answers 400 for %j: %s', async (input, detail) => {
    const app = await build();
    expect(await invalid(app, getFutureDate, input)).toBe(`The request is not valid: ${detail}.`);
  });
});

describe('assistant date-format and portfolio/get', () => {
  it('answer exactly like config date-format and get-portfolio', async () => {
    const app = await build({ clock: manualClock(TEST_NOW) });
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
    expect(await get(assistantDateFormat.path)).toEqual({ code: 1, message: 'Success', data: { date: 'MM/dd/YYYY' } });
    expect(await get(assistantDateFormat.path)).toEqual(await get(dateFormat.path));
    for (const query of ['portfolioId=110', 'portfolioId=118', 'portfolioId=999', 'portfolioId=abc', '']) {
      const assistantReply = await app.inject({ method: 'GET', url: `${assistantPortfolio.path}?${query}` });
      const configReply = await app.inject({ method: 'GET', url: `${getPortfolio.path}?${query}` });
      expect([assistantReply.statusCode, assistantReply.json()]).toEqual([configReply.statusCode, configReply.json()]);
    }
    expect((await answer<{ portfolioName: string }>(app, assistantPortfolio, { portfolioId: 110 })).portfolioName).toBe('Goldcrest Lending');
    expect((await call(app, assistantPortfolio, { portfolioId: 999 })).json()).toEqual(NOT_FOUND);
  });
});
