import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonObject, type StreamedValue } from '#server/http/json-object-stream.ts';

/** The body cut into pieces of the given sizes (bytes, so UTF-8 characters are cut too). */
async function* pieces(text: string, sizes: number[]): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  let at = 0;
  for (let index = 0; at < bytes.length; index += 1) {
    const size = sizes.length > 0 ? sizes[index % sizes.length]! : bytes.length;
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

function collector(): StreamedValue & { text: string; began: boolean } {
  return {
    text: '',
    began: false,
    begin() {
      this.began = true;
    },
    write(piece) {
      this.text += piece;
    },
  };
}

const read = (text: string, sizes: number[] = [], streamed: Record<string, StreamedValue> = {}, limit = 1_000_000) =>
  readJsonObject(pieces(text, sizes), { limit, streamed, maxCollected: 1_000 });

describe('readJsonObject', () => {
  it('reads what JSON.parse reads, however the body is cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.string({ unit: 'binary' })),
        fc.array(fc.integer({ min: 1, max: 7 })),
        fc.string({ unit: 'binary' }),
        async (fields, sizes, big) => {
          fc.pre(!Object.hasOwn(fields, '__proto__'));
          const streamed = collector();
          const body = JSON.stringify({ ...fields, big });
          const result = await read(body, sizes, { big: streamed });
          const { big: _big, ...expected } = JSON.parse(body) as Record<string, string>;
          expect(result.fields).toEqual(expected);
          expect(streamed.text).toBe(big);
          expect(result.streamedKeys.has('big')).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('decodes every escape, also one cut in two', async () => {
    const streamed = collector();
    const body = '{ "a" : "x\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00y" , "s": "q\\u0041\\/" }';
    for (const sizes of [[], [1], [2], [3], [5]]) {
      streamed.text = '';
      const result = await read(body, sizes, { s: streamed });
      expect(result.fields).toEqual({ a: 'x"\\/\b\f\n\r\té😀y' });
      expect(streamed.text).toBe('qA/');
    }
  });

  it('tells a streamed value that is there but empty from one that is missing', async () => {
    const empty = collector();
    expect((await read('{"s":""}', [], { s: empty })).streamedKeys.has('s')).toBe(true);
    expect(empty.began).toBe(true);
    const missing = collector();
    expect((await read('{}', [], { s: missing })).streamedKeys.has('s')).toBe(false);
    expect(missing.began).toBe(false);
  });

  it.each([
    '{',
    '{"a":1',
    '{"a":x}',
    '{"a":01}',
    '{"a":}',
    '{"a":[1,"}"',
    '{"a":"b",}',
    '{"a":"b"}x',
    '[]',
    '{"a" "b"}',
    '{"a":"\\x"}',
    '{"a":"\\u12"}',
    '{"a":"line\nbreak"}',
    '{"s":"1","s":"2"}',
    '{"__proto__":"x"}',
    '{"constructor":{"prototype":{"x":1}}}',
  ])('refuses %j as not JSON (400)', async (body) => {
    await expect(read(body, [], { s: collector() })).rejects.toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
  });

  it('passes over a value that is not text and names its key, reading the rest (issue 17: the field is wrong, not the JSON)', async () => {
    const result = await read('{"a":1,"b":[1,{"c":"}]"}],"d":null, "e":"text","f":{"g":true},"h":-2.5e3}', [3, 5]);
    expect([...result.notText]).toEqual(['a', 'b', 'd', 'f', 'h']);
    expect(result.fields).toEqual({ e: 'text' });
  });

  it('refuses an empty body (400) and a body past the limit (413)', async () => {
    await expect(read('')).rejects.toMatchObject({ code: 'FST_ERR_CTP_EMPTY_JSON_BODY' });
    await expect(read(JSON.stringify({ a: 'x'.repeat(100) }), [10], {}, 50)).rejects.toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
  });

  it('cuts a long collected value instead of holding it', async () => {
    const result = await read(JSON.stringify({ name: 'n'.repeat(5_000) }));
    expect(result.fields.name).toHaveLength(1_000);
  });
});

describe('a large body is read in slices (issue 17: an upload must not hold up every other request)', () => {
  it('lets a callback queued before the reading run before a 10 MB body is read, and still reads all of it', async () => {
    const streamed = collector();
    const big = 'A'.repeat(10_000_000);
    let ranDuringRead = false;
    let finished = false;
    setImmediate(() => (ranDuringRead = !finished));
    // The whole body in one chunk, as a socket's buffer hands it on after the reading waited.
    const result = await read(JSON.stringify({ name: 'a', big }), [], { big: streamed }, 20_000_000);
    finished = true;
    expect(ranDuringRead).toBe(true);
    expect(result.fields).toEqual({ name: 'a' });
    expect(streamed.text.length).toBe(big.length);
  });

  it('still refuses a raw control character in a streamed value whose reader does not vouch for it', async () => {
    await expect(read('{"big": "AB\u0001C"}', [], { big: collector() })).rejects.toMatchObject({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });
});
