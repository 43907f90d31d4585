// `npm run bench:throughput`: issue 17's throughput goals, each call as a ratio to its floor measured in the same
// run: a bare Fastify hello-world, or for the embedded database PGlite's own reads (10 connections, BENCH_SECONDS
// each, 5 by default). PostgreSQL is measured too when one
// answers (BENCH_DATABASE_URL, the local one by default). Exits 1 when a ratio is under its goal.
import { loadavg } from 'node:os';
import { throwawayPostgres } from './throwaway-postgres.ts';
import { describeAgainstBare, describeLoad, describeParsedOnce, measureThroughput, startThroughputServers } from './throughput-load.ts';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`load average at start: ${load()}`);
const database = await throwawayPostgres('bench_throughput');
if (!database) console.log('PostgreSQL: no server answered, its line is skipped');
const servers = await startThroughputServers(database?.url);
let under = 0;
try {
  const { bare, pglite, goals } = await measureThroughput(servers.server, servers.sink, servers.postgres);
  console.log(describeLoad(bare));
  for (const goal of goals) {
    const within = goal.ratio >= goal.atLeast;
    if (!within) under += 1;
    console.log(
      `${within ? 'ok   ' : 'UNDER'} ${goal.ratio.toFixed(2)}x of ${goal.floor} (at least ${goal.atLeast}x) ${goal.label}: ${describeLoad(goal.load)}`,
    );
  }
  console.log(describeParsedOnce(pglite, goals));
  console.log(describeAgainstBare(bare, goals));
} finally {
  await servers.stop();
  await database?.drop();
}
console.log(`load average at end: ${load()}`);
process.exitCode = under ? 1 : 0;
