// `npm run ops -- funnel --from YYYY-MM-DD --to YYYY-MM-DD [--portfolio <id>]` (issue 16, decision 0800): how
// many borrowers' sessions reached each page on those business days (New York), and where they left. Like the
// other ops commands it opens the server's database itself, or asks the running server that holds the embedded
// one (its loopback-only /dev/behavior/funnel).
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { isIsoDate, type IsoDate } from '#src/domain/iso-date.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { DatabaseInUseError } from '../db/pglite-database.ts';
import { createLogger } from '../logger.ts';
import { DEV_BEHAVIOR_FUNNEL_PATH } from '../routes/behavior.ts';
import { behaviorRecords, formatFunnel, funnelOf, type Funnel } from './records.ts';

export const FUNNEL_USAGE = 'funnel --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--portfolio <id>]';
export const FUNNEL_SUMMARY =
  'Behaviour tracking (decision 0800): sessions that reached each page on those business days (New York), where they left, the median time on it.';

export type FunnelRange = { from: IsoDate; to: IsoDate; portfolioId?: number };

/** The command line after "funnel": a range, help, or what is wrong with it. */
export function parseFunnelArgs(argv: readonly string[]): FunnelRange | { help: string } | { usageError: string } {
  const usage = (problem: string) => ({ usageError: `${problem} Usage: npm run ops -- ${FUNNEL_USAGE}` });
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { from: { type: 'string' }, to: { type: 'string' }, portfolio: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    return usage(`${(error as Error).message.replace(/\. To specify .*$/s, '.')}`);
  }
  if (values.help) return { help: `Usage: npm run ops -- ${FUNNEL_USAGE}\n\n${FUNNEL_SUMMARY}` };
  const { from, to, portfolio } = values;
  if (from === undefined || to === undefined) return usage('--from and --to are needed.');
  if (!isIsoDate(from) || !isIsoDate(to)) return usage('--from and --to are dates, YYYY-MM-DD.');
  if (from > to) return usage('--from is after --to.');
  if (portfolio !== undefined && !/^\d{1,9}$/.test(portfolio)) return usage('--portfolio is a portfolio id, e.g. 110.');
  return { from, to, ...(portfolio === undefined ? {} : { portfolioId: Number(portfolio) }) };
}

async function funnelHere(config: Config, range: FunnelRange): Promise<Funnel> {
  const db = await openDatabase(config.database, createLogger('warn', pino.destination(2)));
  try {
    await db.migrate();
    const events = await behaviorRecords(db.orm, config.clock).pageEvents(range.from, range.to, range.portfolioId);
    return funnelOf(events, { from: range.from, to: range.to, portfolioId: range.portfolioId ?? null });
  } finally {
    await db.close();
  }
}

async function funnelOnServer(config: Config, range: FunnelRange, inUse: DatabaseInUseError): Promise<Funnel> {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(range.portfolioId === undefined ? {} : { portfolioId: String(range.portfolioId) }) });
  const url = `http://127.0.0.1:${config.port}${DEV_BEHAVIOR_FUNNEL_PATH}?${query}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(`${inUse.message}\nNo server answers at ${url}: run ops with PORT=<its port>, or stop process ${inUse.pid}.`);
  }
  if (!response.ok)
    throw new Error(
      `${inUse.message}\nThe server at ${url} answered HTTP ${response.status} (with NODE_ENV=production it has no /dev routes: stop it, or use DATABASE_URL).`,
    );
  return (await response.json()) as Funnel;
}

/** Runs the funnel command; answers the text to print. */
export async function runFunnel(config: Config, range: FunnelRange): Promise<string> {
  try {
    return formatFunnel(await funnelHere(config, range));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    return formatFunnel(await funnelOnServer(config, range, error));
  }
}
