import { z } from 'zod';
import { idSchema } from '../common.ts';
import { instantSchema } from './gatherings.ts';

/**
 * Church events (issue 14 builds them whole: venue, flyer, RSVP, invitations). Issue 13 needs them for
 * baptisms: a PEP is scheduled for the baptism of an event, and the baptism scanner checks the event.
 */
export const EVENT_LIMITS = {
  titleMax: 160,
  descriptionMax: 4000,
  capacityMax: 1_000_000,
  listLimitMax: 100,
  /** An event lasts at most this many days. */
  maxDurationDays: 31,
} as const;

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
  description: z.string().nullable(),
  /** Whether people are baptized at it (always true for type `baptism`). */
  hasBaptism: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ChurchEvent = z.infer<typeof churchEventSchema>;

/** `POST events`: at least `{ localeId, title, type, startsAt, endsAt, capacity? }`. */
export const newChurchEventSchema = z
  .strictObject({
    localeId: idSchema,
    title: z.string().trim().min(1, 'Required').max(EVENT_LIMITS.titleMax),
    type: z.enum(eventTypes),
    startsAt: instantSchema,
    endsAt: instantSchema,
    capacity: z.number().int().min(1).max(EVENT_LIMITS.capacityMax).optional(),
    description: z.string().trim().max(EVENT_LIMITS.descriptionMax).optional(),
    hasBaptism: z.boolean().optional(),
  })
  .refine((e) => Date.parse(e.endsAt) > Date.parse(e.startsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((e) => Date.parse(e.endsAt) - Date.parse(e.startsAt) <= EVENT_LIMITS.maxDurationDays * 86_400_000, {
    message: `An event lasts at most ${EVENT_LIMITS.maxDurationDays} days`,
    path: ['endsAt'],
  });
export type NewChurchEvent = z.infer<typeof newChurchEventSchema>;

/** `GET events?localeId&from&to&type&cursor&limit`: soonest first. */
export const churchEventListQuerySchema = z.strictObject({
  localeId: idSchema,
  from: instantSchema.optional(),
  to: instantSchema.optional(),
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
