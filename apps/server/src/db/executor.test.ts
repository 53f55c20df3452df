import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { literal } from './executor.ts';

// `literal` writes the values of a prepared search into EXECUTE on the embedded database: whatever a caller
// typed must come back from the database exactly as it was, never as SQL.
describe('literal', () => {
  let handle: DatabaseHandle;
  // A copy of the migrated PGlite template (about 1 s; a new PGlite ran initdb, 10–15 s on a busy machine).
  const db = {
    query: <T>(text: string) => handle.executeSql(text) as Promise<{ rows: T[] }>,
  };
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle.close();
  });

  const tricky = [
    "O'Connor",
    "'); drop table members; --",
    "back\\slash \\' both",
    'Peña “quoted” ’',
    '{braces},commas,"double"',
    '',
    'NULL',
  ];

  it('writes text that reads back unchanged, quotes and backslashes included', async () => {
    for (const text of tricky) {
      const { rows } = await db.query<{ v: string }>(`select ${literal(text)}::text as v`);
      expect(rows[0]!.v).toBe(text);
    }
  });

  it('writes arrays that read back element by element, as any array type', async () => {
    const { rows } = await db.query<{ v: string[] }>(`select ${literal(tricky)}::text[] as v`);
    expect(rows[0]!.v).toEqual(tricky);
    const ids = ['6f1c2a9e-8b7d-4c1e-9f2a-1b2c3d4e5f60', '00000000-0000-4000-8000-000000000000'];
    const uuids = await db.query<{ v: string[] }>(`select ${literal(ids)}::uuid[] as v`);
    expect(uuids.rows[0]!.v).toEqual(ids);
  });

  it('writes numbers, booleans, null and dates, and refuses what it cannot write', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${literal(42)}::int as n, ${literal(-1.5)}::float8 as f, ${literal(true)} as t, ${literal(null)}::text as z,
              ${literal(new Date('2026-01-04T09:00:00.000Z'))}::timestamptz as d`,
    );
    expect(rows[0]).toEqual({ n: 42, f: -1.5, t: true, z: null, d: new Date('2026-01-04T09:00:00.000Z') });
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal({ sql: 'x' })).toThrow();
  });
});
