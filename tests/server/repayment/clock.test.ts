// The demo clock (decision 0741): `npm run ops -- clock` writes DATA_DIR/demo-clock.json and a running server's
// clock reads it again, so both agree without a restart; reset goes back to CLOCK_OFFSET_DAYS; production refuses
// to move it and its server never reads the file (issue 17).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessToday } from '#src/domain/calendar.ts';
import { DAY_MS, demoClock, demoClockPath, readDemoClock } from '#server/clock.ts';
import { loadConfig } from '#server/config.ts';
import { mainHelp } from '#server/tools/ops-cli.ts';
import { ClockRefused, parseClockArgs, runClock } from '#server/tools/ops-clock.ts';

const REAL = Date.parse('2026-11-25T17:00:00Z');
const dataDir = () => mkdtempSync(join(tmpdir(), 'h3-clock-'));
// Whole days a clock is ahead of real time. Read just after the clock, real time may be a millisecond later:
// rounding a tiny negative gives -0, which toBe(0) (Object.is) refuses, so -0 is read as 0.
const daysAhead = (clockNow: number) => Math.round((clockNow - Date.now()) / DAY_MS) || 0;

describe('ops clock', () => {
  it('reads its command line', () => {
    expect(parseClockArgs(['show'])).toEqual({ action: 'show' });
    expect(parseClockArgs(['advance', '3', 'days'])).toEqual({ action: 'advance', days: 3 });
    expect(parseClockArgs(['advance', '-1', 'day'])).toEqual({ action: 'advance', days: -1 });
    expect(parseClockArgs(['set', '2026-12-04'])).toEqual({ action: 'set', date: '2026-12-04' });
    expect(parseClockArgs(['reset'])).toEqual({ action: 'reset' });
    expect(parseClockArgs(['advance', 'three'])).toEqual({
      usageError:
        'clock advance takes a whole number of days, e.g. advance 3 days. Usage: npm run ops -- clock show | advance <N> days | set <YYYY-MM-DD> | reset',
    });
    expect(parseClockArgs(['set', '2026-02-30'])).toMatchObject({ usageError: expect.stringContaining('clock set takes a date as YYYY-MM-DD.') });
    expect(parseClockArgs(['later'])).toMatchObject({ usageError: expect.stringContaining('Unknown clock command "later".') });
    expect(parseClockArgs([])).toMatchObject({ help: expect.stringContaining('advance 3 days') });
    // npm run ops -- --help names it among the commands.
    expect(mainHelp('ada')).toMatch(/ {2}clock show \| advance <N> days \| set <YYYY-MM-DD> \| reset +Development only: the server's business clock for demos/);
  });

  it('advances, sets and resets the business date a running server reads from the file', () => {
    const dir = dataDir();
    const settings = { dataDir: dir, production: false, envOffsetDays: 0 };
    // A server's clock over the same data directory, looking at the file on every call.
    const clock = demoClock(demoClockPath(dir), 0, 0);
    expect(businessToday(clock.now())).toBe(businessToday(Date.now()));

    expect(runClock({ action: 'advance', days: 3 }, settings, REAL)).toBe(
      [
        `Business date: 2026-11-28 12:00 America/New_York (+3 days; ops clock (${demoClockPath(dir)}))`,
        'Real date:     2026-11-25, so the server is 3 days ahead',
      ].join('\n'),
    );
    expect(readDemoClock(demoClockPath(dir))).toMatchObject({ offsetDays: 3 });
    expect(daysAhead(clock.now())).toBe(3);

    runClock({ action: 'advance', days: 2 }, settings, REAL);
    expect(readDemoClock(demoClockPath(dir))).toMatchObject({ offsetDays: 5 });
    expect(runClock({ action: 'set', date: '2026-12-24' }, settings, REAL)).toContain('Business date: 2026-12-24 12:00');
    expect(daysAhead(clock.now())).toBe(daysFromRealToday('2026-12-24', REAL));

    expect(runClock({ action: 'reset' }, settings, REAL)).toBe(
      ['Business date: 2026-11-25 12:00 America/New_York (not moved; real time)', 'Real date:     2026-11-25'].join('\n'),
    );
    expect(readDemoClock(demoClockPath(dir))).toBeNull();
    expect(daysAhead(clock.now())).toBe(0);
  });

  it('goes back to CLOCK_OFFSET_DAYS on reset, and a server started with it keeps it until ops moves the clock', () => {
    const dir = dataDir();
    const clock = demoClock(demoClockPath(dir), -2, 0);
    expect(daysAhead(clock.now())).toBe(-2);
    runClock({ action: 'advance', days: 1 }, { dataDir: dir, production: false, envOffsetDays: -2 }, REAL);
    expect(daysAhead(clock.now())).toBe(-1);
    expect(runClock({ action: 'reset' }, { dataDir: dir, production: false, envOffsetDays: -2 }, REAL)).toContain('(-2 days; CLOCK_OFFSET_DAYS)');
    expect(daysAhead(clock.now())).toBe(-2);
  });

  it('is refused in production, whose server never reads the file', () => {
    const dir = dataDir();
    expect(() => runClock({ action: 'advance', days: 1 }, { dataDir: dir, production: true, envOffsetDays: 0 }, REAL)).toThrow(ClockRefused);
    expect(readDemoClock(demoClockPath(dir))).toBeNull();
    writeFileSync(demoClockPath(dir), JSON.stringify({ offsetDays: 30, setAt: '' }));
    const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, DATA_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(daysAhead(production.clock.now())).toBe(0);
    const development = loadConfig({ DATA_DIR: dir });
    expect(daysAhead(development.clock.now())).toBe(30);
  });
});

function daysFromRealToday(date: string, realNow: number): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${businessToday(realNow)}T12:00:00Z`)) / DAY_MS);
}
