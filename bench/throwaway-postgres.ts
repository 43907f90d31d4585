// A PostgreSQL database made for one bench run and dropped after it; null when no PostgreSQL answers (the
// bench then says it is skipped). BENCH_DATABASE_URL names the server, the local one by default.
import pg from 'pg';

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

export async function throwawayPostgres(prefix: string): Promise<ThrowawayDatabase | null> {
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${Date.now()}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      // The app's pool has said goodbye, but its backends may still be leaving: FORCE would cut them off mid-way.
      for (let wait = 0; wait < 50; wait += 1) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
