import { z } from 'zod';
import { idSchema } from '../common.ts';
import { instantSchema } from './gatherings.ts';

/**
 * Church events: worship, crusades, concerts, seminars, baptisms. Members invite guests to them (flyers with
 * their own link), guests RSVP, ushers admit them at the door; a PEP is scheduled for the baptism of one.
 */
export const EVENT_LIMITS = {
  titleMax: 160,
  descriptionMax: 4000,
  venueMax: 300,
  capacityMax: 1_000_000,
  /** The largest party one RSVP may hold (the database's CHECK says the same). */
  partySizeMax: 20,
  /** A guest's own RSVP's largest party unless the event sets its own (issue 35). */
  defaultMaxPartySize: 10,
  listLimitMax: 100,
  /** An event lasts at most this many days. */
  maxDurationDays: 31,
  /** Locales one district-wide create makes copies for at most. */
  districtCopiesMax: 200,
} as const;

/**
 * An image the media service stores (`POST /api/media/` answers it): flyer art and the like. Only these are
 * accepted where a call takes an image URL, so no page ever embeds an address outside the app.
 */
export const mediaUrlSchema = z
  .string()
  .regex(/^\/api\/media\/[a-f0-9]{64}\.webp$/, 'Upload the image first (it becomes a /api/media/ address)');

export const eventTypes = ['worship', 'crusade', 'concert', 'seminar', 'baptism', 'other'] as const;
export type EventType = (typeof eventTypes)[number];

export const churchEventSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  localeName: z.string(),
  title: z.string(),
  type: z.enum(eventTypes),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  capacity: z.number().int().nullable(),
  /** The largest party one guest's own RSVP may bring (staff may register more, up to the RSVP limit). */
  maxPartySize: z.number().int(),
  description: z.string().nullable(),
  /** Whether people are baptized at it (always true for type `baptism`). */
  hasBaptism: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Where it is held (a hall, an address), or null (the locale's own place). */
  venue: z.string().nullable(),
  /** The flyer art (a `/api/media/` image), or null (flyers are drawn from the title alone). */
  flyerUrl: z.string().nullable(),
  /** The locale's IANA time zone: the event's times are shown in it. */
  timeZone: z.string(),
  /** RSVPs are taken from `rsvpOpensAt` (null: from creation) until `rsvpClosesAt` (null: until it ends). */
  rsvpOpensAt: z.iso.datetime().nullable(),
  rsvpClosesAt: z.iso.datetime().nullable(),
  /** The copies one district-wide create made share this id (null for an event made for one locale). */
  seriesId: idSchema.nullable(),
  /** Last change (PATCH); a flyer made before it is drawn again. */
  updatedAt: z.iso.datetime(),
});
export type ChurchEvent = z.infer<typeof churchEventSchema>;

const titleSchema = z.string().trim().min(1, 'Required').max(EVENT_LIMITS.titleMax);
const capacitySchema = z.number().int().min(1).max(EVENT_LIMITS.capacityMax);
const maxPartySizeSchema = z.number().int().min(1).max(EVENT_LIMITS.partySizeMax);
const descriptionSchema = z.string().trim().max(EVENT_LIMITS.descriptionMax);
const venueSchema = z.string().trim().max(EVENT_LIMITS.venueMax);

/** What a period must satisfy: ends after it starts, lasts at most `maxDurationDays`. */
function periodIssues(
  e: { startsAt?: string; endsAt?: string; rsvpOpensAt?: string | null; rsvpClosesAt?: string | null },
  ctx: z.RefinementCtx,
  prefix: (string | number)[] = [],
) {
  if (e.startsAt && e.endsAt) {
    const starts = Date.parse(e.startsAt);
    const ends = Date.parse(e.endsAt);
    if (ends <= starts) {
      ctx.addIssue({
        code: 'custom',
        message: 'The end must be after the start',
        path: [...prefix, 'endsAt'],
      });
    } else if (ends - starts > EVENT_LIMITS.maxDurationDays * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        message: `An event lasts at most ${EVENT_LIMITS.maxDurationDays} days`,
        path: [...prefix, 'endsAt'],
      });
    }
  }
  if (e.rsvpOpensAt && e.rsvpClosesAt && Date.parse(e.rsvpClosesAt) <= Date.parse(e.rsvpOpensAt)) {
    ctx.addIssue({
      code: 'custom',
      message: 'RSVPs must close after they open',
      path: [...prefix, 'rsvpClosesAt'],
    });
  }
}

/** What an event is, apart from where and when (shared by one locale's create and a district's). */
const eventContent = {
  title: titleSchema,
  type: z.enum(eventTypes),
  capacity: capacitySchema.optional(),
  /** The largest party of a guest's own RSVP (default 10). */
  maxPartySize: maxPartySizeSchema.optional(),
  description: descriptionSchema.optional(),
  hasBaptism: z.boolean().optional(),
  flyerUrl: mediaUrlSchema.optional(),
};
/** Where and when, per locale. */
const eventPlace = {
  startsAt: instantSchema,
  endsAt: instantSchema,
  venue: venueSchema.optional(),
  rsvpOpensAt: instantSchema.optional(),
  rsvpClosesAt: instantSchema.optional(),
};

/**
 * An event starts in the future, or is an admin's record of one that happened (issue 37): `recordsPast: true` says
 * so, and a start before now then is kept (it lists under Past). A start this long ago still counts as now (the
 * minutes spent filling the form in).
 */
export const PAST_START_GRACE_MINUTES = 15;
const recordsPast = z.boolean().optional();

/** `POST events`: at least `{ localeId, title, type, startsAt, endsAt, capacity? }`; `recordsPast` for a past one. */
export const newChurchEventSchema = z
  .strictObject({ localeId: idSchema, ...eventContent, ...eventPlace, recordsPast })
  .superRefine((e, ctx) => periodIssues(e, ctx));
