import type { AuditAction } from '@congregate/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { queryRows } from '../../../db/executor.ts';
import type { AdminScope } from '../../../access/scope.ts';
import { localeRowsIn } from '../../../access/scope-sql.ts';
import { members } from '../../../db/schema/index.ts';

/**
 * Set-based reads and writes of the member import: every call takes a whole file's worth of keys or
 * rows as one JSON parameter (no query per row, no parameter-count limit), on PGlite and PostgreSQL alike.
 */

/** Rows written per statement. */
export const WRITE_CHUNK = 1_000;

/** Serialises imports (advisory lock key; 7726001 is the migrations' lock). */
const IMPORT_LOCK = 7726002;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export interface LocaleRow {
  id: string;
  name: string;
  districtId: string | null;
}

/** Every locale: a church has hundreds at most, and a file may name any of them, by id or by name. */
export function listLocales(db: Executor) {
  return queryRows<LocaleRow>(db, sql`select id, name, district_id as "districtId" from locales`);
}

export interface FlockRow {
  id: string;
  localeId: string;
  name: string;
}

export function listFlocksOfLocales(db: Executor, localeIds: string[]) {
  if (localeIds.length === 0) return Promise.resolve([]);
  return queryRows<FlockRow>(
    db,
    sql`select f.id, f.locale_id as "localeId", f.name
          from jsonb_array_elements_text(${json(localeIds)}) l(id)
          join flocks f on f.locale_id = l.id::uuid`,
  );
}

/** An existing member as the import compares and updates it. */
export interface ExistingMember {
  id: string;
  customId: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  birthDate: string | null;
  gender: string | null;
  localeId: string;
  flockId: string | null;
  flockName: string | null;
  type: string;
}

/** The members having these numbers (not locked: `updateMembers` checks they are still as read). */
export function findMembersByCustomId(db: Executor, customIds: string[]) {
  if (customIds.length === 0) return Promise.resolve([]);
  return queryRows<ExistingMember>(
    db,
    sql`select m.id, m.custom_id as "customId", m.user_id as "userId", m.first_name as "firstName",
               m.last_name as "lastName", m.email, m.mobile, m.birth_date::text as "birthDate", m.gender,
               m.current_locale_id as "localeId", m.flock_id as "flockId", f.name as "flockName", m.type
          from jsonb_array_elements_text(${json(customIds)}) c(custom_id)
          join members m on m.custom_id = c.custom_id
          left join flocks f on f.id = m.flock_id`,
  );
}

/** Who already uses an address (lower case): a member record, or an account (with its member record, if any). */
export interface EmailOwner {
  email: string;
  memberId: string | null;
  userId: string | null;
}

export function findEmailOwners(db: Executor, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return queryRows<EmailOwner>(
    db,
    sql`with wanted as (select distinct value as email from jsonb_array_elements_text(${json(emails)}))
        select w.email, m.id as "memberId", m.user_id as "userId"
          from wanted w join members m on lower(m.email) = w.email
        union all
        select w.email, owner.id as "memberId", u.id as "userId"
          from wanted w join users u on lower(u.email) = w.email
          left join members owner on owner.user_id = u.id`,
  );
}

/** A member already in a locale with the name and birth date of a new row (`row`: the row's number). */
export interface Namesake {
  row: number;
  customId: string;
  firstName: string;
  lastName: string;
}

/**
 * For each new row, the member of its locale with the same name (as the name sort compares it: no case, no
 * accents) and birth date (both blank counts as the same), the lowest member number first; a row without one
 * is left out.
 */
export async function findNamesakes(
  db: Executor,
  rows: { row: number; localeId: string; firstName: string; lastName: string; birthDate: string | null }[],
) {
  const found = new Map<number, Namesake>();
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK).map((r) => ({
      row: r.row,
      locale_id: r.localeId,
      first_name: r.firstName,
      last_name: r.lastName,
      birth_date: r.birthDate,
    }));
    const matches = await queryRows<Namesake>(
      db,
      sql`select distinct on (r.row) r.row, m.custom_id as "customId", m.first_name as "firstName",
                 m.last_name as "lastName"
            from jsonb_to_recordset(${json(chunk)})
                 as r(row int, locale_id uuid, first_name text, last_name text, birth_date date)
            join members m on m.name_key = congregate_name_key(r.first_name, r.last_name)
                          and m.current_locale_id = r.locale_id
                          and m.birth_date is not distinct from r.birth_date
           order by r.row, m.custom_id`,
    );
    for (const match of matches) found.set(match.row, match);
  }
  return found;
}

/**
 * The next `count` member numbers of Congregate's sequence, in order, made by the very expression that numbers
 * a registration (the column default of `members.custom_id`), so imported and registered members share one
 * sequence. A number taken by an import that is then rolled back is not given again (a gap, as sequences leave).
 */
