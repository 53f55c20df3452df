import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import {
  familyRequests,
  householdDependants,
  householdMembers,
  householdRequests,
  households,
  locales,
  memberRelatives,
  members,
} from '../db/schema/index.ts';

/** The demo member's household and the people in it (the journeys and the docs name them). */
export const DEMO_HOUSEHOLD = {
  name: 'Dela Cruz household',
  spouse: { firstName: 'Jose', lastName: 'Dela Cruz', birthDate: '1992-09-02', gender: 'male' },
  weddingDate: '2016-12-10',
  children: [
    { firstName: 'Miguel', lastName: 'Dela Cruz', birthDate: '2018-02-11' },
    { firstName: 'Sofia', lastName: 'Dela Cruz', birthDate: '2021-07-03' },
  ],
  parent: { firstName: 'Rosario', lastName: 'Dela Cruz', birthDate: '1966-04-22', gender: 'female' },
  joinMessage: 'Ate Maria, I am staying with you while I study in Manila. May I join the household?',
} as const;

/** Other demo households: a family sharing a surname in these locales, and one spanning two locales. */
export const DEMO_OTHER_HOUSEHOLD_LOCALES = ['Makati', 'Cebu', 'Los Angeles'] as const;
export const DEMO_SPANNING_LOCALES = ['Cebu', 'Quezon City'] as const;

const required = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`demo households: no ${what}`);
  return value;
};

/**
 * Households and family links (issue 18): the demo member (Maria Dela Cruz, Quezon City) heads the "Dela Cruz
 * household" with her husband Jose (a member of the same locale, without an account), their two children as
 * dependants and one pending join request from a member of the locale; her family background is linked to her
 * mother's member record and to Jose's (accepted family links, mirrored on their side; the wedding date on both).
 * A few other households in other locales, one spanning two. A handful of statements: fast.
 */
export async function seedDemoHouseholds(
  tx: Executor,
  now: Date,
  options: { firstLocaleId: string; demoMemberEmail: string; adminUserId: string },
): Promise<{ households: number; members: number }> {
  const [maria] = await tx
    .select({ id: members.id, userId: members.userId, flockId: members.flockId })
    .from(members)
    .where(eq(members.email, options.demoMemberEmail));
  const demoMember = required(maria, 'demo member');

  // Her husband and her mother: members of her locale without accounts.
  const endorsed = { endorsed: true, endorsedBy: options.adminUserId, endorsedAt: now };
  const [jose, rosario] = await tx
    .insert(members)
    .values([
      {
        ...DEMO_HOUSEHOLD.spouse,
        salutation: 'Bro.',
        type: 'member',
        civilStatus: 'married',
        weddingDate: DEMO_HOUSEHOLD.weddingDate,
        currentLocaleId: options.firstLocaleId,
        flockId: demoMember.flockId,
        ...endorsed,
      },
      {
        ...DEMO_HOUSEHOLD.parent,
        salutation: 'Sis.',
        type: 'member',
        civilStatus: 'widowed',
        currentLocaleId: options.firstLocaleId,
        ...endorsed,
      },
    ])
    .returning({ id: members.id });
  const spouseId = required(jose, 'spouse').id;
  const parentId = required(rosario, 'parent').id;
  await tx
    .update(members)
    .set({ weddingDate: DEMO_HOUSEHOLD.weddingDate })
    .where(eq(members.id, demoMember.id));

  const [home] = await tx
    .insert(households)
    .values({
      name: DEMO_HOUSEHOLD.name,
      headMemberId: demoMember.id,
      line1: '27 Maginhawa Street',
      line2: 'Teachers Village East',
      city: 'Quezon City',
      province: 'Metro Manila',
      postalCode: '1101',
      countryId: 'PH',
    })
    .returning({ id: households.id });
  const homeId = required(home, 'household').id;
  await tx.insert(householdMembers).values([
    { householdId: homeId, memberId: demoMember.id },
    { householdId: homeId, memberId: spouseId },
  ]);
  await tx
    .insert(householdDependants)
    .values(
      DEMO_HOUSEHOLD.children.map((child) => ({ householdId: homeId, ...child, relationship: 'child' })),
    );

  // Her family background, linked both ways: her entries point at their records, theirs at hers.
  const [spouseEntry, parentEntry] = await tx
    .insert(memberRelatives)
    .values([
      {
        memberId: demoMember.id,
        relationship: 'spouse',
        firstName: DEMO_HOUSEHOLD.spouse.firstName,
        lastName: DEMO_HOUSEHOLD.spouse.lastName,
        birthDate: DEMO_HOUSEHOLD.spouse.birthDate,
        relativeMemberId: spouseId,
      },
      {
        memberId: demoMember.id,
        relationship: 'parent',
        firstName: DEMO_HOUSEHOLD.parent.firstName,
        lastName: DEMO_HOUSEHOLD.parent.lastName,
        birthDate: DEMO_HOUSEHOLD.parent.birthDate,
        relativeMemberId: parentId,
      },
      {
        memberId: spouseId,
        relationship: 'spouse',
        firstName: 'Maria',
        lastName: 'Dela Cruz',
        relativeMemberId: demoMember.id,
      },
      {
        memberId: parentId,
        relationship: 'child',
        firstName: 'Maria',
        lastName: 'Dela Cruz',
        relativeMemberId: demoMember.id,
      },
    ])
    .returning({ id: memberRelatives.id });
  const decidedAt = new Date(now.getTime() - 30 * 86_400_000);
  await tx.insert(familyRequests).values([
    {
      fromMemberId: demoMember.id,
      toMemberId: spouseId,
      relativeEntryId: required(spouseEntry, 'spouse entry').id,
      relationship: 'spouse',
      weddingDate: DEMO_HOUSEHOLD.weddingDate,
      status: 'accepted',
      createdAt: new Date(decidedAt.getTime() - 86_400_000),
      decidedAt,
    },
    {
      fromMemberId: demoMember.id,
      toMemberId: parentId,
      relativeEntryId: required(parentEntry, 'parent entry').id,
      relationship: 'parent',
      status: 'accepted',
      createdAt: new Date(decidedAt.getTime() - 86_400_000),
      decidedAt,
    },
  ]);

  // The pending join request: an endorsed member of her locale without an account, in no household.
  const [asker] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.currentLocaleId, options.firstLocaleId),
        eq(members.endorsed, true),
        isNull(members.userId),
        eq(members.lastName, 'Dela Cruz'),
        ne(members.id, spouseId),
        ne(members.id, parentId),
        sql`${members.birthDate} < ${now.toISOString().slice(0, 10)}::date - interval '18 years'`,
      ),
    )
    .orderBy(asc(members.customId))
    .limit(1);
  const askerId =
    asker?.id ??
    required(
      (
        await tx
          .select({ id: members.id })
          .from(members)
          .where(
            and(
              eq(members.currentLocaleId, options.firstLocaleId),
              eq(members.endorsed, true),
              isNull(members.userId),
              ne(members.id, spouseId),
              ne(members.id, parentId),
            ),
          )
          .orderBy(asc(members.customId))
          .limit(1)
      )[0]?.id,
      'member to ask to join',
    );
  await tx.insert(householdRequests).values({
    householdId: homeId,
    kind: 'join',
    memberId: askerId,
    message: DEMO_HOUSEHOLD.joinMessage,
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
  });

  const others = await seedOtherHouseholds(tx, [demoMember.id, spouseId, parentId, askerId]);
  // Jose (the spouse) and Rosario (the mother) are member records of their own.
  return { households: 1 + others, members: 2 };
}

