import {
  FACE_CONSENT_VERSION,
  type FaceEnrolmentBody,
  type FaceStatus,
  type KioskFaces,
} from '@congregate/contracts';
import { centroid, encodeDescriptor, FACE_MATCH_DEFAULTS } from '@congregate/contracts/face-match';
import type { Database } from '../../../db/client.ts';
import { requireKiosk } from '../../../access/kiosk-access.ts';
import { administers, outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import {
  deleteEnrolment,
  faceCheckInAllowed,
  findEnrolment,
  findFaceMember,
  findKioskFaceSettings,
  localeFaces,
  localeFacesFingerprint,
  saveEnrolment,
  type FaceEnrolmentRow,
  type FaceMemberRow,
} from './faces.repository.ts';

/** Little-endian float32 bytes, as stored (and as `encodeDescriptor` writes them in base64). */
const bytesOf = (values: ArrayLike<number>) =>
  Buffer.from(encodeDescriptor(Float32Array.from(values)), 'base64');

/** A kiosk's settings with the measured defaults filled in. */
export const faceSettingsOf = (row: {
  faceMode: boolean;
  faceThreshold: number | null;
  faceMargin: number | null;
}) => ({
  faceMode: row.faceMode,
  faceThreshold: row.faceThreshold ?? FACE_MATCH_DEFAULTS.threshold,
  faceMargin: row.faceMargin ?? FACE_MATCH_DEFAULTS.margin,
});

const statusOf = (memberId: string, row: FaceEnrolmentRow | null): FaceStatus => ({
  memberId,
  enrolled: row !== null,
  consentedAt: row ? row.consentedAt.toISOString() : null,
  consentVersion: row?.consentVersion ?? null,
  inPerson: row?.inPerson ?? false,
  captures: row?.captures ?? 0,
  model: row ? { name: row.modelName, version: row.modelVersion } : null,
  currentConsentVersion: FACE_CONSENT_VERSION,
});

/**
 * Opt-in face check-in (issue 12): a member's consent and the descriptors their own device computed, kept in
 * their own tables; kiosks of the member's locale get the centroid, nobody else gets anything.
 */
export function createFacesService(db: Database) {
  /**
   * Whose enrolment a call is about: the caller's own (no `memberId`, or their own id), or — for an admin over
   * the member's locale — someone else's. `inPerson` tells which.
   */
  async function subjectOf(
    actor: Actor,
    memberId: string | undefined,
  ): Promise<{ member: FaceMemberRow; inPerson: boolean }> {
    if (memberId === undefined || memberId === actor.memberId) {
      if (!actor.memberId) throw forbidden('Only members have a face enrolment');
      const member = await findFaceMember(db, actor.memberId);
      if (!member) throw notFound('The member');
      return { member, inPerson: false };
    }
    requireAdminScope(actor);
    const member = await findFaceMember(db, memberId);
    if (!member || !administers(actor, { id: member.localeId, districtId: member.districtId })) {
      throw outsideScope(actor, member !== null, 'The member', 'This member is outside your scope');
    }
    return { member, inPerson: true };
  }

  return {
    /** `GET faces/status`. */
    async status(actor: Actor, memberId: string | undefined): Promise<FaceStatus> {
      const { member } = await subjectOf(actor, memberId);
      return statusOf(member.id, await findEnrolment(db, member.id));
    },

    /** `POST faces/enrolment`: consent recorded with its text version, the captures and their centroid (audited). */
    async enrol(actor: Actor, body: FaceEnrolmentBody): Promise<FaceStatus> {
      const { member, inPerson } = await subjectOf(actor, body.memberId);
      if (!member.endorsed) throw forbidden('Face check-in opens once the membership is endorsed');
      await db.transaction(async (tx) => {
        await saveEnrolment(tx, {
          memberId: member.id,
          consentVersion: body.consent.textVersion,
          recordedBy: actor.userId,
          inPerson,
          modelName: body.model.name,
          modelVersion: body.model.version,
          centroid: bytesOf(centroid(body.descriptors)),
          descriptors: body.descriptors.map(bytesOf),
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'face.enrol',
          entityType: 'members',
          entityId: member.id,
          localeId: member.localeId,
          // What was agreed to and how; never the descriptors.
          after: {
            consentVersion: body.consent.textVersion,
            inPerson,
            captures: body.descriptors.length,
            model: `${body.model.name} ${body.model.version}`,
          },
        });
      });
      return statusOf(member.id, await findEnrolment(db, member.id));
    },

    /** `DELETE faces/enrolment`: the descriptors go at once (audited when there were any). */
    async withdraw(actor: Actor, memberId: string | undefined): Promise<void> {
      const { member, inPerson } = await subjectOf(actor, memberId);
      await db.transaction(async (tx) => {
        if (!(await deleteEnrolment(tx, member.id))) return;
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'face.withdraw',
          entityType: 'members',
          entityId: member.id,
          localeId: member.localeId,
          after: { byAdmin: inPerson },
        });
      });
    },

    /** `GET kiosk/faces`: a kiosk session only; its locale's consented members, only in face mode. */
    async kioskFaces(actor: Actor, since: string | undefined): Promise<KioskFaces> {
      const localeId = requireKiosk(actor);
      const kiosk = await findKioskFaceSettings(db, actor.userId);
      if (!kiosk || kiosk.localeId !== localeId) throw forbidden('Only a paired kiosk may do this');
      const settings = faceSettingsOf(kiosk);
      const settingsPart = `${kiosk.settingsUpdatedAt.getTime()}`;
      const version = settings.faceMode
        ? `${settingsPart}.${await localeFacesFingerprint(db, localeId)}`
        : `${settingsPart}.off`;
      if (since === version) return { version, unchanged: true, settings, members: [] };
      const rows = settings.faceMode ? await localeFaces(db, localeId) : [];
      return {
        version,
        unchanged: false,
        settings,
        members: rows.map((row) => ({
          memberId: row.memberId,
          descriptor: row.centroid.toString('base64'),
          model: { name: row.modelName, version: row.modelVersion },
        })),
      };
    },

    /** Whether a kiosk may check this member in by face: its face mode is on and the member consented. */
    faceCheckInAllowed(kioskUserId: string, memberId: string): Promise<boolean> {
      return faceCheckInAllowed(db, kioskUserId, memberId);
    },
  };
}
export type FacesService = ReturnType<typeof createFacesService>;
