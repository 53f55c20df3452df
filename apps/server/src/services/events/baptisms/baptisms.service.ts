import type { BaptismalForm, BaptismMonitoring, BaptismScan, CardKey } from '@congregate/contracts';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { administers, outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput } from '../../../lib/errors.ts';
import type { ChurchEventsService } from '../church-events/church-events.service.ts';
import type { PepsService } from '../peps/peps.service.ts';
import { BAPTISMAL_FORM_TYPE, readBaptismalFormToken } from './baptismal-form-token.ts';
import { localeIdsIn } from './baptisms.repository.ts';

/** Signs a token with the member-card key under another `typ` (the member-card service's `signWith`). */
export type TokenSigner = (typ: string, subject: string, claims: Record<string, unknown>) => Promise<string>;

export interface BaptismsDeps {
  peps: PepsService;
  churchEvents: ChurchEventsService;
  signToken: TokenSigner;
  cardKey: () => Promise<CardKey>;
}

/** A scan refused (422) with a message the usher reads, and a code clients may word it by. */
const scanRefused = (code: string, message: string) =>
  invalidInput([{ path: 'token', message, code }], message);

/** Stages a PEP scheduled for a baptism can be at (and still belong on its monitoring list). */
const ON_THE_WAY = new Set(['scheduled', 'baptized']);

/**
 * Baptisms: the printed form of a scheduled PEP with its signed QR, the usher's scan that marks them
 * baptized (once), and the monitoring of an event's or a batch's baptisms.
 */
export function createBaptismsService(db: Database, deps: BaptismsDeps) {
  const { peps, churchEvents } = deps;
  /** The card key's public half, imported once per key. */
  const verifyingKey = cachedVerifyingKey(deps.cardKey);

  return {
    /** `GET peps/{id}/baptismal-form`: an admin over the PEP; it must be scheduled (or baptized) for a baptism. */
    async form(pep: RecordInScope<'pep'>): Promise<BaptismalForm> {
      const row = (await peps.find(null, pep.id))!;
      const event = row.baptismEventId ? await churchEvents.find(row.baptismEventId) : null;
      if (!event || !ON_THE_WAY.has(row.stage)) {
        throw conflict('This PEP is not scheduled for a baptism', { reason: 'pep_not_scheduled' });
      }
      const issuedAt = new Date();
      const token = await deps.signToken(BAPTISMAL_FORM_TYPE, row.id, { evt: event.id });
      return {
        pep: peps.answer(row),
        event: {
          id: event.id,
          title: event.title,
          startsAt: event.startsAt.toISOString(),
          localeName: event.localeName,
          timeZone: event.timeZone,
        },
        token,
        issuedAt: issuedAt.toISOString(),
      };
    },

    /**
     * `POST baptisms/scan`: the QR of a printed form at the event being held. An admin over the event's locale.
     * Marks the PEP baptized there, once; a second scan changes nothing and says when it was done.
     */
    async scan(
      actor: Actor,
      allowed: RecordInScope<'church-event'>,
      body: { token: string },
    ): Promise<BaptismScan> {
      const event = (await churchEvents.find(allowed.id))!;
      if (!event.hasBaptism || event.cancelledAt) {
        throw scanRefused('baptism_not_held', `There is no baptism at ${event.title}`);
      }
      const form = await readBaptismalFormToken(body.token, await verifyingKey());
      if (!form) throw scanRefused('baptism_form_invalid', 'This is not a baptismal form of this church');
      if (form.eventId !== event.id) {
        const other = await churchEvents.find(form.eventId);
        const title = other ? other.title : 'an event that no longer exists';
        throw scanRefused('baptism_other_event', `This form is for another event (${title})`);
      }
      const outcome = await db.transaction(async (tx) => {
        const row = await peps.find(null, form.pepId, tx);
        const scheduledHere =
          row !== null && row.localeId === event.localeId && row.baptismEventId === event.id;
        if (!row || !scheduledHere || !['scheduled', 'baptized', 'member'].includes(row.stage)) {
          throw scanRefused(
            'baptism_not_scheduled',
            `This person is not scheduled for the baptism at ${event.title}`,
          );
        }
        if (row.baptizedAt) return { alreadyBaptizedAt: row.baptizedAt.toISOString() };
        const at = new Date();
        await peps.setStage(tx, row.id, { to: 'baptized', by: actor.userId, at, baptismEventId: event.id });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'pep.baptize',
          entityType: 'peps',
          entityId: row.id,
          localeId: row.localeId,
          before: { stage: row.stage },
          after: { stage: 'baptized', baptizedAt: at.toISOString(), eventId: event.id, by: 'scan' },
        });
        return { alreadyBaptizedAt: null };
      });
      const row = await peps.find(null, form.pepId);
      return { pep: peps.answer(row!), alreadyBaptizedAt: outcome.alreadyBaptizedAt };
    },

    /**
     * `GET baptisms/monitoring?eventId | batchName`: an event's baptisms (an admin over its locale) or a batch's
     * in the caller's locales: how many are scheduled, have their form uploaded, are baptized, are members.
     */
    async monitoring(
      actor: Actor,
      query: { eventId?: string; batchName?: string },
    ): Promise<BaptismMonitoring> {
      const scope = requireAdminScope(actor);
      const event = query.eventId ? await churchEvents.find(query.eventId) : null;
      if (
        query.eventId &&
        (!event || !administers(actor, { id: event.localeId, districtId: event.districtId }))
      ) {
        throw outsideScope(actor, event !== null, 'The event', 'This event is outside your scope');
      }
      const rows = await peps.listForBaptism({
        ...(event ? { eventId: event.id } : {}),
        ...(query.batchName ? { batchName: query.batchName } : {}),
        localeIds: event ? [event.localeId] : await localeIdsIn(db, scope),
      });
      return {
        counts: {
          scheduled: rows.length,
          formUploaded: rows.filter((row) => row.baptismalForm !== null).length,
          baptized: rows.filter((row) => row.baptizedAt !== null || row.stage === 'member').length,
          converted: rows.filter((row) => row.stage === 'member').length,
        },
        rows: rows.map(peps.answer),
        missingForms: rows
          .filter((row) => ON_THE_WAY.has(row.stage) && row.baptismalForm === null)
          .map((row) => ({ id: row.id, displayName: `${row.firstName} ${row.lastName}` })),
      };
    },
  };
}
export type BaptismsService = ReturnType<typeof createBaptismsService>;
