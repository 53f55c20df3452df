import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount, makeDistrict, makeLocale } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { auditLog, churchGroupMembers, churchGroups, joinRequests } from '../db/schema/index.ts';
import type { Actor } from './actor.ts';
import { archivableList } from './archivable-list.ts';
import { encodeCursor } from './paging.ts';

const groupList = archivableList(churchGroups, {
  references: [churchGroupMembers.groupId, joinRequests.groupId],
  updatedAt: true,
  actions: { archive: 'group.archive', delete: 'group.delete' },
});
const columns = { id: churchGroups.id, name: churchGroups.name, archivedAt: churchGroups.archivedAt };

describe('a locale’s archivable list on postgres', { timeout: 60_000 }, () => {
  let database: DatabaseHandle;
  let db: Database;
  let actor: Actor;
  let localeId: string;
  let districtId: string;
  let otherLocaleId: string;
  let memberId: string;

  const group = async (name: string, values: Partial<typeof churchGroups.$inferInsert> = {}) => {
    const [row] = await db
      .insert(churchGroups)
      .values({ localeId, name, type: 'other', ...values })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    db = database.db;
    districtId = (await makeDistrict(db)).id;
    localeId = (await makeLocale(db, { districtId })).id;
    otherLocaleId = (await makeLocale(db)).id;
    const account = await makeAccount(db, { localeId });
    memberId = account.memberId;
    actor = { userId: account.userId, memberId } as Actor;
  });
  afterAll(() => database.close());

  it('pages a locale’s things by name, case-blind, then id; archived ones on request; narrowed by filters', async () => {
    await group('banda');
    await group('Alto');
    await group('choir');
    await group('Deacons', { archivedAt: new Date() });
    await db.insert(churchGroups).values({ localeId: otherLocaleId, name: 'Across', type: 'other' });
    const q = { localeId, includeArchived: false, limit: 2 };

    const first = await groupList.page(db, columns, q);
    expect(first.rows.map((r) => r.name)).toEqual(['Alto', 'banda']);
    expect(first.nextCursor).toBe(encodeCursor(['banda', first.rows[1]!.id]));
    const second = await groupList.page(db, columns, { ...q, cursor: first.nextCursor! });
    expect(second.rows.map((r) => r.name)).toEqual(['choir']);
    expect(second.nextCursor).toBeNull();

    const all = await groupList.page(db, columns, { ...q, includeArchived: true, limit: 10 });
    expect(all.rows.map((r) => r.name)).toEqual(['Alto', 'banda', 'choir', 'Deacons']);
    expect(all.rows.find((r) => r.name === 'Deacons')!.archivedAt).toBeInstanceOf(Date);

    const filtered = await groupList.page(
      db,
      columns,
      { ...q, limit: 10 },
      eq(churchGroups.name, 'choir'),
      undefined,
    );
    expect(filtered.rows.map((r) => r.name)).toEqual(['choir']);
  });

  it('refuses a cursor it did not give out (422 cursor_invalid)', async () => {
    const q = { localeId, includeArchived: false, limit: 2 };
    await expect(groupList.page(db, columns, { ...q, cursor: 'nonsense' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      groupList.page(db, columns, { ...q, cursor: encodeCursor(['alto', 'not-a-uuid']) }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('finds one with its locale’s district, locked inside a transaction; null when none', async () => {
    const made = await group('Ushers');
    expect(await groupList.find(db, columns, made.id)).toEqual({
      id: made.id,
      name: 'Ushers',
      archivedAt: null,
      districtId,
    });
    const locked = await db.transaction((tx) => groupList.find(tx, columns, made.id, true));
    expect(locked?.name).toBe('Ushers');
    expect(await groupList.find(db, columns, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('says whether another of the locale has a name, case-blind', async () => {
    const made = await group('Greeters');
    expect(await groupList.nameTaken(db, localeId, 'GREETERS')).toBe(true);
    expect(await groupList.nameTaken(db, localeId, 'greeters', made.id)).toBe(false);
    expect(await groupList.nameTaken(db, otherLocaleId, 'Greeters')).toBe(false);
  });

  it('turns a patch’s `archived` into the archive mark to write', () => {
    const live = { archivedAt: null };
    const archived = { archivedAt: new Date() };
    expect(groupList.archiveChange(undefined, live)).toEqual({ archives: false, values: {} });
    expect(groupList.archiveChange(false, live)).toEqual({ archives: false, values: {} });
    expect(groupList.archiveChange(true, archived)).toEqual({ archives: false, values: {} });
    const archiving = groupList.archiveChange(true, live);
    expect(archiving.archives).toBe(true);
    expect(archiving.values.archivedAt).toBeInstanceOf(Date);
    expect(groupList.archiveChange(false, archived)).toEqual({
      archives: false,
      values: { archivedAt: null },
    });
  });

  it('deletes one nothing refers to, archives one referred to (once), and audits each', async () => {
    const remove = (id: string, before: unknown) =>
      db.transaction(async (tx) => {
        const locked = (await groupList.find(tx, { ...columns, localeId: churchGroups.localeId }, id, true))!;
        return groupList.remove(tx, actor, locked, before);
      });
    const audits = async (id: string) =>
      (await db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => ({
        action: a.action,
        entityType: a.entityType,
        localeId: a.localeId,
        before: a.before,
      }));

    const unused = await group('Unused');
    expect(await remove(unused.id, { name: 'Unused' })).toEqual({ outcome: 'deleted' });
    expect(await db.select().from(churchGroups).where(eq(churchGroups.id, unused.id))).toEqual([]);
    expect(await audits(unused.id)).toEqual([
      { action: 'group.delete', entityType: 'church_groups', localeId, before: { name: 'Unused' } },
    ]);

    const used = await group('Used', { updatedAt: new Date('2020-01-01T00:00:00Z') });
    await db.insert(churchGroupMembers).values({ groupId: used.id, memberId });
    expect(await remove(used.id, { name: 'Used' })).toEqual({ outcome: 'archived' });
    const [kept] = await db.select().from(churchGroups).where(eq(churchGroups.id, used.id));
    expect(kept!.archivedAt).toBeInstanceOf(Date);
    expect(kept!.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-01T00:00:00Z').getTime());

    // Removed again: it stays archived as it was, and the removal is audited again.
    expect(await remove(used.id, { name: 'Used' })).toEqual({ outcome: 'archived' });
    const [again] = await db.select().from(churchGroups).where(eq(churchGroups.id, used.id));
    expect(again!.archivedAt).toEqual(kept!.archivedAt);
    expect((await audits(used.id)).map((a) => a.action)).toEqual(['group.archive', 'group.archive']);

    const asked = await group('Asked');
    await db.insert(joinRequests).values({ groupId: asked.id, memberId, localeId });
    expect(await remove(asked.id, null)).toEqual({ outcome: 'archived' });
  });
});
