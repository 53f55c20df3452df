import type { CardKey, CheckInMember } from '@congregate/contracts';
import { CardRejectedError, verifyMemberCard } from '@congregate/contracts/member-card-verify';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import type { Database } from '../../../db/client.ts';
import { administers, leadsFlock, outsideScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, forbidden, invalidInput } from '../../../lib/errors.ts';
import type { FacesService } from '../faces/faces.service.ts';
import type { CheckInRule } from './checkins.policy.ts';
import { findMember, type CheckInMemberRow } from './checkins.repository.ts';
import type { CheckInRequest } from './checkins.service.ts';

export const memberAnswer = (m: CheckInMemberRow): CheckInMember => ({
  id: m.id,
  displayName: `${m.firstName} ${m.lastName}`.trim(),
  salutation: m.salutation,
  photo: m.photo,
});

const cardError = (reason: 'invalid' | 'superseded') =>
  reason === 'superseded'
    ? new AppError('card_reissued', 'This card was replaced by a newer one: use the member’s newest card')
    : new AppError('card_invalid', 'This is not a valid member card');

/** Who is checked in: a member's card read and checked, a member picked by id, refused outside the rule. */
export function createCheckInMembers(
  db: Database,
  deps: { faces: Pick<FacesService, 'faceCheckInAllowed'>; cardKey: () => Promise<CardKey> },
) {
  /** The card key imported once (per key), not on every scan. */
  const cardPublicKey = cachedVerifyingKey(deps.cardKey);

  /**
   * A kiosk's face check-in: only for a member picked by id who consented, at a kiosk whose face mode is on —
   * a member who withdrew is not checked in by face, not even from a scan queued before.
   */
  async function assertFaceConsent(actor: Actor, request: CheckInRequest): Promise<void> {
    if (request.memberId === undefined || request.card !== undefined) {
      throw invalidInput([
        { path: 'memberId', message: 'A face check-in names the member matched, without a card' },
      ]);
    }
    if (!(await deps.faces.faceCheckInAllowed(actor.userId, request.memberId))) {
      throw forbidden('This member has not agreed to face check-in at this kiosk, or its face mode is off');
    }
  }

  /** The card's signature checked: whose card it is and its version (not yet compared with the member's). */
  async function readCard(card: string): Promise<{ memberId: string; version: number }> {
    const key = await cardPublicKey();
    try {
      return await verifyMemberCard(card, key);
    } catch (error) {
      throw cardError(error instanceof CardRejectedError ? error.reason : 'invalid');
    }
  }

  /** A card's member refused unless endorsed and on the card's version. */
  function checkCardMember(member: CheckInMemberRow | null, version: number): CheckInMemberRow {
    if (!member || !member.endorsed) throw cardError('invalid');
    if (member.cardVersion !== version) throw cardError('superseded');
    return member;
  }

  /** Whose card it is: the signature against the card key, then the member's current card version. */
  async function memberOfCard(card: string): Promise<CheckInMemberRow> {
    const { memberId, version } = await readCard(card);
    return checkCardMember(await findMember(db, memberId), version);
  }

  /** A member picked by id at a kiosk: endorsed members of its locale only (403/404 otherwise, as `memberFor`). */
  function checkKioskMember(
    actor: Actor,
    member: CheckInMemberRow | null,
    localeId: string,
  ): CheckInMemberRow {
    if (member === null || member.localeId !== localeId || !member.endorsed) {
      throw outsideScope(actor, member !== null, 'The member', 'This member is outside your scope');
    }
    return member;
  }

  /** The member a request is about, refused (403) when the rule does not reach them. */
  async function memberFor(
    actor: Actor,
    rule: CheckInRule,
    request: CheckInRequest,
  ): Promise<CheckInMemberRow> {
    if (request.card !== undefined) {
      const member = await memberOfCard(request.card);
      if (request.memberId !== undefined && request.memberId !== member.id) {
        throw invalidInput([{ path: 'memberId', message: 'The card belongs to another member' }]);
      }
      // A card shows the member is there: any endorsed member (a visitor too), except for the rules bound to a person.
      if (rule.kind === 'self' && member.id !== actor.memberId)
        throw forbidden('This is another member’s card');
      if (rule.kind === 'leader' && !leadsFlock(actor, member.flockId)) {
        throw forbidden('Flock leaders record the members of their own flock');
      }
      return member;
    }
    const memberId = request.memberId ?? (rule.kind === 'self' ? actor.memberId : null);
    if (!memberId) throw invalidInput([{ path: 'memberId', message: 'Give the member or their card' }]);
    const member = await findMember(db, memberId);
    const allowed =
      member !== null &&
      (rule.kind === 'self'
        ? member.id === actor.memberId
        : rule.kind === 'kiosk'
          ? member.localeId === rule.localeId && member.endorsed
          : rule.kind === 'leader'
            ? leadsFlock(actor, member.flockId) && member.endorsed
            : administers(actor, { id: member.localeId, districtId: member.districtId }));
    if (!allowed)
      throw outsideScope(actor, member !== null, 'The member', 'This member is outside your scope');
    if (!member.endorsed) {
      throw invalidInput([{ path: 'memberId', message: 'Only endorsed members are checked in' }]);
    }
    return member;
  }
  return { assertFaceConsent, readCard, checkCardMember, checkKioskMember, memberFor };
}
