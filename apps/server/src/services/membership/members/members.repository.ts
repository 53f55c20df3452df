import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.ts';
import { members } from '../../../db/schema/index.ts';
import { selectMemberRecord, toMemberRecord, type MemberRecord } from '../../../lib/member-record.ts';

export type { MemberRecord };

function memberQuery(db: Executor, by: 'id' | 'userId') {
  return selectMemberRecord(db)
    .where(eq(by === 'id' ? members.id : members.userId, sql.placeholder('key')))
    .limit(1);
}
type MemberQuery = ReturnType<ReturnType<typeof memberQuery>['prepare']>;

// Prepared once per database (named statements on PostgreSQL: parsed and planned once per connection);
// a transaction gets its own.
const preparedMemberQueries = new WeakMap<Executor, Record<'id' | 'userId', MemberQuery>>();

function preparedMemberQuery(db: Executor, by: 'id' | 'userId'): MemberQuery {
  let prepared = preparedMemberQueries.get(db);
  if (!prepared) {
    prepared = {
      id: memberQuery(db, 'id').prepare('member_by_id'),
      userId: memberQuery(db, 'userId').prepare('member_by_user_id'),
    };
    preparedMemberQueries.set(db, prepared);
  }
  return prepared[by];
}

async function selectMember(db: Executor, by: 'id' | 'userId', key: string): Promise<MemberRecord | null> {
  const [row] = await preparedMemberQuery(db, by).execute({ key });
  return row ? toMemberRecord(row) : null;
}

export const findMemberById = (db: Executor, id: string) => selectMember(db, 'id', id);
export const findMemberByUserId = (db: Executor, userId: string) => selectMember(db, 'userId', userId);

/** A member record an admin makes without an account (a converted PEP): endorsed from the start. */
export interface EndorsedMemberValues {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  mobile: string | null;
  birthDate: string | null;
  gender: string | null;
  localeId: string;
  flockId: string | null;
  endorsedBy: string;
}

export async function insertEndorsedMember(
  db: Executor,
  values: EndorsedMemberValues,
): Promise<{ id: string; customId: string }> {
  const { localeId, ...rest } = values;
  const [row] = await db
    .insert(members)
    .values({ ...rest, currentLocaleId: localeId, endorsed: true, endorsedAt: sql`now()` })
    .returning({ id: members.id, customId: members.customId });
  return row!;
}
