import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rsvpSources, rsvpStatuses } from '@congregate/contracts';
import { users } from './accounts.ts';
import { members } from './members.ts';
import { locales } from './organization.ts';
import { churchEvents, peps } from './peps.ts';
import { oneOf } from './value-lists.ts';

/**
 * A guest's RSVP to a church event, credited to the member who invited them (`invited_by`, the soul winner).
 * Seats: the party sizes of `registered`, `confirmed` and `attended` RSVPs count against the event's capacity.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    /** The locale of its event, filled by the database from it when an insert leaves it out (migration 0021);
     * it does not move. The distribution column (docs/scaling.md). */
    localeId: uuid('locale_id')
      .notNull()
      .default(sql`null`)
      .references(() => locales.id),
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => churchEvents.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    partySize: integer('party_size').notNull().default(1),
    firstTime: boolean('first_time').notNull().default(false),
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    status: text('status').notNull(),
    source: text('source').notNull(),
    invitedBy: uuid('invited_by').references(() => members.id, { onDelete: 'set null' }),
    /** The PEP the guest is (made or found when they RSVP'd). */
    pepId: uuid('pep_id').references(() => peps.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** Accent- and case-blind name, mobile and e-mail, for the admins' search (set by the server). */
    searchText: text('search_text').notNull().default(''),
    /** Bumped when the code must stop working (the RSVP was cancelled and made again). */
    codeVersion: integer('code_version').notNull().default(1),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    arrivedBy: uuid('arrived_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A public RSVP's address group, hashed with its event (`sha256(event:address)`): at most three public RSVPs
     * from one address per event (issue 35). Null for RSVPs staff registered.
     */
    addressKey: text('address_key'),
    /** When the guest's link was last sent (e-mail or text); a repeated RSVP resends it at most every few minutes. */
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_rsvps_event_created_idx').on(t.eventId, t.createdAt.desc(), t.id.desc()),
    index('event_rsvps_event_status_idx').on(t.eventId, t.status),
    index('event_rsvps_invited_by_idx').on(t.invitedBy),
    index('event_rsvps_pep_idx').on(t.pepId),
    index('event_rsvps_event_address_idx')
      .on(t.eventId, t.addressKey)
      .where(sql`${t.addressKey} is not null`),
    check('event_rsvps_status_valid', oneOf(t.status, rsvpStatuses)),
    check('event_rsvps_source_valid', oneOf(t.source, rsvpSources)),
    check('event_rsvps_party_size', sql`${t.partySize} between 1 and 20`),
    check('event_rsvps_names_not_blank', sql`btrim(${t.firstName}) <> '' and btrim(${t.lastName}) <> ''`),
    check('event_rsvps_attended_arrived', sql`${t.status} <> 'attended' or ${t.arrivedAt} is not null`),
  ],
);

/** Images the media service stores (`/api/media/{sha256}.webp`): who uploaded them and when. */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** The WebP's SHA-256 (hex): its name in storage and in the URL. */
    sha256: text('sha256').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_files_sha256_hex', sql`${t.sha256} ~ '^[a-f0-9]{64}$'`)],
);
