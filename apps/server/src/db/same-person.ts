import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Where a table keeps what tells people apart: its name key (`congregate_name_key`), mobile and e-mail. */
export interface PersonColumns {
  nameKey: AnyPgColumn | SQL;
  mobile: AnyPgColumn;
  email: AnyPgColumn;
}

export interface PersonClues {
  firstName: string;
  lastName: string;
  mobile?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * THE rule of "may be the same person" (duplicate hints, a visitor's repeat form, a PEP's conversion): the same
 * name, accent- and case-blind (`congregate_name_key`), and the same mobile or the same e-mail (case-blind).
 * Undefined when neither a mobile nor an e-mail is known: a name alone proves nothing.
 */
export function samePerson(columns: PersonColumns, person: PersonClues): SQL | undefined {
  const contact: SQL[] = [];
  if (person.mobile) contact.push(eq(columns.mobile, person.mobile));
  if (person.email) contact.push(sql`lower(${columns.email}) = lower(${person.email})`);
  if (contact.length === 0) return undefined;
  return and(
    sql`${columns.nameKey} = congregate_name_key(${person.firstName.trim()}, ${person.lastName.trim()})`,
    or(...contact),
  );
}
