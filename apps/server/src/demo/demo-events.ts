import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { RsvpSource, RsvpStatus } from '@congregate/contracts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import { storeMediaImage, toMediaWebp } from '../services/media/images/images.service.ts';
import type { Executor } from '../db/executor.ts';
import { churchEvents, eventRsvps, locales, members, moduleConfigs, peps, users } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** RSVPs on the first locale's crusade, and on last Sunday's worship (of whom `DEMO_PAST_ARRIVED` came). */
export const DEMO_CRUSADE_RSVPS = 40;
export const DEMO_PAST_RSVPS = 15;
export const DEMO_PAST_ARRIVED = 10;
export const DEMO_CRUSADE_CAPACITY = 300;
export const HOME_FREE_TITLE = 'Home Free';

const GUEST_FIRST_NAMES = [
  'Aling',
  'Benjie',
  'Cora',
  'Dindo',
  'Elena',
  'Ferdie',
  'Gloria',
  'Herminio',
  'Imelda',
  'Jun',
  'Kristine',
  'Lorna',
  'Marvin',
  'Nenita',
  'Oscar',
  'Perla',
];
const GUEST_LAST_NAMES = [
  'Agustin',
  'Buenaventura',
  'Cruz',
  'Dela Peña',
  'Evangelista',
  'Francisco',
  'Galang',
  'Hernandez',
  'Jimenez',
  'Manalo',
  'Navarro',
  'Ocampo',
];

/** The instant a wall-clock time has in an IANA time zone (month 0-based; days past the month roll over). */
export function zonedInstant(zone: string, year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month, day, hour);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, Number(p.value)]),
    ) as Record<string, number>;
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - instant;
  };
  // Twice, so a time near a daylight-saving change lands on the offset in force then.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** Today's date (year, month 0-based, day) and weekday (0 = Sunday) in the zone. */
function todayIn(zone: string, now: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day), weekday };
}

/** Colourful crusade art made with sharp: a sunset gradient, a sun, hills and a path home (no text). */
export async function makeCrusadeArt(random: () => number): Promise<Buffer> {
  const hue = Math.floor(random() * 40);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${260 + hue}, 70%, 35%)"/>
      <stop offset="0.55" stop-color="hsl(${10 + hue}, 90%, 60%)"/>
      <stop offset="1" stop-color="hsl(${40 + hue}, 95%, 65%)"/>
    </linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6c8"/><stop offset="1" stop-color="#ffb347"/></radialGradient>
  </defs>
  <rect width="1600" height="1600" fill="url(#sky)"/>
  <circle cx="800" cy="470" r="230" fill="url(#sun)"/>
  <path d="M0 700 Q 400 560 800 680 T 1600 640 V1600 H0 Z" fill="hsl(${140 + hue}, 45%, 30%)"/>
  <path d="M0 900 Q 500 780 900 880 T 1600 850 V1600 H0 Z" fill="hsl(${150 + hue}, 50%, 22%)"/>
  <path d="M640 1600 Q 740 1000 800 690 Q 860 1000 960 1600 Z" fill="#f3d9a4" fill-opacity="0.85"/>
  <path d="M740 680 h120 v-70 l-60 -50 l-60 50 Z" fill="#fdf1d8"/>
  <rect x="785" y="640" width="30" height="40" fill="#8a4b2a"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DemoEventActors {
  firstLocaleId: string;
  secretaryUserId: string;
  leaderUserId: string;
  /** The demo member and leader: among the inviters. */
  demoMemberEmails: string[];
  /** Where the generated flyer art is stored; without it the crusade has no art. */
  files?: FileStorage;
}

interface Inviter {
  id: string;
  flockId: string | null;
  email: string | null;
}

/**
 * The demo's church events (issue 14): a district-wide "Home Free" crusade in 10–20 days, one copy per demo
 * locale sharing a series, with generated flyer art; last Sunday's worship in the first locale; 40 RSVPs from
 * members' invitations on the first locale's crusade and 15 on the worship (10 arrived), each guest a PEP
 * (`event-rsvp`) won by their inviter; and the `homefree` module config pointing at the series.
 */
