// A small page writer over pdf-lib for the agreement and its certificate: US Letter pages, a cursor that moves
// down, text wrapped to a width, and a new page when the next block does not fit. Only the standard fonts are
// used (nothing to embed, nothing random), so the same calls always give the same bytes.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

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

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { regular: regular!, bold: bold!, italic: italic! };
}

const printableSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can print it: the standard fonts know Windows-1252 only, so a character outside it
 * (a name typed in another script) becomes '?' rather than failing the whole document.
 */
export function printable(font: PDFFont, text: string): string {
  let known = printableSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    printableSets.set(font, known);
  }
  const set = known;
  return Array.from(text.normalize('NFC').replace(/\s+/g, ' '), (character) => (set.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Lines of at most `width` points, broken at spaces (a word longer than the line is broken where it must be). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
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