export type NewChurchEvent = z.infer<typeof newChurchEventSchema>;

/**
 * `POST events/district`: one event for locales of a district, each locale getting its own copy with its venue
 * and time (all share a `seriesId`). A district admin of that district (or a super admin).
 */
export const newDistrictEventSchema = z
  .strictObject({
    districtId: idSchema,
    ...eventContent,
    recordsPast,
    copies: z
      .array(z.strictObject({ localeId: idSchema, ...eventPlace }))
      .min(1, 'Choose at least one locale')
      .max(EVENT_LIMITS.districtCopiesMax),
  })
  .superRefine((e, ctx) => {
    e.copies.forEach((copy, i) => periodIssues(copy, ctx, ['copies', i]));
    const seen = new Set<string>();
    e.copies.forEach((copy, i) => {
      if (seen.has(copy.localeId)) {
        ctx.addIssue({ code: 'custom', message: 'Each locale once', path: ['copies', i, 'localeId'] });
      }
      seen.add(copy.localeId);
    });
  });
export type NewDistrictEvent = z.infer<typeof newDistrictEventSchema>;
export const districtEventAnswerSchema = z.object({ items: z.array(churchEventSchema) });

/**
 * `PATCH events/{id}`: any of the fields; `null` clears an optional one. The period is checked as it will be
 * after the change. Type and locale are fixed once made.
 */
export const churchEventPatchSchema = z
  .strictObject({
    title: titleSchema.optional(),
    startsAt: instantSchema.optional(),
    endsAt: instantSchema.optional(),
    capacity: capacitySchema.nullable().optional(),
    maxPartySize: maxPartySizeSchema.optional(),
    description: descriptionSchema.nullable().optional(),
    venue: venueSchema.nullable().optional(),
    flyerUrl: mediaUrlSchema.nullable().optional(),
    hasBaptism: z.boolean().optional(),
    rsvpOpensAt: instantSchema.nullable().optional(),
    rsvpClosesAt: instantSchema.nullable().optional(),
    /** A new start before now is kept only with this (an admin's record of a past event). */
    recordsPast,
  })
  .refine((p) => Object.keys(p).some((key) => key !== 'recordsPast'), { message: 'Nothing to change' })
  .superRefine((e, ctx) => periodIssues(e, ctx));
export type ChurchEventPatch = z.infer<typeof churchEventPatchSchema>;

/** `DELETE events/{id}`: removed when nobody RSVP'd and no PEP is scheduled for it; cancelled otherwise. */
export const churchEventRemovalSchema = z.object({
  outcome: z.enum(['deleted', 'cancelled']),
  /** When cancelled: the guests told by e-mail. */
  guestsTold: z.number().int(),
});

/**
 * `GET events/{id}/public` (no session): what a guest may see. Nothing about anyone: no counts of people,
 * no contact, no creator.
 */
export const publicEventSchema = z.object({
  id: idSchema,
  localeId: idSchema,
  localeName: z.string(),
  title: z.string(),
  type: z.enum(eventTypes),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  timeZone: z.string(),
  venue: z.string().nullable(),
  description: z.string().nullable(),
  flyerUrl: z.string().nullable(),
  cancelled: z.boolean(),
  /** Whether a guest may RSVP now (open window, not cancelled, not over). */
  rsvpOpen: z.boolean(),
  rsvpOpensAt: z.iso.datetime().nullable(),
  rsvpClosesAt: z.iso.datetime().nullable(),
  /** Every seat is taken: a new RSVP goes on the waiting list. */
  full: z.boolean(),
  /** The largest party a guest's own RSVP may bring. */
  maxPartySize: z.number().int(),
  /** Copies of one district-wide event (a crusade's legs) share it; campaign pages find a locale's copy by it. */
  seriesId: idSchema.nullable(),
  updatedAt: z.iso.datetime(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** `GET events/upcoming?memberId` (no session): a member's share pages — their locale's events still ahead. */
export const upcomingEventsQuerySchema = z.strictObject({ memberId: idSchema });
export const upcomingEventsSchema = z.object({
  /** The inviting member as “Maria S.” only (no photo, no contact: issue 35). */
  member: z.object({ id: idSchema, displayName: z.string() }),
  items: z.array(publicEventSchema),
});
export type UpcomingEvents = z.infer<typeof upcomingEventsSchema>;

/** Flyer formats: a square post and a vertical story. */
export const flyerFormats = ['square', 'story'] as const;
export type FlyerFormat = (typeof flyerFormats)[number];
/** Pixel sizes of each flyer format. */
export const FLYER_SIZES: Record<FlyerFormat, { width: number; height: number }> = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
};
/** `GET events/{id}/flyers/{memberId}/{format}.png`: the member's flyer for the event. */
export const flyerParams = z.strictObject({
  id: idSchema,
  memberId: idSchema,
  format: z.enum(flyerFormats),
});

/** `GET events?localeId&from&to&type&cursor&limit`: soonest first. */
export const churchEventListQuerySchema = z.strictObject({
  localeId: idSchema,
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  /** `asc` (the default) soonest first; `desc` latest first (a Past list: the last event on top). */
  order: z.enum(['asc', 'desc']).optional(),
  type: z.enum(eventTypes).optional(),
  /** Only events with a baptism (for scheduling PEPs). */
  hasBaptism: z.enum(['true', 'false']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_LIMITS.listLimitMax).default(50),
});

export const churchEventPageSchema = z.object({
  items: z.array(churchEventSchema),
  nextCursor: z.string().nullable(),
});
export type ChurchEventPage = z.infer<typeof churchEventPageSchema>;
