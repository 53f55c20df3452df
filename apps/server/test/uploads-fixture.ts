import { deflateRawSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** What went through the app's image queue while watched: how many jobs, and the most that ran at once. */
export interface ImageWorkSeen {
  jobs: number;
  running: number;
  peak: number;
}

/**
 * Watches the app's image queue (`app.services.imageWork`): every job it starts is counted, and how many run
 * at the same time. `stop()` puts the queue back as it was.
 */
export function watchImageWork(app: FastifyInstance): { seen: ImageWorkSeen; stop(): void } {
  const queue = app.services.imageWork;
  const run = queue.run;
  const seen: ImageWorkSeen = { jobs: 0, running: 0, peak: 0 };
  queue.run = <T>(job: () => Promise<T>) =>
    run(async () => {
      seen.jobs += 1;
      seen.running += 1;
      seen.peak = Math.max(seen.peak, seen.running);
      try {
        return await job();
      } finally {
        seen.running -= 1;
      }
    });
  return { seen, stop: () => void (queue.run = run) };
}

/** A PNG of one colour and the given size: a small file whatever its pixel count (50 megapixels ≈ 150 KB). */
export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * Raw deflate data that inflates to `megabytes` MB of the byte `fill`, made without ever holding them: one
 * 1 MB block compressed with a sync flush, repeated (each copy refers only to the same repeated bytes), then
 * an empty final block. Deflate packs a run of one byte about 1,000 to 1.
 */
export function deflatedRun(megabytes: number, fill = 0x61): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, fill), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), finalEmptyBlock]);
}

/** A zip entry as stored in the archive: its name, its deflated bytes, and the size its headers claim. */
export interface ZipEntry {
  name: string;
  /** Raw deflate data (method 8). */
  deflated: Buffer;
  /** The uncompressed size and CRC the headers claim; nothing checks them against the data. */
  claimedSize: number;
  crc32?: number;
}

/**
 * A zip archive of the entries (local headers, data, central directory) whose headers say whatever the
 * entries claim — as a hostile upload's would.
 */
export function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc32 ?? 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, entry.deflated);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc32 ?? 0, 16);
    header.writeUInt32LE(entry.deflated.length, 20);
    header.writeUInt32LE(entry.claimedSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An entry deflated as it is, claiming its true size. */
const deflatedEntry = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(bytes), claimedSize: bytes.length };
};

/**
 * The smallest XLSX a spreadsheet program opens: a workbook listing the sheets in tab order, and each sheet's
 * rows as inline strings — or, with `sharedStrings`, as indexes into a shared-strings part written last, after
 * the sheets (as Excel orders its parts). The sheets' files are numbered in the order given, the tabs follow
 * `tabOrder` (indexes into `sheets`), so the first tab need not be the first file.
 */
export function minimalXlsx(
  sheets: { name: string; rows: string[][] }[],
  tabOrder: number[] = sheets.map((_, i) => i),
  options: { sharedStrings?: boolean } = {},
): Buffer {
  const column = (i: number) => String.fromCharCode(65 + i);
  const strings: string[] = [];
  const cellXml = (ref: string, text: string) => {
    if (!options.sharedStrings) return `<c r="${ref}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`;
    strings.push(text);
    return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const sheetXml = (rows: string[][]) =>
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    rows
      .map(
        (cells, r) =>
          `<row r="${r + 1}">` +
          cells.map((cell, c) => cellXml(`${column(c)}${r + 1}`, cell)).join('') +
          '</row>',
      )
      .join('') +
    '</sheetData></worksheet>';
  const workbook =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
    tabOrder
      .map((i) => `<sheet name="${xmlText(sheets[i]!.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('') +
    '</sheets></workbook>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    sheets
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('') +
    '</Relationships>';
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '</Types>';
  const sheetEntries = sheets.map((sheet, i) =>
    deflatedEntry(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet.rows)),
  );
  const sharedStrings =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">` +
    strings.map((text) => `<si><t>${xmlText(text)}</t></si>`).join('') +
    '</sst>';
  return zipOf([
    deflatedEntry('[Content_Types].xml', contentTypes),
    deflatedEntry('xl/workbook.xml', workbook),
    deflatedEntry('xl/_rels/workbook.xml.rels', rels),
    ...sheetEntries,
    ...(options.sharedStrings ? [deflatedEntry('xl/sharedStrings.xml', sharedStrings)] : []),
  ]);
}
