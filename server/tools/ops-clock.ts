// `npm run ops -- clock <show | advance N days | set YYYY-MM-DD | reset>`: the business clock for demos
// (decision 0741). It writes DATA_DIR/demo-clock.json, which a running server reads again within a second
// (server/clock.ts), so paydays, due dates, withdrawals, settlements and reminders come when the demo needs
// them; no database is opened. Refused with NODE_ENV=production, where the server never reads the file.
import { businessToday } from '#src/domain/calendar.ts';
import { daysBetween, isIsoDate } from '#src/domain/iso-date.ts';
import { DAY_MS, clearDemoClock, demoClockPath, readDemoClock, writeDemoClock } from '../clock.ts';

export type ClockAction = { action: 'show' } | { action: 'advance'; days: number } | { action: 'set'; date: string } | { action: 'reset' };

export const CLOCK_USAGE = 'clock show | advance <N> days | set <YYYY-MM-DD> | reset';
export const CLOCK_SUMMARY =
  "Development only: the server's business clock for demos (DATA_DIR/demo-clock.json, read by a running server within a second); reset goes back to CLOCK_OFFSET_DAYS.";

export function clockHelp(): string {
  return [
    `Usage: npm run ops -- ${CLOCK_USAGE}`,
    '',
    CLOCK_SUMMARY,
    '  show              the business date and time the server uses, and by how many days it is moved',
    '  advance 3 days    three days later (a negative number goes back); "day" works too',
    '  set 2026-12-04    that business date, at the time of day it is now',
    '  reset             the real date again (moved by CLOCK_OFFSET_DAYS when it is set)',
    'Jobs that fall due (withdrawals, settlements, reminders) run once the server sees the new time.',
    'Sessions expire by this clock too: moving it weeks ahead may ask the borrower to sign in again.',
  ].join('\n');
}

/** The words after `clock` as an action, or what is wrong with them. */
export function parseClockArgs(args: readonly string[]): ClockAction | { usageError: string } | { help: string } {
  const [verb, first, second, ...extra] = args;
  const usage = (problem: string) => ({ usageError: `${problem} Usage: npm run ops -- ${CLOCK_USAGE}` });
  if (verb === undefined || verb === '--help' || args.includes('--help')) return { help: clockHelp() };
  if (verb === 'show' || verb === 'reset') return first === undefined ? { action: verb } : usage(`clock ${verb} takes nothing more ("${first}").`);
  if (verb === 'advance') {
    if (first === undefined || !/^-?\d{1,5}$/.test(first)) return usage('clock advance takes a whole number of days, e.g. advance 3 days.');
    if ((second !== undefined && !/^days?$/.test(second)) || extra.length > 0) return usage(`clock advance ${first} takes "days" after the number.`);
    return { action: 'advance', days: Number(first) };
  }
  if (verb === 'set') {
    if (first === undefined || !isIsoDate(first)) return usage('clock set takes a date as YYYY-MM-DD.');
    if (second !== undefined) return usage(`clock set ${first} takes nothing more ("${second}").`);
    return { action: 'set', date: first };
  }
  return usage(`Unknown clock command "${verb}".`);
}

export type ClockSettings = { dataDir: string; production: boolean; envOffsetDays: number };

/** Runs the action and answers what the clock says now; throws ClockRefused in production. */
export function runClock(action: ClockAction, settings: ClockSettings, realNow = Date.now()): string {
  if (settings.production && action.action !== 'show') {
    throw new ClockRefused('The business clock moves for demos only: NODE_ENV is production, where the server keeps real time.');
  }
  const path = demoClockPath(settings.dataDir);
  const current = readDemoClock(path)?.offsetDays ?? settings.envOffsetDays;
  const at = new Date(realNow);
  switch (action.action) {
    case 'advance':
      writeDemoClock(path, current + action.days, at);
      break;
    case 'set':
      writeDemoClock(path, daysBetween(businessToday(realNow), action.date), at);
      break;
    case 'reset':
      clearDemoClock(path);
      break;
    case 'show':
      break;
  }
  return describeClock(settings, realNow);
}

export function describeClock(settings: ClockSettings, realNow = Date.now()): string {
  const file = settings.production ? null : readDemoClock(demoClockPath(settings.dataDir));
  const offsetDays = file?.offsetDays ?? settings.envOffsetDays;
  const moved = realNow + offsetDays * DAY_MS;
  const time = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hour12: false }).format(moved);
  const source = file ? `ops clock (${demoClockPath(settings.dataDir)})` : settings.envOffsetDays !== 0 ? 'CLOCK_OFFSET_DAYS' : 'real time';
  const days = offsetDays === 0 ? 'not moved' : `${offsetDays > 0 ? '+' : ''}${offsetDays} ${Math.abs(offsetDays) === 1 ? 'day' : 'days'}`;
  return [
    `Business date: ${businessToday(moved)} ${time} America/New_York (${days}; ${source})`,
    `Real date:     ${businessToday(realNow)}${offsetDays === 0 ? '' : `, so the server is ${Math.abs(offsetDays)} ${Math.abs(offsetDays) === 1 ? 'day' : 'days'} ${offsetDays > 0 ? 'ahead' : 'behind'}`}`,
  ].join('\n');
}

export class ClockRefused extends Error {}
