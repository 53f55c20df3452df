import type {
  Fund,
  FundList,
  FundPatch,
  GivingAccess,
  GivingSettings,
  GivingSettingsInput,
  NewFund,
} from '@congregate/contracts';
import { PAYMENT_LIMITS } from '@congregate/contracts';
import { givingAccessOf, givingAllows, givingScopeOf } from '../../../access/giving-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { OnlinePaymentProvider } from '../../../integrations/payment/payment-provider.ts';
import {
  countFunds,
  findFund,
  findGivingLocale,
  findGivingSettings,
  fundNameTaken,
  insertFund,
  listFunds,
  listGivingLocales,
  lockLocaleFunds,
  updateFund,
  upsertGivingSettings,
  type FundRow,
  type GivingLocaleRow,
  type GivingSettingsRow,
} from './funds.repository.ts';

/** A locale without a giving settings row: online on (when a provider is configured), Stripe's usual fee. */
const defaultSettings: GivingSettingsRow = {
  onlineEnabled: true,
  bankDetails: '',
  instructions: '',
  feePercentBp: 290,
  feeFixedMinor: 30,
};

function fundAnswer(row: FundRow): Fund {
  return {
    id: row.id,
    localeId: row.localeId,
    name: row.name,
    description: row.description,
    currency: row.currency,
    active: row.archivedAt === null,
    sortOrder: Number(row.sortOrder),
  };
}

/** A fund as a gift needs it: its locale (name, place, currency) and whether it takes gifts. */
export interface FundForGift extends Fund {
  localeName: string;
  districtId: string | null;
}

const fundNameTakenError = () =>
  new AppError('fund_name_taken', 'Another fund of this locale has this name', {
    issues: [{ path: 'name', message: 'Another fund of this locale has this name' }],
  });

/**
 * Funds per locale and each locale's giving settings (issue 17). Finance and locale admins of a locale
 * (`givingAccessOf` ≥ `view`) and super admins manage them; every signed-in account reads the active funds
 * and how to give. Other payment features read funds and settings through `forGift` and `settingsFor`.
 */
