import { fieldIssue } from '@congregate/contracts';
import type { IfMatch, Member, MemberPlacementBody } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { requireVersion } from '../../../lib/record-version.ts';
import { requireMemberLocked, type MemberInScope } from '../../../access/member-access.ts';
import type { FlocksService } from '../flocks/flocks.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { lockPlacement, updatePlacement } from './member-placement.repository.ts';

/** A member's type and flock, set by an admin over the member's locale (`group-modal`, `membertype-modal`). */
export function createMemberPlacementService(db: Database, members: MembersService, flocks: FlocksService) {
  return {
    /**
     * Sets what the body names (type, flock, or both); `flockId: null` clears the flock. Audited when it changes.
     * `ifMatch`: the version the choice is based on; a record changed since answers 412, nothing written.
     */
    async place(
      actor: Actor,
      member: MemberInScope,
      body: MemberPlacementBody,
      ifMatch?: IfMatch,
    ): Promise<Member> {
      // Locale, district and super admins over the member's locale (members.manage, the call's rule); others 403.
      const { memberId } = member;
      await db.transaction(async (tx) => {
        // Again on the locked row: a member moved out of the caller's scope since is refused.
        await requireMemberLocked(tx, actor, memberId, 'manage');
        const current = await lockPlacement(tx, memberId);
        if (!current) throw notFound('The member');
        requireVersion(ifMatch, current.version);
        let flockName = current.flockName;
        if (body.flockId) {
          const flock = await flocks.find(body.flockId, tx);
          // A transfer may have moved the member since the page was opened: the flock is checked here.
          if (!flock || flock.localeId !== current.localeId) {
            throw invalidInput([fieldIssue('flockId', 'flock_outside_locale')]);
          }
          // An archived flock takes no new members (issue 15); a member already in it may stay.
          if (flock.archivedAt && body.flockId !== current.flockId) {
            throw invalidInput([fieldIssue('flockId', 'flock_archived')]);
          }
          flockName = flock.name;
        } else if (body.flockId === null) flockName = null;
        const next = {
          type: body.type ?? current.type,
          flockId: body.flockId === undefined ? current.flockId : body.flockId,
        };
        if (next.type === current.type && next.flockId === current.flockId) return;
        await updatePlacement(tx, memberId, next);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'member.placement',
          entityType: 'members',
          entityId: memberId,
          localeId: current.localeId,
          before: { type: current.type, flockId: current.flockId, flockName: current.flockName },
          after: { ...next, flockName },
        });
      });
      return members.member(memberId);
    },
  };
}
export type MemberPlacementService = ReturnType<typeof createMemberPlacementService>;