export async function allocateMemberNumbers(db: Executor, count: number): Promise<string[]> {
  if (count === 0) return [];
  const next = members.customId.default as SQL;
  const rows = await queryRows<{ customId: string }>(
    db,
    sql`select ${next} as "customId" from generate_series(1, ${count}::int) n order by n`,
  );
  return rows.map((r) => r.customId).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/** Holds the import lock until the transaction ends, so two imports never check and write the same numbers at once. */
export async function lockImports(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/** The values an import writes for a member. */
export interface MemberValues {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  birthDate: string | null;
  gender: string | null;
  localeId: string;
  flockId: string | null;
  type: string;
}

const recordColumns = sql.raw(
  `custom_id text, first_name text, last_name text, email text, mobile text, birth_date date, gender text,
   locale_id uuid, flock_id uuid, type text`,
);

const asRecord = (customId: string, v: MemberValues) => ({
  custom_id: customId,
  first_name: v.firstName,
  last_name: v.lastName,
  email: v.email,
  mobile: v.mobile,
  birth_date: v.birthDate,
  gender: v.gender,
  locale_id: v.localeId,
  flock_id: v.flockId,
  type: v.type,
});

/**
 * Inserts new members, endorsed by the importing admin, without an account. Answers how many were
 * written: a number taken meanwhile is skipped by ON CONFLICT, and the caller refuses the import then.
 */
export async function insertMembers(
  db: Executor,
  rows: { customId: string; values: MemberValues }[],
  endorsedBy: string,
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK).map((row) => asRecord(row.customId, row.values));
    const inserted = await queryRows<{ id: string }>(
      db,
      sql`insert into members (custom_id, first_name, last_name, email, mobile, birth_date, gender,
                               current_locale_id, flock_id, type, endorsed, endorsed_by, endorsed_at)
          select r.custom_id, r.first_name, r.last_name, r.email, r.mobile, r.birth_date, r.gender,
                 r.locale_id, r.flock_id, r.type, true, ${endorsedBy}::uuid, now()
            from jsonb_to_recordset(${json(chunk)}) as r(${recordColumns})
          on conflict (custom_id) do nothing
          returning id`,
    );
    written += inserted.length;
  }
  return written;
}

/**
 * Writes the new values of existing members (the locale is never changed here), each only if the member
 * is still as `was` read it — locale included — so a change made meanwhile (an edit, a transfer) is never
 * overwritten. Rows are not locked while the file is checked: a roster re-imported with few changes
 * writes and locks only those. Answers how many were written.
 */
export async function updateMembers(
  db: Executor,
  rows: { id: string; values: MemberValues; was: ExistingMember }[],
): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const chunk = rows.slice(i, i + WRITE_CHUNK).map(({ id, values, was }) => ({
      id,
      ...asRecord('', values),
      old: asRecord(was.customId, was),
    }));
    const updated = await queryRows<{ id: string }>(
      db,
      sql`update members m
             set first_name = r.first_name, last_name = r.last_name, email = r.email, mobile = r.mobile,
                 birth_date = r.birth_date, gender = r.gender, flock_id = r.flock_id, type = r.type,
                 updated_at = now()
            from jsonb_to_recordset(${json(chunk)}) as r(id uuid, ${recordColumns}, old jsonb),
                 jsonb_to_record(r.old) as o(${recordColumns})
           where m.id = r.id
             and (m.custom_id, m.first_name, m.last_name, m.email, m.mobile, m.birth_date, m.gender,
                  m.current_locale_id, m.flock_id, m.type)
                 is not distinct from
                 (o.custom_id, o.first_name, o.last_name, o.email, o.mobile, o.birth_date, o.gender,
                  o.locale_id, o.flock_id, o.type)
          returning m.id`,
    );
    written += updated.length;
  }
  return written;
}

/** Audit rows of one action written in batches (one per changed member). */
export async function insertAudits(
  db: Executor,
  actorUserId: string,
  action: AuditAction,
  entries: { entityId: string; localeId: string; before: unknown; after: unknown }[],
) {
  for (let i = 0; i < entries.length; i += WRITE_CHUNK) {
    const chunk = entries.slice(i, i + WRITE_CHUNK).map((e) => ({
      entity_id: e.entityId,
      locale_id: e.localeId,
      before: e.before,
      after: e.after,
    }));
    await db.execute(
      sql`insert into audit_log (actor_user_id, action, entity_type, entity_id, locale_id, before, after)
          select ${actorUserId}::uuid, ${action}, 'members', r.entity_id, r.locale_id, r.before, r.after
            from jsonb_to_recordset(${json(chunk)}) as r(entity_id text, locale_id uuid, before jsonb, after jsonb)`,
    );
  }
}

/** The first locale of the scope (by name) and its first flock, for the template's example row. */
export async function findExamplePlace(db: Executor, scope: AdminScope) {
  const where = localeRowsIn(scope, sql`l.id`);
  const [row] = await queryRows<{ locale: string; flock: string | null }>(
    db,
    sql`select l.name as locale,
               (select f.name from flocks f where f.locale_id = l.id order by lower(f.name) limit 1) as flock
          from locales l
         ${where ? sql`where ${where}` : sql``}
         order by lower(l.name)
         limit 1`,
  );
  return row ?? null;
}
