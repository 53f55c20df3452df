import {
  churchEventPatchSchema,
  EVENT_LIMITS,
  PAST_START_GRACE_MINUTES,
  newChurchEventSchema,
  newDistrictEventSchema,
  type ChurchEvent,
  type ChurchEventPatch,
  type EventType,
  type Locale,
  type NewChurchEvent,
  type NewDistrictEvent,
} from '@congregate/contracts';
import type { z } from 'zod';
import { fieldIssueOf, issueMessage, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { instantOfWallTime, wallTimeOf } from '../../../../lib/format/zoned-time.ts';
import type { MessageKey, MessageParams } from '../../../../lib/i18n/index.ts';
import type { ChurchEventsKey } from '../i18n/index.ts';

/** What the event is (the same for every locale of a district-wide event). */
export interface ContentFields {
  title: string;
  type: EventType;
  capacity: string;
  /** The largest party of a guest's own RSVP (1 to `EVENT_LIMITS.partySizeMax`). */
  maxPartySize: string;
  description: string;
  hasBaptism: boolean;
  flyerUrl: string | null;
  /** Wall-clock times in each locale's zone (`2026-03-01T09:00`), or empty. */
  rsvpOpensAt: string;
  rsvpClosesAt: string;
  /** The admin records an event that already happened: a start before now is then kept (issue 37). */
  recordsPast: boolean;
}

/** Where and when, for one locale (wall-clock times in its zone). */
export interface PlaceFields {
  localeId: string;
  venue: string;
  startsAt: string;
  endsAt: string;
  /** A district-wide event's row: made for this locale. */
  include: boolean;
  /** Changed by hand: the first row no longer fills it. */
  touched: boolean;
}

export const emptyContent: ContentFields = {
  title: '',
  type: 'worship',
  capacity: '',
  maxPartySize: String(EVENT_LIMITS.defaultMaxPartySize),
  description: '',
  hasBaptism: false,
  flyerUrl: null,
  rsvpOpensAt: '',
  rsvpClosesAt: '',
  recordsPast: false,
};

export const emptyPlace = (localeId: string): PlaceFields => ({
  localeId,
  venue: '',
  startsAt: '',
  endsAt: '',
  include: true,
  touched: false,
});

/** An event's fields as the edit form shows them (times in its locale's zone). */
export function fieldsOfEvent(event: ChurchEvent): { content: ContentFields; place: PlaceFields } {
  const wall = (at: string | null) => (at ? wallTimeOf(at, event.timeZone) : '');
  return {
    content: {
      title: event.title,
      type: event.type,
      capacity: event.capacity === null ? '' : String(event.capacity),
      maxPartySize: String(event.maxPartySize),
      description: event.description ?? '',
      hasBaptism: event.hasBaptism,
      flyerUrl: event.flyerUrl,
      rsvpOpensAt: wall(event.rsvpOpensAt),
      rsvpClosesAt: wall(event.rsvpClosesAt),
      recordsPast: false,
    },
    place: {
      ...emptyPlace(event.localeId),
      venue: event.venue ?? '',
      startsAt: wall(event.startsAt),
      endsAt: wall(event.endsAt),
    },
  };
}

type Translate = (key: MessageKey, params?: MessageParams) => string;
type Ev = (key: ChurchEventsKey, params?: Record<string, string | number>) => string;

const text = (value: string) => (value.trim() ? value.trim() : undefined);
const instant = (wall: string, timeZone: string) =>
  wall ? (instantOfWallTime(wall, timeZone) ?? undefined) : undefined;

/** The capacity as sent: a whole number, or undefined when left empty (a typed non-number is sent to be refused). */
function capacityOf(value: string): number | undefined {
  if (!value.trim()) return undefined;
  return Number(value);
}

/** The largest party, worded by the form itself when it is not a whole number from 1 to the RSVP limit. */
function partyErrors(content: ContentFields, ev: Ev): FieldErrors {
  const value = capacityOf(content.maxPartySize);
  const fits =
    value === undefined || (Number.isInteger(value) && value >= 1 && value <= EVENT_LIMITS.partySizeMax);
  return fits ? {} : { maxPartySize: ev('form.maxPartySizeRange', { max: EVENT_LIMITS.partySizeMax }) };
}

/** Whether an instant is before now, less the minutes a form takes to fill in (the server's rule). */
export function startHasPassed(startsAt: string | undefined, now = Date.now()): boolean {
  return startsAt !== undefined && Date.parse(startsAt) < now - PAST_START_GRACE_MINUTES * 60_000;
}

/** A start before now without the admin's word that they record a past event, worded by the form. */
function pastStartErrors(
  startsAt: string | undefined,
  content: ContentFields,
  ev: Ev,
  prefix = '',
): FieldErrors {
  return startHasPassed(startsAt) && !content.recordsPast
    ? { [`${prefix}startsAt`]: ev('form.startPassed') }
    : {};
}

function contentBody(content: ContentFields) {
  return {
    title: content.title,
    type: content.type,
    capacity: capacityOf(content.capacity),
    maxPartySize: capacityOf(content.maxPartySize),
    description: text(content.description),
    hasBaptism: content.type === 'baptism' ? true : content.hasBaptism,
    flyerUrl: content.flyerUrl ?? undefined,
    ...(content.recordsPast ? { recordsPast: true } : {}),
  };
}

function placeBody(place: PlaceFields, content: ContentFields, timeZone: string) {
  return {
    startsAt: instant(place.startsAt, timeZone),
    endsAt: instant(place.endsAt, timeZone),
    venue: text(place.venue),
    rsvpOpensAt: instant(content.rsvpOpensAt, timeZone),
    rsvpClosesAt: instant(content.rsvpClosesAt, timeZone),
  };
}

/** The form's own checks of a period, worded for people (the schema's say the same in English). */
function periodErrors(
  period: { startsAt?: string; endsAt?: string; rsvpOpensAt?: string; rsvpClosesAt?: string },
  ev: Ev,
  prefix = '',
): FieldErrors {
  const errors: FieldErrors = {};
  if (period.startsAt && period.endsAt) {
    const length = Date.parse(period.endsAt) - Date.parse(period.startsAt);
    if (length <= 0) errors[`${prefix}endsAt`] = ev('form.endAfterStart');
    else if (length > EVENT_LIMITS.maxDurationDays * 86_400_000)
      errors[`${prefix}endsAt`] = ev('form.tooLong', { days: EVENT_LIMITS.maxDurationDays });
  }
  if (
    period.rsvpOpensAt &&
    period.rsvpClosesAt &&
    Date.parse(period.rsvpClosesAt) <= Date.parse(period.rsvpOpensAt)
  )
    errors.rsvpClosesAt = ev('form.closeAfterOpen');
  return errors;
}

/** Field errors of a failed parse, by the issue's path (`copies.0.endsAt`); the period rules are the form's own. */
function schemaErrors(
  error: z.ZodError,
  t: Translate,
  rowOf: (index: number) => number = (i) => i,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'custom') continue;
    const path = issue.path.map(String);
    if (path[0] === 'copies' && path.length > 1) path[1] = String(rowOf(Number(path[1])));
    const key = path.length > 0 ? path.join('.') : 'form';
    errors[key] ??= issueMessage(t, {
      ...fieldIssueOf(issue, path[path.length - 1] ?? 'form'),
      problem: null,
    });
  }
  return errors;
}