export async function seedDemoEvents(tx: Executor, random: () => number, now: Date, actors: DemoEventActors) {
  const localeRows = await tx
    .select({
      id: locales.id,
      name: locales.name,
      timeZone: locales.timeZone,
      address: locales.addressLine1,
      city: locales.city,
    })
    .from(locales)
    .orderBy(locales.createdAt, locales.name);
  const ordered = [
    ...localeRows.filter((l) => l.id === actors.firstLocaleId),
    ...localeRows.filter((l) => l.id !== actors.firstLocaleId),
  ];
  const first = ordered[0]!;

  let artUrl: string | null = null;
  if (actors.files) {
    const art = await toMediaWebp(await makeCrusadeArt(random));
    artUrl = (await storeMediaImage(tx, actors.files, art, actors.secretaryUserId)).url;
  }

  const seriesId = randomUUID();
  const daysAhead = 10 + Math.floor(random() * 11);
  const crusadeRows = await tx
    .insert(churchEvents)
    .values(
      ordered.map((locale) => {
        const today = todayIn(locale.timeZone, now);
        const startsAt = zonedInstant(locale.timeZone, today.year, today.month, today.day + daysAhead, 18);
        return {
          localeId: locale.id,
          title: HOME_FREE_TITLE,
          type: 'crusade',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3 * HOUR_MS),
          capacity: DEMO_CRUSADE_CAPACITY,
          description:
            'An evening of worship, testimonies and the good news: come as you are, bring your family and friends.',
          venue: `Home Free tent, ${locale.address ?? locale.name}, ${locale.city ?? locale.name}`,
          flyerUrl: artUrl,
          rsvpOpensAt: new Date(now.getTime() - 7 * DAY_MS),
          rsvpClosesAt: new Date(startsAt.getTime() - 2 * HOUR_MS),
          seriesId,
          createdBy: actors.secretaryUserId,
          createdAt: new Date(now.getTime() - 7 * DAY_MS),
          updatedAt: new Date(now.getTime() - 7 * DAY_MS),
        };
      }),
    )
    .returning({ id: churchEvents.id, localeId: churchEvents.localeId, startsAt: churchEvents.startsAt });
  const crusade = crusadeRows.find((row) => row.localeId === first.id)!;

  const today = todayIn(first.timeZone, now);
  const pastStart = zonedInstant(
    first.timeZone,
    today.year,
    today.month,
    today.day - (today.weekday || 7),
    10,
  );
  const [worship] = await tx
    .insert(churchEvents)
    .values({
      localeId: first.id,
      title: 'Sunday Worship',
      type: 'worship',
      startsAt: pastStart,
      endsAt: new Date(pastStart.getTime() + 2 * HOUR_MS),
      capacity: 500,
      venue: null,
      createdBy: actors.secretaryUserId,
      createdAt: new Date(pastStart.getTime() - 14 * DAY_MS),
      updatedAt: new Date(pastStart.getTime() - 14 * DAY_MS),
    })
    .returning({ id: churchEvents.id });

  const inviters: Inviter[] = await tx
    .select({ id: members.id, flockId: members.flockId, email: users.email })
    .from(members)
    .leftJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.endorsed, true), eq(members.currentLocaleId, first.id)))
    .orderBy(members.customId);
  const demoInviters = inviters.filter((m) => m.email && actors.demoMemberEmails.includes(m.email));
  const others = inviters.filter((m) => !demoInviters.includes(m));
  // Every fourth guest was invited by the demo member or leader, the rest by members of the locale.
  const inviterOf = (i: number) =>
    i % 4 === 0 && demoInviters.length > 0
      ? demoInviters[(i / 4) % demoInviters.length]!
      : others[Math.floor(random() * others.length)]!;

  let guestNumber = 0;
  const addGuest = async (
    eventId: string,
    options: {
      status: RsvpStatus;
      source: RsvpSource;
      createdAt: Date;
      arrivedAt?: Date;
      cancelledAt?: Date;
    },
  ) => {
    const n = guestNumber++;
    const inviter = inviterOf(n);
    const firstName = GUEST_FIRST_NAMES[Math.floor(random() * GUEST_FIRST_NAMES.length)]!;
    const lastName = GUEST_LAST_NAMES[Math.floor(random() * GUEST_LAST_NAMES.length)]!;
    const mobile = `+63918${String(2_000_000 + n * 7717).slice(-7)}`;
    const email =
      random() < 0.5
        ? `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}${n}@example.com`
        : null;
    const consent = random() < 0.8;
    const [pep] = await tx
      .insert(peps)
      .values({
        firstName,
        lastName,
        mobile,
        email,
        localeId: first.id,
        flockId: inviter.flockId,
        soulWinnerId: inviter.id,
        source: 'event-rsvp',
        stage: options.arrivedAt ? 'attending' : 'contacted',
        contactConsentAt: consent ? options.createdAt : null,
        lastContactAt: options.arrivedAt ?? options.createdAt,
        createdAt: options.createdAt,
        updatedAt: options.arrivedAt ?? options.createdAt,
      })
      .returning({ id: peps.id });
    await tx.insert(eventRsvps).values({
      eventId,
      firstName,
      lastName,
      mobile,
      email,
      partySize: 1 + Math.floor(random() * 4),
      firstTime: random() < 0.6,
      consentToContact: consent,
      status: options.status,
      source: options.source,
      invitedBy: inviter.id,
      pepId: pep!.id,
      registeredBy: options.source === 'flock-leader' ? actors.leaderUserId : null,
      arrivedAt: options.arrivedAt ?? null,
      arrivedBy: options.arrivedAt ? actors.secretaryUserId : null,
      cancelledAt: options.cancelledAt ?? null,
      createdAt: options.createdAt,
      updatedAt: options.cancelledAt ?? options.arrivedAt ?? options.createdAt,
    });
  };

  // The crusade: most confirmed through their own link, some registered by the leader (not yet confirmed),
  // a few cancelled. At most 4 seats each, 160 at most of the 300: nobody waits.
  for (let i = 0; i < DEMO_CRUSADE_RSVPS; i++) {
    const createdAt = new Date(now.getTime() - (6 - (i % 6)) * DAY_MS - i * 37 * 60_000);
    const kind = i % 10;
    await addGuest(crusade.id, {
      status: kind === 3 ? 'registered' : kind === 7 && i > 20 ? 'cancelled' : 'confirmed',
      source: kind === 3 ? 'flock-leader' : 'invitation',
      createdAt,
      ...(kind === 7 && i > 20 ? { cancelledAt: new Date(createdAt.getTime() + DAY_MS) } : {}),
    });
  }
  // Last Sunday's worship: 10 came (scanned at the door in the first half hour), 5 did not.
  for (let i = 0; i < DEMO_PAST_RSVPS; i++) {
    const arrived = i < DEMO_PAST_ARRIVED;
    await addGuest(worship!.id, {
      status: arrived ? 'attended' : 'confirmed',
      source: 'invitation',
      createdAt: new Date(pastStart.getTime() - (3 + (i % 4)) * DAY_MS),
      ...(arrived ? { arrivedAt: new Date(pastStart.getTime() - 20 * 60_000 + i * 3 * 60_000) } : {}),
    });
  }
  await tx.execute(
    sql`update event_rsvps set search_text = lower(congregate_unaccent(concat_ws(' ', first_name, last_name, mobile, email)))
        where event_id in (${crusade.id}, ${worship!.id})`,
  );
  await tx.execute(
    sql`update peps set search_text = lower(congregate_unaccent(concat_ws(' ', first_name, middle_name, last_name, mobile)))
        where source = 'event-rsvp' and search_text = ''`,
  );

  await tx
    .insert(moduleConfigs)
    .values({
      module: 'homefree',
      config: {
        legs: {
          sg: {
            title: HOME_FREE_TITLE,
            tagline: 'Come home to a Father who has been waiting for you.',
            seriesId,
            artUrl,
          },
        },
      },
    })
    .onConflictDoNothing({ target: moduleConfigs.module });

  const copies = await tx
    .select({ id: churchEvents.id })
    .from(churchEvents)
    .where(eq(churchEvents.seriesId, seriesId));
  return { seriesId, artUrl, crusades: copies.length, worshipId: worship!.id, crusadeId: crusade.id };
}
