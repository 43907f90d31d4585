// Reads a JSON object of string values as it arrives, never holding the body: short values are collected,
// a named large one (a file in base64) is handed on piece by piece. For a call whose body is a file
// (decision 0505); everything else keeps Fastify's own JSON parser.
import { StringDecoder } from 'node:string_decoder';
import { errorCodes } from 'fastify';
import { workSlice } from './work-slices.ts';

export type StreamedValue = {
  /** The value begins (it may be empty). */
  begin(): void;
  /** A piece of the value, escapes decoded; awaited, so a slow consumer slows the reading (backpressure). */
  write(piece: string): void | Promise<void>;
  /**
   * True while every piece written was of characters that hold no control character (base64's alphabet): the
   * reader then need not look for one in them. Without it, every raw piece is looked through.
   */
  plainSoFar?(): boolean;
};

export type JsonObjectOptions = {
  /** Largest body in bytes; past it, 413 (FST_ERR_CTP_BODY_TOO_LARGE). */
  limit: number;
  /** Values streamed instead of collected, by key. Each may appear once. */
  streamed: Readonly<Record<string, StreamedValue>>;
  /** Collected values (and keys) are cut after this many characters: a schema's maximum length refuses them. */
  maxCollected: number;
};

export type JsonObjectRead = {
  fields: Record<string, string>;
  /** The streamed keys the object had. */
  streamedKeys: ReadonlySet<string>;
  /** Keys whose value is JSON but not text (a number, true, false, null, a list, an object): the field's mistake. */
  notText: ReadonlySet<string>;
};

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
/** Below U+0020: not allowed unescaped in a JSON string. */
const CONTROL = /[^ -\uffff]/;
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** The most of a body read between two looks at the slice: well under a millisecond of work. */
const PIECE_BYTES = 32 * 1024;

type Expecting = 'open' | 'keyOrClose' | 'key' | 'colon' | 'value' | 'commaOrClose' | 'end';

const invalidJson = () => new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();

/** A JSON number, or true, false or null: what a value that is not text, a list nor an object may be. */
const SCALAR = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)$/;
const SCALAR_MAX_CHARS = 64;

/**
 * The object in the body: `{"key": "value", ...}` with string values read; a value of another type is passed over
 * and its key named in `notText`, so the contract can say which field is wrong (a list or an object passed over
 * is not checked further: it is refused either way). An empty body is answered as Fastify answers it (400).
 */
