// The loopback server's answers to the app's boot calls (date pattern, holidays, portfolio), shared by the tests
// that run the real app machine and API client against it; each test answers its own calls beside them.
import type { Portfolio } from '#src/api/contract/portfolio.ts';
import { PORTFOLIO_118 } from '#src/ui/fixtures/portfolios.ts';
import { afterAll, beforeAll } from 'vitest';
import { startLoopbackServer, type Answer as Reply, type Received } from '../api/loopback-server.ts';

/** A success envelope around `data`. */
export const ok = (data: unknown): Reply => ({ json: { code: 1, message: 'Success', data } });
/** What the server answers a URL it does not serve. */
export const NOT_FOUND: Reply = { status: 404, json: { code: -10404, message: 'This service does not exist.', data: null } };

/** The boot call `url` asks, answered (holidays and portfolio 118 as the test says), or undefined for another call. */
export function bootAnswer(url: string, { holidays, portfolio = PORTFOLIO_118 }: { holidays?: Reply; portfolio?: Portfolio } = {}): Reply | undefined {
  if (url.startsWith('/dolphin-config/date-format')) return ok({ date: 'MM/dd/YYYY' });
  if (url.startsWith('/dolphin-loan/assistant/get-holiday')) return holidays ?? ok([{ holidayTimeStr: '2026-12-25' }]);
  if (url.startsWith('/dolphin-config/get-portfolio?portfolioId=118')) return ok(portfolio);
  return undefined;
}

/**
 * The loopback server of a test file: started before its tests, answering every call with `answer`, closed
 * after them. Its origin and what it received are read once it runs.
 */
export function bootServer(answer: (received: Received) => Reply) {
  let running: Awaited<ReturnType<typeof startLoopbackServer>>;
  beforeAll(async () => {
    running = await startLoopbackServer();
    running.answerWith(answer);
  });
  afterAll(() => running.close());
  return {
    get origin() {
      return running.origin;
    },
    get received() {
      return running.received;
    },
  };
}

/** Lets the calls and transitions already under way finish. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
