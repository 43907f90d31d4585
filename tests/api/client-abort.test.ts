// A call its caller gives up while the answer is still arriving (issue 11): the wizard, closing because the loan is
// signed, stops its other calls mid-answer, and the borrower read "We received an answer we could not read" in red
// over the reason the wizard gave. An aborted call is the caller's business: it fails, and nobody is told.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiReport } from '#src/api/client.ts';
import { getHoliday } from '#src/api/contract/calendar.ts';

let origin = '';
/** The answers under way: headers and the first bytes of the body sent, the rest held back. */
const pending: ServerResponse[] = [];
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"code":1,"message":"Success","data":[');
  pending.push(response);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const response of pending) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a call aborted while its answer is being read', () => {
  it('fails without telling the visitor anything', async () => {
    const reports: ApiReport[] = [];
    const call = createApiClient({ baseUrl: origin, report: (report) => reports.push(report) });
    const controller = new AbortController();
    // The caller gives up the moment the answer's headers are in, while its body is still on its way.
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      controller.abort();
      return response;
    };
    try {
      await expect(call(getHoliday, {}, { signal: controller.signal })).rejects.toThrow();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(reports).toEqual([]);
  });
});
