import { and, eq, inArray, sql } from 'drizzle-orm';
import { pepPath, type PepStage } from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import {
  churchEvents,
  locales,
  members,
  pepFollowUps,
  peps,
  pepStageChanges,
  pepVisits,
  users,
} from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
/** How many PEPs the demo has in all, spread over the locales (the first one gets the most). */
export const DEMO_PEP_COUNT = 60;

const FIRST_NAMES = [
  'Andres',
  'Bea',
  'Carlo',
  'Divina',
  'Emil',
  'Flor',
  'Gani',
  'Hazel',
  'Isko',
  'Jasmin',
  'Karlo',
  'Liza',
];
const LAST_NAMES = [
  'Bautista',
  'Castillo',
  'Domingo',
  'Espiritu',
  'Gatchalian',
  'Ilagan',
  'Lacson',
  'Magsaysay',
];
/** Where the PEPs stand: every stage, most at the start of the way. */
const STAGES: PepStage[] = [
  ...Array<PepStage>(14).fill('contacted'),
  ...Array<PepStage>(12).fill('attending'),
  ...Array<PepStage>(10).fill('studying'),
  ...Array<PepStage>(8).fill('scheduled'),
  ...Array<PepStage>(5).fill('baptized'),
  ...Array<PepStage>(3).fill('member'),
  ...Array<PepStage>(8).fill('dropped'),
];

export interface PepActors {
  firstLocaleId: string;
  secretaryUserId: string;
  /** The demo member and leader (`member@example.org`, `leader@example.org`): soul winners of a few. */
  demoMemberEmails: string[];
}

/**
 * About 60 PEPs across the demo locales in every stage, each with a consistent stage history, soul winners
 * (the demo member and leader among them), follow-ups (some overdue), a baptism event next month in the first
 * locale with the scheduled PEPs, and baptized ones (at last month's baptism) not yet converted.
 */
