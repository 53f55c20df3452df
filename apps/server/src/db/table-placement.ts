/**
 * Where every table of the schema would live on a distributed PostgreSQL (Citus sharded by locale, DESIGN.md
 * section 12; docs/scaling.md). Every table of the migrated `public` schema is in exactly one of the three
 * lists; `test/table-placement.test.ts` reads the migrated database's catalog and fails on a table in none or in
 * two, and on a locale table without its locale column.
 *
 * Outside `public`: drizzle's `drizzle.__drizzle_migrations` (which migrations ran) and pg-boss's `pgboss` schema
 * (the job queue, made by pg-boss at start) live on the coordinator only, as plain local tables: the migrator
 * and the job workers talk to the coordinator, and nothing joins them with locale data.
 */

/** A table whose rows each belong to one locale: distributed by `column`, colocated with the others. */
export interface LocaleTable {
  /** The distribution column; `locale_id` except on `members`. */
  column: 'locale_id' | 'current_locale_id';
  /**
   * How the column is kept: `own` — the writers set it (the row is the locale's own); `member` — filled from the
   * member by a trigger and moved with the member (migration 0021); `parent` — filled from its parent row by a
   * trigger, and stays where it happened.
   */
  kept: 'own' | 'member' | 'parent';
  /** For `member` and `parent`: the row it takes its locale from (`column` of this table = `table`.id). */
  parent?: { table: string; column: string };
}

const own: LocaleTable = { column: 'locale_id', kept: 'own' };
const followsMember: LocaleTable = {
  column: 'locale_id',
  kept: 'member',
  parent: { table: 'members', column: 'member_id' },
};
const fromParent = (table: string, column: string): LocaleTable => ({
  column: 'locale_id',
  kept: 'parent',
  parent: { table, column },
});

/**
 * Rows that belong to one locale. Every column here is NOT NULL (a Citus distribution column takes no nulls).
 * A member's own rows (profile sections, documents, photos' faces, signature, notes, e-mail change requests,
 * video progress) follow the member when they move; what happened in a locale (check-ins, gifts, RSVPs, group
 * memberships, prospects, transfer requests) stays with it: it is that locale's attendance, giving and history.
 */
export const localeTables: Record<string, LocaleTable> = {
  // The member: `current_locale_id` is the distribution column (renaming it would touch every query of members
  // for no gain: Citus distributes by a column of any name).
  members: { column: 'current_locale_id', kept: 'own' },
  member_spirituals: followsMember,
  member_addresses: followsMember,
  member_relatives: followsMember,
  member_job_specs: followsMember,
  member_skills: followsMember,
  member_educations: followsMember,
  member_work_experiences: followsMember,
  member_destinations: followsMember,
  member_section_flags: followsMember,
  member_documents: followsMember,
  member_signatures: followsMember,
  member_notes: followsMember,
  face_enrolments: followsMember,
  face_descriptors: followsMember,
  email_change_requests: followsMember,
  video_progress: followsMember,
  // The locale the member asked to leave (the request is its history; the destination reads it across shards).
  transfer_requests: fromParent('members', 'member_id'),
  registration_rejections: own,
  // Organisation below the locale.
  flocks: own,
  kiosks: own,
  qr_locations: own,
  // Attendance: gatherings, check-ins (the gathering's locale) and their roll-ups.
  gatherings: own,
  check_ins: own,
  attendance_daily: own,
  // Endorsed members per locale and flock, written by the members trigger (migration 0023).
  member_counts: own,
  attendance_dirty: own,
  attendance_rollups: own,
  // Events, prospects and RSVPs.
  church_events: own,
  event_rsvps: fromParent('church_events', 'event_id'),
  peps: own,
  pep_stage_changes: fromParent('peps', 'pep_id'),
  pep_follow_ups: fromParent('peps', 'pep_id'),
  pep_visits: own,
  // Groups, join requests, awards, record board.
  church_groups: own,
  church_group_members: fromParent('church_groups', 'group_id'),
  join_requests: own,
  awards: own,
  record_board_entries: own,
  record_board_attachments: own,
  record_board_settings: own,
  // Giving: gifts stay in the locale they were given to.
  funds: own,
  giving_settings: own,
  recurring_gifts: own,
  gift_batches: own,
  gift_batch_lines: fromParent('gift_batches', 'batch_id'),
  gifts: own,
  gift_checkouts: own,
  statement_runs: own,
  // Announcements and livestreams of a locale; a member's watch of a locale's livestream.
  announcements: own,
  livestreams: own,
  livestream_watches: own,
};

/**
 * Small tables the same for every locale, read in joins with locale data: replicated to every node under Citus
 * (`create_reference_table`). A few carry a nullable `locale_id` (a locale's own categories, batch names and
 * videos next to the shared ones): that is data, not placement.
 */
export const referenceTables: Record<string, string> = {
  districts: 'the districts: a few hundred rows, joined with locales in every scope check',
  locales: 'the locales themselves: a few thousand rows, joined by every report and scope check',
  module_configs: 'the configuration of the modules, one row per module',
  batch_names: 'shared and per-locale names of gift batches: a value list',
  categories: 'shared and per-locale categories (record board, groups, videos): a value list',
  videos: 'the video catalogue (audience everyone, a district or a locale): small, read with progress rows',
  role_assignments:
    'who administers what (scope of every request): small, read on every request, and joined with locales',
};

/** Tables that belong to no locale, with why and where they would live under Citus. */
export const globalTables: Record<string, string> = {
  users:
    'accounts: a person signs in once whatever their locale (super admins have none) — distributed by id',
  sessions: 'sign-in sessions of accounts, looked up by token — distributed by user_id with users',
  login_throttles: 'failed sign-ins per address/IP — a local table on the coordinator',
  request_counts:
    "the general request limit's counters per client and window, shared by the server processes — a local table on the coordinator",
  consents: "an account's consents — distributed by user_id with users",
  password_resets: "an account's reset tokens — distributed by user_id with users",
  user_identities: 'social sign-in links of accounts — distributed by user_id with users',
  oauth_flows: 'short-lived sign-in flows — a local table on the coordinator',
  form_token_uses: "public-form tokens already spent, kept until they expire — a local table on the coordinator",
  social_sign_ins: 'pending social sign-ins — a local table on the coordinator',
  notification_preferences: "an account's notification settings — distributed by user_id with users",
  push_subscriptions: "an account's push endpoints — distributed by user_id with users",
  notifications:
    'the audience is an account or a locale (nullable locale_id, no locale for personal ones) — distributed by id, read by user_id or locale_id',
  audit_log:
    'who did what, many actions with no locale (super admin, accounts) — append-only, distributed by id',
  server_keys: 'the keys the server signs with — a reference table (tiny, read by every node)',
  payment_events: "the payment provider's webhook events, by its event id — a local table on the coordinator",
  media_files: 'stored files (flyers, art) referenced by events and videos of any scope — distributed by id',
  video_uploads: 'uploads in progress of the video catalogue — a local table on the coordinator',
  households:
    'a family can span locales (members in different congregations) — distributed by id, with its rows colocated',
  household_members: 'the members of a household (a family across locales) — distributed by household_id',
  household_dependants: 'dependants without a member record — distributed by household_id',
  household_requests: 'invitations to a household — distributed by household_id',
  family_requests: 'a link asked between two members, who may be in different locales — distributed by id',
};

/** Schemas outside `public` and how they are placed (see the head of this file). */
export const otherSchemas: Record<string, string> = {
  drizzle: "the migrator's journal — coordinator only",
  pgboss: 'the job queue (pg-boss) — coordinator only; LISTEN/NOTIFY on the coordinator too',
};
