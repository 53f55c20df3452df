import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/executor.ts';
import { AppError } from './errors.ts';
import { keyset, type Direction, type Keyset } from './keyset.ts';
import { encodeCursor } from './paging.ts';

const ID = '0b6c7a52-3c1e-4c52-9a2e-6f1f8d0b1a01';

const byCreated = keyset({
  direction: 'desc',
  parts: [
    { column: sql`created_at`, kind: 'timestamptz' },
    { column: sql`id`, kind: 'uuid' },
  ],
});

/** The field problem an `AppError` carries, or the thrown thing itself. */
function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, issues: (error.details as { issues: unknown }).issues };
  }
  throw new Error('the cursor was taken');
}

const invalid = {
  code: 'invalid_input',
  issues: [expect.objectContaining({ path: 'cursor', code: 'cursor_invalid' })],
};

describe('keyset cursors', () => {
  it('hands out the same base64url JSON as encodeCursor, and reads it back', () => {
    const rows = [
      { at: '2026-03-01 10:00:00.123456+00', id: ID },
      { at: '2026-02-01T09:00:00.000Z', id: ID },
    ];
    const next = byCreated.next(rows, 1, (row) => [row.at, row.id]);
    expect(next).toBe(encodeCursor(['2026-03-01 10:00:00.123456+00', ID]));
    expect(byCreated.read(next)).toEqual(['2026-03-01 10:00:00.123456+00', ID]);
  });

  it('gives no cursor when no row followed the page', () => {
    expect(byCreated.next([{ id: ID }], 1, (row) => ['2026-03-01T00:00:00Z', row.id])).toBeNull();
    expect(byCreated.read(undefined)).toBeNull();
    expect(byCreated.read('')).toBeNull();
  });

  it('keeps a number a number (a sequence cursor)', () => {
    const bySeq = keyset({ direction: 'desc', parts: [{ column: sql`seq`, kind: 'integer' }] });
    const next = bySeq.next([{ seq: 7 }, { seq: 6 }], 1, (row) => [row.seq]);
    expect(next).toBe(encodeCursor([7]));
    expect(bySeq.read(next)).toEqual(['7']);
    expect(refusal(() => bySeq.read(encodeCursor([-1])))).toEqual(invalid);
  });

  it.each([
    ['garbage', '%%%not-a-cursor'],
    ['JSON that is not a list', Buffer.from('{"a":1}').toString('base64url')],
    ['too few parts', encodeCursor([ID])],
    ['a part that is not text or a number', Buffer.from(`[null,"${ID}"]`).toString('base64url')],
    ['an id that is not a uuid', encodeCursor(['2026-03-01T00:00:00Z', 'x; drop table members'])],
    ['a day that does not exist', encodeCursor(['2026-02-30T00:00:00Z', ID])],
    ['a time that is not one', encodeCursor(['yesterday', ID])],
  ])('refuses %s with the 422 cursor_invalid', (_, cursor) => {
    expect(refusal(() => byCreated.read(cursor))).toEqual(invalid);
  });

  it('refuses a date cursor with a time, and a timestamp cursor with a date only', () => {
    const byDay = keyset({
      direction: 'desc',
      parts: [
        { column: sql`day`, kind: 'date' },
        { column: sql`id`, kind: 'uuid' },
      ],
    });
    expect(byDay.read(encodeCursor(['2024-02-29', ID]))).toEqual(['2024-02-29', ID]);
    expect(refusal(() => byDay.read(encodeCursor(['2024-02-29T00:00:00Z', ID])))).toEqual(invalid);
    expect(refusal(() => byCreated.read(encodeCursor(['2024-02-29', ID])))).toEqual(invalid);
  });

  it('refuses a cursor of another sort, in the words the list chose', () => {
    const other = () =>
      new AppError('invalid_input', 'Some fields are not valid', {
        issues: [{ path: 'cursor', code: 'other_sort' }],
      });
    const byName = keyset({
      tag: 'name',
      refusal: other,
      direction: 'asc',
      parts: [
        { column: sql`name`, kind: 'text' },
        { column: sql`id`, kind: 'uuid' },
      ],
    });
    const byAge = keyset({
      tag: 'age',
      refusal: other,
      direction: 'asc',
      parts: [
        { column: sql`age`, kind: 'integer' },
        { column: sql`id`, kind: 'uuid' },
      ],
    });
    const cursor = byName.next([{ n: 'ana' }, { n: 'ben' }], 1, (row) => [row.n, ID])!;
    expect(cursor).toBe(encodeCursor(['name', 'ana', ID]));
    expect(byName.read(cursor)).toEqual(['ana', ID]);
    const wrong = { code: 'invalid_input', issues: [{ path: 'cursor', code: 'other_sort' }] };
    expect(refusal(() => byAge.read(cursor))).toEqual(wrong);
    expect(refusal(() => byName.read('%%%'))).toEqual(wrong);
  });
});

// On PostgreSQL, production's engine (a copy of the migrated template, 0.1 s; a new PGlite ran initdb, 10–15 s):
// the keyset's SQL is the same on both engines, and PGlite runs it in the parity suites' pages.
describe('keyset paging in the database', () => {
  let handle: DatabaseHandle;
  const rows = [
    { day: '2026-01-03', id: '00000000-0000-4000-8000-000000000002' },
    { day: '2026-01-03', id: '00000000-0000-4000-8000-000000000001' },
    { day: '2026-01-02', id: '00000000-0000-4000-8000-000000000003' },
    { day: '2026-01-01', id: '00000000-0000-4000-8000-000000000004' },
    { day: '2026-01-01', id: '00000000-0000-4000-8000-000000000005' },
  ];

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    await handle.db.execute(sql`create table entries (day date not null, id uuid not null)`);
    for (const row of rows) await handle.db.execute(sql`insert into entries values (${row.day}, ${row.id})`);
  });
  afterAll(() => handle.close());

  /** Every row, read two at a time through the cursors the keyset hands out. */
  async function walk(keys: Keyset<2>, direction?: Direction) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after = keys.read(cursor);
      const where = keys.after(after, direction);
      const page = await queryRows<{ day: string; id: string }>(
        handle.db,
        sql`select day::text as day, id::text as id from entries ${where ? sql`where ${where}` : sql``}
          order by ${sql.join(keys.orderBy(direction), sql`, `)} limit 3`,
      );
      seen.push(...page.slice(0, 2).map((row) => row.id.slice(-1)));
      cursor = keys.next(page, 2, (row) => [row.day, row.id]);
    } while (cursor);
    return seen;
  }

  it('walks a one-way order, and the other way round', async () => {
    const keys = keyset({
      direction: 'desc',
      parts: [
        { column: sql`day`, kind: 'date' },
        { column: sql`id`, kind: 'uuid' },
      ],
    });
    expect(await walk(keys)).toEqual(['2', '1', '3', '5', '4']);
    expect(await walk(keys, 'asc')).toEqual(['4', '5', '3', '1', '2']);
  });

  it('walks a mixed order (newest day first, then id upwards) without losing or repeating a row', async () => {
    const keys = keyset({
      direction: 'desc',
      parts: [
        { column: sql`day`, kind: 'date' },
        { column: sql`id`, kind: 'uuid', direction: 'asc' },
      ],
    });
    expect(await walk(keys)).toEqual(['1', '2', '3', '4', '5']);
    expect(await walk(keys, 'asc')).toEqual(['5', '4', '3', '2', '1']);
  });
});
