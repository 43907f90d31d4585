// `npm run ops`: the command line read into commands (every refusal of a bad one), the help texts, the answers
// as text, and the real process against the embedded database: through the server while it holds the
// database, directly once it stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { signLoanAgreement } from '#src/api/contract/signing.ts';
import { DEMO_PASSWORD } from '#server/accounts/demo-customers.ts';
import { buildApp } from '#server/app.ts';
import { commandHelp, EXIT, formatResult, mainHelp, parseOpsArgs } from '#server/tools/ops-cli.ts';
import { testConfig } from '../helper.ts';
import { authHeaders, ok, signInWithCode } from '../support/accounts.ts';
import { testDriver } from '../support/test-database.ts';
import { sendAgreement, signing } from '../signing/support.ts';

const parse = (line: string) => parseOpsArgs(line.split(' ').filter(Boolean), 'dana');
const usageOf = (line: string) => {
  const parsed = parse(line);
  if (!('usageError' in parsed)) throw new Error(`"${line}" parsed: ${JSON.stringify(parsed)}`);
  return parsed.usageError;
};

describe('the command line', () => {
  it('reads each command, with the OS user as the default operator', () => {
    expect(parse('list')).toEqual({ command: { command: 'list' } });
    expect(parse('list --status 102')).toEqual({ command: { command: 'list', status: 102 } });
    expect(parse('show gc-12345678')).toEqual({ command: { command: 'show', loanNo: 'GC-12345678' } });
    expect(parse('approve GC-12345678')).toEqual({ command: { command: 'decide', action: 'approve', loanNo: 'GC-12345678', operator: 'dana' } });
    expect(parseOpsArgs(['decline', 'GC-12345678', '--reason', 'Income not confirmed', '--operator', 'sam.lee@lender.example'], 'dana')).toEqual({
      command: { command: 'decide', action: 'decline', loanNo: 'GC-12345678', reason: 'Income not confirmed', operator: 'sam.lee@lender.example' },
    });
    expect(parse('review GC-12345678 --queue non-voice')).toMatchObject({ command: { action: 'review', queue: 'non-voice' } });
    for (const action of ['block', 'fail-funding']) expect(parse(`${action} GC-12345678 --reason R03`)).toMatchObject({ command: { action, reason: 'R03' } });
    for (const action of ['start-funding', 'fund', 'withdraw']) expect(parse(`${action} GC-12345678`)).toMatchObject({ command: { action } });
  });

  it('reads withdraw-now: the next automatic withdrawal taken now (development)', () => {
    expect(parse('withdraw-now gc-12345678')).toEqual({ command: { command: 'withdraw-now', loanNo: 'GC-12345678' } });
    expect(
      formatResult({
        kind: 'withdrawn',
        loanNo: 'GC-12345678',
        transactionId: 't-1',
        date: '2026-03-16',
        amountCents: 15_100,
        mode: 15004,
        status: 3,
        returnReason: null,
      }),
    ).toBe('Took $151.00 from GC-12345678 now (debit card): approved, transaction t-1.');
  });

  it.each([
    ['', 'Which command?'],
    [
      'explode GC-12345678',
      'Unknown command "explode". Commands: list, show, approve, decline, review, block, start-funding, fund, fail-funding, withdraw, settle, return, withdraw-now, book-repaying-loan, collect, coupon.',
    ],
    ['approve', 'approve needs a loan number. Usage: npm run ops -- approve <loanNo> [--reason <text>]'],
    ['approve GC-1 GC-2', 'One loan at a time'],
    ['approve GC_12345678!', 'is not a loan number'],
    ['approve GC-12345678 --colour red', "Unknown option '--colour'"],
    ['approve GC-12345678 --queue agent', 'Only review takes --queue.'],
    ['approve GC-12345678 --status 104', 'approve takes no --status.'],
    ['approve GC-12345678 --operator rm;rf', '--operator must be 1 to 64 letters'],
    ['decline GC-12345678', 'decline needs --reason'],
    ['block GC-12345678 --reason', "Option '--reason <value>' argument missing"],
    ['fail-funding GC-12345678', 'fail-funding needs --reason'],
    ['review GC-12345678', 'review needs --queue, one of customer|agent|underwriter|tribe|non-voice.'],
    ['review GC-12345678 --queue boss', 'not "boss"'],
    ['list --status approved', '--status is a loan status code such as 102, not "approved".'],
    ['list GC-12345678', 'list takes no loan number'],
    ['list --reason x', 'list takes no --reason.'],
    ['show GC-12345678 --operator x', 'show takes no --operator.'],
  ])('refuses "%s": %s', (line, message) => {
    expect(usageOf(line)).toContain(message);
  });

  it('helps: the commands, the database note (PGlite: one process), and each command on its own', () => {
    const help = mainHelp('dana');
    for (const text of [
      'list [--status <code>]',
      'review <loanNo> --queue customer|agent|underwriter|tribe|non-voice',
      'fail-funding <loanNo> --reason <text>',
    ])
      expect(help).toContain(text);
    expect(help).toContain('default: your user name, "dana"');
    expect(help).toContain('allows one process at');
    expect(help).toContain('http://127.0.0.1:$PORT/dev/ops');
    expect(help).toContain('Exit codes: 0 done, 1 refused');
    expect(parse('--help')).toEqual({ help });
    expect(parse('fund GC-12345678 --help')).toEqual({ help: commandHelp('fund', 'dana') });
    expect(commandHelp('fund', 'dana')).toMatch(/^Usage: npm run ops -- fund <loanNo> \[--reason <text>\] \[--operator <name>\]\n/);
    expect(commandHelp('list', 'dana')).not.toContain('--operator');
  });

  it('writes answers for a person', () => {
    const loan = {
      loanNo: 'GC-12345678',
      portfolioId: 110,
      status: '104 Approved',
      subStatus: null,
      tracker: '3 Application approved',
      signed: true,
      amountCents: 1_000_00,
      disbursementDate: '2026-03-16',
      updatedAt: '2026-03-16T16:00:00.000Z',
    };
    expect(
      formatResult({
        kind: 'decided',
        action: 'approve',
        from: '102 Originating / 102003 Underwriter review',
        loan,
        operator: 'ops:dana',
        at: '2026-03-16T16:00:00.000Z',
      }),
    ).toBe(
      'Approved GC-12345678: 102 Originating / 102003 Underwriter review -> 104 Approved, tracker 3 Application approved. Recorded as ops:dana at 2026-03-16T16:00:00.000Z.',
    );
    const table = formatResult({ kind: 'list', loans: [loan] }).split('\n');
    expect(table[0]).toMatch(/^LOAN +BRAND +STATUS +TRACKER +SIGNED +AMOUNT +DISBURSEMENT +UPDATED \(UTC\)$/);
    expect(table[1]).toMatch(/^GC-12345678 +110 +104 Approved +3 Application approved +yes +\$1,000\.00 +2026-03-16 +2026-03-16T16:00:00\.000Z$/);
    expect(formatResult({ kind: 'list', loans: [] })).toBe('No loans.');
  });
});

