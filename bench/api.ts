// API throughput: our server's calls beside a bare Fastify hello-world, in the same run on the same machine.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from './server.ts';

export type Load = { name: string; requestsPerSecond: number; meanMs: number; p99Ms: number; errors: number };

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function load(name: string, url: string, connections = 10): Promise<Load> {
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One borrower's API call on an idle server: a database read, one connection, one request at a time. */
export async function measureSingleCall(origin: string): Promise<Load> {
  return load('GET config get-portfolio, 1 connection', `${origin}/dolphin-config/get-portfolio?portfolioId=118`, 1);
}

export async function measureApi(origin: string): Promise<Load[]> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  const port = await freePort();
  await bare.listen({ port, host: '127.0.0.1' });
  try {
    return [
      await load('bare Fastify hello-world', `http://127.0.0.1:${port}/hello`),
      await load('GET assistant get-holiday (no database)', `${origin}/dolphin-loan/assistant/get-holiday`),
      await load('GET config get-portfolio (database read)', `${origin}/dolphin-config/get-portfolio?portfolioId=118`),
    ];
  } finally {
    await bare.close();
  }
}
