// The loan agreement as a PDF (issue 12): the brand's header, the parties, the Truth-in-Lending box with the APR
// and finance charge more conspicuous than the rest (12 CFR 1026.17(a)(2): bold, larger, a heavier border),
// the itemization, the full payment schedule (continued on further pages), the terms, and an empty signature
// block whose place is answered so that signing can fill it in. The same agreement always gives the same bytes.
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Agreement } from '#src/api/contract/signing.ts';
import { formatCurrency, formatDate, formatPercentPoints } from '#src/domain/format.ts';
import type { SignatureBox } from '../db/schema.ts';
import {
  CONTENT_WIDTH,
  drawFooters,
  embedFonts,
  hexColor,
  INK,
  lineHeightOf,
  MARGIN,
  MUTED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  PageWriter,
  setDocumentInfo,
  WHITE,
  widthOf,
  type Fonts,
} from './pdf-writer.ts';

export type RenderedAgreement = { bytes: Uint8Array; signatureBox: SignatureBox };

/** The signature block: the signature line on the left, the date on the right (signed-pdf.ts writes into both). */
export const SIGNATURE_BLOCK = { height: 64, nameWidth: 330, dateX: 350, lineY: 22 } as const;

export const longDate = (date: string) => formatDate(date, 'MMMM D, YYYY');
export const shortDate = (date: string) => formatDate(date, 'MM/DD/YYYY');

/** The agreement's date as an instant: midnight UTC of the day it was made, for the PDF's fixed dates. */
export const instantOfDate = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** First page: the brand's name on its primary colour; later pages a thin band of it. */
function pageStarter(agreement: Agreement, fonts: Fonts, primary: string) {
  let pages = 0;
  const colour = hexColor(primary);
  return (page: PDFPage): number => {
    pages += 1;
    const band = pages === 1 ? 64 : 22;
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - band, width: PAGE_WIDTH, height: band, color: colour });
    const size = pages === 1 ? 20 : 9;
    page.drawText(agreement.lender.brandName, { x: MARGIN, y: PAGE_HEIGHT - band / 2 - size * 0.35, size, font: fonts.bold, color: WHITE });
    if (pages === 1) {
      const legal = agreement.lender.legalName;
      const width = widthOf(fonts.regular, legal, 9);
      page.drawText(legal, { x: PAGE_WIDTH - MARGIN - width, y: PAGE_HEIGHT - band / 2 - 3, size: 9, font: fonts.regular, color: WHITE });
    }
    return PAGE_HEIGHT - band - 22;
  };
}

function heading(writer: PageWriter, text: string): void {
  // A heading never ends a page: keep room for it and two lines after it.
  writer.ensure(lineHeightOf(11) + 3 * lineHeightOf(9.5));
  writer.gap(8);
  writer.text(text, { font: writer.fonts.bold, size: 11 });
  writer.gap(2);
}

/** Side-by-side blocks of lines (the parties), as tall as the tallest. */
function columns(writer: PageWriter, blocks: Array<{ title: string; lines: string[] }>): void {
  const width = (CONTENT_WIDTH - 24) / blocks.length;
  const measured = blocks.map((block) => block.lines.map((line) => writer.measure(line, width, { size: 9.5 })));
  const height = Math.max(...measured.map((lines) => lines.reduce((sum, line) => sum + line.height, 0))) + lineHeightOf(8.5);
  writer.ensure(height);
  const top = writer.y;
  blocks.forEach((block, index) => {
    const x = MARGIN + index * (width + 24);
    let y = top - lineHeightOf(8.5);
    writer.at(block.title, x, y, { font: writer.fonts.bold, size: 8.5, color: MUTED });
    measured[index]!.forEach((line, lineIndex) => {
      for (const text of line.lines) {
        y -= lineHeightOf(9.5);
        writer.at(text, x, y, { size: 9.5, font: lineIndex === 0 ? writer.fonts.bold : writer.fonts.regular });
      }
    });
  });
  writer.y = top - height;
}

type TilCell = { label: string; description: string; value: string; conspicuous: boolean };

