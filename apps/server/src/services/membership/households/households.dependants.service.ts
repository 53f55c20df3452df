import { HOUSEHOLD_LIMITS, type Dependant, type DependantInput } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { AuditEntry } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { lockHousehold, touchHousehold } from './households.repository.ts';
import * as dependantsRepo from './households.dependants.repository.ts';
import {
  auditAdmin,
  dependantAnswer,
  type HouseholdStandings,
  type Standing,
} from './households.standing.ts';

/** A household's dependants, kept by its head or an admin over its members (the admin's changes audited). */
export function createHouseholdDependants(db: Database, standings: HouseholdStandings) {
  const { requireEditor } = standings;

  /** The caller's standing as an editor, and the dependant as it was (404 when it is not this household's). */
  async function editing(actor: Actor, householdId: string, dependantId: string) {
    const standing = await requireEditor(actor, householdId);
    const before = await dependantsRepo.findDependant(db, householdId, dependantId);
    if (!before) throw notFound('The dependant');
    return { standing, before };
  }

  /** Marks the household changed, and audits the change when it is an admin's. */
  async function changed(
    tx: Executor,
    actor: Actor,
    standing: Standing,
    householdId: string,
    entry: Omit<AuditEntry, 'actorUserId' | 'entityType'>,
  ) {
    await touchHousehold(tx, householdId);
    await auditAdmin(tx, actor, standing, { entityType: 'household_dependants', ...entry });
  }

  return {
    async addDependant(actor: Actor, householdId: string, body: DependantInput): Promise<Dependant> {
      const standing = await requireEditor(actor, householdId);
      return db.transaction(async (tx) => {
        if (!(await lockHousehold(tx, householdId))) throw notFound('The household');
        if ((await dependantsRepo.countDependants(tx, householdId)) >= HOUSEHOLD_LIMITS.dependantsMax) {
          throw new AppError(
            'household_full',
            `A household has at most ${HOUSEHOLD_LIMITS.dependantsMax} dependants`,
          );
        }
        const row = await dependantsRepo.insertDependant(tx, householdId, body);
        await changed(tx, actor, standing, householdId, {
          action: 'household.dependant_add',
          entityId: row.id,
          after: { householdId, ...body },
        });
        return dependantAnswer(row);
      });
    },

    async updateDependant(
      actor: Actor,
      householdId: string,
      dependantId: string,
      body: DependantInput,
    ): Promise<Dependant> {
      const { standing, before } = await editing(actor, householdId, dependantId);
      return db.transaction(async (tx) => {
        const row = await dependantsRepo.updateDependant(tx, householdId, dependantId, body);
        if (!row) throw notFound('The dependant');
        await changed(tx, actor, standing, householdId, {
          action: 'household.dependant_update',
          entityId: dependantId,
          before,
          after: body,
        });
        return dependantAnswer(row);
      });
    },

    async removeDependant(actor: Actor, householdId: string, dependantId: string): Promise<{ ok: true }> {
      const { standing, before } = await editing(actor, householdId, dependantId);
      await db.transaction(async (tx) => {
        if (!(await dependantsRepo.deleteDependant(tx, householdId, dependantId)))
          throw notFound('The dependant');
        await changed(tx, actor, standing, householdId, {
          action: 'household.dependant_remove',
          entityId: dependantId,
          before,
        });
      });
      return { ok: true };
    },
  };
}
