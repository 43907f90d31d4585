import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portfolio } from '#server/db/schema.ts';
import { build } from '../helper.ts';

describe('brand favicon', () => {
  it('serves each brand its own SVG from the record, with a day of cache and an ETag', async () => {
    const app = await build();
    const gold = await app.inject({ method: 'GET', url: '/brand/110/favicon.svg' });
    expect(gold.statusCode).toBe(200);
    expect(gold.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(gold.headers['cache-control']).toBe('public, max-age=86400');
    expect(gold.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(gold.body).toContain('fill="#1C2434"');
    expect(gold.body).toContain('>G</text>');

    const blue = await app.inject({ method: 'GET', url: '/brand/118/favicon.svg' });
    expect(blue.body).toContain('fill="#1565C0"');
    expect(blue.body).toContain('>B</text>');
    expect(blue.headers.etag).not.toBe(gold.headers.etag);
  });

  it('answers 304 when the browser already has this favicon', async () => {
    const app = await build();
    const first = await app.inject({ method: 'GET', url: '/brand/118/favicon.svg' });
    const again = await app.inject({ method: 'GET', url: '/brand/118/favicon.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('follows the record: an operator changing the favicon changes what is served', async () => {
    const app = await build();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0B3D91"/></svg>';
    await app.database.orm.update(portfolio).set({ faviconSvg: svg }).where(eq(portfolio.id, 118));
    expect((await app.inject({ method: 'GET', url: '/brand/118/favicon.svg' })).body).toBe(svg);
  });

  it.each(['/brand/999/favicon.svg', '/brand/abc/favicon.svg'])('answers 404 -10601 for %s', async (url) => {
    const app = await build();
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: -10601, message: 'This site is not set up for any lender.', data: null });
  });
});
