import type { PepConvert } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput } from '../../../lib/errors.ts';
import type { PasswordResetService } from '../../login/password-reset/password-reset.service.ts';
import type { MembersService } from '../../membership/members/members.service.ts';
import type { ProfileSectionsService } from '../../membership/profile-sections/profile-sections.service.ts';
import type { PepsService } from '../peps/peps.service.ts';
import { findLocaleTimeZone, findMemberNamesakes, findMergeTarget } from './baptisms.repository.ts';

/** What converting a PEP takes from the other services: making the member, their journey, their account. */
export interface ConversionsDeps {
  peps: PepsService;
  members: Pick<MembersService, 'createEndorsed'>;
  spirituals: Pick<ProfileSectionsService, 'addSpiritual'>;
  invitations: Pick<PasswordResetService, 'invite'>;
}

type PepRow = NonNullable<Awaited<ReturnType<PepsService['find']>>>;

/** The date of an instant on a locale's clock (`YYYY-MM-DD`). */
const dateOn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * Converting a baptized PEP into a member of their locale (endorsed, with the water baptism in their spiritual
 * journey and an invitation to create their account), or merging them into the member they already are.
 * The soul winner stays credited on the PEP, which keeps the link to the member (`peps.member_id`).
 */
export function createConversionsService(db: Database, deps: ConversionsDeps) {
  const { peps, members, spirituals, invitations } = deps;

  /** The member to merge into, or 409 with the namesakes when one may be this person and none was chosen. */
  async function mergeTargetOf(tx: Executor, row: PepRow, mergeIntoMemberId: string | undefined) {
    if (mergeIntoMemberId) {
      const target = await findMergeTarget(tx, mergeIntoMemberId);
      if (!target) {
        throw invalidInput([
          { path: 'mergeIntoMemberId', message: 'Choose an existing member to merge into' },
        ]);
      }
      return target;
    }
    const namesakes = await findMemberNamesakes(tx, {
      localeId: row.localeId,
      firstName: row.firstName,
      lastName: row.lastName,
      mobile: row.mobile,
      email: row.email,
    });
    if (namesakes.length > 0) {
      throw conflict(
        'A member of the locale may be this person already; merge into them or change the details',
        {
          reason: 'possible_duplicate',
          members: namesakes.map((m) => ({
            id: m.id,
            displayName: `${m.firstName} ${m.lastName}`,
            customId: m.customId,
          })),
        },
      );
    }
    return null;
  }

  return {
    /** `POST peps/{id}/convert`: an admin over the PEP's locale; only a `baptized` PEP. Audited. */
    async convert(
      actor: Actor,
      pep: RecordInScope<'pep'>,
      body: { mergeIntoMemberId?: string; confirmEmail?: string },
    ): Promise<PepConvert> {
      const pepId = pep.id;
      const timeZone = await findLocaleTimeZone(db, pep.localeId!);
      return db.transaction(async (tx): Promise<PepConvert> => {
        const row = (await peps.find(null, pepId, tx))!;
        if (row.stage !== 'baptized') {
          throw conflict('Only a baptized PEP can be made a member', { reason: 'pep_not_baptized' });
        }
        // An account invitation goes only to a confirmed address (issue 35): the prospect's by their link, or the
        // one the converting staff member saw and confirmed — which must still be the PEP's.
        if (body.confirmEmail && body.confirmEmail.toLowerCase() !== (row.email ?? '').toLowerCase()) {
          throw conflict('The PEP’s e-mail address changed meanwhile; check it and confirm again', {
            reason: 'email_changed',
          });
        }
        const confirmed =
          row.email !== null && (row.email === row.emailConfirmedFor || body.confirmEmail !== undefined);
        const pepEmail = confirmed ? row.email : null;
        const target = await mergeTargetOf(tx, row, body.mergeIntoMemberId);
        const memberId =
          target?.id ??
          (
            await members.createEndorsed(tx, {
              firstName: row.firstName,
              middleName: row.middleName,
              lastName: row.lastName,
              email: pepEmail,
              mobile: row.mobile,
              birthDate: row.birthDate,
              gender: row.gender,
              localeId: row.localeId,
              flockId: row.flockId,
              endorsedBy: actor.userId,
            })
          ).id;
        // Refuses (403) a merge target outside the caller's scope, before anything is kept.
        await spirituals.addSpiritual(tx, actor, memberId, {
          kind: 'water_baptism',
          date: dateOn(row.baptizedAt ?? new Date(), timeZone),
          place: row.localeName,
          ...(row.baptismEventTitle ? { notes: row.baptismEventTitle } : {}),
        });
        await peps.markConverted(tx, row.id, memberId, actor.userId);
        const email = target ? (target.email ?? pepEmail) : pepEmail;
        // The invitation's e-mail is queued in this transaction: it goes once the member and the account exist.
        const invited =
          email && !target?.userId
            ? await invitations.invite(tx, { memberId, email, firstName: target?.firstName ?? row.firstName })
            : false;
        if (confirmed && body.confirmEmail) await peps.confirmEmail(tx, row.id, row.email!);
        const result: PepConvert = {
          memberId,
          merged: target !== null,
          invitationSent: invited,
          emailUnconfirmed: row.email !== null && !confirmed,
        };
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'pep.convert',
          entityType: 'peps',
          entityId: row.id,
          localeId: row.localeId,
          before: { stage: row.stage, memberId: row.memberId },
          after: { stage: 'member', ...result, soulWinnerId: row.soulWinnerId },
        });
        return result;
      });
    },
  };
}
export type ConversionsService = ReturnType<typeof createConversionsService>;
