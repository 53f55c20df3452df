import type { RecurringGift, RecurringList, RecurringStatus } from '@congregate/contracts';
import { givingAccessOf, givingAllows } from '../../../access/giving-access.ts';
import { outsideScope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, notFound, providerUnavailable } from '../../../lib/errors.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import type { OnlinePaymentProvider } from '../../../integrations/payment/payment-provider.ts';
import {
  cancelPlan,
  findLocaleRef,
  findMemberLocale,
  findPlan,
  listPlans,
  type RecurringRow,
} from './recurring.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function planAnswer(row: RecurringRow): RecurringGift {
  const donorName = row.memberId
    ? `${row.donorFirstName ?? ''} ${row.donorLastName ?? ''}`.trim() || 'Member'
    : 'Anonymous';
  return {
    id: row.id,
    localeId: row.localeId,
    memberId: row.memberId,
    donorName,
    fundId: row.fundId,
    fundName: row.fundName,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    currency: row.currency,
    frequency: row.frequency,
    provider: row.provider,
    status: row.status,
    failureMessage: row.failureMessage,
    failingSince: iso(row.failingSince),
    lastGiftAt: iso(row.lastGiftAt),
    createdAt: iso(row.createdAt)!,
    cancelledAt: iso(row.cancelledAt),
  };
}

const localeOfPlan = (row: RecurringRow) => ({ id: row.localeId, districtId: row.districtId });

/**
 * Recurring gifts (issue 17): a member sees and cancels their own; finance and locale admins of the locale
 * see its plans (`view`), finance cancels them (`manage`). Cancelling asks the provider first, so a plan is
 * never marked cancelled while the card is still charged.
 */
export function createRecurringService(
  db: Database,
  deps: { paymentProvider: OnlinePaymentProvider | null; log: ServiceLog },
) {
  return {
    async list(
      actor: Actor,
      query: { memberId?: string; localeId?: string; status?: RecurringStatus },
    ): Promise<RecurringList> {
      if (!query.memberId && !query.localeId) {
        if (!actor.memberId) return { items: [] };
        return {
          items: (await listPlans(db, { memberId: actor.memberId, status: query.status })).map(planAnswer),
        };
      }
      if (query.localeId) {
        const locale = await findLocaleRef(db, query.localeId);
        if (!locale || !givingAllows(givingAccessOf(actor, locale), 'view')) {
          throw outsideScope(
            actor,
            locale !== null,
            'The locale',
            'Only finance and admins of this locale see its giving',
          );
        }
      }
      if (query.memberId && query.memberId !== actor.memberId) {
        const member = await findMemberLocale(db, query.memberId);
        const readable =
          member?.localeId &&
          givingAllows(givingAccessOf(actor, { id: member.localeId, districtId: member.districtId }), 'view');
        if (!readable) {
          throw outsideScope(
            actor,
            member !== null,
            'The member',
            'Only finance and admins of this member’s locale see their giving',
          );
        }
      }
      return { items: (await listPlans(db, query)).map(planAnswer) };
    },

    async get(actor: Actor, id: string): Promise<RecurringGift> {
      const row = await findPlan(db, id);
      const readable =
        row !== null &&
        ((actor.memberId !== null && row.memberId === actor.memberId) ||
          givingAllows(givingAccessOf(actor, localeOfPlan(row)), 'view'));
      if (!row || !readable) throw notFound('The recurring gift');
      return planAnswer(row);
    },

    async cancel(actor: Actor, id: string, ip: string | null = null): Promise<RecurringGift> {
      const row = await findPlan(db, id);
      const own = row !== null && actor.memberId !== null && row.memberId === actor.memberId;
      if (!row || !(own || givingAllows(givingAccessOf(actor, localeOfPlan(row)), 'manage'))) {
        throw outsideScope(
          actor,
          row !== null,
          'The recurring gift',
          'Only its member or finance may cancel this gift',
        );
      }
      if (row.status === 'cancelled') throw conflict('This recurring gift is already cancelled');
      if (row.provider !== 'manual' && row.providerRef) {
        if (!deps.paymentProvider || deps.paymentProvider.name !== row.provider) throw providerUnavailable();
        try {
          await deps.paymentProvider.cancelSubscription(row.providerRef);
        } catch (error) {
          deps.log.warn(
            { err: error, recurringId: id },
            'payment provider: cancelling a subscription failed',
          );
          throw providerUnavailable();
        }
      }
      await db.transaction(async (tx) => {
        if (!(await cancelPlan(tx, id))) throw conflict('This recurring gift is already cancelled');
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'recurring.cancel',
          entityType: 'recurring_gift',
          entityId: id,
          localeId: row.localeId,
          before: planAnswer(row),
          after: { status: 'cancelled' },
          ip,
        });
      });
      return planAnswer((await findPlan(db, id))!);
    },
  };
}

export type RecurringService = ReturnType<typeof createRecurringService>;
