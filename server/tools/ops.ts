// `npm run ops -- <command>`: an operator's decisions on loans after signing (decision 0720; --help says it all).
// It opens the server's database itself; when the server holds the embedded one (PGlite: one process at a
// time), it sends the command to that server's loopback-only /dev/ops route instead.
import { userInfo } from 'node:os';
import { pino } from 'pino';
import { resolveDataKey } from '../application/data-key.ts';
import { installDataKey } from '../application/sealed.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { DatabaseInUseError } from '../db/pglite-database.ts';
import { createLogger } from '../logger.ts';
import { loanOperations, OpsError, type OpsCommand, type OpsResult } from '../loans/operations.ts';
import { OPS_PATH } from '../routes/dev-ops.ts';
import { EXIT, formatResult, parseOpsArgs } from './ops-cli.ts';
import { ClockRefused, parseClockArgs, runClock } from './ops-clock.ts';
import { FUNNEL_SUMMARY, FUNNEL_USAGE, parseFunnelArgs, runFunnel } from '../behavior/funnel-cli.ts';

function defaultOperator(): string {
  try {
    return userInfo().username.replace(/[^A-Za-z0-9._@-]/g, '') || 'operator';
  } catch {
    return 'operator';
  }
}

/** The command run on the database opened here. */
async function runHere(config: Config, command: OpsCommand): Promise<OpsResult> {
  // Warnings only, on standard error: standard output is the answer.
  // Demo loans' accounts and coupon links are sealed with the server's data key, as the server would.
  installDataKey(resolveDataKey(config));
  const db = await openDatabase(config.database, createLogger('warn', pino.destination(2)));
  try {
    await db.migrate();
    return await loanOperations(
      db.orm,
      config.clock,
      { fundingCompletesAfterMs: config.fundingCompletesAfterMs },
      { production: config.production, port: config.port },
    ).run(command);
  } finally {
    await db.close();
  }
}

/** The command sent to the server that holds the embedded database. */
async function runOnServer(config: Config, command: OpsCommand, inUse: DatabaseInUseError): Promise<OpsResult> {
  const url = `http://127.0.0.1:${config.port}${OPS_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(command) });
  } catch {
    throw new OpsError(
      `${inUse.message}\nNo server answers at ${url}: if process ${inUse.pid} is the server on another port, run ops with PORT=<its port>; otherwise stop that process.`,
    );
  }
  if (response.status === 404) {
    throw new OpsError(
      `${inUse.message}\nThe server at ${url} takes no operator commands (it runs with NODE_ENV=production): stop it to run ops, or move to PostgreSQL (DATABASE_URL) so both can open the database.`,
    );
  }
  const answer = (await response.json()) as { ok: boolean; result?: OpsResult; error?: string };
  if (!response.ok || !answer.ok || !answer.result) throw new OpsError(answer.error ?? `The server answered HTTP ${response.status}.`);
  return answer.result;
}

/** `ops clock ...`: the demo clock's file under DATA_DIR; no database is opened (decision 0741). */
function clockCommand(args: readonly string[]): number {
  const parsed = parseClockArgs(args);
  if ('help' in parsed) {
    process.stdout.write(`${parsed.help}\n`);
    return EXIT.done;
  }
  if ('usageError' in parsed) {
    process.stderr.write(`${parsed.usageError}\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  try {
    const envOffsetDays = Number(process.env.CLOCK_OFFSET_DAYS ?? 0);
    process.stdout.write(`${runClock(parsed, { dataDir: config.dataDir, production: config.production, envOffsetDays })}\n`);
    return EXIT.done;
  } catch (error) {
    if (!(error instanceof ClockRefused)) throw error;
    process.stderr.write(`${error.message}\n`);
    return EXIT.refused;
  }
}

async function main(): Promise<number> {
  if (process.argv[2] === 'clock') return clockCommand(process.argv.slice(3));
  // The behaviour funnel (issue 16) reads tracking records, not loans: server/behavior/funnel-cli.ts.
  if (process.argv[2] === 'funnel') {
    const range = parseFunnelArgs(process.argv.slice(3));
    if ('usageError' in range) {
      process.stderr.write(`${range.usageError}\n`);
      return EXIT.usage;
    }
    process.stdout.write(`${'help' in range ? range.help : await runFunnel(loadConfig(), range)}\n`);
    return EXIT.done;
  }
  const parsed = parseOpsArgs(process.argv.slice(2), defaultOperator());
  if ('help' in parsed) {
    const funnel = process.argv.length <= 3 ? `\n\nAlso: npm run ops -- ${FUNNEL_USAGE}\n  ${FUNNEL_SUMMARY}` : '';
    process.stdout.write(`${parsed.help}${funnel}\n`);
    return EXIT.done;
  }
  if ('usageError' in parsed) {
    process.stderr.write(`${parsed.usageError}\n`);
    return EXIT.usage;
  }
  const config = loadConfig();
  let result: OpsResult;
  try {
    result = await runHere(config, parsed.command);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    result = await runOnServer(config, parsed.command, error);
  }
  process.stdout.write(`${formatResult(result)}\n`);
  return EXIT.done;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OpsError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(error instanceof ConfigError ? EXIT.usage : EXIT.refused);
    }
    process.stderr.write(`ops failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(EXIT.refused);
  },
);
