// The same-day funding cut-off of each portfolio (decision 0600): an operator setting, 'HH:mm' in New York.
import { parseCutOffTime } from '#src/domain/same-day-funding.ts';
import type { AppDatabase } from '../db/database.ts';
import { readSetting } from './settings.ts';

/** The setting key of a portfolio's cut-off, e.g. 'same-day-cut-off.110'. */
export function sameDayCutOffKey(portfolioId: number): string {
  return `same-day-cut-off.${portfolioId}`;
}

/**
 * The cut-offs the seed writes when missing. Nacha's Same Day ACH windows close at 10:30, 14:45 and 16:45 ET;
 * a lender's own cut-off comes earlier, leaving time to review and send the file before the 14:45 window.
 */
export const SEED_SAME_DAY_CUT_OFFS: ReadonlyArray<{ key: string; value: string }> = [
  { key: sameDayCutOffKey(110), value: '13:00' },
  { key: sameDayCutOffKey(118), value: '14:00' },
];

/** A portfolio's cut-off, checked: missing or not 'HH:mm' (00:00 to 23:59) is a broken installation, answered 500. */
export async function readSameDayCutOff(orm: AppDatabase, portfolioId: number): Promise<string> {
  const key = sameDayCutOffKey(portfolioId);
  const value = await readSetting(orm, key);
  if (parseCutOffTime(value) === undefined)
    throw new Error(`Setting "${key}" is ${JSON.stringify(value)}, not a time 'HH:mm' from 00:00 to 23:59: fix it in the setting table.`);
  return value;
}
