import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { setting } from '../db/schema.ts';

/** Reads one operator setting; a missing one is a broken installation, not a borrower's problem. */
export async function readSetting(orm: AppDatabase, key: string): Promise<string> {
  const [row] = await orm.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
  if (!row) throw new Error(`Setting "${key}" is missing: the seed did not run on this database.`);
  return row.value;
}
