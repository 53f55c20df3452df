import PDFDocument from 'pdfkit';
import { formatMoney } from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import { dateIn, receiptNumber } from '../gifts/receipt-number.ts';
import type { StatementGiftRow, StatementMemberRow } from './statements.repository.ts';

/*
 * Year-end giving statements as PDF, drawn with pdfkit's built-in Helvetica (no font files): the church, the
 * member, every gift of the year (refunds shown, left out of the totals), totals per fund and per currency
 * (never summed across currencies) and the closing line. One statement per member; a run puts many in one
 * document, each starting on a page of its own.
 */

export interface StatementData {
  year: number;
  member: StatementMemberRow;
  gifts: StatementGiftRow[];
}

/** What is said at the end of every statement (a tax authority's usual wording). */
export const STATEMENT_CLOSING_LINE = 'No goods or services were provided in exchange for these gifts.';

const methodLabels: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

// Characters the standard fonts' WinAnsi encoding has beyond Latin-1; anything else would print as garbage.
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char);
};

/** Text the built-in fonts can show: characters they lack become `?`. */
export const pdfSafe = (text: string): string =>
  [...text.replace(/[\u202f\u00a0]/g, ' ')].map((char) => (printable(char) ? char : '?')).join('');

/**
 * An amount as `formatMoney` writes it (`$1,234.50`, `€12.00`); when the currency's symbol is one the built-in
 * fonts lack (₱), its ISO code instead (`PHP 1,234.50`).
 */
export function pdfMoney(amountMinor: number, currency: string): string {
  const text = formatMoney(amountMinor, currency, 'en').replace(/[\u202f\u00a0]/g, ' ');
  if ([...text].every(printable)) return text;
  const digits = text.replace(/[^\d.,-]/g, '');
  return `${currency} ${digits}`;
}

/** Totals of the gifts that stand (refunds left out), per currency and within it per fund, in first-seen order. */
export function statementTotals(gifts: StatementGiftRow[]) {
  const byCurrency = new Map<string, { total: number; funds: Map<string, number> }>();
  for (const gift of gifts) {
    if (gift.status !== 'succeeded') continue;
    const entry = byCurrency.get(gift.currency) ?? { total: 0, funds: new Map<string, number>() };
    entry.total += gift.amountMinor;
    entry.funds.set(gift.fundName, (entry.funds.get(gift.fundName) ?? 0) + gift.amountMinor);
    byCurrency.set(gift.currency, entry);
  }
  return [...byCurrency].map(([currency, entry]) => ({
    currency,
    total: entry.total,
    funds: [...entry.funds].map(([fund, total]) => ({ fund, total })),
  }));
}

const LEFT = 50;
const RIGHT = 545;
const columns = [
  { title: 'Date', x: LEFT, width: 70 },
  { title: 'Receipt', x: 122, width: 80 },
  { title: 'Fund', x: 204, width: 130 },
  { title: 'Method', x: 336, width: 110 },
  { title: 'Amount', x: 448, width: RIGHT - 448, align: 'right' as const },
];

type Doc = PDFKit.PDFDocument;

function row(doc: Doc, cells: string[], options: { bold?: boolean } = {}) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) {
    doc.addPage();
    header(doc);
  }
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = columns[index]!;
    doc.text(pdfSafe(cell), column.x, y, { width: column.width, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = LEFT;
  doc.y = bottom + 3;
}

function header(doc: Doc) {
  row(
    doc,
    columns.map((column) => column.title),
    { bold: true },
  );
  doc
    .moveTo(LEFT, doc.y - 1)
    .lineTo(RIGHT, doc.y - 1)
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
}

/** Draws one member's statement from the top of the current page. */
function drawStatement(doc: Doc, church: AppConfig['church'], data: StatementData) {
  const { member, gifts, year } = data;
  const name = `${member.firstName} ${member.lastName}`;
  doc.x = LEFT;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(pdfSafe(church.legalName), { width: RIGHT - LEFT });
  doc.font('Helvetica').fontSize(9);
  if (church.address) doc.text(pdfSafe(church.address), { width: RIGHT - LEFT });
  if (church.taxId) doc.text(pdfSafe(`Tax ID: ${church.taxId}`));
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).text(`Giving statement ${year}`);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).text(pdfSafe(name));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(pdfSafe(`Member no. ${member.customId}`));
  for (const line of member.addressLines) doc.text(pdfSafe(line));
  doc.moveDown(1.2);

  if (gifts.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(pdfSafe(`No gifts were recorded for ${name} in ${year}.`));
  } else {
    header(doc);
    for (const gift of gifts) {
      const refunded = gift.status === 'refunded';
      row(doc, [
        dateIn(gift.givenAt, gift.timeZone),
        receiptNumber(gift.receiptNo, gift.givenAt, gift.timeZone),
        gift.fundName,
        `${methodLabels[gift.method] ?? gift.method}${refunded ? ' - Refunded' : ''}`,
        pdfMoney(gift.amountMinor, gift.currency),
      ]);
    }
    doc.moveDown(0.8);
    const totals = statementTotals(gifts);
    doc.x = LEFT;
    doc.font('Helvetica-Bold').fontSize(11).text('Totals');
    doc.moveDown(0.3);
    if (totals.length === 0) doc.font('Helvetica').fontSize(9).text('Every gift of the year was refunded.');
    for (const currency of totals) {
      for (const fund of currency.funds)
        row(doc, ['', '', fund.fund, '', pdfMoney(fund.total, currency.currency)]);
      row(doc, ['', '', `Total (${currency.currency})`, '', pdfMoney(currency.total, currency.currency)], {
        bold: true,
      });
      doc.moveDown(0.4);
    }
    if (gifts.some((gift) => gift.status === 'refunded'))
      doc
        .font('Helvetica')
        .fontSize(8)
        .text('Refunded gifts are listed for completeness and are not counted in the totals.', LEFT);
  }
  doc.moveDown(1.5);
  doc.x = LEFT;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(STATEMENT_CLOSING_LINE, { width: RIGHT - LEFT });
}

/**
 * Streams statements into one PDF, each on a new page; `onEach` runs after each is drawn (the run's progress).
 * Answers the file's bytes.
 */
export async function statementsPdf(
  church: AppConfig['church'],
  statements: AsyncIterable<StatementData> | Iterable<StatementData>,
  title: string,
  onEach: (count: number) => Promise<void> | void = () => {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    info: { Title: title, Author: church.legalName, Creator: 'Congregate' },
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let count = 0;
  for await (const data of statements) {
    doc.addPage();
    drawStatement(doc, church, data);
    count += 1;
    await onEach(count);
  }
  if (count === 0) {
    doc.addPage();
    doc.font('Helvetica').fontSize(11).text('No member gave in this year.');
  }
  doc.end();
  return ended;
}
