import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dateFormat } from '#src/api/contract/calendar.ts';
import { signIn } from '#src/api/contract/customer.ts';
import { getPortfolio } from '#src/api/contract/portfolio.ts';
import { build } from '../helper.ts';
import { explode, registerTestCalls, saveNote } from '../support/test-calls.ts';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('send a CSP that allows only our own origin and its WebSocket', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: '/sign-in', headers: { host: 'p110.localhost:8080' } });
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self' ws://p110.localhost:8080 wss://p110.localhost:8080");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    // Not in development: on http://p110.localhost it would send the assets' requests to an HTTPS that is not there.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keep a forged Host header out of the policy', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: '/sign-in', headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    const header = String(reply.headers['content-security-policy']);
    expect(header).not.toContain('evil.example');
    expect(directives(header).get('script-src')).toBe("'self'");
  });

  it('send nosniff, no referrer, no framing, and no HSTS outside production, on pages and API answers', async () => {
    const app = await build();
    for (const url of ['/sign-in', dateFormat.path]) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
      expect(reply.headers['x-frame-options'], url).toBe('DENY');
      expect(reply.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(reply.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('give an API answer a policy that lets it load nothing and be framed by nothing', async () => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url: dateFormat.path, headers: { host: 'p110.localhost:8080' } });
    expect(reply.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The page-only headers stay off the JSON; the rate limit's figures come with a refusal only.
    for (const name of ['x-dns-prefetch-control', 'origin-agent-cluster', 'x-ratelimit-limit', 'x-ratelimit-remaining']) {
      expect(reply.headers[name], name).toBeUndefined();
    }
  });

  it('send HSTS on pages and API answers, and upgrade-insecure-requests on pages, in production', async () => {
    const app = await build({ production: true });
    for (const url of ['/sign-in', dateFormat.path]) {
      expect((await app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const page = await app.inject({ method: 'GET', url: '/sign-in' });
    expect(directives(page.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('rate limit', () => {
  it('answers 429 -10429 with Retry-After once an address has used its API requests for the minute', async () => {
    const app = await build({ rateLimitMax: 3 });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await app.inject({ method: 'GET', url: dateFormat.path })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await app.inject({ method: 'GET', url: dateFormat.path });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: -10429, message: 'Too many requests. Please wait a moment and try again.', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Unknown API paths count too (and are limited); another address has its own budget.
    expect((await app.inject({ method: 'GET', url: '/dolphin-config/no-such-call' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: dateFormat.path, remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
  });

  it('leaves the app pages, brand files and health check alone', async () => {
    const app = await build({ rateLimitMax: 1 });
    await app.inject({ method: 'GET', url: dateFormat.path });
    expect((await app.inject({ method: 'GET', url: dateFormat.path })).statusCode).toBe(429);
    for (const url of ['/healthz', '/brand/118/favicon.svg', '/sign-in', '/sign-in']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).not.toBe(429);
    }
  });
});

// Issue 17, finding 7: API answers carry tokens and personal data; no browser or proxy cache may keep one.
describe('caching of API answers', () => {
  it('tells every cache to store no API answer: success, refusal, bad request, unknown call, wrong method, failure, too many', async () => {
    const app = await build({ rateLimitMax: 8 }, { extend: registerTestCalls });
    const json = { 'content-type': 'application/json' };
    const requests: Array<[string, InjectOptions]> = [
      ['success', { method: 'GET', url: dateFormat.path }],
      [
        'token',
        {
          method: 'POST',
          url: signIn.path,
          headers: json,
          payload: { email: 'a@example.com', password: 'x', portfolioId: 118, deviceId: 'device-0123456789abcdef' },
        },
      ],
      ['refusal', { method: 'GET', url: `${getPortfolio.path}?portfolioId=999` }],
      ['badRequest', { method: 'POST', url: saveNote.path, headers: json, payload: {} }],
      ['badJson', { method: 'POST', url: saveNote.path, headers: json, payload: '{' }],
      ['unknownCall', { method: 'GET', url: '/dolphin-loan/no-such-call' }],
      ['wrongMethod', { method: 'GET', url: saveNote.path }],
      ['failure', { method: 'POST', url: explode.path, headers: json, payload: {} }],
      ['badUrl', { method: 'GET', url: `${getPortfolio.path}%E0%A4%A` }],
      // The 9th routed API request of the minute, over the limit of 8.
      ['tooMany', { method: 'GET', url: dateFormat.path }],
    ];
    const answers: Record<string, LightMyRequestResponse> = {};
    for (const [name, request] of requests) answers[name] = await app.inject(request);
    expect(Object.fromEntries(Object.entries(answers).map(([name, reply]) => [name, reply.statusCode]))).toEqual({
      success: 200,
      token: 200,
      refusal: 200,
      badRequest: 400,
      badJson: 400,
      unknownCall: 404,
      wrongMethod: 405,
      failure: 500,
      badUrl: 400,
      tooMany: 429,
    });
    for (const [name, reply] of Object.entries(answers)) expect(reply.headers['cache-control'], name).toBe('no-store');
  });

  it('leaves the brand files and the app their own caching', async () => {
    const app = await build();
    expect((await app.inject({ method: 'GET', url: '/brand/118/favicon.svg' })).headers['cache-control']).toBe('public, max-age=86400');
  });
});
