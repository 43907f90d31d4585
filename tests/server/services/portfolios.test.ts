import { describe, expect, it } from 'vitest';
import { normalizeHost } from '#server/services/portfolios.ts';

describe('normalizeHost', () => {
  it.each([
    ['p110.localhost', 'p110.localhost'],
    ['M.P110.LOCALHOST:8080', 'm.p110.localhost'],
    ['p118.localhost.', 'p118.localhost'],
    [' p118.localhost ', 'p118.localhost'],
    ['[::1]:8080', '[::1]'],
    ['127.0.0.1:5173', '127.0.0.1'],
  ])('reduces %j to %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});
