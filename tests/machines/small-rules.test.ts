import { describe, expect, it } from 'vitest';
import { portfolioLookupFor } from '#machines/app/portfolio-lookup.ts';
import { createSessionId } from '#machines/app/session-id.ts';

describe('portfolioLookupFor', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('uses portfolio 118 on the development host %s', (host) => {
    expect(portfolioLookupFor(host)).toEqual({ by: 'id', portfolioId: 118 });
  });

  it('looks a brand up by its domain elsewhere, lowercased', () => {
    expect(portfolioLookupFor('M.P110.localhost')).toEqual({ by: 'domain', domain: 'm.p110.localhost' });
  });
});

describe('createSessionId', () => {
  it('formats 16 random bytes as a version-4 UUID', () => {
    const id = createSessionId((bytes) => bytes.fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(createSessionId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('differs from one start to the next', () => {
    expect(createSessionId()).not.toBe(createSessionId());
  });
});
