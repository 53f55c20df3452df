import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../db/executor.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import {
  categories,
  locales,
  recordBoardAttachments,
  recordBoardEntries,
  recordBoardSettings,
} from '../db/schema/index.ts';
import { toMediaWebp } from '../services/media/images/images.service.ts';
import { attachmentStorageKey } from '../services/groups/record-board/record-board.service.ts';

/** The record board's categories (module config `rrb` lists the same names). */
export const DEMO_RECORD_CATEGORIES = [
  { name: 'Announcements', color: 'blue' },
  { name: 'Minutes of Meetings', color: 'teal' },
  { name: 'Reports', color: 'grape' },
  { name: 'Policies', color: 'orange' },
  { name: 'Forms', color: 'gray' },
] as const;
type CategoryName = (typeof DEMO_RECORD_CATEGORIES)[number]['name'];

/** The first locale's entries: days before today, category, title, body, and the file it carries. */
const FIRST_LOCALE_ENTRIES: {
  daysAgo: number;
  category: CategoryName;
  title: string;
  body: string;
  file?: 'image' | 'pdf';
}[] = [
  {
    daysAgo: 3,
    category: 'Announcements',
    title: 'Church anniversary thanksgiving',
    body: 'Join us for the anniversary thanksgiving service on Sunday.\nBring a dish to share after the service.',
    file: 'image',
  },
  {
    daysAgo: 9,
    category: 'Minutes of Meetings',
    title: 'Council meeting — minutes',
    body: 'Present: the pastor, the secretary, six flock leaders.\n\n1. Building fund: on track.\n2. Youth camp: dates agreed.\n3. Next meeting in four weeks.',
    file: 'pdf',
  },
  {
    daysAgo: 16,
    category: 'Reports',
    title: 'Quarterly attendance report',
    body: 'Average Sunday attendance rose by 8% over the quarter. Flock C1-Joy had the best attendance.',
  },
  {
    daysAgo: 24,
    category: 'Policies',
    title: 'Child safety policy (revised)',
    body: 'Two adults are present in every children’s class.\nParents sign children in and out at the door.',
    file: 'pdf',
  },
  {
    daysAgo: 31,
    category: 'Forms',
    title: 'Facility booking form',
    body: 'Use the attached form to book the fellowship hall. Hand it to the secretary a week ahead.',
    file: 'pdf',
  },
  {
    daysAgo: 38,
    category: 'Announcements',
    title: 'Choir auditions open',
    body: 'The choir welcomes new voices. Auditions after the evening service.',
  },
  {
    daysAgo: 52,
    category: 'Minutes of Meetings',
    title: 'Leaders’ planning day — minutes',
    body: 'Flock leaders planned the crusade follow-ups and the visiting schedule.',
  },
  {
    daysAgo: 66,
    category: 'Reports',
    title: 'Outreach report: Barangay San Roque',
    body: 'Forty-two families visited; twelve guests came to the Sunday service.',
    file: 'image',
  },
  {
    daysAgo: 80,
    category: 'Announcements',
    title: 'New service times from next month',
    body: 'Morning worship moves to 9:00 am; the evening service stays at 5:00 pm.',
  },
  {
    daysAgo: 97,
    category: 'Policies',
    title: 'Use of the church vehicle',
    body: 'Book the vehicle with the secretary. Drivers must hold a professional licence.',
  },
  {
    daysAgo: 118,
    category: 'Reports',
    title: 'Year-end financial summary',
    body: 'The treasurer’s summary was presented and approved by the council.',
  },
  {
    daysAgo: 140,
    category: 'Minutes of Meetings',
    title: 'Annual general meeting — minutes',
    body: 'The members elected the new council and approved the year’s budget.',
  },
];

const OTHER_LOCALE_ENTRIES = [
  {
    daysAgo: 5,
    title: 'Welcome to our record board',
    body: 'Announcements and minutes of this locale are kept here.',
  },
  {
    daysAgo: 20,
    title: 'Prayer meeting moved to Wednesday',
    body: 'From next week, the prayer meeting is on Wednesday evenings.',
  },
];

/** A minimal valid one-page PDF with a line of text, its cross-reference offsets computed. */
export function makeDemoPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A generated picture: a gradient with a few circles, as a WebP the way uploads are kept. */
async function makeDemoImage(hue: number) {
  const width = 960;
  const height = 640;
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${200 + i * 280}" cy="${320 + (i % 2) * 80}" r="${90 + i * 20}" fill="white" fill-opacity="0.25"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return toMediaWebp(await sharp(Buffer.from(svg)).png().toBuffer());
}

