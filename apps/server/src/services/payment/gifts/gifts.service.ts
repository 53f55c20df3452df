import {
  csvText,
  type Gift,
  type GiftListQuery,
  type GiftPage,
  type GiftReceipt,
  type GiftSummary,
  type RefundInput,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { givingAccessOf, givingAllows, givingScopeOf } from '../../../access/giving-access.ts';
import type { GiftInScope } from '../../../access/gift-access.ts';
import { outsideScope } from '../../../access/scope.ts';
import type { OnlinePaymentProvider } from '../../../integrations/payment/payment-provider.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, notFound, providerUnavailable } from '../../../lib/errors.ts';
import {
  findDonorAddress,
  findGift,
  findLocale,
  findMemberLocale,
  giftKeys,
  listGifts,
  localeFunds,
  markGiftRefunded,
  memberGiftLocales,
  monthlyGifts,
  totalGifts,
  type GiftFilter,
  type GiftRow,
} from './gifts.repository.ts';
import { dateIn, majorUnitsText, parseReceiptNumber, receiptNumber } from './receipt-number.ts';

/** At most this many gifts in one CSV export; narrow the filters for more. */
export const GIFT_EXPORT_MAX_ROWS = 50_000;

export const giftExportHeader = [
  'receipt',
  'date',
  'donor',
  'fund',
  'amount',
  'fee',
  'currency',
  'method',
  'status',
] as const;

type GiftFilters = Omit<GiftListQuery, 'cursor' | 'limit'>;

const donorName = (row: Pick<GiftRow, 'firstName' | 'lastName' | 'memberId'>) =>
  row.memberId === null ? 'Anonymous' : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || 'Anonymous';

function giftAnswer(row: GiftRow): Gift {
  return {
    id: row.id,
    receiptNumber: receiptNumber(row.receiptNo, row.givenAt, row.timeZone),
    localeId: row.localeId,
    memberId: row.memberId,
    donorName: donorName(row),
    fundId: row.fundId,
    fundName: row.fundName,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    currency: row.currency,
    method: row.method,
    provider: row.provider,
    status: row.status,
    frequency: row.frequency,
    recurringId: row.recurringId,
    batchId: row.batchId,
    givenAt: row.givenAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Gifts (issue 17): giving history (mine, a member's, a locale's) with totals per year, fund and currency,
 * its CSV, a locale's monthly summary, receipts and refunds. Who sees what is THE giving rule
 * (`givingAccessOf`); a member always sees their own gifts.
 */
export function createGiftsService(
  db: Database,
  deps: { config: Pick<AppConfig, 'church'>; paymentProvider: OnlinePaymentProvider | null },
) {
  /**
   * The scope part of a filter the caller may read, or null for "nothing" (no member record, own gifts).
   * `localeId`: view level over it. `memberId`: themselves; view level over the member's current locale; or
   * (a member who moved) the member's gifts in the locales the caller views.
   */
  async function scopedFilter(actor: Actor, query: GiftFilters): Promise<GiftFilter | null> {
    let scope: Pick<GiftFilter, 'memberId' | 'localeIds'>;
    if (query.localeId) {
      const locale = await findLocale(db, query.localeId);
      if (!locale || !givingAllows(givingAccessOf(actor, locale), 'view')) {
        throw outsideScope(actor, locale !== null, 'The locale', 'You may not see this locale’s gifts');
      }
      scope = { localeIds: [locale.id], memberId: query.memberId };
    } else if (query.memberId && query.memberId !== actor.memberId) {
      const member = await findMemberLocale(db, query.memberId);
      if (
        member?.localeId &&
        givingAllows(givingAccessOf(actor, { id: member.localeId, districtId: member.districtId }), 'view')
      ) {
        scope = { memberId: member.id, localeIds: null };
      } else {
        const giving = givingScopeOf(actor);
        const viewed =
          member && giving && !giving.all
            ? giving.localeIds.filter((id) =>
                givingAllows(givingAccessOf(actor, { id, districtId: null }), 'view'),
              )
            : [];
        const seen = member ? await memberGiftLocales(db, member.id, viewed) : [];
        if (seen.length === 0) {
          throw outsideScope(actor, member !== null, 'The member', 'You may not see this member’s gifts');
        }
        scope = { memberId: member!.id, localeIds: seen };
      }
    } else {
      if (!actor.memberId) return null;
      scope = { memberId: actor.memberId, localeIds: null };
    }
    const q = query.q?.trim();
    return {
      ...scope,
      fundId: query.fundId,
      method: query.method,
      status: query.status,
      from: query.from,
      to: query.to,
      q: q ? { text: q, receipt: parseReceiptNumber(q) } : undefined,
    };
  }

  /** The gift the call's rule let through (`giftInScope`); gone since (refunded rows stay): 404. */
  async function foundGift(gift: GiftInScope): Promise<GiftRow> {
    const row = await findGift(db, gift.id);
    if (!row) throw notFound('The gift');
    return row;
  }

  async function receiptOf(row: GiftRow): Promise<GiftReceipt> {
    return {
      ...giftAnswer(row),
      localeName: row.localeName,
      church: deps.config.church,
      donorAddress: row.memberId ? await findDonorAddress(db, row.memberId) : null,
      refundReason: row.refundReason,
    };
  }

  return {
    async list(actor: Actor, query: GiftListQuery): Promise<GiftPage> {
      const filter = await scopedFilter(actor, query);
      if (!filter) return { items: [], nextCursor: null, totals: [] };
      const cursor = giftKeys.read(query.cursor);
      const after = cursor ? { givenKey: cursor[0], id: cursor[1] } : null;
      const rows = await listGifts(db, filter, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(giftAnswer),
        nextCursor: giftKeys.next(rows, query.limit, (row) => [row.givenKey, row.id]),
        totals: await totalGifts(db, filter),
      };
    },

    /** The gifts the filters match as CSV (newest first, at most `GIFT_EXPORT_MAX_ROWS`). */
    async exportCsv(actor: Actor, query: GiftFilters): Promise<{ filename: string; csv: string }> {
      const filter = await scopedFilter(actor, query);
      const rows = filter ? await listGifts(db, filter, null, GIFT_EXPORT_MAX_ROWS) : [];
      const csv = csvText(
        giftExportHeader,
        rows.map((row) => [
          receiptNumber(row.receiptNo, row.givenAt, row.timeZone),
          dateIn(row.givenAt, row.timeZone),
          donorName(row),
          row.fundName,
          majorUnitsText(row.amountMinor, row.currency),
          majorUnitsText(row.feeMinor, row.currency),
          row.currency,
          row.method,
          row.status,
        ]),
      );
      return { filename: 'gifts.csv', csv };
    },

    async summary(actor: Actor, query: { localeId: string; year: number }): Promise<GiftSummary> {
      const locale = await findLocale(db, query.localeId);
      const access = locale ? givingAccessOf(actor, locale) : 'none';
      if (!locale || !givingAllows(access, 'totals')) {
        throw outsideScope(actor, locale !== null, 'The locale', 'You may not see this locale’s giving');
      }
      const [fundRows, amounts] = await Promise.all([
        localeFunds(db, locale.id),
        monthlyGifts(db, locale.id, query.year),
      ]);
      const given = new Set(amounts.map((a) => a.fundId));
      // Archived funds only when they received gifts that year.
      const funds = fundRows
        .filter((f) => !f.archived || given.has(f.id))
        .map(({ id, name }) => ({ id, name }));
      const zero = () => Object.fromEntries(funds.map((f) => [f.id, 0])) as Record<string, number>;
      const months = Array.from({ length: 12 }, (_, i) => ({
        month: `${query.year}-${String(i + 1).padStart(2, '0')}`,
        byFund: zero(),
      }));
      const fundTotals = zero();
      let totalMinor = 0;
      let giftCount = 0;
      for (const a of amounts) {
        months[a.month - 1]!.byFund[a.fundId] = (months[a.month - 1]!.byFund[a.fundId] ?? 0) + a.amountMinor;
        fundTotals[a.fundId] = (fundTotals[a.fundId] ?? 0) + a.amountMinor;
        totalMinor += a.amountMinor;
        giftCount += a.count;
      }
      return {
        localeId: locale.id,
        year: query.year,
        currency: locale.currency,
        funds,
        months,
        fundTotals,
        totalMinor,
        giftCount,
        access,
      };
    },

    /** The receipt of a gift the caller may see (its giver, finance and admins of its locale). */
    async get(gift: GiftInScope): Promise<GiftReceipt> {
      return receiptOf(await foundGift(gift));
    },

    /**
     * Finance refunds a gift (the rule let through who may refund it): an online one through the provider first
     * (if that fails nothing is written), then the gift is marked refunded and audited in one transaction.
     */
    async refund(
      actor: Actor,
      gift: GiftInScope,
      input: RefundInput,
      ip: string | null = null,
    ): Promise<GiftReceipt> {
      const row = await foundGift(gift);
      if (row.status === 'refunded') throw new AppError('already_refunded', 'This gift was refunded already');
      if (row.provider === 'stripe') {
        if (!deps.paymentProvider || !row.providerRef) throw providerUnavailable();
        try {
          await deps.paymentProvider.refund(row.providerRef);
        } catch {
          throw providerUnavailable('The payment provider could not refund this gift; nothing was changed');
        }
      }
      await db.transaction(async (tx) => {
        const marked = await markGiftRefunded(tx, row.id, { refundedBy: actor.userId, reason: input.reason });
        if (!marked) throw new AppError('already_refunded', 'This gift was refunded already');
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'gift.refund',
          entityType: 'gift',
          entityId: row.id,
          localeId: row.localeId,
          before: { status: row.status },
          after: {
            status: 'refunded',
            reason: input.reason,
            amountMinor: row.amountMinor,
            currency: row.currency,
            provider: row.provider,
          },
          ip,
        });
      });
      return receiptOf((await findGift(db, row.id))!);
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
