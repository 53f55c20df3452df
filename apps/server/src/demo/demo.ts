import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { hashPassword } from '../lib/passwords.ts';
import type { Executor } from '../db/executor.ts';
import { seedFaces } from './demo-faces.ts';
import { seedAttendance } from './demo-attendance.ts';
import { seedPeps } from './demo-peps.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoAwards } from './demo-awards.ts';
import { seedDemoRecordBoard } from './demo-record-board.ts';
import { seedDemoGroups } from './demo-groups.ts';
import { seedDemoFlockCare } from './demo-flock-care.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoGiving } from './demo-giving.ts';
import { seedDemoHouseholds } from './demo-households.ts';
import { seedDemoVideo } from './demo-video.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import {
  batchNames,
  consents,
  districts,
  flocks,
  locales,
  members,
  moduleConfigs,
  roleAssignments,
  users,
} from '../db/schema/index.ts';
import { DEMO_DISTRICTS, DEMO_LOCALES, DEMO_PEOPLE } from './demo-names.ts';
import { generateMembers, required, mulberry32 } from './demo-members.ts';

/** The password of every demo account (DESIGN.md section 10). */
export const DEMO_PASSWORD = 'congregate-demo';

export const DEMO_ACCOUNTS: { email: string; role: string; description: string }[] = [
  { email: DEMO_PEOPLE.admin.email, role: 'super_admin', description: 'Super admin: every locale' },
  {
    email: DEMO_PEOPLE.secretary.email,
    role: 'locale_admin',
    description: 'Locale admin (secretary) of Quezon City, the first demo locale',
  },
  {
    email: DEMO_PEOPLE.leader.email,
    role: 'flock_leader',
    description: 'Flock leader of C1-Joy, Quezon City',
  },
  { email: DEMO_PEOPLE.member.email, role: 'member', description: 'Endorsed member in C1-Joy, Quezon City' },
  {
    email: DEMO_PEOPLE.pending.email,
    role: 'member',
    description: 'Registered in Quezon City, waiting for endorsement',
  },
  {
    email: DEMO_PEOPLE.finance.email,
    role: 'finance',
    description: 'Finance officer of Quezon City: gifts, batches, statements',
  },
];

/** The flock of the first locale that the demo leader leads and the demo member belongs to. */
const DEMO_FLOCK = 'C1-Joy';
// Fixed so the demo is the same on every machine and every reset.
const SEED = 20260101;
const MEMBER_INSERT_CHUNK = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when nothing has been set up yet: no locale and no account. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [anyLocale] = await db.select({ id: locales.id }).from(locales).limit(1);
  if (anyLocale) return false;
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return !anyUser;
}

/**
 * Fills an empty database with a realistic church: districts, locales, flocks, about 300 members,
 * the demo accounts and module configuration. Runs in one transaction.
 */