const isoDay = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export interface DemoRecordBoardActors {
  firstLocaleId: string;
  secretaryUserId: string;
  /** Who posts on the other locales' boards (the demo super admin). */
  otherAuthorUserId: string;
  /** Where the attachments are stored; without it the entries carry no files. */
  files?: FileStorage;
}

/**
 * The demo's record board (issue 15): the five categories and a dozen entries over the last months in the
 * first locale, posted by the secretary, some with a generated picture or PDF; leaders may post there; two
 * entries in each of two other locales.
 */
export async function seedDemoRecordBoard(tx: Executor, now: Date, actors: DemoRecordBoardActors) {
  const categoryIds = new Map<CategoryName, string>();
  for (const category of DEMO_RECORD_CATEGORIES) {
    const [row] = await tx
      .insert(categories)
      .values({
        kind: 'record-board',
        localeId: actors.firstLocaleId,
        name: category.name,
        color: category.color,
        createdBy: actors.secretaryUserId,
      })
      .returning({ id: categories.id });
    categoryIds.set(category.name, row!.id);
  }
  await tx
    .insert(recordBoardSettings)
    .values({ localeId: actors.firstLocaleId, whoMayPost: 'leaders', updatedBy: actors.secretaryUserId });

  for (const [index, entry] of FIRST_LOCALE_ENTRIES.entries()) {
    const createdAt = new Date(now.getTime() - entry.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(recordBoardEntries)
      .values({
        localeId: actors.firstLocaleId,
        title: entry.title,
        categoryId: categoryIds.get(entry.category)!,
        entryDate: isoDay(now, entry.daysAgo),
        body: entry.body,
        authorId: actors.secretaryUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recordBoardEntries.id });
    if (!entry.file || !actors.files) continue;
    const id = randomUUID();
    if (entry.file === 'image') {
      const image = await makeDemoImage((index * 47) % 360);
      const fileKey = attachmentStorageKey(actors.firstLocaleId, id, 'image/webp');
      await actors.files.put(fileKey, image.data);
      await tx.insert(recordBoardAttachments).values({
        id,
        localeId: actors.firstLocaleId,
        entryId: row!.id,
        fileKey,
        name: `${entry.title.slice(0, 40)}.webp`,
        contentType: 'image/webp',
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        uploadedBy: actors.secretaryUserId,
        createdAt,
      });
    } else {
      const pdf = makeDemoPdf(entry.title);
      const fileKey = attachmentStorageKey(actors.firstLocaleId, id, 'application/pdf');
      await actors.files.put(fileKey, pdf);
      await tx.insert(recordBoardAttachments).values({
        id,
        localeId: actors.firstLocaleId,
        entryId: row!.id,
        fileKey,
        name: `${entry.title
          .replace(/[^A-Za-z0-9 -]/g, '')
          .slice(0, 40)
          .trim()}.pdf`,
        contentType: 'application/pdf',
        bytes: pdf.length,
        width: null,
        height: null,
        uploadedBy: actors.secretaryUserId,
        createdAt,
      });
    }
  }

  const others = await tx
    .select({ id: locales.id })
    .from(locales)
    .where(sql`${locales.id} <> ${actors.firstLocaleId}`)
    .orderBy(locales.createdAt, locales.name)
    .limit(2);
  for (const locale of others) {
    const [category] = await tx
      .insert(categories)
      .values({ kind: 'record-board', localeId: locale.id, name: 'Announcements', color: 'blue' })
      .returning({ id: categories.id });
    for (const entry of OTHER_LOCALE_ENTRIES) {
      await tx.insert(recordBoardEntries).values({
        localeId: locale.id,
        title: entry.title,
        categoryId: category!.id,
        entryDate: isoDay(now, entry.daysAgo),
        body: entry.body,
        authorId: actors.otherAuthorUserId,
      });
    }
  }
  await tx
    .update(recordBoardEntries)
    .set({
      searchText: sql`lower(congregate_unaccent(concat_ws(' ', ${recordBoardEntries.title}, ${recordBoardEntries.body})))`,
    })
    .where(eq(recordBoardEntries.searchText, ''));
}
