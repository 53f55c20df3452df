import type {
  AuditAction,
  Destination,
  IfMatch,
  NoneToAdd,
  NoneToAddSection,
  SpiritualBody,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { requireVersion } from '../../../lib/record-version.ts';
import { requireMemberLocked, type MemberInScope } from '../../../access/member-access.ts';
import {
  auditEntityOf,
  columnsOf,
  itemOf,
  sectionDefinitions,
  type SectionDefinition,
} from './profile-sections.definitions.ts';
import {
  deleteEntry,
  findEntryForUpdate,
  findProfileProgress,
  findSectionFlag,
  insertEntry,
  listDestinations,
  listEntries,
  saveSectionFlag,
  updateEntry,
  type ProfileProgress,
} from './profile-sections.repository.ts';

type Item = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The member profile's list sections, "none to add" choices and locale history. */
export function createProfileSectionsService(db: Database) {
  async function audit(
    tx: Executor,
    actor: Actor,
    access: MemberInScope,
    action: AuditAction,
    entity: string,
    entityId: string,
    before: unknown,
    after: unknown,
  ) {
    if (!access.onBehalf) return;
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action,
      entityType: entity,
      entityId,
      localeId: access.localeId,
      before: before ?? null,
      after: after ?? null,
    });
  }

  async function checkBody(section: SectionDefinition, memberId: string, body: Body) {
    const issues = section.check ? await section.check(db, memberId, body) : [];
    if (issues.length > 0) throw invalidInput(issues);
  }

  const missing = (section: SectionDefinition) => notFound(`The ${section.noun}`);

  return {
    /** Which list sections are done and which the member ticked "none to add" (the profile's completeness). */
    progressOf: (memberId: string): Promise<ProfileProgress> => findProfileProgress(db, memberId),

    /**
     * Adds a spiritual-journey entry inside the caller's transaction, for a member the caller may edit (a
     * converted PEP's water baptism); audited like one added by hand.
     */
    async addSpiritual(tx: Executor, actor: Actor, memberId: string, entry: SpiritualBody): Promise<void> {
      const section = sectionDefinitions.find((s) => s.listKey === 'spirituals')!;
      const access = await requireMemberLocked(tx, actor, memberId, 'edit');
      const item = itemOf(section, await insertEntry(tx, section.table, access, columnsOf(section, entry)));
      await audit(
        tx,
        actor,
        access,
        'member.spirituals.create',
        auditEntityOf(section),
        String(item.id),
        null,
        item,
      );
    },

    /** `member`: one the caller may read the records of (the call's rule). */
    async list(section: SectionDefinition, member: MemberInScope): Promise<Item> {
      const rows = await listEntries(db, section.table, member, section.orderBy);
      return { [section.listKey]: rows.map((row) => itemOf(section, row)) };
    },

    /** `access`: a member whose profile the caller may edit (the call's rule). */
    async create(section: SectionDefinition, actor: Actor, access: MemberInScope, body: Body): Promise<Item> {
      await checkBody(section, access.memberId, body);
      return db.transaction(async (tx) => {
        await section.beforeWrite?.(tx, access, null, body);
        const item = itemOf(section, await insertEntry(tx, section.table, access, columnsOf(section, body)));
        await audit(
          tx,
          actor,
          access,
          `member.${section.listKey}.create`,
          auditEntityOf(section),
          String(item.id),
          null,
          item,
        );
        return item;
      });
    },

    /** Replaces an entry; `ifMatch` (the entry's version the edit is based on): changed since → 412, nothing written. */
    async update(
      section: SectionDefinition,
      actor: Actor,
      access: MemberInScope,
      entryId: string,
      body: Body,
      ifMatch?: IfMatch,
    ): Promise<Item> {
      await checkBody(section, access.memberId, body);
      return db.transaction(async (tx) => {
        const before = await findEntryForUpdate(tx, section.table, access, entryId);
        if (!before) throw missing(section);
        requireVersion(ifMatch, before.version);
        await section.beforeWrite?.(tx, access, entryId, body);
        const row = await updateEntry(tx, section.table, access, entryId, columnsOf(section, body));
        if (!row) throw missing(section);
        const item = itemOf(section, row);
        await audit(
          tx,
          actor,
          access,
          `member.${section.listKey}.update`,
          auditEntityOf(section),
          entryId,
          itemOf(section, before),
          item,
        );
        return item;
      });
    },

    /** Deletes an entry; `ifMatch` as for `update`: an entry changed since the caller saw it is not deleted (412). */
    async remove(
      section: SectionDefinition,
      actor: Actor,
      access: MemberInScope,
      entryId: string,
      ifMatch?: IfMatch,
    ): Promise<{ ok: true }> {
      return db.transaction(async (tx) => {
        const found = await findEntryForUpdate(tx, section.table, access, entryId);
        if (!found) throw missing(section);
        requireVersion(ifMatch, found.version);
        const row = await deleteEntry(tx, section.table, access, entryId);
        if (!row) throw missing(section);
        await audit(
          tx,
          actor,
          access,
          `member.${section.listKey}.delete`,
          auditEntityOf(section),
          entryId,
          itemOf(section, row),
          null,
        );
        return { ok: true as const };
      });
    },

    async setNoneToAdd(
      actor: Actor,
      access: MemberInScope,
      section: NoneToAddSection,
      noneToAdd: boolean,
    ): Promise<NoneToAdd> {
      return db.transaction(async (tx) => {
        const before = await findSectionFlag(tx, access, section);
        await saveSectionFlag(tx, access, section, noneToAdd);
        await audit(
          tx,
          actor,
          access,
          'member.section_flag.update',
          'member_section_flags',
          `${access.memberId}:${section}`,
          { noneToAdd: before },
          { noneToAdd },
        );
        return { section, noneToAdd };
      });
    },

    /** `member`: one the caller may read the records of (the call's rule). */
    async destinations(member: MemberInScope): Promise<{ destinations: Destination[] }> {
      const rows = await listDestinations(db, member);
      return {
        destinations: rows.map((row) => ({
          id: row.id,
          fromLocaleId: row.fromLocaleId,
          fromLocaleName: row.fromLocaleName,
          toLocaleId: row.toLocaleId,
          toLocaleName: row.toLocaleName,
          movedAt: row.movedAt.toISOString(),
          approvedBy: row.approvedBy,
          approvedByName: row.approverFirstName
            ? `${row.approverFirstName} ${row.approverLastName ?? ''}`.trim()
            : null,
          reason: row.reason,
        })),
      };
    },
  };
}

export type { ProfileProgress };
export type ProfileSectionsService = ReturnType<typeof createProfileSectionsService>;
