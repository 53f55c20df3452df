import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { verifyPassword } from '../lib/passwords.ts';
import {
  districts,
  flocks,
  locales,
  members,
  moduleConfigs,
  roleAssignments,
  users,
} from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './demo.ts';

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let emptyBefore: boolean;
  let counts: Awaited<ReturnType<typeof seedDemo>>;

  // On PostgreSQL: the suite's demo church (global-setup.ts) is seeded on PGlite, so both engines seed it.
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    emptyBefore = await isDatabaseEmpty(handle.db);
    counts = await seedDemo(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** Accounts beyond the six demo people: the flocks' leaders and assistants (demo-groups.ts); C1-Joy's is one of the six. */
  async function staffAccounts() {
    const staff = await handle.db
      .selectDistinct({ userId: roleAssignments.userId })
      .from(roleAssignments)
      .where(eq(roleAssignments.role, 'flock_leader'));
    return staff.length - 1;
  }

  async function userNamed(email: string) {
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    const roles = await handle.db
      .select({
        role: roleAssignments.role,
        scopeType: roleAssignments.scopeType,
        scopeId: roleAssignments.scopeId,
      })
      .from(roleAssignments)
      .where(eq(roleAssignments.userId, user.id));
    const [member] = await handle.db.select().from(members).where(eq(members.userId, user.id));
    return { user, roles, member };
  }

  it('sees an empty database before and a filled one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('creates two districts and six locales in three countries, the first being Quezon City', async () => {
    expect(await handle.db.$count(districts)).toBe(2);
    const rows = await handle.db.select().from(locales);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.countryId)).size).toBe(3);
    expect(counts).toMatchObject({ districts: 2, locales: 6 });
    for (const row of rows) {
      expect(row.districtId).not.toBeNull();
      expect(row.serviceSchedule.length).toBeGreaterThanOrEqual(2);
      expect(row.serviceSchedule.length).toBeLessThanOrEqual(4);
    }
  });

  it('gives every locale 4–6 flocks in 2–3 clusters', async () => {
    const rows = await handle.db.select().from(flocks);
    expect(counts.flocks).toBe(rows.length);
    const byLocale = new Map<string, typeof rows>();
    for (const row of rows) byLocale.set(row.localeId, [...(byLocale.get(row.localeId) ?? []), row]);
    expect(byLocale.size).toBe(6);
    for (const localeFlocks of byLocale.values()) {
      expect(localeFlocks.length).toBeGreaterThanOrEqual(4);
      expect(localeFlocks.length).toBeLessThanOrEqual(6);
      const clusters = new Set(localeFlocks.map((row) => row.cluster));
      expect(clusters.size).toBeGreaterThanOrEqual(2);
      expect(clusters.size).toBeLessThanOrEqual(3);
      expect(clusters).not.toContain('No Cluster');
    }
  });

  it('adds about 300 varied members with accented names and birthdays in every month', async () => {
    const rows = await handle.db.select().from(members);
    expect(rows.length).toBe(counts.members);
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(rows.length).toBeLessThanOrEqual(350);

    const names = rows.map((row) => `${row.firstName} ${row.lastName}`);
    expect(names.some((name) => /[áéíóúñÁÉÍÓÚÑëç]/.test(name))).toBe(true);
    expect(names.filter((name) => name.normalize('NFD') !== name).length).toBeGreaterThan(20);

    const months = new Set(rows.map((row) => row.birthDate?.slice(5, 7)).filter(Boolean));
    expect(months.size).toBe(12);

    const thisYear = new Date().getFullYear();
    for (const row of rows) {
      const age = thisYear - Number(row.birthDate?.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(5);
      expect(age).toBeLessThanOrEqual(85);
    }
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['member', 'worker', 'officer', 'minister', 'youth', 'child']),
    );
    expect(rows.filter((row) => !row.endorsed).length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.flockId === null).length).toBeGreaterThan(1);
    expect(rows.filter((row) => row.userId !== null)).toHaveLength(
      DEMO_ACCOUNTS.length + (await staffAccounts()),
    );
    expect(rows.every((row) => /^M\d{7}$/.test(row.customId))).toBe(true);
  });

  it('creates the six demo accounts with the documented roles', async () => {
    const [firstLocale] = await handle.db.select().from(locales).where(eq(locales.name, 'Quezon City'));
    expect(firstLocale).toBeDefined();
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual([
      'admin@example.org',
      'secretary@example.org',
      'leader@example.org',
      'member@example.org',
      'pending@example.org',
      'finance@example.org',
    ]);

    const admin = await userNamed('admin@example.org');
    expect(admin.user.userType).toBe('admin');
    expect(admin.roles).toContainEqual({ role: 'super_admin', scopeType: 'all', scopeId: null });

    const secretary = await userNamed('secretary@example.org');
    expect(secretary.user.userType).toBe('admin');
    expect(secretary.roles).toContainEqual({
      role: 'locale_admin',
      scopeType: 'locale',
      scopeId: firstLocale!.id,
    });

    const leader = await userNamed('leader@example.org');
    const member = await userNamed('member@example.org');
    expect(member.user.userType).toBe('member');
    expect(member.member).toMatchObject({ endorsed: true, endorsedBy: admin.user.id, photo: null });
    expect(member.member?.birthDate).toBeTruthy();
    expect(member.member?.gender).toBeTruthy();
    expect(member.member?.mobile).toBeTruthy();
    // Civil status is left for the member to fill, so personal data starts incomplete.
    expect(member.member?.civilStatus).toBeNull();
    expect(member.member?.currentLocaleId).toBe(firstLocale!.id);
    expect(leader.roles).toContainEqual({
      role: 'flock_leader',
      scopeType: 'flock',
      scopeId: member.member?.flockId,
    });

    const pending = await userNamed('pending@example.org');
    expect(pending.member).toMatchObject({
      endorsed: false,
      endorsedAt: null,
      currentLocaleId: firstLocale!.id,
    });

    const finance = await userNamed('finance@example.org');
    expect(finance.roles).toContainEqual({ role: 'finance', scopeType: 'locale', scopeId: firstLocale!.id });
    expect(finance.member).toMatchObject({ endorsed: true, currentLocaleId: firstLocale!.id });

    for (const account of [admin, secretary, leader, member, pending, finance]) {
      expect(account.roles).toContainEqual({ role: 'member', scopeType: 'self', scopeId: null });
      expect(account.member).toBeDefined();
    }
    const extraRoles = await handle.db
      .select()
      .from(roleAssignments)
      .where(and(eq(roleAssignments.role, 'member'), isNull(roleAssignments.scopeId)));
    expect(extraRoles).toHaveLength(DEMO_ACCOUNTS.length + (await staffAccounts()));
  });

  it('sets the demo password on every account', async () => {
    // The lobby kiosk's device account has no password: a tablet pairs with a code.
    const rows = await handle.db.select().from(users).where(ne(users.userType, 'kiosk'));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length + (await staffAccounts()));
    expect(await verifyPassword(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
  });

  it('writes the module configuration the clients read', async () => {
    const rows = await handle.db.select().from(moduleConfigs);
    expect(rows.map((row) => row.module)).toEqual(
      expect.arrayContaining(['app', 'home', 'rrb', 'checkin', 'registration']),
    );
  });
});
