import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deflatedRun, minimalXlsx, zipOf } from '../../../../test/uploads-fixture.ts';
import { storedEntries, unzipWithin, ZipTooLarge, ZipUnreadable } from './member-import.zip.ts';

const MB = 1024 * 1024;
const limits = { maxInflatedBytes: 10 * MB, maxEntries: 100 };

describe('unzipWithin', () => {
  it('answers how many bytes every entry of a workbook really inflates to', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Members').addRow(['customId', 'firstName']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const { inflatedBytes, kept } = await unzipWithin(data, limits, (path) => path === 'xl/workbook.xml');
    expect(inflatedBytes).toBeGreaterThan(data.length);
    expect(inflatedBytes).toBeLessThan(MB);
    expect([...kept.keys()]).toEqual(['xl/workbook.xml']);
    expect(kept.get('xl/workbook.xml')!.toString('utf8')).toContain('name="Members"');
  });

  it('stops at the first chunk past the limit, whatever the headers claim, without inflating the rest', async () => {
    // 200 MB of one letter in 200 KB, in an entry that claims 1 KB.
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', deflated: deflatedRun(200), claimedSize: 1024 }]);
    const error = await unzipWithin(bomb, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZipTooLarge);
    const { inflatedBytes } = error as ZipTooLarge;
    expect(inflatedBytes).toBeGreaterThan(limits.maxInflatedBytes);
    // zlib hands out 16 KB at a time: the count stops within one chunk of the limit, far from 200 MB.
    expect(inflatedBytes).toBeLessThan(limits.maxInflatedBytes + MB);
  });

  it('counts the entries together: many small ones cannot add up past the limit', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      name: `xl/media/image${i}.bin`,
      deflated: deflatedRun(1),
      claimedSize: 10,
    }));
    await expect(unzipWithin(zipOf(entries), limits)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it('refuses more entries than the limit', async () => {
    const entries = Array.from({ length: 101 }, (_, i) => ({
      name: `x/${i}.xml`,
      deflated: Buffer.from([0x03, 0x00]),
      claimedSize: 0,
    }));
    await expect(unzipWithin(zipOf(entries), limits)).rejects.toBeInstanceOf(ZipTooLarge);
  });

  it.each([
    ['a zip header followed by noise', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)])],
    ['a workbook cut short', minimalXlsx([{ name: 'Members', rows: [['customId']] }]).subarray(0, 150)],
    [
      'an entry whose data is not deflate',
      zipOf([{ name: 'xl/workbook.xml', deflated: Buffer.alloc(64, 0xff), claimedSize: 64 }]),
    ],
  ])('refuses %s as unreadable', async (_label, data) => {
    await expect(unzipWithin(data, limits)).rejects.toBeInstanceOf(ZipUnreadable);
  });

  it('reads back what storedEntries writes, in order', async () => {
    const files = [
      ['b.xml', Buffer.from('<b/>')],
      ['a/ä.xml', Buffer.alloc(70_000, 0x41)],
    ] as const;
    const { inflatedBytes, kept } = await unzipWithin(storedEntries(files), limits, () => true);
    expect(inflatedBytes).toBe(70_004);
    expect([...kept]).toEqual(files);
  });
});
