// Issue 17, finding 6: a 500's log line must not carry the borrower's personal data, neither in the request
// body (fields the contract marks sensitive) nor in the failed query's parameters.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { attachLoan } from '#src/api/contract/loan.ts';
import { listSection, recordBusinessData } from '#src/api/contract/application.ts';
import { REDACTED } from '#server/logger.ts';
import { captureLogs } from '../helper.ts';
import { call, ok } from '../support/accounts.ts';
import { borrower, buildWithKey, personal } from '../application/support.ts';

const PERSON = {
  firstName: 'Zenobia',
  middleName: 'Quilla',
  lastName: 'Marchbanks',
  dateOfBirth: '1977-07-19',
  ssn: '219-38-7531',
  address: { street1: '742 Evergreen Terrace', street2: 'Unit Nine', city: 'Springfield', state: 'MO', zip: '65802' },
  contacts: { cellPhone: '2175550199', email: 'zenobia.marchbanks@example.com', alternativeEmail: 'zq.m@example.org' },
};
const SSN_LAST4 = '7531';
const VALUES = [
  PERSON.firstName,
  PERSON.middleName,
  PERSON.lastName,
  PERSON.dateOfBirth,
  PERSON.ssn,
  '219387531',
  PERSON.address.street1,
  PERSON.address.street2,
  PERSON.address.zip,
  PERSON.contacts.cellPhone,
  PERSON.contacts.email,
  PERSON.contacts.alternativeEmail,
];

/** The store refuses any update of the table, as a full disk would: the call answers 500 after its query ran. */
async function failUpdatesOf(app: FastifyInstance, table: string) {
  const orm = app.database.orm;
  await orm.execute(
    sql.raw(
      `CREATE OR REPLACE FUNCTION test_refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: no space left'; END $$`,
    ),
  );
  await orm.execute(sql.raw(`CREATE TRIGGER test_refuse_write BEFORE UPDATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_refuse_write()`));
  onTestFinished(async () => {
    await orm.execute(sql.raw(`DROP TRIGGER IF EXISTS test_refuse_write ON ${table}`));
    await orm.execute(sql.raw('DROP FUNCTION IF EXISTS test_refuse_write()'));
  });
}

/** Every string in the log lines but request ids and times, which are random or the clock's. */
function loggedStrings(lines: Record<string, unknown>[]): string[] {
  const strings: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (key === 'reqId' || key === 'x-request-id' || key === 'time') return;
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, ''));
    else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
  };
  lines.forEach((line) => walk(line, ''));
  return strings;
}

function hasKey(value: unknown, name: string): boolean {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, name));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key === name || hasKey(item, name));
}

describe('the log line of a 500', () => {
  it('holds none of the personal answers, in the body or in the failed query, and still says what failed', async () => {
    const logs = captureLogs();
    const app = await buildWithKey({ logLevel: 'info' }, { logDestination: logs.destination });
    const headers = await borrower(app);
    await ok(app, listSection, {}, headers);
    await failUpdatesOf(app, 'application');

    const reply = await call(app, recordBusinessData, { section: 'personal', answers: personal(PERSON), resumeStep: 'employment' }, headers);
    expect(reply.statusCode).toBe(500);

    const failed = logs.lines().find((line) => line.msg === 'Request failed');
    expect(failed).toBeDefined();
    const strings = loggedStrings(logs.lines());
    for (const value of VALUES)
      expect(
        strings.filter((text) => text.includes(value)),
        value,
      ).toEqual([]);
    expect(
      strings.filter((text) => text.includes(SSN_LAST4)),
      'SSN last 4',
    ).toEqual([]);
    // No database error's parameters, under any name.
    expect(hasKey(logs.lines(), 'params')).toBe(false);

    // Still useful: which call, which section, which query, and why.
    expect(failed!.body).toEqual({
      section: 'personal',
      resumeStep: 'employment',
      answers: {
        firstName: REDACTED,
        middleName: REDACTED,
        lastName: REDACTED,
        dateOfBirth: REDACTED,
        ssn: REDACTED,
        address: REDACTED,
        contacts: REDACTED,
        military: REDACTED,
        optInFlags: 8,
      },
    });
    const err = failed!.err as { message: string; stack: string };
    expect(err.message).toMatch(/^Failed query: update "application" set /);
    expect(err.message).toContain('could not extend file: no space left');
    expect(err.stack).toContain('could not extend file: no space left');
  });

  it('holds neither the SSN tail nor the birth date of a loan being attached', async () => {
    const logs = captureLogs();
    const app = await buildWithKey({ logLevel: 'info' }, { logDestination: logs.destination });
    const headers = await borrower(app);
    await failUpdatesOf(app, 'loan');

    const reply = await call(app, attachLoan, { loanNo: 'BP-DEMO-9001', ssnLast4: SSN_LAST4, dateOfBirth: PERSON.dateOfBirth }, headers);
    expect(reply.statusCode).toBe(500);
    const failed = logs.lines().find((line) => line.msg === 'Request failed');
    expect((failed?.err as { message: string }).message).toMatch(/^Failed query: update "loan" set /);
    expect(hasKey(logs.lines(), 'params')).toBe(false);
    expect(failed?.body).toEqual({ loanNo: 'BP-DEMO-9001', ssnLast4: REDACTED, dateOfBirth: REDACTED });
    const strings = loggedStrings(logs.lines());
    for (const value of [SSN_LAST4, PERSON.dateOfBirth])
      expect(
        strings.filter((text) => text.includes(value)),
        value,
      ).toEqual([]);
  });
});
