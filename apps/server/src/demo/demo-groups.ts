import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import {
  churchGroupMembers,
  churchGroups,
  consents,
  flocks,
  joinRequests,
  locales,
  members,
  roleAssignments,
  users,
} from '../db/schema/index.ts';

/** The first locale's group the demo member has asked to join (led by the demo flock leader). */
export const DEMO_CHOIR = 'Choir';
/** The first locale's open group (joined at once). */
export const DEMO_USHERS = 'Ushers';
/** A third group of the first locale, led by the demo flock leader, that nobody has asked to join yet. */
export const DEMO_MUSIC = 'Music Ministry';

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/**
 * Flock staff, groups and join requests of the demo (issue 15): every flock gets a leader and an assistant
 * (C1-Joy keeps the demo flock leader; the others are generated members given an account with the demo
 * password), every locale a "Choir" (by request) and "Ushers" (open) with leaders and members, and pending
 * requests — the demo member to the first locale's Choir, and a member without a flock to C1-Joy.
 */
export async function seedDemoGroups(
  tx: Executor,
  now: Date,
  options: {
    firstLocaleId: string;
    /** The demo password's hash, made once by `seedDemo`. */
    passwordHash: string;
    adminUserId: string;
    leaderUserId: string;
    demoMemberEmail: string;
    demoFlockName: string;
  },
): Promise<{ staff: number; groups: number; requests: number }> {
  const flockRows = await tx
    .select({ id: flocks.id, localeId: flocks.localeId, name: flocks.name })
    .from(flocks)
    .orderBy(asc(flocks.localeId), asc(flocks.name));
  const people = await tx
    .select({
      id: members.id,
      userId: members.userId,
      firstName: members.firstName,
      lastName: members.lastName,
      flockId: members.flockId,
      localeId: members.currentLocaleId,
      email: members.email,
    })
    .from(members)
    .where(eq(members.endorsed, true))
    .orderBy(asc(members.lastName), asc(members.firstName), asc(members.id));
  const [demoMember] = people.filter((p) => p.email === options.demoMemberEmail);
  const [demoLeader] = people.filter((p) => p.userId === options.leaderUserId);
  if (!demoMember || !demoLeader) throw new Error('demo groups: the demo member and leader must exist');

  // Staff: generated members (no account yet) of each flock, given an account with the demo password.
  const taken = new Set<string>();
  const staff: { flockId: string; memberId: string; position: 'leader' | 'assistant' }[] = [];
  for (const flock of flockRows) {
    const candidates = people.filter((p) => p.flockId === flock.id && p.userId === null);
    const isDemoFlock = flock.localeId === options.firstLocaleId && flock.name === options.demoFlockName;
    const chosen = candidates.slice(0, isDemoFlock ? 1 : 2);
    chosen.forEach((p, index) => {
      taken.add(p.id);
      staff.push({
        flockId: flock.id,
        memberId: p.id,
        position: isDemoFlock || index === 1 ? 'assistant' : 'leader',
      });
    });
  }
  const staffPeople = staff.map((s) => people.find((p) => p.id === s.memberId)!);
  const userRows = staffPeople.length
    ? await tx
        .insert(users)
        .values(
          staffPeople.map((p, index) => ({
            email: `${slug(p.firstName)}.${slug(p.lastName)}.${index + 1}@example.org`,
            passwordHash: options.passwordHash,
            userType: 'member' as const,
            passwordChangedAt: now,
          })),
        )
        .returning({ id: users.id })
    : [];
  const userIdOf = new Map<string, string>();
  for (const [index, row] of userRows.entries()) {
    const person = staffPeople[index]!;
    userIdOf.set(person.id, row.id);
    person.userId = row.id;
    await tx.update(members).set({ userId: row.id }).where(eq(members.id, person.id));
  }
  if (userRows.length > 0) {
    await tx.insert(consents).values(
      userRows.flatMap((row) => [
        { userId: row.id, kind: 'data_privacy', version: AGREEMENT_VERSIONS.dataPrivacy },
        { userId: row.id, kind: 'disclaimer', version: AGREEMENT_VERSIONS.disclaimer },
      ]),
    );
    await tx.insert(roleAssignments).values([
      ...userRows.map((row) => ({ userId: row.id, role: 'member', scopeType: 'self', scopeId: null })),
      ...staff.map((s) => ({
        userId: userIdOf.get(s.memberId)!,
        role: 'flock_leader',
        scopeType: 'flock',
        scopeId: s.flockId,
        position: s.position,
        createdBy: options.adminUserId,
      })),
    ]);
  }
  // The demo flock leader's grant says so.
  await tx
    .update(roleAssignments)
    .set({ position: 'leader' })
    .where(and(eq(roleAssignments.userId, options.leaderUserId), eq(roleAssignments.role, 'flock_leader')));

  // Two groups in every locale (three in the first), led and joined by its members.
  const localeRows = await tx.select({ id: locales.id }).from(locales).orderBy(asc(locales.name));
  let groupCount = 0;
  let requestCount = 0;
  for (const locale of localeRows) {
    const first = locale.id === options.firstLocaleId;
    const here = people.filter(
      (p) => p.localeId === locale.id && p.id !== demoMember.id && p.id !== demoLeader.id,
    );
    const free = here.filter((p) => !taken.has(p.id));
    const specs = [
      {
        name: DEMO_CHOIR,
        type: 'choir',
        joinPolicy: 'request',
        description: 'We sing at every Sunday worship.',
      },
      {
        name: DEMO_USHERS,
        type: 'ushers',
        joinPolicy: 'open',
        description: 'We welcome people at the doors.',
      },
      ...(first
        ? [
            {
              name: DEMO_MUSIC,
              type: 'music',
              joinPolicy: 'request',
              description: 'Instruments and sound for the gatherings.',
            },
          ]
        : []),
    ];
    const groupRows = await tx
      .insert(churchGroups)
      .values(specs.map((s) => ({ ...s, localeId: locale.id, createdBy: options.adminUserId })))
      .returning({ id: churchGroups.id, name: churchGroups.name });
    groupCount += groupRows.length;
    const choir = groupRows[0];
    const leaderOf = (index: number) => (first && index !== 1 ? demoLeader : free[index]);
    const rows: (typeof churchGroupMembers.$inferInsert)[] = [];
    groupRows.forEach((group, index) => {
      const leader = leaderOf(index);
      if (leader)
        rows.push({
          groupId: group.id,
          memberId: leader.id,
          role: 'leader',
          addedBy: options.adminUserId,
          joinedAt: now,
        });
      for (const p of free.slice(4 + index * 6, 10 + index * 6)) {
        rows.push({
          groupId: group.id,
          memberId: p.id,
          role: 'member',
          addedBy: options.adminUserId,
          joinedAt: now,
        });
      }
    });
    if (rows.length > 0) await tx.insert(churchGroupMembers).values(rows);

    // Pending requests: someone to the Choir in every locale; in the first, the demo member too.
    const asker = free[30];
    const requests: (typeof joinRequests.$inferInsert)[] = [];
    if (asker && choir) {
      requests.push({
        memberId: asker.id,
        localeId: locale.id,
        groupId: choir.id,
        message: 'I would love to sing with you.',
      });
    }
    if (first && choir) {
      requests.push({
        memberId: demoMember.id,
        localeId: locale.id,
        groupId: choir.id,
        message: 'I sang in my school choir. May I join?',
      });
    }
    if (requests.length > 0) await tx.insert(joinRequests).values(requests);
    requestCount += requests.length;
  }

  // A member of the first locale without a flock asks to join the demo flock (its leader decides).
  const [demoFlock] = flockRows.filter(
    (f) => f.localeId === options.firstLocaleId && f.name === options.demoFlockName,
  );
  const [orphan] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.currentLocaleId, options.firstLocaleId),
        eq(members.endorsed, true),
        isNull(members.flockId),
        sql`${members.userId} is null`,
      ),
    )
    .orderBy(asc(members.lastName), asc(members.firstName))
    .limit(1);
  if (demoFlock && orphan) {
    await tx.insert(joinRequests).values({
      memberId: orphan.id,
      localeId: options.firstLocaleId,
      flockId: demoFlock.id,
      message: 'I just moved nearby and would like a flock.',
    });
    requestCount += 1;
  }
  return { staff: staff.length, groups: groupCount, requests: requestCount };
}