export async function readJsonObject(body: AsyncIterable<Buffer | string>, { limit, streamed, maxCollected }: JsonObjectOptions): Promise<JsonObjectRead> {
  const fields: Record<string, string> = {};
  const streamedKeys = new Set<string>();
  const decoder = new StringDecoder('utf8');
  let expecting: Expecting = 'open';
  let received = 0;
  let carry = ''; // an escape cut by the end of a chunk
  let inString = false;
  let key = '';
  let value = '';
  let sink: StreamedValue | undefined;
  let readingKey = false;
  const notText = new Set<string>();
  /** A value that is not text being passed over: how deep in lists and objects, and a scalar's text. */
  let skipping: { depth: number; inString: boolean; escaped: boolean; scalar: string } | undefined;

  /** Adds text to the string being read; raw text (not an escape's result) may hold no control character. */
  const append = async (piece: string, raw = true): Promise<void> => {
    if (piece.length === 0) return;
    if (sink && !readingKey) {
      await sink.write(piece);
      if (raw && !sink.plainSoFar?.() && CONTROL.test(piece)) throw invalidJson();
      return;
    }
    if (raw && CONTROL.test(piece)) throw invalidJson();
    if (readingKey) key = (key + piece).slice(0, maxCollected);
    else value = (value + piece).slice(0, maxCollected);
  };

  const closeString = (): void => {
    inString = false;
    if (readingKey) {
      // Refused as Fastify's own parser refuses it (prototype poisoning).
      if (key === '__proto__') throw invalidJson();
      readingKey = false;
      expecting = 'colon';
      return;
    }
    if (!sink) fields[key] = value;
    sink = undefined;
    expecting = 'commaOrClose';
  };

  const openString = (): void => {
    inString = true;
    if (expecting === 'key' || expecting === 'keyOrClose') {
      readingKey = true;
      key = '';
      return;
    }
    value = '';
    sink = Object.hasOwn(streamed, key) ? streamed[key] : undefined;
    if (sink) {
      if (streamedKeys.has(key)) throw invalidJson();
      streamedKeys.add(key);
      sink.begin();
    }
  };

  /** Reads a string's text from `at`; answers where it stopped (the end of the text when the string goes on). */
  const stringFrom = async (text: string, at: number): Promise<number> => {
    let index = at;
    while (index < text.length) {
      const quote = text.indexOf('"', index);
      const backslash = text.indexOf('\\', index);
      const stop = quote === -1 ? backslash : backslash === -1 ? quote : Math.min(quote, backslash);
      if (stop === -1) {
        await append(text.slice(index));
        return text.length;
      }
      await append(text.slice(index, stop));
      if (stop === quote) {
        closeString();
        return stop + 1;
      }
      const escaped = text[stop + 1];
      if (escaped === undefined || (escaped === 'u' && stop + 6 > text.length)) {
        carry = text.slice(stop);
        return text.length;
      }
      if (escaped === 'u') {
        const hex = text.slice(stop + 2, stop + 6);
        if (!/^[0-9A-Fa-f]{4}$/.test(hex)) throw invalidJson();
        await append(String.fromCharCode(Number.parseInt(hex, 16)), false);
        index = stop + 6;
      } else {
        const plain = ESCAPES[escaped];
        if (plain === undefined) throw invalidJson();
        await append(plain, false);
        index = stop + 2;
      }
    }
    return index;
  };

  const structure = (char: string): void => {
    if (WHITESPACE.has(char)) return;
    switch (expecting) {
      case 'open':
        if (char !== '{') throw invalidJson();
        expecting = 'keyOrClose';
        return;
      case 'keyOrClose':
        if (char === '}') expecting = 'end';
        else if (char === '"') openString();
        else throw invalidJson();
        return;
      case 'key':
        if (char !== '"') throw invalidJson();
        openString();
        return;
      case 'value':
        if (char === '"') openString();
        // Refused as Fastify's own parser refuses {"constructor": {"prototype": ...}} (it is not read further here).
        else if (key === 'constructor' && char === '{') throw invalidJson();
        else skipping = { depth: char === '{' || char === '[' ? 1 : 0, inString: false, escaped: false, scalar: char === '{' || char === '[' ? '' : char };
        return;
      case 'colon':
        if (char !== ':') throw invalidJson();
        expecting = 'value';
        return;
      case 'commaOrClose':
        if (char === ',') expecting = 'key';
        else if (char === '}') expecting = 'end';
        else throw invalidJson();
        return;
      case 'end':
        throw invalidJson();
    }
  };

  /** Passes over a value that is not text from `at`; answers where it stopped (its end is read by structure()). */
  const skipFrom = (text: string, at: number): number => {
    const value = skipping!;
    for (let index = at; index < text.length; index += 1) {
      const char = text[index]!;
      if (value.inString) {
        if (value.escaped) value.escaped = false;
        else if (char === '\\') value.escaped = true;
        else if (char === '"') value.inString = false;
        else if (CONTROL.test(char)) throw invalidJson();
        continue;
      }
      const ends = value.depth === 0 && (char === ',' || char === '}' || char === ']' || WHITESPACE.has(char));
      if (ends) {
        if (value.scalar !== '' && !SCALAR.test(value.scalar)) throw invalidJson();
        notText.add(key);
        skipping = undefined;
        expecting = 'commaOrClose';
        return index;
      }
      if (char === '"') value.inString = true;
      else if (char === '{' || char === '[') value.depth += 1;
      else if (char === '}' || char === ']') value.depth -= 1;
      else if (value.depth === 0) {
        value.scalar += char;
        if (value.scalar.length > SCALAR_MAX_CHARS) throw invalidJson();
      }
    }
    return text.length;
  };

  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    // A file's body is read a piece at a time in the slices other requests leave (work-slices.ts): a chunk
    // is whatever the socket buffered while the reading waited, up to megabytes.
    for (let start = 0; start < bytes.length; start += PIECE_BYTES) {
      await workSlice();
      const text = carry + decoder.write(bytes.subarray(start, start + PIECE_BYTES));
      carry = '';
      let index = 0;
      while (index < text.length) {
        if (inString) index = await stringFrom(text, index);
        else if (skipping) index = skipFrom(text, index);
        else structure(text[index++]!);
      }
    }
  }
  const rest = carry + decoder.end();
  if (received === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  // (The closures above move `expecting`; TypeScript cannot see it.)
  if (rest.length > 0 || (expecting as Expecting) !== 'end') throw invalidJson();
  return { fields, streamedKeys, notText };
}
