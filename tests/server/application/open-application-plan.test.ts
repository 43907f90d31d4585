// get-personal-info's one read asks whether a signed loan locks the application. Its statement is parsed once and
// run with the plan Postgres makes once (decision 0214, fourth pass), which knows none of the parameters' values:
// that plan must still find the loan by the one-open-loan index, not read every loan on each signed-in read.
import { eq, Placeholder, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application } from '#server/db/schema.ts';
import { lockedBySignedLoanSql } from '#server/loans/application-lock.ts';
import { testDatabase } from '../support/test-database.ts';

const A_CUSTOMER = '00000000-0000-4000-8000-000000000000';

describe('the open application read', () => {
  it('finds a signed loan of the application by its index in a plan made once, not by reading every loan', async () => {
    const { db } = await testDatabase();
    const read = db.orm
      .select({ locked: lockedBySignedLoanSql(db.orm, application.id) })
      .from(application)
      .where(eq(application.customerId, sql.placeholder('customerId')))
      .toSQL();
    const values = read.params.map((param) => (param instanceof Placeholder ? `'${A_CUSTOMER}'` : String(param)));
    const plan = await db.orm.transaction(async (tx) => {
      // The plan made once for a prepared statement, whatever the values: what a read gets after its first runs.
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare open_read_plan as ${read.sql}`));
      const explained = await tx.execute(sql.raw(`explain execute open_read_plan(${values.join(', ')})`));
      await tx.execute(sql`deallocate open_read_plan`);
      return (explained as { rows: Array<Record<string, string>> }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Scan using loan_one_open_per_application on loan');
    expect(plan).not.toContain('Seq Scan on loan');
  });
});