export async function seedDemo(
  db: Executor,
  /** Where the demo's generated flyer art is stored (the app's file storage); without it events have no art. */
  options: { files?: FileStorage } = {},
): Promise<{ districts: number; locales: number; flocks: number; members: number }> {
  // Hashed once: argon2id costs ~50 ms, and all the demo accounts share the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = mulberry32(SEED);
  const now = new Date();

  return db.transaction(async (tx) => {
    const districtRows = await tx
      .insert(districts)
      .values(DEMO_DISTRICTS.map((name) => ({ name })))
      .returning({ id: districts.id });
    const districtIds = districtRows.map((row) => row.id);

    const localeRows = await tx
      .insert(locales)
      .values(
        DEMO_LOCALES.map((locale) => ({
          districtId: districtIds[locale.district] ?? null,
          name: locale.name,
          countryId: locale.countryId,
          timeZone: locale.timeZone,
          currency: locale.currency,
          language: locale.language,
          addressLine1: locale.addressLine1,
          addressLine2: locale.addressLine2,
          city: locale.city,
          province: locale.province,
          postalCode: locale.postalCode,
          phone: locale.phone,
          email: locale.email,
          serviceSchedule: locale.serviceSchedule,
        })),
      )
      .returning({ id: locales.id, name: locales.name });
    const localeIdByName = new Map(localeRows.map((row) => [row.name, row.id]));
    const localeId = (name: string) => required(localeIdByName.get(name), `locale ${name}`);
    const firstLocaleId = localeId(required(DEMO_LOCALES[0], 'first locale').name);

    const flockRows = await tx
      .insert(flocks)
      .values(
        DEMO_LOCALES.flatMap((locale) =>
          locale.flocks.map((name) => ({ localeId: localeId(locale.name), name })),
        ),
      )
      .returning({ id: flocks.id, localeId: flocks.localeId, name: flocks.name });
    const flockIdsByLocale = new Map<string, string[]>();
    for (const row of flockRows) {
      flockIdsByLocale.set(row.localeId, [...(flockIdsByLocale.get(row.localeId) ?? []), row.id]);
    }
    const demoFlockId = required(
      flockRows.find((row) => row.localeId === firstLocaleId && row.name === DEMO_FLOCK)?.id,
      `flock ${DEMO_FLOCK}`,
    );

    // The demo accounts first, so their people get the first member numbers.
    const people = Object.values(DEMO_PEOPLE);
    const userRows = await tx
      .insert(users)
      .values(
        people.map((person) => ({
          email: person.email,
          passwordHash,
          userType: person === DEMO_PEOPLE.admin || person === DEMO_PEOPLE.secretary ? 'admin' : 'member',
          passwordChangedAt: now,
        })) satisfies (typeof users.$inferInsert)[],
      )
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(userRows.map((row) => [row.email, row.id]));
    const userId = (email: string) => required(userIdByEmail.get(email), `user ${email}`);
    const adminId = userId(DEMO_PEOPLE.admin.email);

    const endorsedLongAgo = new Date(now.getTime() - 400 * DAY_MS);
    await tx.insert(members).values(
      people.map((person): typeof members.$inferInsert => {
        const pending = person === DEMO_PEOPLE.pending;
        return {
          userId: userId(person.email),
          salutation: person.salutation,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          type: person.type,
          currentLocaleId: firstLocaleId,
          flockId: pending ? null : demoFlockId,
          endorsed: !pending,
          endorsedBy: pending ? null : adminId,
          endorsedAt: pending ? null : endorsedLongAgo,
          birthDate: person.birthDate,
          gender: person.gender,
          mobile: person.mobile,
          civilStatus: person.civilStatus,
        };
      }),
    );

    await tx.insert(roleAssignments).values([
      ...userRows.map((row) => ({ userId: row.id, role: 'member', scopeType: 'self', scopeId: null })),
      { userId: adminId, role: 'super_admin', scopeType: 'all', scopeId: null },
      {
        userId: userId(DEMO_PEOPLE.secretary.email),
        role: 'locale_admin',
        scopeType: 'locale',
        scopeId: firstLocaleId,
        createdBy: adminId,
      },
      {
        userId: userId(DEMO_PEOPLE.leader.email),
        role: 'flock_leader',
        scopeType: 'flock',
        scopeId: demoFlockId,
        createdBy: adminId,
      },
      {
        userId: userId(DEMO_PEOPLE.finance.email),
        role: 'finance',
        scopeType: 'locale',
        scopeId: firstLocaleId,
        createdBy: adminId,
      },
    ]);

    await tx.insert(consents).values(
      userRows.flatMap((row) => [
        { userId: row.id, kind: 'data_privacy', version: AGREEMENT_VERSIONS.dataPrivacy },
        { userId: row.id, kind: 'disclaimer', version: AGREEMENT_VERSIONS.disclaimer },
      ]),
    );

    const generated = DEMO_LOCALES.flatMap((locale) =>
      generateMembers(random, now, locale, {
        localeId: localeId(locale.name),
        flockIds: flockIdsByLocale.get(localeId(locale.name)) ?? [],
        endorserId: adminId,
      }),
    );
    for (let start = 0; start < generated.length; start += MEMBER_INSERT_CHUNK) {
      await tx.insert(members).values(generated.slice(start, start + MEMBER_INSERT_CHUNK));
    }

    await tx
      .insert(moduleConfigs)
      .values(demoModuleConfigs())
      .onConflictDoNothing({ target: moduleConfigs.module });

    await tx
      .insert(batchNames)
      .values([
        { name: 'Baptism Batch 2025-A', kind: 'baptism', year: 2025, localeId: null },
        { name: 'Baptism Batch 2025-B', kind: 'baptism', year: 2025, localeId: null },
        { name: 'Leadership Training 2026', kind: 'training', year: 2026, localeId: null },
        { name: 'Workers Seminar 2026', kind: 'training', year: 2026, localeId: firstLocaleId },
        { name: 'Bautismos Madrid 2025', kind: 'baptism', year: 2025, localeId: localeId('Madrid') },
        { name: 'Choir', kind: 'other', year: null, localeId: null },
      ])
      .onConflictDoNothing();

    // Twelve weeks of gatherings and check-ins, a kiosk and a QR-location poster (the events service's data).
    await seedAttendance(tx, random, now, {
      adminUserId: adminId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      leaderUserId: userId(DEMO_PEOPLE.leader.email),
      demoFlockId,
      firstLocaleId,
    });
    await seedFaces(tx, random, { leaderUserId: userId(DEMO_PEOPLE.leader.email), firstLocaleId });
    // About 60 prospects (PEP) in every stage, with follow-ups and baptisms (issue 13).
    await seedPeps(tx, random, now, {
      firstLocaleId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      demoMemberEmails: [DEMO_PEOPLE.member.email, DEMO_PEOPLE.leader.email],
    });
    // The Home Free crusade in every locale with generated art, RSVPs and last Sunday's arrivals (issue 14).
    await seedDemoEvents(tx, random, now, {
      firstLocaleId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      leaderUserId: userId(DEMO_PEOPLE.leader.email),
      demoMemberEmails: [DEMO_PEOPLE.member.email, DEMO_PEOPLE.leader.email],
      files: options.files,
    });
    // A year of computed awards in every locale and two given by hand in the first (issue 15).
    await seedDemoAwards(tx, now, {
      firstLocaleId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      demoMemberEmail: DEMO_PEOPLE.member.email,
      demoFlockName: DEMO_FLOCK,
    });
    // Every flock's leader and assistant, two groups per locale and pending join requests (issue 15).
    await seedDemoGroups(tx, now, {
      firstLocaleId,
      passwordHash,
      adminUserId: adminId,
      leaderUserId: userId(DEMO_PEOPLE.leader.email),
      demoMemberEmail: DEMO_PEOPLE.member.email,
      demoFlockName: DEMO_FLOCK,
    });
    // The record board: its categories and a dozen entries with files in the first locale (issue 15).
    await seedDemoRecordBoard(tx, now, {
      firstLocaleId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      otherAuthorUserId: adminId,
      files: options.files,
    });
    // Wedding dates, a birthday and an anniversary in C1-Joy this week, the leader's notes (issue 15).
    await seedDemoFlockCare(tx, now, {
      firstLocaleId,
      demoFlockName: DEMO_FLOCK,
      leaderUserId: userId(DEMO_PEOPLE.leader.email),
      demoMemberEmail: DEMO_PEOPLE.member.email,
    });
    // An announcement sent and one scheduled, and a few notices for the demo people, all delivered (issue 16).
    await seedDemoNotifications(tx, now, {
      firstLocaleId,
      demoFlockName: DEMO_FLOCK,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      leaderUserId: userId(DEMO_PEOPLE.leader.email),
      adminUserId: adminId,
      demoMemberEmail: DEMO_PEOPLE.member.email,
    });
    // Funds, giving settings, a year of gifts, recurring plans and Quezon City's envelope batches (issue 17).
    await seedDemoGiving(tx, random, now, {
      firstLocaleId,
      financeUserId: userId(DEMO_PEOPLE.finance.email),
      demoMemberEmail: DEMO_PEOPLE.member.email,
    });
    // The demo member's household (spouse, two children, a join request), her linked mother, other households (issue 18).
    const householdsDemo = await seedDemoHouseholds(tx, now, {
      firstLocaleId,
      demoMemberEmail: DEMO_PEOPLE.member.email,
      adminUserId: adminId,
    });
    // Video categories, a dozen videos (clips copied into the file storage), the demo member's place in two,
    // and a livestream of every locale's next service (issue 18).
    await seedDemoVideo(tx, now, {
      firstLocaleId,
      adminUserId: adminId,
      secretaryUserId: userId(DEMO_PEOPLE.secretary.email),
      demoMemberEmail: DEMO_PEOPLE.member.email,
      files: options.files,
    });

    return {
      districts: districtRows.length,
      locales: localeRows.length,
      flocks: flockRows.length,
      members: people.length + generated.length + householdsDemo.members,
    };
  });
}

function demoModuleConfigs(): { module: string; config: Record<string, unknown> }[] {
  return [
    {
      module: 'app',
      config: {
        appName: 'Congregate',
        supportEmail: 'support@example.org',
        defaultLanguage: 'en',
        languages: ['en', 'fil'],
      },
    },
    {
      module: 'home',
      config: {
        announcement:
          'Welcome to the Congregate demo. Everyone here is made up; sign in with any demo account to look around.',
        showServices: true,
      },
    },
    {
      module: 'rrb',
      config: {
        label: 'Records Board',
        categories: ['Announcements', 'Minutes of Meetings', 'Reports', 'Policies', 'Forms'],
      },
    },
    {
      module: 'checkin',
      config: {
        windowMinutesBefore: 60,
        windowMinutesAfter: 120,
        methods: ['qr', 'qr-location', 'kiosk-search', 'manual', 'flock-leader'],
      },
    },
    { module: 'registration', config: { requireBirthDate: false } },
  ];
}
