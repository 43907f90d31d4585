// Issue 17, the harness every call gets: every call of the contract (CONTRACT_MODULES: a new call joins by being
// in the contract) is sent, from its request schema, malformed JSON, bodies that are not objects, each field
// missing, of a wrong type, out of range or with odd characters, an unknown field, no token and a garbage one, and
// another customer's token on what customer A owns. Every answer must be a clear envelope, never a 5xx, never
// A's data in B's answer, and nothing may be written (the rows of every table counted before and after each case).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '#src/api/contract/define-call.ts';
import { API_ROOTS } from '#server/http/api-paths.ts';
import { CONTRACT_MODULES, contractCallAt, isCallDefinition } from '#server/http/contract-calls.ts';
import { build } from '../helper.ts';
import { casesFor, type Case } from './cases.ts';
import { shapesOf, type AnySchema } from './schema-walk.ts';
import { changedTables, openWorld, tableState, type World } from './world.ts';

type Named = { name: string; call: CallDefinition };

/** The contract's calls by module: each module is one group, walked on one app. */
const GROUPS: Array<[string, Named[]]> = CONTRACT_MODULES.map((module) => {
  const calls = Object.entries(module)
    .filter(([, value]) => isCallDefinition(value))
    .map(([name, call]) => ({ name, call: call as CallDefinition }));
  return [calls.map((each) => each.name).join(', '), calls];
});

function headersFor(world: World, testCase: Case): Record<string, string> {
  const owner = world.ownerOf[testCase.owner ?? 'loanNo'];
  switch (testCase.who) {
    case 'owner':
      return owner.headers;
    case 'other':
      return world.other.headers;
    case 'garbage':
      return { 'access-token': 'garbage-token-0123456789', 'user-credential': owner.headers['user-credential']! };
    case 'none':
      return {};
  }
}

function send(app: FastifyInstance, call: CallDefinition, testCase: Case, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  if (call.method === 'GET') {
    const query = new URLSearchParams(testCase.query ?? []).toString();
    return app.inject({ method: 'GET', url: query ? `${call.path}?${query}` : call.path, headers });
  }
  const contentType = testCase.contentType ?? 'application/json';
  return app.inject({ method: 'POST', url: call.path, payload: testCase.payload ?? '', headers: { ...headers, 'content-type': contentType } });
}

type Envelope = { code: number; message: string; data: unknown };

function envelopeOf(reply: LightMyRequestResponse): Envelope | undefined {
  try {
    const body = reply.json() as Record<string, unknown>;
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'code,data,message' || !Number.isInteger(body.code) || typeof body.message !== 'string' || body.message.length === 0) return undefined;
    return body as Envelope;
  } catch {
    return undefined;
  }
}

/** What is wrong with the answer to one case, or nothing. */
function judge(world: World, testCase: Case, reply: LightMyRequestResponse): string | undefined {
  const envelope = envelopeOf(reply);
  const said = `${reply.statusCode} ${reply.body.slice(0, 300)}`;
  if (reply.statusCode >= 500) return `answered ${said}`;
  if (!envelope) return `no clear envelope: ${said}`;
  const { expected } = testCase;
  const issues = (envelope.data as { issues?: Array<{ path: string; message: string }> } | null)?.issues ?? [];
  // The field's own issue, its object's, or a union's whose message says what each option lacks.
  const names = (path: string) =>
    issues.some(
      (issue) =>
        issue.path === path ||
        issue.path.startsWith(`${path}.`) ||
        path.startsWith(`${issue.path}.`) ||
        (issue.path === 'body' && issue.message.includes(path.split('.')[0]!)),
    );
  switch (expected.kind) {
    case 'invalid':
      if (reply.statusCode !== 400 || envelope.code !== -10400) return `expected 400 -10400, answered ${said}`;
      if (!envelope.message.startsWith('The request is not valid')) return `the message does not say the request is not valid: ${envelope.message}`;
      if (expected.path && !names(expected.path)) return `the issues do not name ${expected.path}: ${JSON.stringify(issues)}`;
      if (expected.unknown && issues.some((issue) => expected.unknown!.some((key) => issue.path.includes(key))))
        return `an unknown field is named: ${JSON.stringify(issues)}`;
      break;
    case 'large':
      if (reply.statusCode === 413 && envelope.code === -10413) break;
      if (reply.statusCode !== 400 || envelope.code !== -10400 || !names(expected.path))
        return `expected 413 -10413 or 400 -10400 naming ${expected.path}, answered ${said}`;
      break;
    case 'status':
      if (reply.statusCode !== expected.status || envelope.code !== expected.code) return `expected ${expected.status} ${expected.code}, answered ${said}`;
      break;
    case 'code':
      if (envelope.code !== expected.code) return `expected ${expected.code}, answered ${said}`;
      break;
    case 'refused':
      if (envelope.code === 1) return `another customer's token was answered: ${said}`;
      break;
  }
  if (testCase.who === 'other') {
    const leaks = world.owners
      .flatMap((owner) => [owner.email, owner.firstName, owner.lastName])
      .filter((text): text is string => !!text && reply.body.includes(text));
    if (leaks.length > 0) return `B's answer carries A's data (${leaks.join(', ')}): ${said}`;
  }
  // Nothing sent is ever said back: a refusal names the field, not its value.
  if (reply.body.includes('x'.repeat(100))) return `the answer echoes the long text sent`;
  return undefined;
}