/** A family (the most common surname among members without accounts) in each of a few locales, one across two. */
async function seedOtherHouseholds(tx: Executor, taken: string[]): Promise<number> {
  const localeRows = await tx
    .select({ id: locales.id, name: locales.name })
    .from(locales)
    .where(inArray(locales.name, [...DEMO_OTHER_HOUSEHOLD_LOCALES, ...DEMO_SPANNING_LOCALES]));
  const localeId = (name: string) => required(localeRows.find((l) => l.name === name)?.id, `locale ${name}`);
  const used = new Set(taken);

  /** Up to `count` endorsed members of the locale without accounts, of its most common surname. */
  async function family(locale: string, count: number) {
    const rows = await tx
      .select({ id: members.id, lastName: members.lastName })
      .from(members)
      .where(
        and(
          eq(members.currentLocaleId, localeId(locale)),
          eq(members.endorsed, true),
          isNull(members.userId),
        ),
      )
      .orderBy(asc(members.customId));
    const free = rows.filter((r) => !used.has(r.id));
    const bySurname = new Map<string, string[]>();
    for (const r of free) bySurname.set(r.lastName, [...(bySurname.get(r.lastName) ?? []), r.id]);
    const [surname, ids] = [...bySurname].sort(
      (x, y) => y[1].length - x[1].length || (x[0] < y[0] ? -1 : 1),
    )[0]!;
    const picked = ids.slice(0, count);
    picked.forEach((id) => used.add(id));
    return { surname, ids: picked };
  }

  const planned: { locale: string; surname: string; ids: string[] }[] = [];
  for (const locale of DEMO_OTHER_HOUSEHOLD_LOCALES) planned.push({ locale, ...(await family(locale, 3)) });
  // Spanning two locales: a family in Cebu with a son who moved to Quezon City.
  const [home, away] = DEMO_SPANNING_LOCALES;
  const spanning = await family(home, 2);
  const movedAway = await family(away, 1);
  planned.push({ locale: home, surname: spanning.surname, ids: [...spanning.ids, ...movedAway.ids] });

  const made = await tx
    .insert(households)
    .values(
      planned.map((p, i) => ({
        name: `${p.surname} household${i === planned.length - 1 ? ` (${home} and ${away})` : ''}`,
        headMemberId: p.ids[0]!,
        city: p.locale,
      })),
    )
    .returning({ id: households.id });
  await tx
    .insert(householdMembers)
    .values(planned.flatMap((p, i) => p.ids.map((memberId) => ({ householdId: made[i]!.id, memberId }))));
  await tx.insert(householdDependants).values(
    made.slice(0, 2).map((h, i) => ({
      householdId: h.id,
      firstName: i === 0 ? 'Andrea' : 'Paolo',
      lastName: planned[i]!.surname,
      birthDate: i === 0 ? '2019-10-05' : '2022-01-20',
      relationship: i === 0 ? 'child' : 'grandchild',
    })),
  );
  return made.length;
}
