import type { Pep, PepSource, PepStage } from '@congregate/contracts';
import type { PepRow } from './peps.repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A PEP as the calls answer it. */
export function pepAnswer(row: PepRow): Pep {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: `${row.firstName} ${row.lastName}`,
    mobile: row.mobile,
    email: row.email,
    emailConfirmed: row.email !== null && row.email === row.emailConfirmedFor,
    birthDate: row.birthDate,
    gender: row.gender as Pep['gender'],
    address: row.address,
    photo: row.photo,
    localeId: row.localeId,
    localeName: row.localeName,
    flock: row.flockId && row.flockName ? { id: row.flockId, name: row.flockName } : null,
    soulWinner:
      row.soulWinnerId && row.soulWinnerFirstName
        ? { id: row.soulWinnerId, displayName: `${row.soulWinnerFirstName} ${row.soulWinnerLastName}` }
        : null,
    source: row.source as PepSource,
    batchName: row.batchName,
    notes: row.notes,
    stage: row.stage as PepStage,
    droppedReason: row.droppedReason,
    baptismEvent:
      row.baptismEventId && row.baptismEventTitle && row.baptismEventStartsAt
        ? {
            id: row.baptismEventId,
            title: row.baptismEventTitle,
            startsAt: row.baptismEventStartsAt.toISOString(),
          }
        : null,
    baptizedAt: iso(row.baptizedAt),
    baptismalForm: row.baptismalForm,
    memberId: row.memberId,
    lastContactAt: iso(row.lastContactAt),
    overdueFollowUps: row.overdueFollowUps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where a PEP sits, for the scope rules of `peps.policy.ts`. */
export const place = (row: PepRow) => ({
  localeId: row.localeId,
  districtId: row.districtId,
  flockId: row.flockId,
  soulWinnerId: row.soulWinnerId,
});