async function walk(world: World, { name, call }: Named): Promise<{ failures: string[]; sent: number }> {
  const failures: string[] = [];
  const label = `${name} (${call.method} ${call.path})`;
  let generated: ReturnType<typeof casesFor>;
  try {
    generated = casesFor(call, world.candidates);
  } catch (error) {
    return { failures: [`${label}: the harness cannot read its request schema: ${String(error)}`], sent: 0 };
  }
  failures.push(...generated.problems.map((problem) => `${label}: ${problem}`));
  const takesNothing = Object.keys(shapesOf(call.request as AnySchema)[0] ?? {}).length === 0;
  if (generated.cases.length === 0 && !(takesNothing && !call.authenticated)) failures.push(`${label}: no case was sent`);
  // Every table is counted and its rows digested around the call's cases (a row changed in place shows too); when
  // something changed, each case is sent again on its own to name it.
  const allowed = [...new Set(generated.cases.flatMap((testCase) => testCase.mayWrite ?? []))];
  const before = await tableState(world.app);
  for (const testCase of generated.cases) {
    const wrong = judge(world, testCase, await send(world.app, call, testCase, headersFor(world, testCase)));
    if (wrong) failures.push(`${label} ${testCase.name}: ${wrong}`);
  }
  const written = changedTables(before, await tableState(world.app), allowed);
  if (written.length > 0) {
    let named = false;
    for (const testCase of generated.cases) {
      const start = await tableState(world.app);
      await send(world.app, call, testCase, headersFor(world, testCase));
      const again = changedTables(start, await tableState(world.app), testCase.mayWrite);
      if (again.length > 0) failures.push(`${label} ${testCase.name}: wrote ${again.join(', ')}`);
      named ||= again.length > 0;
    }
    if (!named) failures.push(`${label}: its cases wrote ${written.join(', ')} (no single case did it again)`);
  }
  return { failures, sent: generated.cases.length };
}

/** The application group sends about 500 requests: 17 s on the loaded two-core machine. Patience, not a measure. */
const GROUP_TIMEOUT = { timeout: 120_000 };

describe('every call of the contract', () => {
  it.each(GROUPS)('%s: bad input, no token, a garbage token and another customer refused, nothing written', GROUP_TIMEOUT, async (_group, calls) => {
    const world = await openWorld();
    for (const named of calls) {
      const { failures, sent } = await walk(world, named);
      expect.soft(failures, `${named.name}: ${sent} cases`).toEqual([]);
    }
  });

  it('walks every API route the server registers: each is a call of the contract', async () => {
    const app = await build();
    const routes = registeredRoutes(app);
    const api = routes.filter(({ url }) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`)));
    expect(api.length).toBeGreaterThan(60);
    const outside = api.filter(({ method, url }) => !contractCallAt(method, url)).map(({ method, url }) => `${method} ${url}`);
    expect(outside, 'API routes outside the contract escape the harness').toEqual([]);
    const walked = new Set(GROUPS.flatMap(([, calls]) => calls.map(({ call }) => `${call.method} ${call.path}`)));
    for (const { method, url } of api) expect(walked, `${method} ${url} is not walked`).toContain(`${method} ${url}`);
  });
});

/** Every route of the app, as Fastify's route tree prints it (method and full path). */
function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const printed = app.printRoutes({ commonPrefix: false });
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = match[3];
    if (methods) for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push({ method, url: stack.join('') });
  }
  return routes;
}