/** The four boxes of 12 CFR 1026.18: APR and finance charge bold, larger and framed heavier than the other two. */
function truthInLendingBox(writer: PageWriter, agreement: Agreement): void {
  const til = agreement.truthInLending;
  const cells: TilCell[] = [
    {
      label: 'ANNUAL PERCENTAGE RATE',
      description: 'The cost of your credit as a yearly rate.',
      value: formatPercentPoints(til.aprPercent),
      conspicuous: true,
    },
    { label: 'FINANCE CHARGE', description: 'The dollar amount the credit will cost you.', value: formatCurrency(til.financeChargeCents), conspicuous: true },
    {
      label: 'Amount Financed',
      description: 'The amount of credit provided to you or on your behalf.',
      value: formatCurrency(til.amountFinancedCents),
      conspicuous: false,
    },
    {
      label: 'Total of Payments',
      description: 'The amount you will have paid after you have made all payments as scheduled.',
      value: formatCurrency(til.totalOfPaymentsCents),
      conspicuous: false,
    },
  ];
  const { bold, regular } = writer.fonts;
  const width = CONTENT_WIDTH / cells.length;
  const inner = width - 12;
  const laid = cells.map((cell) => ({
    cell,
    label: writer.measure(cell.label, inner, { font: bold, size: cell.conspicuous ? 9.5 : 8.5 }),
    description: writer.measure(cell.description, inner, { size: 7.5, lineGap: 0.25 }),
    valueSize: cell.conspicuous ? 18 : 12,
  }));
  const labelHeight = Math.max(...laid.map((each) => each.label.height));
  const descriptionHeight = Math.max(...laid.map((each) => each.description.height));
  const height = 8 + labelHeight + 3 + descriptionHeight + 8 + 22 + 6;
  writer.ensure(height);
  const top = writer.y;
  laid.forEach(({ cell, label, description, valueSize }, index) => {
    const x = MARGIN + index * width;
    writer.page.drawRectangle({ x, y: top - height, width, height, borderColor: INK, borderWidth: cell.conspicuous ? 2 : 0.75 });
    let y = top - 8;
    for (const line of label.lines) {
      y -= lineHeightOf(cell.conspicuous ? 9.5 : 8.5);
      writer.at(line, x + 6, y, { font: bold, size: cell.conspicuous ? 9.5 : 8.5 });
    }
    y = top - 8 - labelHeight - 3;
    for (const line of description.lines) {
      y -= lineHeightOf(7.5, 0.25);
      writer.at(line, x + 6, y, { size: 7.5, color: MUTED });
    }
    writer.at(cell.value, x + 6, top - height + 10, { font: cell.conspicuous ? bold : regular, size: valueSize });
  });
  writer.y = top - height;
}

/** A row of cells at fixed x positions; `right` cells end at their x. */
function row(writer: PageWriter, cells: Array<{ text: string; x: number; right?: boolean }>, bold = false, size = 9.5): void {
  const height = lineHeightOf(size, 0.45);
  writer.ensure(height);
  writer.y -= height;
  const font = bold ? writer.fonts.bold : writer.fonts.regular;
  for (const cell of cells) {
    const x = cell.right ? cell.x - widthOf(font, cell.text, size) : cell.x;
    writer.at(cell.text, x, writer.y + 3, { font, size });
  }
}

function paymentGroups(writer: PageWriter, agreement: Agreement): void {
  const x = [MARGIN, MARGIN + 150, MARGIN + 300];
  row(
    writer,
    [
      { text: 'Number of payments', x: x[0]! },
      { text: 'Amount of each payment', x: x[1]! },
      { text: 'When payments are due', x: x[2]! },
    ],
    true,
  );
  for (const group of agreement.truthInLending.paymentGroups) {
    const when = group.count === 1 ? `On ${shortDate(group.firstDueDate)}` : `Beginning ${shortDate(group.firstDueDate)}, as scheduled below`;
    row(writer, [
      { text: String(group.count), x: x[0]! },
      { text: formatCurrency(group.amountCents), x: x[1]! },
      { text: when, x: x[2]! },
    ]);
  }
}

function itemization(writer: PageWriter, agreement: Agreement): void {
  const { itemization: items, amountFinancedCents } = agreement.truthInLending;
  const amountX = MARGIN + 360;
  const lines: Array<[string, number, boolean]> = [
    ['Amount given to you directly', items.amountPaidToYouCents, false],
    ['Amount paid to others on your behalf', items.paidToOthersCents, false],
    ['Amount financed', amountFinancedCents, true],
    ['Prepaid finance charge (kept from the loan amount)', items.prepaidFinanceChargeCents, false],
    ['Loan amount (principal)', amountFinancedCents + items.prepaidFinanceChargeCents, true],
  ];
  for (const [label, cents, bold] of lines)
    row(
      writer,
      [
        { text: label, x: MARGIN },
        { text: formatCurrency(cents), x: amountX, right: true },
      ],
      bold,
    );
}

