import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventTypes, genders, pepSources, pepStages } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { flocks, locales } from './organization.ts';
import { oneOf } from './value-lists.ts';

/**
 * Church events: baptisms (PEPs are scheduled for them), crusades, worship, seminars; guests RSVP to them
 * (`event_rsvps`). A `baptism` event always has a baptism (`has_baptism`).
 */
export const churchEvents = pgTable(
  'church_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    /** The largest party one public RSVP may bring (issue 35); an admin or flock leader may register more. */
    maxPartySize: integer('max_party_size').notNull().default(10),
    description: text('description'),
    hasBaptism: boolean('has_baptism').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    venue: text('venue'),
    /** The flyer art: a `/api/media/{sha256}.webp` address. */
    flyerUrl: text('flyer_url'),
    rsvpOpensAt: timestamp('rsvp_opens_at', { withTimezone: true }),
    rsvpClosesAt: timestamp('rsvp_closes_at', { withTimezone: true }),
    /** Copies of one district-wide event share it. */
    seriesId: uuid('series_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('church_events_locale_starts_idx').on(t.localeId, t.startsAt),
    index('church_events_series_idx').on(t.seriesId),
    check('church_events_type_valid', oneOf(t.type, eventTypes)),
    check('church_events_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('church_events_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('church_events_baptism_type', sql`${t.type} <> 'baptism' or ${t.hasBaptism}`),
    check('church_events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('church_events_max_party_size', sql`${t.maxPartySize} between 1 and 20`),
  ],
);

/** A person being reached (PEP), credited to the member who brought them (`soul_winner_id`). */
export const peps = pgTable(
  'peps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender'),
    address: text('address'),
    /** Stored photo path (the media store), or null. */
    photo: text('photo'),
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    flockId: uuid('flock_id').references(() => flocks.id, { onDelete: 'set null' }),
    soulWinnerId: uuid('soul_winner_id').references(() => members.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('member-added'),
    batchName: text('batch_name'),
    notes: text('notes'),
    stage: text('stage').notNull().default('contacted'),
    droppedReason: text('dropped_reason'),
    baptismEventId: uuid('baptism_event_id').references(() => churchEvents.id, { onDelete: 'set null' }),
    baptizedAt: timestamp('baptized_at', { withTimezone: true }),
    /** Stored path of the signed baptismal form's scan (image or PDF). */
    baptismalForm: text('baptismal_form'),
    /** The member made from them (stage `member`). */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Accent- and case-blind name and mobile, for search and duplicate checks (set by the server). */
    searchText: text('search_text').notNull().default(''),
    /** The visitor form's consent to be contacted, when they gave it. */
    contactConsentAt: timestamp('contact_consent_at', { withTimezone: true }),
    /**
     * The e-mail address that was confirmed — by the prospect through a link sent to it, or by the staff member who
     * converts them. An account invitation goes only to `email` when it equals this (issue 35).
     */
    emailConfirmedFor: text('email_confirmed_for'),
    heardFrom: text('heard_from'),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('peps_locale_created_idx').on(t.localeId, t.createdAt.desc(), t.id.desc()),
    index('peps_soul_winner_idx').on(t.soulWinnerId),
    index('peps_flock_idx').on(t.flockId),
    index('peps_baptism_event_idx').on(t.baptismEventId),
    check('peps_stage_valid', oneOf(t.stage, pepStages)),
    check('peps_source_valid', oneOf(t.source, pepSources)),
    check('peps_gender_valid', sql`${t.gender} is null or ${oneOf(t.gender, genders)}`),
    check('peps_dropped_reason', sql`${t.stage} <> 'dropped' or ${t.droppedReason} is not null`),
    check('peps_names_not_blank', sql`btrim(${t.firstName}) <> '' and btrim(${t.lastName}) <> ''`),
  ],
);

/** Every stage a PEP moved to, with who and when (the first row is its creation). */
export const pepStageChanges = pgTable(
  'pep_stage_changes',
  {
    /** The locale of its prospect (PEP), filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    pepId: uuid('pep_id')
      .notNull()
      .references(() => peps.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    reason: text('reason'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pep_stage_changes_pep_idx').on(t.pepId, t.changedAt),
    check('pep_stage_changes_to_valid', oneOf(t.toStage, pepStages)),
  ],
);

/** Something to do for a PEP by a date, by a member of its locale. */
export const pepFollowUps = pgTable(
  'pep_follow_ups',
  {
    /** The locale of its prospect (PEP), filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    pepId: uuid('pep_id')
      .notNull()
      .references(() => peps.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    assigneeId: uuid('assignee_id').references(() => members.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pep_follow_ups_pep_idx').on(t.pepId, t.dueOn),
    index('pep_follow_ups_open_idx')
      .on(t.dueOn)
      .where(sql`${t.doneAt} is null`),
    index('pep_follow_ups_assignee_idx').on(t.assigneeId),
  ],
);

/**
 * What `peps.search_text` holds: the name and mobile, lower case and without accents (the trigram index's column;
 * the repositories write it after every change of those fields).
 */
export const pepSearchText = sql`lower(congregate_unaccent(concat_ws(' ', ${peps.firstName}, ${peps.middleName}, ${peps.lastName}, ${peps.mobile})))`;

/** A PEP's name key, as members keep theirs (`members.name_key`): for `samePerson`. */
export const pepNameKey = sql`congregate_name_key(${peps.firstName}, ${peps.lastName})`;

/**
 * A public form a known prospect sent again (visitor form, RSVP): what it gave, kept beside the PEP rather than
 * written over it (issue 35). Staff see a contact that differs as "new contact details given — apply?" and apply
 * or dismiss it (audited); a form never changes what the church stores about a person.
 */
export const pepVisits = pgTable(
  'pep_visits',
  {
    /** The locale of its prospect (PEP), set by the writer. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    pepId: uuid('pep_id')
      .notNull()
      .references(() => peps.id, { onDelete: 'cascade' }),
    /** Which public form: `visitor-form` or `event-rsvp`. */
    source: text('source').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    heardFrom: text('heard_from'),
    /** The member the form named as inviter (kept, not credited: the PEP's soul winner does not change). */
    invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
    /** `applied` (the contact was written to the PEP) or `dismissed`, by a staff member; null while open. */
    decision: text('decision'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pep_visits_pep_idx').on(t.pepId, t.createdAt),
    check('pep_visits_source_valid', sql`${t.source} in ('visitor-form', 'event-rsvp')`),
    check('pep_visits_decision_valid', sql`${t.decision} is null or ${t.decision} in ('applied', 'dismissed')`),
  ],
);