export async function seedPeps(tx: Executor, random: () => number, now: Date, actors: PepActors) {
  const localeRows = await tx
    .select({ id: locales.id })
    .from(locales)
    .orderBy(locales.createdAt, locales.name);
  const localeIds = [
    actors.firstLocaleId,
    ...localeRows.map((l) => l.id).filter((id) => id !== actors.firstLocaleId),
  ];
  const winners = await tx
    .select({
      id: members.id,
      localeId: members.currentLocaleId,
      flockId: members.flockId,
      email: users.email,
    })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.endorsed, true), inArray(members.currentLocaleId, localeIds)))
    .orderBy(members.customId);
  const demoWinners = winners.filter((w) => w.email && actors.demoMemberEmails.includes(w.email));

  const monthStart = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15, 1));
  const [upcoming, past] = await tx
    .insert(churchEvents)
    .values([
      {
        localeId: actors.firstLocaleId,
        title: 'Water Baptism',
        type: 'baptism',
        hasBaptism: true,
        startsAt: monthStart(1),
        endsAt: new Date(monthStart(1).getTime() + 3 * 3_600_000),
        createdBy: actors.secretaryUserId,
      },
      {
        localeId: actors.firstLocaleId,
        title: 'Water Baptism',
        type: 'baptism',
        hasBaptism: true,
        startsAt: monthStart(-1),
        endsAt: new Date(monthStart(-1).getTime() + 3 * 3_600_000),
        createdBy: actors.secretaryUserId,
      },
    ])
    .returning({ id: churchEvents.id });

  // Prospects of the first locale who sent the visitor form again with other contact details (issue 35): offered
  // to staff (the first four).
  const repeatVisitors: { id: string; firstName: string; lastName: string; i: number; createdAt: Date }[] = [];
  // Baptized prospects who confirmed their e-mail address by the link sent to it (their invitation can go).
  const confirmedEmails: string[] = [];
  for (let i = 0; i < DEMO_PEP_COUNT; i++) {
    // Half in the first locale (with every baptism stage), the rest spread over the others.
    const inFirst = i % 2 === 0 || localeIds.length === 1;
    const localeId = inFirst ? actors.firstLocaleId : localeIds[1 + ((i >> 1) % (localeIds.length - 1))]!;
    let stage = STAGES[i % STAGES.length]!;
    if (!inFirst && ['scheduled', 'baptized', 'member'].includes(stage)) stage = 'studying';
    const pool = winners.filter((w) => w.localeId === localeId);
    const winner =
      inFirst && i % 10 === 0 && demoWinners.length > 0
        ? demoWinners[(i / 10) % demoWinners.length]!
        : pool[Math.floor(random() * pool.length)];
    const createdAt = new Date(now.getTime() - (20 + Math.floor(random() * 300)) * DAY_MS);
    const firstName = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
    const lastName = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
    // The way they came: every step of the path up to where they are (a drop after a random step).
    const reached =
      stage === 'dropped' ? Math.floor(random() * 3) : pepPath.indexOf(stage as (typeof pepPath)[number]);
    const steps: PepStage[] = [
      ...pepPath.slice(0, reached + 1),
      ...(stage === 'dropped' ? (['dropped'] as const) : []),
    ];
    const stepAt = (k: number) =>
      new Date(
        createdAt.getTime() + k * Math.floor((now.getTime() - createdAt.getTime()) / (steps.length + 1)),
      );
    const last = stepAt(steps.length - 1);
    const baptized = stage === 'baptized' || stage === 'member';
    const [made] = await tx
      .insert(peps)
      .values({
        firstName,
        lastName,
        mobile: random() < 0.8 ? `+63917${String(1_000_000 + i * 7919).slice(-7)}` : null,
        email: random() < 0.4 ? `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@example.com` : null,
        gender: random() < 0.5 ? 'female' : 'male',
        localeId,
        flockId: winner?.flockId ?? null,
        soulWinnerId: winner?.id ?? null,
        source: (['member-added', 'visitor-form', 'walk-in', 'event-rsvp'] as const)[i % 4],
        batchName: baptized || stage === 'scheduled' ? 'Baptism Batch 2025-B' : null,
        stage,
        // A converted one points at a member of the locale (as `peps/{id}/convert` would have made).
        memberId: stage === 'member' ? (pool[Math.floor(random() * pool.length)]?.id ?? null) : null,
        droppedReason: stage === 'dropped' ? 'Moved to another city' : null,
        baptismEventId: stage === 'scheduled' ? upcoming!.id : baptized ? past!.id : null,
        baptizedAt: baptized ? monthStart(-1) : null,
        lastContactAt: last,
        createdBy: actors.secretaryUserId,
        createdAt,
        updatedAt: last,
      })
      .returning({ id: peps.id });
    const history = steps.map((to, k, all) => ({
      pepId: made!.id,
      fromStage: k === 0 ? null : all[k - 1]!,
      toStage: to,
      reason: to === 'dropped' ? 'Moved to another city' : null,
      changedBy: actors.secretaryUserId,
      changedAt: stepAt(k),
    }));
    await tx.insert(pepStageChanges).values(history);
    if (inFirst && !['member', 'dropped'].includes(stage)) {
      repeatVisitors.push({ id: made!.id, firstName, lastName, i, createdAt });
    }
    if (stage === 'baptized') confirmedEmails.push(made!.id);
    if (stage !== 'dropped' && winner) {
      const due = Math.floor(random() * 21) - 10; // some overdue, some ahead
      await tx.insert(pepFollowUps).values({
        pepId: made!.id,
        dueOn: new Date(now.getTime() + due * DAY_MS).toISOString().slice(0, 10),
        assigneeId: winner.id,
        note: due < 0 ? 'Call to invite to Sunday worship' : 'Visit for Bible study',
        doneAt: random() < 0.25 ? last : null,
        createdBy: actors.secretaryUserId,
      });
    }
  }
  await tx.execute(
    sql`update peps set search_text = lower(congregate_unaccent(concat_ws(' ', first_name, middle_name, last_name, mobile)))`,
  );
  for (const visitor of repeatVisitors.slice(0, 4)) {
    await tx.insert(pepVisits).values({
      localeId: actors.firstLocaleId,
      pepId: visitor.id,
      source: 'visitor-form',
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      mobile: `+63918${String(2_000_000 + visitor.i * 104_729).slice(-7)}`,
      email: `${visitor.firstName.toLowerCase()}.${visitor.lastName.toLowerCase()}.new@example.com`,
      heardFrom: 'Came back after the youth night',
      createdAt: new Date(visitor.createdAt.getTime() + 14 * DAY_MS),
    });
  }
  // Every other baptized prospect confirmed an address (the others show the secretary the confirm box).
  const confirming = confirmedEmails.filter((_, k) => k % 2 === 0);
  if (confirming.length > 0) {
    const address = sql`coalesce(${peps.email}, lower(${peps.firstName} || '.' || ${peps.lastName}) || '@example.com')`;
    await tx.update(peps).set({ email: address, emailConfirmedFor: address }).where(inArray(peps.id, confirming));
  }
  return { peps: DEMO_PEP_COUNT };
}
