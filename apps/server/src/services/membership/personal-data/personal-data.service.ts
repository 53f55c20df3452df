import { fieldIssue } from '@congregate/contracts';
import type { IfMatch, PersonalDataBody, Profile } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { hasKnownCallingCode, isKnownCountry } from '../../../lib/countries.ts';
import { invalidInput, notFound, type InputIssue } from '../../../lib/errors.ts';
import { requireVersion } from '../../../lib/record-version.ts';
import type { MemberInScope } from '../../../access/member-access.ts';
import { findPersonalDataForUpdate, updatePersonalData } from './personal-data.repository.ts';
import type { ProfileService } from '../profile/profile.service.ts';

type Field = keyof PersonalDataBody;

/** Checks the contract cannot make without the country list. */
function countryIssues(body: PersonalDataBody) {
  const issues: InputIssue[] = [];
  if (body.nationality && !isKnownCountry(body.nationality)) {
    issues.push(fieldIssue('nationality', 'country_unknown'));
  }
  for (const path of ['mobile', 'emergencyContactMobile'] as const) {
    const number = body[path];
    if (number && !hasKnownCallingCode(number)) {
      issues.push(fieldIssue(path, 'mobile_country_unknown'));
    }
  }
  return issues;
}

/** `PATCH members/updateMemberGoodManApp/{id}`: a member's personal data, field by field. */
export function createPersonalDataService(db: Database, profiles: ProfileService) {
  return {
    /**
     * Writes the fields sent. `ifMatch` (the version the edit is based on): a record changed since answers 412
     * and nothing is written — checked on the locked row, so two saves based on one version cannot both pass.
     */
    async update(
      actor: Actor,
      access: MemberInScope,
      body: PersonalDataBody,
      ifMatch?: IfMatch,
    ): Promise<Profile> {
      const { memberId } = access;
      const issues = countryIssues(body);
      if (issues.length > 0) throw invalidInput(issues);
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as PersonalDataBody;
      const fields = Object.keys(changes) as Field[];
      if (fields.length > 0 || ifMatch !== undefined) {
        await db.transaction(async (tx) => {
          const stored = await findPersonalDataForUpdate(tx, access);
          if (!stored) throw notFound('The member');
          requireVersion(ifMatch, stored.version);
          if (fields.length === 0) return;
          await updatePersonalData(tx, access, changes);
          if (access.onBehalf) {
            await writeAudit(tx, {
              actorUserId: actor.userId,
              action: 'member.personal_data.update',
              entityType: 'members',
              entityId: memberId,
              localeId: access.localeId,
              before: Object.fromEntries(fields.map((f) => [f, stored[f]])),
              after: changes,
            });
          }
        });
      }
      return profiles.profileByMemberId(actor, memberId);
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