export function createFundsService(db: Database, deps: { paymentProvider: OnlinePaymentProvider | null }) {
  /** The locale asked for, or the caller's own; 404 `no_locale` / not found. */
  async function localeOf(actor: Actor, localeId: string | undefined): Promise<GivingLocaleRow> {
    const id = localeId ?? actor.localeId;
    if (!id) throw new AppError('no_locale', 'You belong to no locale; name one');
    const locale = await findGivingLocale(db, id);
    if (!locale) throw notFound('The locale');
    return locale;
  }

  /** A locale the call's rule let through (finance and admins of it), with its currency. */
  async function givingLocale(place: RecordInScope<'locale'>): Promise<GivingLocaleRow> {
    const locale = await findGivingLocale(db, place.id);
    if (!locale) throw notFound('The locale');
    return locale;
  }

  function settingsAnswer(locale: GivingLocaleRow, row: GivingSettingsRow | null): GivingSettings {
    const settings = row ?? defaultSettings;
    const online = deps.paymentProvider !== null && settings.onlineEnabled;
    return {
      localeId: locale.id,
      localeName: locale.name,
      currency: locale.currency,
      provider: online ? deps.paymentProvider!.name : 'manual',
      onlineAvailable: deps.paymentProvider !== null,
      onlineEnabled: settings.onlineEnabled,
      bankDetails: settings.bankDetails,
      instructions: settings.instructions,
      fee: { percentBasisPoints: settings.feePercentBp, fixedMinor: settings.feeFixedMinor },
    };
  }

  return {
    async list(
      actor: Actor,
      query: { localeId?: string; includeArchived?: 'true' | 'false' },
    ): Promise<FundList> {
      const locale = await localeOf(actor, query.localeId);
      const archivedToo =
        query.includeArchived === 'true' && givingAllows(givingAccessOf(actor, locale), 'view');
      const rows = await listFunds(db, locale.id, archivedToo);
      return { localeId: locale.id, currency: locale.currency, items: rows.map(fundAnswer) };
    },

    async create(
      actor: Actor,
      place: RecordInScope<'locale'>,
      input: Omit<NewFund, 'localeId'>,
      ip: string | null = null,
    ): Promise<Fund> {
      const locale = await givingLocale(place);
      const id = await db.transaction(async (tx) => {
        // One locale's fund writes take turns, so the count and the name check hold at commit.
        await lockLocaleFunds(tx, locale.id);
        if ((await countFunds(tx, locale.id)) >= PAYMENT_LIMITS.fundsPerLocaleMax) {
          throw new AppError(
            'too_many_funds',
            `A locale has at most ${PAYMENT_LIMITS.fundsPerLocaleMax} funds`,
          );
        }
        if (await fundNameTaken(tx, locale.id, input.name, null)) throw fundNameTakenError();
        const made = await insertFund(tx, { ...input, localeId: locale.id });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'fund.create',
          entityType: 'fund',
          entityId: made,
          localeId: locale.id,
          after: input,
          ip,
        });
        return made;
      });
      return fundAnswer((await findFund(db, id))!);
    },

    async update(
      actor: Actor,
      fund: RecordInScope<'fund'>,
      patch: FundPatch,
      ip: string | null = null,
    ): Promise<Fund> {
      const id = fund.id;
      const before = await findFund(db, id);
      if (!before) throw notFound('The fund');
      await db.transaction(async (tx) => {
        if (patch.name !== undefined && (await fundNameTaken(tx, before.localeId, patch.name, id))) {
          throw fundNameTakenError();
        }
        await updateFund(tx, id, patch);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'fund.update',
          entityType: 'fund',
          entityId: id,
          localeId: before.localeId,
          before: fundAnswer(before),
          after: patch,
          ip,
        });
      });
      return fundAnswer((await findFund(db, id))!);
    },

    async settings(actor: Actor, query: { localeId?: string }): Promise<GivingSettings> {
      const locale = await localeOf(actor, query.localeId);
      return settingsAnswer(locale, await findGivingSettings(db, locale.id));
    },

    async updateSettings(
      actor: Actor,
      place: RecordInScope<'locale'>,
      input: GivingSettingsInput,
      ip: string | null = null,
    ): Promise<GivingSettings> {
      const locale = await givingLocale(place);
      const values: GivingSettingsRow = {
        onlineEnabled: input.onlineEnabled,
        bankDetails: input.bankDetails,
        instructions: input.instructions,
        feePercentBp: input.feePercentBasisPoints,
        feeFixedMinor: input.feeFixedMinor,
      };
      await db.transaction(async (tx) => {
        const before = await findGivingSettings(tx, locale.id);
        await upsertGivingSettings(tx, locale.id, values, actor.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'giving_settings.update',
          entityType: 'giving_settings',
          entityId: locale.id,
          localeId: locale.id,
          before: before ?? defaultSettings,
          after: values,
          ip,
        });
      });
      return settingsAnswer(locale, values);
    },

    async access(actor: Actor, query: { localeId?: string }): Promise<GivingAccess> {
      let locales: GivingLocaleRow[];
      if (query.localeId) {
        const locale = await findGivingLocale(db, query.localeId);
        locales = locale ? [locale] : [];
      } else {
        const scope = givingScopeOf(actor);
        locales = scope ? await listGivingLocales(db, scope) : [];
      }
      const items = locales
        .map((locale) => ({
          localeId: locale.id,
          localeName: locale.name,
          currency: locale.currency,
          access: givingAccessOf(actor, locale),
        }))
        .filter((item) => query.localeId !== undefined || item.access !== 'none');
      // The caller's own locale first.
      items.sort((a, b) => Number(b.localeId === actor.localeId) - Number(a.localeId === actor.localeId));
      return { locales: items };
    },

    /** A fund with its locale and currency, for a gift, checkout or batch line; null when there is none. */
    async forGift(fundId: string): Promise<FundForGift | null> {
      const row = await findFund(db, fundId);
      return row ? { ...fundAnswer(row), localeName: row.localeName, districtId: row.districtId } : null;
    },

    /** A locale's giving settings as members see them (defaults when none are saved); null: no such locale. */
    async settingsFor(localeId: string): Promise<GivingSettings | null> {
      const locale = await findGivingLocale(db, localeId);
      return locale ? settingsAnswer(locale, await findGivingSettings(db, locale.id)) : null;
    },
  };
}

export type FundsService = ReturnType<typeof createFundsService>;
