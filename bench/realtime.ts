// `npm run bench:realtime`: only the realtime channel's budgets of `npm run bench` (issue 12, bench/realtime-sockets.ts):
// 10,000 idle sockets with heartbeats on one instance (memory per socket reported), and a message published on one
// instance reaching a socket on another within 100 ms (p99, PostgreSQL). Exits 1 when a budget is over.
import { realtimeSection } from './realtime-sockets.ts';

const verdicts: string[] = [];
function budget(label: string, value: number, limit: number, unit: string): void {
  const line = `${value <= limit ? 'ok  ' : 'OVER'} ${label}: ${value.toFixed(1)} ${unit} (at most ${limit} ${unit})`;
  verdicts.push(line);
  console.log(line);
}

await realtimeSection(budget);
console.log(`\n${verdicts.filter((line) => line.startsWith('OVER')).length} over budget of ${verdicts.length}`);
process.exit(verdicts.some((line) => line.startsWith('OVER')) ? 1 : 0);
