// A statement's bytes as they pass (decision 0505): base64 text decoded piece by piece, then counted,
// hashed and sniffed on the way to the file store. Nothing holds the whole file.
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import { BANK_STATEMENT_TYPES } from '#src/api/contract/application.ts';
import type { Result } from '../http/refusal.ts';
import type { StreamedValue } from '../http/json-object-stream.ts';

export type StatementType = (typeof BANK_STATEMENT_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: StatementType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];
/** The longest signature: after this many bytes the type is known. */
const SNIFF_BYTES = 8;

/** The type the content says it is, or undefined when it is none we take. */
export function sniffType(content: Buffer): StatementType | undefined {
  return SIGNATURES.find(({ bytes }) => content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte))?.type;
}

/** The file is refused for what its bytes are (a catalogue result); the store is left with nothing. */
export class StatementRefused extends Error {
  override name = 'StatementRefused';
  constructor(readonly result: Result) {
    super(result.message);
  }
}

export type InspectorLimit = { maxBytes: number; refusal: Result };

/**
 * Passes the bytes on while counting, hashing and sniffing them: fails with StatementRefused past the
 * limit, as soon as the first bytes are of no type we take, or when they are not the claimed type.
 */
export class StatementInspector extends Transform {
  size = 0;
  type: StatementType | undefined;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private claimed: StatementType | undefined;

  constructor(
    private readonly limit: InspectorLimit,
    private readonly typeRefusal: Result,
  ) {
    super();
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  /** The type the borrower said the file is; checked once the first bytes are in (or at the end of a tiny file). */
  claim(type: StatementType): void {
    this.claimed = type;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit.maxBytes) return done(new StatementRefused(this.limit.refusal));
    if (this.head.length < SNIFF_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
      if (this.head.length >= SNIFF_BYTES && !this.sniffed()) return done(new StatementRefused(this.typeRefusal));
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.sniffed() || this.claimed === undefined || this.claimed !== this.type) return done(new StatementRefused(this.typeRefusal));
    done();
  }

  /** Reads the type from the head; false when it is none we take, or not the one claimed. */
  private sniffed(): boolean {
    this.type = sniffType(this.head);
    return this.type !== undefined && (this.claimed === undefined || this.claimed === this.type);
  }
}

type Base64State = 'missing' | 'reading' | 'unreadable';

/** Base64's characters, for the few held back until their quad is whole. */
const ALPHABET = /^[A-Za-z0-9+/]*$/;

/**
 * Base64 text arriving in pieces (a JSON string's value), decoded into bytes written to `into` with its
 * backpressure. The alphabet and padding are the contract's: A-Z a-z 0-9 + /, at most two `=` at the end,
 * a length that is a multiple of 4. Once the text is found unreadable, the rest is only skipped.
 */
export class Base64Pieces implements StreamedValue {
  private state: Base64State = 'missing';
  private carry = '';
  private length = 0;
  private padding = 0;

  constructor(private readonly into: Writable) {}

  begin(): void {
    this.state = 'reading';
  }

  async write(piece: string): Promise<void> {
    if (this.state === 'unreadable') return;
    this.length += piece.length;
    const equals = this.padding > 0 ? 0 : piece.indexOf('=');
    const text = equals === -1 ? piece : piece.slice(0, equals);
    const tail = equals === -1 ? '' : piece.slice(equals);
    this.padding += tail.length;
    if (/[^=]/.test(tail) || this.padding > 2) return this.unreadable();
    const quads = this.carry + text;
    const whole = quads.length - (quads.length % 4);
    this.carry = quads.slice(whole);
    if (!ALPHABET.test(this.carry)) return this.unreadable();
    if (whole === 0) return;
    const bytes = Buffer.from(quads.slice(0, whole), 'base64');
    // Node's decoder passes over what is not base64 (and takes - and _): text is base64 when its bytes encode
    // back to it, a native check some times faster than a regular expression over megabytes.
    if (bytes.toString('base64') !== quads.slice(0, whole)) return this.unreadable();
    await this.send(bytes);
  }

  plainSoFar(): boolean {
    return this.state !== 'unreadable';
  }

  private unreadable(): void {
    this.state = 'unreadable';
  }

  /**
   * Ends the text: writes its last bytes and answers how it was, as a stand-in the contract's own schema can
   * word (undefined: missing, '': empty, '*': not base64, 'AAAA': read).
   */
  async finish(): Promise<undefined | '' | '*' | 'AAAA'> {
    if (this.state === 'missing') return undefined;
    if (this.state === 'reading' && this.length === 0) return '';
    if (this.state === 'unreadable' || this.length % 4 !== 0) return '*';
    if (this.carry.length > 0) await this.send(Buffer.from(this.carry + '='.repeat(this.padding), 'base64'));
    this.carry = '';
    return 'AAAA';
  }

  private async send(bytes: Buffer): Promise<void> {
    // A refused file's stream is gone: what still arrives is read and dropped.
    if (this.into.destroyed || this.into.writableEnded) return;
    if (this.into.write(bytes)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.into.off('drain', done);
        this.into.off('close', done);
        resolve();
      };
      this.into.on('drain', done);
      this.into.on('close', done);
    });
  }
}
