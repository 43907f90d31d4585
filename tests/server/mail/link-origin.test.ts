import { describe, expect, it } from 'vitest';
import { linkOrigin } from '#server/mail/link-origin.ts';

const brand = { domainOfWeb: 'p118.localhost', domainOfWap: 'm.p118.localhost' };

describe('linkOrigin', () => {
  it.each([
    ['p118.localhost:8080', 'http', false, 'http://p118.localhost:8080'],
    ['M.P118.LOCALHOST', 'http', false, 'http://m.p118.localhost'],
    ['p118.localhost:80', 'http', false, 'http://p118.localhost'],
    ['localhost:5173', 'http', false, 'http://localhost:5173'],
    ['[::1]:8080', 'http', false, 'http://[::1]:8080'],
    ['127.0.0.1:8080', 'http', false, 'http://127.0.0.1:8080'],
    ['evil.example', 'http', false, 'http://p118.localhost'],
    ['p118.localhost.evil.example', 'http', false, 'http://p118.localhost'],
    ['p118.localhost@evil.example', 'http', false, 'http://p118.localhost'],
    ['p118.localhost/evil', 'http', false, 'http://p118.localhost'],
    ['', 'http', false, 'http://p118.localhost'],
    ['p118.localhost:443', 'https', true, 'https://p118.localhost'],
    ['m.p118.localhost', 'http', true, 'https://m.p118.localhost'],
    ['localhost:8080', 'http', true, 'https://p118.localhost'],
  ])('%j over %s (production %s) -> %s', (host, protocol, production, expected) => {
    expect(linkOrigin({ host, protocol }, brand, production)).toBe(expected);
  });
});
