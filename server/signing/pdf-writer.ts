// A small page writer over pdf-lib for the agreement and its certificate: US Letter pages, a cursor that moves
// down, text wrapped to a width, and a new page when the next block does not fit.
// Fonts, chosen per document from the text it prints: the standard Helvetica when all of it is Windows-1252 (nothing
// embedded, quick), else DejaVu Sans (the dejavu-fonts-ttf package, DejaVu's free licence) embedded as a subset
// of the glyphs used through @pdf-lib/fontkit, which prints names like "Zoë Łukasiewicz" or "Nguyễn". The choice
// depends on the text only and the subset's name is fixed (pdf-lib would add a random suffix), so the same calls
// give the same bytes, and an agreement made before DejaVu was added is made again byte for byte.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Font, Fontkit, GlyphRun } from 'pdf-lib/cjs/types/fontkit';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the bottom of every page for its footer. */
const FOOTER_ROOM = 36;

export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.35, 0.35, 0.35);
export const WHITE = rgb(1, 1, 1);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

export type TextStyle = { font?: PDFFont; size?: number; color?: RGB; lineGap?: number };

/** Fixed document information: dates from the agreement, never the clock, and no tool version that could change. */
export type DocumentInfo = { title: string; author: string; subject: string; createdAt: Date; modifiedAt: Date };

export const PRODUCER = 'Borrower app reference server (pdf-lib)';

export function setDocumentInfo(doc: PDFDocument, info: DocumentInfo): void {
  doc.setTitle(info.title);
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setLanguage('en-US');
  doc.setCreationDate(info.createdAt);
  doc.setModificationDate(info.modifiedAt);
}

const FONT_FILES = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const;
const fontBytes = new Map<string, Uint8Array>();

/** A DejaVu TTF's bytes, read once per process. */
function fontFile(name: string): Uint8Array {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

/** How many shaped texts each DejaVu font keeps: an agreement draws a few hundred strings, most of them the same in every agreement. */
const SHAPED_TEXTS_KEPT = 5_000;

/** The font that shapes each text once: later documents reuse its glyph run (fontkit's shaping, GSUB and GPOS, was most of the time). */
function shapingOnce(font: Font): Font {
  const runs = new Map<string, GlyphRun>();
  const layout: Font['layout'] = (text, features) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      run = font.layout(text, features);
      if (runs.size >= SHAPED_TEXTS_KEPT) runs.delete(runs.keys().next().value!);
      runs.set(key, run);
    }
    return run;
  };
  return new Proxy(font, { get: (target, property) => (property === 'layout' ? layout : Reflect.get(target, property, target)) });
}

const parsedFonts = new WeakMap<Uint8Array, Font>();

/**
 * fontkit as pdf-lib uses it, but each DejaVu file is parsed once per process (pdf-lib asks for a new font in every
 * document, and parsing its tables took most of the rest). Only reads are shared: each document still makes its own
 * subset of the glyphs it draws, so the bytes are those of a font parsed afresh.
 */
const fontkitOncePerFile: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = shapingOnce(fontkit.create(bytes));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

let windows1252: Promise<Set<number>> | undefined;

/** The code points the standard fonts print (Windows-1252), read once from Helvetica itself. */
function standardCharacters(): Promise<Set<number>> {
  windows1252 ??= PDFDocument.create()
    .then((doc) => doc.embedFont(StandardFonts.Helvetica))
    .then((font) => new Set(font.getCharacterSet()));
  return windows1252;
}

/** Whether every character of the texts is one the standard fonts print. */
async function standardFontsPrint(texts: readonly string[]): Promise<boolean> {
  const known = await standardCharacters();
  return texts.every((text) => Array.from(text.normalize('NFC'), (character) => character.codePointAt(0)!).every((code) => code <= 32 || known.has(code)));
}

/** The document's fonts: the standard ones when they print every text it will hold, else DejaVu Sans embedded. */
export async function embedFonts(doc: PDFDocument, texts: readonly string[]): Promise<Fonts> {
  if (await standardFontsPrint(texts)) {
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return { regular, bold, italic };
  }
  doc.registerFontkit(fontkitOncePerFile);
  const embed = (name: string) => doc.embedFont(fontFile(name), { subset: true, customName: name });
  const [regular, bold, italic] = await Promise.all([embed(FONT_FILES.regular), embed(FONT_FILES.bold), embed(FONT_FILES.italic)]);
  for (const font of [regular, bold, italic]) embeddedFonts.add(font);
  return { regular, bold, italic };
}