/** Every payment, with its header row again on each page the table continues on. */
function scheduleTable(writer: PageWriter, agreement: Agreement): void {
  const columns = { number: MARGIN, dueDate: MARGIN + 70, amount: MARGIN + 300 };
  const header = () =>
    row(
      writer,
      [
        { text: 'Payment', x: columns.number },
        { text: 'Due date', x: columns.dueDate },
        { text: 'Amount', x: columns.amount, right: true },
      ],
      true,
    );
  header();
  for (const payment of agreement.schedule) {
    if (writer.ensure(lineHeightOf(9.5, 0.45))) {
      writer.text('Payment schedule (continued)', { font: writer.fonts.bold, size: 11 });
      header();
    }
    row(writer, [
      { text: String(payment.number), x: columns.number },
      { text: shortDate(payment.dueDate), x: columns.dueDate },
      { text: formatCurrency(payment.amountCents), x: columns.amount, right: true },
    ]);
  }
  row(
    writer,
    [
      { text: 'Total of payments', x: columns.number },
      { text: formatCurrency(agreement.truthInLending.totalOfPaymentsCents), x: columns.amount, right: true },
    ],
    true,
  );
}

/** The empty block the signature goes into: a line for the name, a line for the date. */
function signatureBlock(writer: PageWriter, agreement: Agreement): SignatureBox {
  const { height, nameWidth, dateX, lineY } = SIGNATURE_BLOCK;
  writer.ensure(height + lineHeightOf(9.5) + 12);
  writer.gap(12);
  const bottom = writer.y - height;
  const line = bottom + lineY;
  writer.page.drawLine({ start: { x: MARGIN, y: line }, end: { x: MARGIN + nameWidth, y: line }, thickness: 0.75, color: INK });
  writer.page.drawLine({ start: { x: MARGIN + dateX, y: line }, end: { x: MARGIN + CONTENT_WIDTH, y: line }, thickness: 0.75, color: INK });
  writer.at(`Borrower: ${agreement.borrower.fullName}`, MARGIN, line - 12, { size: 8.5, color: MUTED });
  writer.at('Date', MARGIN + dateX, line - 12, { size: 8.5, color: MUTED });
  writer.y = bottom;
  writer.text(`Lender: ${agreement.lender.legalName}, by its acceptance when the loan is funded.`, { size: 9.5 });
  return { pageIndex: writer.doc.getPageCount() - 1, x: MARGIN, y: bottom, width: CONTENT_WIDTH, height };
}

export async function renderAgreementPdf(agreement: Agreement, primaryColor: string): Promise<RenderedAgreement> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const made = instantOfDate(agreement.madeOn);
  setDocumentInfo(doc, {
    title: `${agreement.title} ${agreement.loanNo}`,
    author: agreement.lender.legalName,
    subject: `Loan agreement ${agreement.loanNo}`,
    createdAt: made,
    modifiedAt: made,
  });
  // Every string the agreement prints comes from its content: the fonts are chosen from all of it.
  const fonts = await embedFonts(doc, [JSON.stringify(agreement)]);
  const writer = new PageWriter(doc, fonts, pageStarter(agreement, fonts, primaryColor));

  writer.text(agreement.title, { font: fonts.bold, size: 16 });
  writer.text(`Loan number ${agreement.loanNo}   |   Made on ${longDate(agreement.madeOn)}`, { size: 9.5, color: MUTED });
  writer.gap(10);
  columns(writer, [
    {
      title: 'LENDER',
      lines: [
        agreement.lender.legalName,
        `Doing business as ${agreement.lender.brandName}`,
        agreement.lender.address,
        agreement.lender.phone,
        agreement.lender.email,
      ],
    },
    { title: 'BORROWER', lines: [agreement.borrower.fullName, agreement.borrower.address, agreement.borrower.email] },
  ]);

  heading(writer, 'Truth-in-Lending disclosures');
  truthInLendingBox(writer, agreement);
  writer.gap(6);
  paymentGroups(writer, agreement);
  writer.gap(4);
  writer.text(`Late charge: ${agreement.truthInLending.lateCharge}`, { size: 9.5 });
  writer.text(`Prepayment: ${agreement.truthInLending.prepayment}`, { size: 9.5 });
  writer.text('See the terms below for more about nonpayment and paying early.', { size: 9.5, color: MUTED });

  heading(writer, 'Itemization of the amount financed');
  itemization(writer, agreement);
  writer.gap(4);
  writer.text(`Disbursement date: ${longDate(agreement.disbursementDate)}`, { font: fonts.bold, size: 9.5 });

  heading(writer, 'Payment schedule');
  scheduleTable(writer, agreement);

  for (const section of agreement.sections) {
    heading(writer, section.heading);
    for (const paragraph of section.paragraphs) {
      writer.text(paragraph, { size: 9.5 });
      writer.gap(3);
    }
  }
  const signatureBox = signatureBlock(writer, agreement);
  drawFooters(doc, fonts, `${agreement.title}  |  Loan ${agreement.loanNo}`);
  return { bytes: await doc.save(), signatureBox };
}