/** Runs `npm run ops -- <args>` as a process; answers its exit code and output. */
function runOps(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/tools/ops.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// The embedded database of `npm start`: one process at a time.
describe.skipIf(testDriver() === 'postgres')('npm run ops on the embedded database', () => {
  it('goes through the running server that holds it, then opens it itself once the server stopped', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'borrower-ops-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = testConfig({ dataDir, database: { driver: 'pglite', dataDir: join(dataDir, 'pglite') } });
    const app = await buildApp(config);
    onTestFinished(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = String(typeof address === 'object' && address ? address.port : 0);

    // The Goldcrest demo borrower signs; auto validation sends the loan to underwriter review.
    const email = 'demo-unsigned@goldcrest.example';
    const headers = authHeaders(await signInWithCode(app, email, DEMO_PASSWORD, 110));
    const sent = await sendAgreement(app, { headers, customerId: '', email, loanNo: 'GC-DEMO-3001', portfolioId: 110 });
    await ok(app, signLoanAgreement, signing({ requestId: sent.requestId }, { typedName: 'Uma Sterling' }), headers);
    await app.jobs.runDue();

    const env = { DATA_DIR: dataDir, PORT: port };
    const approved = await runOps(['approve', 'GC-DEMO-3001', '--operator', 'alice', '--reason', 'MLA check: not covered'], env);
    expect(approved.stderr).toBe('');
    expect(approved.stdout).toMatch(
      /^Approved GC-DEMO-3001: 102 Originating \/ 102003 Underwriter review -> 104 Approved, tracker 3 Application approved\. Recorded as ops:alice at /,
    );
    expect(approved.code).toBe(EXIT.done);

    const tooEarly = await runOps(['fail-funding', 'GC-DEMO-3001', '--reason', 'x'], env);
    expect(tooEarly.code).toBe(EXIT.refused);
    expect(tooEarly.stderr).toContain('Cannot fail-funding GC-DEMO-3001: it is 104 Approved');
    expect(tooEarly.stdout).toBe('');

    const wrong = await runOps(['fund'], env);
    expect(wrong.code).toBe(EXIT.usage);
    expect(wrong.stderr).toContain('fund needs a loan number.');

    // With no server answering on that port, the message says who holds the database.
    const lost = await runOps(['list'], { ...env, PORT: '1' });
    expect(lost.code).toBe(EXIT.refused);
    expect(lost.stderr).toContain(`is open in process ${process.pid}`);
    expect(lost.stderr).toContain('No server answers at http://127.0.0.1:1/dev/ops');

    await app.close();
    const funded = await runOps(['fund', 'GC-DEMO-3001', '--operator', 'bo'], env);
    expect(funded.stdout).toContain('Funded GC-DEMO-3001: 104 Approved -> 202 Disbursed, tracker 5 Funding completed. Recorded as ops:bo');
    expect(funded.code).toBe(EXIT.done);
    const shown = await runOps(['show', 'GC-DEMO-3001'], env);
    expect(shown.code).toBe(EXIT.done);
    expect(shown.stdout).toMatch(/approve {2}102 Originating \/ 102003 Underwriter review -> 104 Approved {2}by ops:alice: MLA check: not covered/);
    expect(shown.stdout).toMatch(/fund {2}104 Approved -> 202 Disbursed {2}by ops:bo/);
    expect(shown.stdout).toMatch(/send-mail \(funded\) {2}pending/);
    const unknown = await runOps(['show', 'GC-00000000'], env);
    expect(unknown).toMatchObject({ code: EXIT.refused, stdout: '' });
    expect(unknown.stderr).toContain('There is no loan GC-00000000.');
  });
});
