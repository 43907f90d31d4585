// Development only (absent with NODE_ENV=production): the API reference generated from the contract (issue 16).
// /docs/api is a page to read, one section per call with its request and its answer's data as JSON Schema;
// /docs/api/openapi.json the OpenAPI 3.0 document for tools (Swagger UI, Postman, a client generator).
import type { CallRouting } from '../http/register-call.ts';
import { openApiDocument } from '../docs/openapi.ts';
import { escapeHtml } from '../mail/html.ts';

export const API_DOCS_PATH = '/docs/api';
export const OPENAPI_PATH = '/docs/api/openapi.json';

type Operation = {
  tags: string[];
  security: unknown[];
  parameters?: Array<{ name: string; required: boolean; schema: unknown }>;
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: { '200': { content: { 'application/json': { schema: { properties: { data: unknown } } } } } };
};

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function pageHtml(document: ReturnType<typeof openApiDocument>): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const calls = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
  const sections = calls.map(({ path, method, operation }) => {
    const signedIn = operation.security.length > 0;
    const request = operation.requestBody
      ? `<h3>Body (JSON)</h3>${json(operation.requestBody.content['application/json'].schema)}`
      : `<h3>Query</h3>${operation.parameters?.length ? json(Object.fromEntries(operation.parameters.map((each) => [each.name + (each.required ? '' : '?'), each.schema]))) : '<p>Nothing.</p>'}`;
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    return `<section id="${escapeHtml(`${method}-${path}`)}">
<h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.tags[0] ?? '')} · ${signedIn ? 'signed in: Access-Token and User-Credential headers' : 'public'}</p>
<details><summary>Request and answer</summary>${request}<h3>data on code 1</h3>${json(data)}</details>
</section>`;
  });
  const index = calls.map(
    ({ path, method }) => `<li><a href="#${escapeHtml(`${method}-${path}`)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a></li>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>API reference (development)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1a1a1a;overflow-wrap:anywhere}
section{border:1px solid #d0d0d0;border-radius:8px;padding:8px 16px;margin:12px 0} h2{font-size:16px;margin:8px 0} h3{font-size:14px}
pre{background:#f5f5f5;padding:8px;overflow-x:auto;font:13px/1.4 ui-monospace,monospace} ul{columns:2} a{color:#0b57d0}
</style></head>
<body><h1>API reference</h1>
<p>${calls.length} calls, generated from the contract (<code>src/api/contract</code>). Every answer is HTTP 200 with <code>{ code, message, data }</code>; code 1 is success, any other a refusal (<code>src/api/contract/result-codes.ts</code>). A GET sends its request as query parameters, a POST as a JSON body. OpenAPI 3.0: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p>
<ul>${index.join('')}</ul>
${sections.join('\n')}
</body></html>`;
}

export function registerApiDocsRoutes({ app }: CallRouting): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentOnce = () => (document ??= openApiDocument());
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return documentOnce();
  });
  app.get(API_DOCS_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return pageHtml(documentOnce());
  });
}
