import type { Pep, PepVisit, PepVisitList } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { outsideScope, requireAdminScope } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { publicName } from '../../../lib/opaque-handles.ts';
import { pepAnswer, type PepsService } from '../peps/peps.service.ts';
import { administersPep } from '../peps/peps.policy.ts';
import {
  applyContactToPep,
  decidePepVisit,
  listPepVisits,
  lockPepVisit,
  type PepVisitRow,
} from './pep-visits.repository.ts';

/** Visits a PEP's page lists at most (a prospect sends a form a handful of times). */
const VISITS_MAX = 50;

type Contact = { mobile: string | null; email: string | null };

/** The visit gave a mobile or e-mail that is not the PEP's now. */
const differs = (visit: Contact, current: Contact) =>
  (visit.mobile !== null && visit.mobile !== current.mobile) ||
  (visit.email !== null && visit.email.toLowerCase() !== (current.email ?? '').toLowerCase());

function visitAnswer(row: PepVisitRow, current: Contact): PepVisit {
  return {
    id: row.id,
    pepId: row.pepId,
    source: row.source as PepVisit['source'],
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    email: row.email,
    heardFrom: row.heardFrom,
    invitedByName:
      row.inviterFirstName !== null && row.inviterLastName !== null
        ? publicName({ firstName: row.inviterFirstName, lastName: row.inviterLastName })
        : null,
    contactDiffers: row.decision === null && differs(row, current),
    decision: row.decision as PepVisit['decision'],
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A known prospect's repeat visits (issue 35): the public forms they sent again, kept beside their PEP. Whoever
 * sees the PEP sees them; only an admin over its locale applies a new contact to it or dismisses it (audited).
 */
export function createPepVisitsService(db: Database, { peps }: { peps: PepsService }) {
  /** The PEP locked, refused unless the caller administers its locale. */
  async function adminPep(actor: Actor, pepId: string, tx: Parameters<PepsService['find']>[2]) {
    requireAdminScope(actor);
    const row = await peps.find(null, pepId, tx);
    if (!row || !administersPep(actor, { ...row })) {
      throw outsideScope(
        actor,
        row !== null,
        'The PEP',
        'Only an admin of the PEP’s locale decides its contact',
      );
    }
    return row;
  }

  async function openVisit(tx: Parameters<typeof lockPepVisit>[0], pepId: string, visitId: string) {
    const visit = await lockPepVisit(tx, pepId, visitId);
    if (!visit) throw notFound('The visit');
    if (visit.decision !== null) {
      throw conflict(`This visit was ${visit.decision} already`, { reason: 'visit_decided' });
    }
    return visit;
  }

  return {
    /** `GET peps/{id}/visits`: whoever sees the PEP. */
    async list(actor: Actor, pepId: string): Promise<PepVisitList> {
      const pep = await peps.find(actor, pepId);
      const current = { mobile: pep.mobile, email: pep.email };
      const rows = await listPepVisits(db, pepId, VISITS_MAX);
      return { items: rows.map((row) => visitAnswer(row, current)), current };
    },

    /** `POST peps/{id}/visits/{visitId}/apply`: the visit's contact becomes the PEP's (audited). */
    async apply(actor: Actor, pepId: string, visitId: string): Promise<Pep> {
      await db.transaction(async (tx) => {
        const pep = await adminPep(actor, pepId, tx);
        if (pep.stage === 'member') {
          throw conflict('This PEP is a member now; change the member’s record instead');
        }
        const visit = await openVisit(tx, pepId, visitId);
        const contact = {
          ...(visit.mobile !== null ? { mobile: visit.mobile } : {}),
          ...(visit.email !== null ? { email: visit.email } : {}),
        };
        await applyContactToPep(tx, pepId, contact);
        await decidePepVisit(tx, visitId, 'applied', actor.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'pep.visit_apply',
          entityType: 'peps',
          entityId: pepId,
          localeId: pep.localeId,
          before: { mobile: pep.mobile, email: pep.email },
          after: { ...contact, visitId },
        });
      });
      return pepAnswer((await peps.find(null, pepId))!);
    },

    /** `POST peps/{id}/visits/{visitId}/dismiss`: the PEP keeps its contact; the offer closes (audited). */
    async dismiss(actor: Actor, pepId: string, visitId: string): Promise<PepVisit> {
      const current = await db.transaction(async (tx) => {
        const pep = await adminPep(actor, pepId, tx);
        const visit = await openVisit(tx, pepId, visitId);
        await decidePepVisit(tx, visitId, 'dismissed', actor.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'pep.visit_dismiss',
          entityType: 'peps',
          entityId: pepId,
          localeId: pep.localeId,
          before: { mobile: visit.mobile, email: visit.email },
          after: { visitId, kept: { mobile: pep.mobile, email: pep.email } },
        });
        return { mobile: pep.mobile, email: pep.email };
      });
      const row = (await listPepVisits(db, pepId, VISITS_MAX)).find((v) => v.id === visitId)!;
      return visitAnswer(row, current);
    },
  };
}
export type PepVisitsService = ReturnType<typeof createPepVisitsService>;
