import type { z } from 'zod';
import type { auditQuerySchema } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden } from '../../../lib/errors.ts';
import { scopeCoversLocale } from '../../../access/scope.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { requireAdminScope } from '../../../access/scope.ts';
import type { EndorsementsService } from '../endorsements/endorsements.service.ts';
import type { TransfersService } from '../transfers/transfers.service.ts';
import { listAudit, membersByFlock } from './admin-reports.repository.ts';

/** The audit-log page, the admin dashboard and what waits for the admin, each limited to the caller's scope. */
export function createAdminReportsService(
  db: Database,
  sources: { endorsements: EndorsementsService; transfers: TransfersService },
) {
  return {
    async audit(actor: Actor, query: z.infer<typeof auditQuerySchema>) {
      const scope = requireAdminScope(actor);
      const page = await listAudit(db, scope, query);
      return {
        items: page.rows.map((r) => ({
          ...r,
          at: r.at.toISOString(),
          before: r.before ?? null,
          after: r.after ?? null,
        })),
        nextCursor: page.nextCursor,
      };
    },

    async dashboard(actor: Actor, localeId: string | undefined) {
      const scope = requireAdminScope(actor);
      if (localeId) {
        const locale = await findLocaleRef(db, localeId);
        if (!locale || !scopeCoversLocale(scope, locale))
          throw forbidden('This locale is outside your scope');
      }
      const [pending, transfers, byFlock] = await Promise.all([
        sources.endorsements.pendingCount(scope, localeId),
        sources.transfers.pendingCounts(scope, localeId),
        membersByFlock(db, scope, localeId),
      ]);
      // A cluster belongs to its locale: `C1` of Quezon City and `C1` of Cebu are two rows.
      const clusters = new Map<
        string,
        { cluster: string; members: number; localeId: string; localeName: string }
      >();
      for (const f of byFlock) {
        const key = `${f.localeId}/${f.cluster}`;
        const row = clusters.get(key);
        if (row) row.members += f.members;
        else
          clusters.set(key, {
            cluster: f.cluster,
            members: f.members,
            localeId: f.localeId,
            localeName: f.localeName,
          });
      }
      return {
        localeId: localeId ?? null,
        pendingEndorsements: pending,
        transfersIn: transfers.incoming,
        transfersOut: transfers.outgoing,
        byFlock,
        byCluster: [...clusters.values()],
      };
    },

    /** What waits for the admin's decision over their whole scope, counted (home's secretary card). */
    async waiting(actor: Actor) {
      const scope = requireAdminScope(actor);
      const [pending, transfers] = await Promise.all([
        sources.endorsements.pendingCount(scope, undefined),
        sources.transfers.pendingCounts(scope, undefined),
      ]);
      return {
        pendingEndorsements: pending,
        transfersIn: transfers.incoming,
        transfersOut: transfers.outgoing,
      };
    },
  };
}
