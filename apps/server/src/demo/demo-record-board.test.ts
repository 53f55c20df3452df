import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { readDemoDatabase, type DemoDatabase } from '../../test/harness.ts';
import { queryRows } from '../db/executor.ts';
import { createLocalFileStorage, type FileStorage } from '../integrations/storage/file-storage.ts';
import { DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import { DEMO_RECORD_CATEGORIES, makeDemoPdf } from './demo-record-board.ts';

describe('demo record board', () => {
  let demo: DemoDatabase;
  let handle: DatabaseHandle;
  let filesDir: string;
  let files: FileStorage;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    demo = await readDemoDatabase();
    handle = demo.handle;
    filesDir = demo.filesDir;
    files = createLocalFileStorage(filesDir);
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('has the five categories and a dozen entries by the secretary in the first locale, searchable', async () => {
    const first = DEMO_LOCALES[0]!.name;
    const names = await rows<{ name: string }>(sql`
      select c.name from categories c join locales l on l.id = c.locale_id
      where l.name = ${first} and c.kind = 'record-board' order by c.name`);
    expect(names.map((n) => n.name)).toEqual(DEMO_RECORD_CATEGORIES.map((c) => c.name).sort());
    const entries = await rows<{ n: number; authors: number; searchable: number }>(sql`
      select count(*)::int as n, count(distinct u.email)::int as authors,
        count(*) filter (where e.search_text <> '')::int as searchable
      from record_board_entries e join locales l on l.id = e.locale_id join users u on u.id = e.author_id
      where l.name = ${first} and u.email = ${DEMO_PEOPLE.secretary.email}`);
    expect(entries[0]).toEqual({ n: 12, authors: 1, searchable: 12 });
    const elsewhere = await rows<{ n: number }>(sql`
      select count(*)::int as n from record_board_entries e join locales l on l.id = e.locale_id
      where l.name <> ${first}`);
    expect(elsewhere[0]!.n).toBeGreaterThan(0);
  });

  it('stores the attachments: generated WebP pictures and PDFs', async () => {
    const attachments = await rows<{ file_key: string; content_type: string }>(
      sql`select file_key, content_type from record_board_attachments where entry_id is not null`,
    );
    expect(attachments.map((a) => a.content_type)).toEqual(
      expect.arrayContaining(['image/webp', 'application/pdf']),
    );
    for (const attachment of attachments) {
      const data = await files.get(attachment.file_key);
      expect(data).not.toBeNull();
      if (attachment.content_type === 'application/pdf')
        expect(data!.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(data!.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = makeDemoPdf('Minutes (draft)').toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
