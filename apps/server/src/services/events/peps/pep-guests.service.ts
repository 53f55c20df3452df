import type { PepSource, PepStage } from '@congregate/contracts';
import type { Executor } from '../../../db/executor.ts';
import {
  findSamePep,
  insertPep,
  insertPepVisit,
  insertStageChange,
  updatePep,
  type NewPepRow,
  type NewPepVisit,
} from './peps.repository.ts';

/** What a public form or an usher asks of PEPs: the guest's PEP found or made, a repeat visit kept beside it. */
export const pepGuests = {
  /**
   * The PEP a guest of an event is (an RSVP, a walk-in): found by `db/same-person.ts`'s rule in the locale, or
   * made at `contacted` with `source` and `soulWinnerId`. A found PEP without a soul winner gets this one.
   * In the caller's transaction; the caller checked who may do it.
   */
  async findOrMakeForGuest(
    tx: Executor,
    guest: {
      localeId: string;
      firstName: string;
      lastName: string;
      mobile: string | null;
      email: string | null;
      soulWinnerId: string | null;
      source: Extract<PepSource, 'event-rsvp' | 'walk-in'>;
      consentToContact: boolean;
      by: string | null;
    },
  ): Promise<{ pepId: string; stage: PepStage; made: boolean }> {
    const same = await findSamePep(tx, guest);
    if (same) {
      // A guest's own RSVP is a public form: what it gives is kept beside the PEP, never written over it
      // (issue 35). An usher's walk-in and a leader's RSVP are the church's own word.
      if (guest.source === 'event-rsvp' && guest.by === null) {
        await insertPepVisit(tx, {
          localeId: guest.localeId,
          pepId: same.id,
          source: 'event-rsvp',
          firstName: guest.firstName,
          lastName: guest.lastName,
          mobile: guest.mobile,
          email: guest.email,
          heardFrom: null,
          invitedBy: guest.soulWinnerId,
        });
        return { pepId: same.id, stage: same.stage as PepStage, made: false };
      }
      const values: Partial<NewPepRow> = {};
      if (!same.soulWinnerId && guest.soulWinnerId) values.soulWinnerId = guest.soulWinnerId;
      if (guest.consentToContact) values.contactConsentAt = new Date();
      if (Object.keys(values).length > 0) await updatePep(tx, same.id, values);
      return { pepId: same.id, stage: same.stage as PepStage, made: false };
    }
    const at = new Date();
    const pepId = await insertPep(tx, {
      firstName: guest.firstName,
      lastName: guest.lastName,
      mobile: guest.mobile,
      email: guest.email,
      localeId: guest.localeId,
      soulWinnerId: guest.soulWinnerId,
      source: guest.source,
      stage: 'contacted',
      lastContactAt: at,
      contactConsentAt: guest.consentToContact ? at : null,
      createdBy: guest.by,
      createdAt: at,
      updatedAt: at,
    });
    await insertStageChange(tx, { pepId, from: null, to: 'contacted', reason: null, by: guest.by, at });
    return { pepId, stage: 'contacted', made: true };
  },

  /** Records a known prospect's repeat visit (a public form sent again) beside their PEP, changing nothing of it. */
  recordVisit: (tx: Executor, visit: NewPepVisit) => insertPepVisit(tx, visit),
};
