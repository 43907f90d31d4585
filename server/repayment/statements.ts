// Monthly statements (decision 0730): one per calendar month closed since the loan was funded, made on request as a
// PDF with pdf-lib like the agreement (standard fonts, fixed dates, the same bytes each time), served under the same
// capability-URL scheme as the agreement: /documents/loan-statement/{token}.pdf, a 256-bit token stored hashed, 24 hours.
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { formatCurrency } from '#src/domain/format.ts';
import { addDays, lastDayOfMonth, type IsoDate } from '#src/domain/iso-date.ts';
import { newToken, sha256 } from '../accounts/secrets.ts';
import type { AppDatabase } from '../db/database.ts';
import { loan, portfolio, statementDocumentLink, type LoanRow } from '../db/schema.ts';
import { dayText } from '../loans/loan-mail.ts';
import { DOCUMENT_LINK_VALID_MS } from '../signing/signing-links.ts';
import { drawFooters, embedFonts, hexColor, MARGIN, PAGE_HEIGHT, PageWriter, setDocumentInfo } from '../signing/pdf-writer.ts';
import { ledgerOf, type Db } from './ledger.ts';
import { replay } from './replay.ts';
import { transactionsView } from './views.ts';

export const STATEMENT_PATH = '/documents/loan-statement';

/** The closing days of the months closed since funding, oldest first (at most two years). */
export function statementClosingDates(disbursementDate: IsoDate | null, today: IsoDate): IsoDate[] {
  if (!disbursementDate) return [];
  const dates: IsoDate[] = [];
  for (let closing = lastDayOfMonth(disbursementDate); closing < today && dates.length < 24; closing = lastDayOfMonth(addDays(closing, 1))) dates.push(closing);
  return dates;
}

export async function issueStatementLink(db: Db, loanId: string, closingDate: IsoDate, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insert(statementDocumentLink)
    .values({ tokenHash: sha256(token), loanId, closingDate, createdAt: now, expiresAt: new Date(now.getTime() + DOCUMENT_LINK_VALID_MS) });
  return `${STATEMENT_PATH}/${token}.pdf`;
}

/** The statement a live token names; undefined for an unknown or expired one. */
export async function statementOf(orm: AppDatabase, token: string, now: Date): Promise<{ bytes: Uint8Array; fileName: string } | undefined> {
  const [link] = await orm
    .select()
    .from(statementDocumentLink)
    .where(eq(statementDocumentLink.tokenHash, sha256(token)));
  if (!link || link.expiresAt <= now) return undefined;
  const [found] = await orm
    .select({ loan, brand: portfolio })
    .from(loan)
    .innerJoin(portfolio, eq(portfolio.id, loan.portfolioId))
    .where(and(eq(loan.id, link.loanId)));
  if (!found) return undefined;
  const bytes = await statementPdf(orm, found.loan, found.brand, link.closingDate);
  return { bytes, fileName: `${found.loan.loanNo}-statement-${link.closingDate}.pdf` };
}

async function statementPdf(
  orm: AppDatabase,
  row: LoanRow,
  brand: { name: string; legalName: string; primaryColor: string; customerServicePhone: string },
  closing: IsoDate,
): Promise<Uint8Array> {
  const ledger = await ledgerOf(orm, row);
  const opening = addDays(closing.slice(0, 8) + '01', -1);
  const before = replay(ledger.terms, ledger.disclosed, ledger.events, opening);
  const after = replay(ledger.terms, ledger.disclosed, ledger.events, closing);
  const inMonth = transactionsView(ledger.payments).filter((one) => one.date > opening && one.date <= closing);
  const doc = await PDFDocument.create();
  const made = new Date(`${closing}T12:00:00Z`);
  setDocumentInfo(doc, {
    title: `${brand.name} loan statement ${closing}`,
    author: brand.legalName,
    subject: `Loan ${row.loanNo}`,
    createdAt: made,
    modifiedAt: made,
  });
  // The statement's own words and figures are Windows-1252; the brand's names and the loan number decide the fonts.
  const fonts = await embedFonts(doc, [brand.name, brand.legalName, row.loanNo, brand.customerServicePhone]);
  const band = hexColor(brand.primaryColor);
  const writer = new PageWriter(doc, fonts, (page) => {
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 18, width: page.getWidth(), height: 18, color: band });
    return PAGE_HEIGHT - MARGIN;
  });
  writer.text(`${brand.name}: loan statement`, { font: fonts.bold, size: 16 });
  writer.text(`Loan ${row.loanNo}, for the month ending ${dayText(closing)}`, { size: 11 });
  writer.gap(10);
  writer.text(`Principal owed on ${dayText(opening)}: ${formatCurrency(before.balance.principal)}`);
  writer.text(`Principal owed on ${dayText(closing)}: ${formatCurrency(after.balance.principal)}`);
  writer.text(`Interest owed and not yet paid on ${dayText(closing)}: ${formatCurrency(after.balance.unpaidInterest)}`);
  writer.gap(10);
  writer.text('Transactions this month', { font: fonts.bold, size: 12 });
  if (inMonth.length === 0) writer.text('None.');
  for (const one of inMonth) {
    const kind =
      one.type === 14000
        ? 'Loan funded'
        : one.status === -1
          ? `Payment returned (${one.returnCode ?? ''} ${one.returnReason ?? ''})`
          : one.status === 1
            ? 'Payment (pending)'
            : 'Payment';
    writer.text(
      `${one.date}  ${kind}  ${formatCurrency(one.amountCents)}  (principal ${formatCurrency(one.principalCents)}, interest ${formatCurrency(one.interestCents)}, fees ${formatCurrency(one.feeCents)})`,
    );
  }
  writer.gap(10);
  writer.text(`Questions about this statement? Call us at ${brand.customerServicePhone}.`, { size: 9 });
  drawFooters(doc, fonts, `${brand.legalName}  |  Loan ${row.loanNo}  |  Statement ${closing}`);
  return doc.save({ useObjectStreams: false });
}