/** Each font's characters, by its name (the same file in every document, so they are read once per process). */
const printableSets = new Map<string, Set<number>>();

/**
 * The text as the font can print it: a character DejaVu Sans lacks (a script it does not cover) becomes '?'
 * rather than failing the whole document.
 */
export function printable(font: PDFFont, text: string): string {
  let known = printableSets.get(font.name);
  if (!known) {
    known = new Set(font.getCharacterSet());
    printableSets.set(font.name, known);
  }
  const set = known;
  return Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (character) => (set.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Each embedded font's advances by character, by the font's name (measured once per process). */
const advanceTables = new Map<string, Map<string, number>>();
/** The DejaVu fonts embedded (measured by their characters' advances); the standard ones are not here. */
const embeddedFonts = new WeakSet<PDFFont>();

/**
 * The width of printable text: the sum of each character's advance, measured once per font and character.
 * Measuring whole strings lays them out with fontkit every time (shaping), which made wrapping the agreement
 * seconds slow; kerning only narrows a line, so the sum never lets a line overflow.
 */
export function widthOf(font: PDFFont, text: string, size: number): number {
  // The standard fonts measure from their tables (with kerning), as the agreements made before DejaVu were wrapped.
  if (!embeddedFonts.has(font)) return font.widthOfTextAtSize(text, size);
  let advances = advanceTables.get(font.name);
  if (!advances) {
    advances = new Map();
    advanceTables.set(font.name, advances);
  }
  let units = 0;
  for (const character of text) {
    let advance = advances.get(character);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(character, 1000);
      advances.set(character, advance);
    }
    units += advance;
  }
  return (units * size) / 1000;
}

/** Lines of at most `width` points, broken at spaces (a word longer than the line is broken where it must be). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(font, candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (widthOf(font, line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && widthOf(font, line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const lineHeightOf = (size: number, lineGap = 0.35) => size * (1 + lineGap);

/** Pages written top to bottom; `y` is the baseline room left on the current page. */
export class PageWriter {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    /** Draws what every new page starts with (a thin brand band); answers the y below it. */
    private readonly startPage: (page: PDFPage) => number,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = startPage(this.page);
  }

  get bottom(): number {
    return MARGIN + FOOTER_ROOM;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = this.startPage(this.page);
  }

  /** Makes sure `height` points fit on this page, or starts a new one; true when a page was started. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Wrapped text at x within width; a paragraph that does not fit continues on the next page. */
  text(text: string, { font = this.fonts.regular, size = 10, color = INK, lineGap }: TextStyle = {}, x = MARGIN, width = CONTENT_WIDTH): void {
    const height = lineHeightOf(size, lineGap);
    for (const line of wrap(font, size, text, width)) {
      this.ensure(height);
      this.y -= height;
      this.page.drawText(line, { x, y: this.y + (height - size) / 2, size, font, color });
    }
  }

  /** One line of text at a given place, not moving the cursor. */
  at(text: string, x: number, y: number, { font = this.fonts.regular, size = 10, color = INK }: TextStyle = {}): void {
    this.page.drawText(printable(font, text), { x, y, size, font, color });
  }

  /** The lines of wrapped text and the height they take. */
  measure(text: string, width: number, { font = this.fonts.regular, size = 10, lineGap }: TextStyle = {}): { lines: string[]; height: number } {
    const lines = wrap(font, size, text, width);
    return { lines, height: lines.length * lineHeightOf(size, lineGap) };
  }

  rule(color = MUTED, thickness = 0.5): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness, color });
  }
}

/** '#1C2434' as a pdf-lib colour. */
export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** "Page 2 of 5" and a line of text on every page, once the page count is known. */
export function drawFooters(doc: PDFDocument, fonts: Fonts, label: string): void {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = printable(fonts.regular, `${label}  |  Page ${index + 1} of ${pages.length}`);
    page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: MUTED });
    page.drawText(text, { x: MARGIN, y: MARGIN, size: 8, font: fonts.regular, color: MUTED });
  });
}
