import { HOUSEHOLD_LIMITS, type Dependant, type DependantInput } from '@congregate/contracts';
import type { HouseholdInScope } from '../../../access/household-access.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { AuditEntry } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { lockHousehold, touchHousehold } from './households.repository.ts';
import * as dependantsRepo from './households.dependants.repository.ts';
import { auditAdmin, dependantAnswer } from './households.standing.ts';

/** A household's dependants, kept by its head or an admin over its members (the admin's changes audited). */
export function createHouseholdDependants(db: Database) {
  /** The dependant as it was (404 when it is not this household's). */
  async function dependantOf(household: HouseholdInScope, dependantId: string) {
    const before = await dependantsRepo.findDependant(db, household.id, dependantId);
    if (!before) throw notFound('The dependant');
    return before;
  }

  /** Marks the household changed, and audits the change when it is an admin's. */
  async function changed(
    tx: Executor,
    actor: Actor,
    standing: HouseholdInScope,
    householdId: string,
    entry: Omit<AuditEntry, 'actorUserId' | 'entityType'>,
  ) {
    await touchHousehold(tx, householdId);
    await auditAdmin(tx, actor, standing, { entityType: 'household_dependants', ...entry });
  }

  return {
    /** The call's rule let the caller change the household (its head, admins over a member's locale). */
    async addDependant(actor: Actor, standing: HouseholdInScope, body: DependantInput): Promise<Dependant> {
      const householdId = standing.id;
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
      standing: HouseholdInScope,
      dependantId: string,
      body: DependantInput,
    ): Promise<Dependant> {
      const householdId = standing.id;
      const before = await dependantOf(standing, dependantId);
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

    async removeDependant(
      actor: Actor,
      standing: HouseholdInScope,
      dependantId: string,
    ): Promise<{ ok: true }> {
      const householdId = standing.id;
      const before = await dependantOf(standing, dependantId);
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
