// The API reference (issue 16): an OpenAPI document generated from the contract, served outside production.
import { describe, expect, it } from 'vitest';
import { getSimulatedData } from '#src/api/contract/simulation.ts';
import { signIn } from '#src/api/contract/customer.ts';
import { listDisbursementLoan } from '#src/api/contract/loan.ts';
import { contractCalls } from '#server/docs/openapi.ts';
import { API_DOCS_PATH, OPENAPI_PATH } from '#server/routes/api-docs.ts';
import { build } from '../helper.ts';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security: unknown[];
        parameters?: Array<{ name: string; in: string; required: boolean }>;
        requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
        responses: Record<string, { content?: Record<string, { schema: { properties: { data: { type?: string; properties?: Record<string, unknown> } } } }> }>;
      }
    >
  >;
};

describe('the API reference', () => {
  it('documents every contract call with its request, its answer and whether it needs a session', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<Document>();
    expect(document.openapi).toBe('3.0.3');
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(contractCalls().length);
    expect(operations.length).toBeGreaterThanOrEqual(65);

    const simulate = document.paths[getSimulatedData.path]!.post!;
    expect(simulate.security).toEqual([]);
    expect(simulate.requestBody!.content['application/json']!.schema.required.sort()).toEqual([
      'amountCents',
      'firstPayday',
      'paymentFrequency',
      'portfolioId',
    ]);
    expect(Object.keys(simulate.responses['200']!.content!['application/json']!.schema.properties.data.properties!)).toEqual(
      expect.arrayContaining(['installmentCount', 'quote', 'amountRange']),
    );
    expect(document.paths[signIn.path]!.post!.requestBody!.content['application/json']!.schema.properties).toHaveProperty('email');

    const list = document.paths[listDisbursementLoan.path]!.get!;
    expect(list.security).toEqual([{ accessToken: [], userCredential: [] }]);
    expect(document.paths['/dolphin-config/get-portfolio']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'portfolioId', in: 'query', required: true }),
    ]);
  });

  it('is a page to read at /docs/api, and neither exists in production', async () => {
    const app = await build();
    const page = await app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<code>POST /dolphin-loan/online/get-simulated-data</code>');
    expect(page.body).toContain('signed in: Access-Token and User-Credential headers');
    const production = await build({ production: true });
    expect((await production.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: API_DOCS_PATH })).body).not.toContain('API reference');
  });
});