type Checked<T> = { body: T; errors: null } | { body: null; errors: FieldErrors };

/** One locale's new event, or what is wrong with the form. */
export function checkNewEvent(
  content: ContentFields,
  place: PlaceFields,
  timeZone: string,
  t: Translate,
  ev: Ev,
): Checked<NewChurchEvent> {
  const body = { localeId: place.localeId, ...contentBody(content), ...placeBody(place, content, timeZone) };
  const errors = {
    ...periodErrors(body, ev),
    ...partyErrors(content, ev),
    ...pastStartErrors(body.startsAt, content, ev),
  };
  const parsed = newChurchEventSchema.safeParse(body);
  if (!parsed.success) Object.assign(errors, { ...schemaErrors(parsed.error, t), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/** A district-wide event (a copy for each included row), or what is wrong with the form. */
export function checkDistrictEvent(
  districtId: string,
  content: ContentFields,
  rows: PlaceFields[],
  locales: readonly Locale[],
  t: Translate,
  ev: Ev,
): Checked<NewDistrictEvent> {
  const included = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.include);
  if (included.length === 0) return { body: null, errors: { copies: ev('form.chooseLocales') } };
  const zoneOf = (localeId: string) => locales.find((l) => l.id === localeId)?.timeZone ?? 'UTC';
  const copies = included.map(({ row }) => ({
    localeId: row.localeId,
    ...placeBody(row, content, zoneOf(row.localeId)),
  }));
  const body = { districtId, ...contentBody(content), copies };
  const errors: FieldErrors = partyErrors(content, ev);
  copies.forEach((copy, i) => {
    const prefix = `copies.${included[i]!.index}.`;
    Object.assign(
      errors,
      periodErrors(copy, ev, prefix),
      pastStartErrors(copy.startsAt, content, ev, prefix),
    );
  });
  const parsed = newDistrictEventSchema.safeParse(body);
  if (!parsed.success)
    Object.assign(errors, { ...schemaErrors(parsed.error, t, (i) => included[i]!.index), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/**
 * The change to an event (every field as the form holds it; empty clears), or what is wrong with the form.
 * `currentStart`: the event's start as stored; a past event's own start may stay, a new one must be to come.
 */
export function checkEventPatch(
  content: ContentFields,
  place: PlaceFields,
  timeZone: string,
  t: Translate,
  ev: Ev,
  currentStart?: string,
): Checked<ChurchEventPatch> {
  const times = placeBody(place, content, timeZone);
  const body = {
    title: content.title,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    capacity: capacityOf(content.capacity) ?? null,
    maxPartySize: capacityOf(content.maxPartySize),
    description: text(content.description) ?? null,
    venue: times.venue ?? null,
    flyerUrl: content.flyerUrl,
    hasBaptism: content.type === 'baptism' ? true : content.hasBaptism,
    rsvpOpensAt: times.rsvpOpensAt ?? null,
    rsvpClosesAt: times.rsvpClosesAt ?? null,
    ...(content.recordsPast ? { recordsPast: true } : {}),
  };
  const moved =
    times.startsAt !== undefined &&
    (currentStart === undefined || Date.parse(times.startsAt) !== Date.parse(currentStart));
  const errors = {
    ...periodErrors(times, ev),
    ...partyErrors(content, ev),
    ...(moved ? pastStartErrors(times.startsAt, content, ev) : {}),
  };
  if (!times.startsAt) errors.startsAt = t('validation.required');
  if (!times.endsAt) errors.endsAt = t('validation.required');
  const parsed = churchEventPatchSchema.safeParse(body);
  if (!parsed.success) Object.assign(errors, { ...schemaErrors(parsed.error, t), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}
