import { asc, desc, getTableName, sql, type SQL } from 'drizzle-orm';
import {
  addressBodySchema,
  addressListSchema,
  addressSchema,
  educationBodySchema,
  educationListSchema,
  educationSchema,
  fieldIssue,
  jobSpecBodySchema,
  jobSpecListSchema,
  jobSpecSchema,
  relativeBodySchema,
  relativeListSchema,
  relativeSchema,
  skillBodySchema,
  skillListSchema,
  skillSchema,
  spiritualBodySchema,
  spiritualListSchema,
  spiritualSchema,
  workExperienceBodySchema,
  workExperienceListSchema,
  workExperienceSchema,
  type AuditedList,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/executor.ts';
import {
  memberAddresses,
  memberEducations,
  memberJobSpecs,
  memberRelatives,
  memberSkills,
  memberSpirituals,
  memberWorkExperiences,
} from '../../../db/schema/index.ts';
import { hasKnownCallingCode, isKnownCountry } from '../../../lib/countries.ts';
import {
  lockMember,
  memberExists,
  unsetCurrentAddresses,
  type EntryRow,
  type EntryTable,
} from './profile-sections.repository.ts';
import type { MemberInScope } from '../../../access/member-access.ts';

export interface FieldIssue {
  path: string;
  message: string;
  code?: string;
}

/** One list section of the member profile: its table, contract schemas and rules (its calls are in the contracts). */
export interface SectionDefinition {
  /** Key of the list in the GET answer (the spec's: `educations`, `works`…). */
  listKey: AuditedList;
  /** What one entry is called, in messages. */
  noun: string;
  table: EntryTable;
  body: z.ZodObject;
  item: z.ZodObject;
  list: z.ZodObject;
  orderBy: SQL[];
  /** API field → table column, where they differ. */
  columns?: Record<string, string>;
  /** Checks that need the country list or the database; run before anything is written. */
  check?: (db: Executor, memberId: string, body: Record<string, unknown>) => Promise<FieldIssue[]>;
  /** Runs in the write's transaction before the entry is inserted or updated. */
  beforeWrite?: (
    db: Executor,
    member: MemberInScope,
    entryId: string | null,
    body: Record<string, unknown>,
  ) => Promise<void>;
}

/** Column values of a validated body: every field of the section, absent ones as null (PUT replaces the entry). */
export function columnsOf(
  section: SectionDefinition,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(section.body.shape))
    values[section.columns?.[field] ?? field] = body[field] ?? null;
  return values;
}

/** An entry as the API answers it: the section's fields with ISO timestamps and version, without the owner's id. */
export function itemOf(section: SectionDefinition, row: EntryRow): Record<string, unknown> {
  const item: Record<string, unknown> = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
  for (const field of Object.keys(section.body.shape))
    item[field] = row[section.columns?.[field] ?? field] ?? null;
  return item;
}

export const auditEntityOf = (section: SectionDefinition) => getTableName(section.table);

const countryIssue = (body: Record<string, unknown>): FieldIssue[] =>
  typeof body.countryId === 'string' && !isKnownCountry(body.countryId)
    ? [fieldIssue('countryId', 'country_unknown')]
    : [];

export const sectionDefinitions: SectionDefinition[] = [
  {
    listKey: 'spirituals',
    noun: 'spiritual journey entry',
    table: memberSpirituals,
    body: spiritualBodySchema,
    item: spiritualSchema,
    list: spiritualListSchema,
    orderBy: [asc(memberSpirituals.date)],
  },
  {
    listKey: 'addresses',
    noun: 'address',
    table: memberAddresses,
    body: addressBodySchema,
    item: addressSchema,
    list: addressListSchema,
    orderBy: [desc(memberAddresses.isCurrent)],
    check: async (_db, _memberId, body) => countryIssue(body),
    // One current address per member: making one current un-marks the others (the partial unique index backs it).
    beforeWrite: async (db, member, entryId, body) => {
      if (body.isCurrent !== true) return;
      await lockMember(db, member);
      await unsetCurrentAddresses(db, member, entryId);
    },
  },
  {
    listKey: 'relatives',
    noun: 'relative',
    table: memberRelatives,
    body: relativeBodySchema,
    item: relativeSchema,
    list: relativeListSchema,
    orderBy: [
      sql`case ${memberRelatives.relationship} when 'spouse' then 0 when 'parent' then 1 when 'child' then 2 else 3 end`,
    ],
    columns: { memberId: 'relativeMemberId' },
    check: async (db, memberId, body) => {
      const issues: FieldIssue[] = [];
      if (typeof body.mobile === 'string' && !hasKnownCallingCode(body.mobile)) {
        issues.push(fieldIssue('mobile', 'mobile_country_unknown'));
      }
      if (typeof body.memberId === 'string') {
        if (body.memberId === memberId) issues.push(fieldIssue('memberId', 'relative_is_self'));
        else if (!(await memberExists(db, body.memberId)))
          issues.push(fieldIssue('memberId', 'member_unknown'));
      }
      return issues;
    },
  },
  {
    listKey: 'jobSpecs',
    noun: 'job spec',
    table: memberJobSpecs,
    body: jobSpecBodySchema,
    item: jobSpecSchema,
    list: jobSpecListSchema,
    orderBy: [sql`${memberJobSpecs.since} desc nulls last`],
  },
  {
    listKey: 'skills',
    noun: 'skill',
    table: memberSkills,
    body: skillBodySchema,
    item: skillSchema,
    list: skillListSchema,
    orderBy: [asc(sql`lower(${memberSkills.name})`)],
  },
  {
    listKey: 'educations',
    noun: 'education',
    table: memberEducations,
    body: educationBodySchema,
    item: educationSchema,
    list: educationListSchema,
    orderBy: [sql`${memberEducations.yearFrom} desc nulls last`],
  },
  {
    listKey: 'works',
    noun: 'work experience',
    table: memberWorkExperiences,
    body: workExperienceBodySchema,
    item: workExperienceSchema,
    list: workExperienceListSchema,
    orderBy: [desc(memberWorkExperiences.current), desc(memberWorkExperiences.dateFrom)],
    check: async (_db, _memberId, body) => countryIssue(body),
  },
];
