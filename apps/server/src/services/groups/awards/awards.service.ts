import type {
  Award,
  AwardDetail,
  AwardKind,
  AwardPage,
  AwardPeriod,
  ComputeAwards,
  ComputedAwards,
  NewAward,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, invalidInput } from '../../../lib/errors.ts';
import type { Housekeeping } from '../../../lib/housekeeping.ts';
import { notify } from '../../../lib/notifications.ts';
import {
  awardKeys,
  deleteAward,
  findAward,
  findLocaleFlock,
  findLocaleMember,
  findUncomputedPeriods,
  insertAward,
  listAwards,
  localeToday,
  replaceComputedAwards,
  type AwardRow,
} from './awards.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function awardAnswer(row: AwardRow): Award {
  return {
    id: row.id,
    localeId: row.localeId,
    kind: row.kind,
    period: row.period,
    periodStart: row.periodStart,
    recipientType: row.recipientType,
    member: row.memberId
      ? {
          id: row.memberId,
          name: `${row.memberFirstName ?? ''} ${row.memberLastName ?? ''}`.trim(),
          photo: row.memberPhoto,
        }
      : null,
    flock: row.flockId
      ? { id: row.flockId, name: row.flockName ?? '', cluster: row.flockCluster ?? '' }
      : null,
    memberFlockId: row.memberFlockId,
    title: row.title,
    note: row.note,
    score: row.score === null ? null : Number(row.score),
    computedAt: row.computedAt === null ? null : iso(row.computedAt),
    givenByName: row.givenByName,
    createdAt: iso(row.createdAt),
  };
}

/** The audit entity id of a computed period: `locale:period:start`. */
const periodKey = (localeId: string, period: AwardPeriod, periodStart: string) =>
  `${localeId}:${period}:${periodStart}`;

/** The first day after the period. */
function periodEnd(period: AwardPeriod, periodStart: string): string {
  const [y, m] = periodStart.split('-').map(Number) as [number, number];
  if (period === 'year') return `${y + 1}-01-01`;
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * Awards (issue 15, `flock-awards`): computed per month and year by the one set-based rule in the repository
 * (`replaceComputedAwards`, also the demo's), given by hand by admins, and computed for the last ended month
 * (and year, in January) by a housekeeping chore.
 */
export function createAwardsService(db: Database, deps: { housekeeping: Housekeeping }) {
  /** Computes one period in one transaction (delete the computed ones, insert the new, audit). */
  async function computePeriod(
    actorUserId: string | null,
    input: { localeId: string; period: AwardPeriod; periodStart: string },
    ip: string | null = null,
  ): Promise<{ ids: string[]; computedAt: Date }> {
    const computedAt = new Date();
    const ids = await db.transaction(async (tx) => {
      const made = await replaceComputedAwards(tx, { ...input, computedAt });
      await writeAudit(tx, {
        actorUserId,
        action: 'award.compute',
        entityType: 'award_period',
        entityId: periodKey(input.localeId, input.period, input.periodStart),
        localeId: input.localeId,
        after: { period: input.period, periodStart: input.periodStart, awards: made.length },
        ip,
      });
      return made;
    });
    return { ids, computedAt };
  }

  /** The chore: every locale's last ended month (and year in January) not computed yet. */
  async function computeDue(): Promise<number> {
    let made = 0;
    for (const due of await findUncomputedPeriods(db)) {
      made += (await computePeriod(null, due)).ids.length;
    }
    return made;
  }
  deps.housekeeping.add({ name: 'awards-compute', run: computeDue });

  return {
    computeDue,

    /** `locale`: one the caller administers or is an endorsed member of (the call's rule). */
    async list(
      locale: RecordInScope<'locale'>,
      query: {
        year?: number;
        month?: number;
        period?: AwardPeriod;
        flockId?: string;
        memberId?: string;
        kind?: AwardKind;
        cursor?: string;
        limit: number;
      },
    ): Promise<AwardPage> {
      let from: string | undefined;
      let to: string | undefined;
      if (query.year !== undefined && query.month !== undefined) {
        from = `${query.year}-${String(query.month).padStart(2, '0')}-01`;
        to = periodEnd('month', from);
      } else if (query.year !== undefined) {
        from = `${query.year}-01-01`;
        to = periodEnd('year', from);
      }
      const period = query.month !== undefined ? 'month' : query.period;
      const after = awardKeys.read(query.cursor);
      const rows = await listAwards(db, {
        localeId: locale.id,
        from,
        to,
        period,
        flockId: query.flockId,
        memberId: query.memberId,
        kind: query.kind,
        after: after ? { periodStart: after[0], id: after[1] } : null,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(awardAnswer),
        nextCursor: awardKeys.next(rows, query.limit, (row) => [row.periodStart, row.id]),
      };
    },

    /** `award`: one of the caller's locale, or one they administer (the call's rule). */
    async get(award: RecordInScope<'award'>): Promise<AwardDetail> {
      const row = (await findAward(db, award.id))!;
      return { ...awardAnswer(row), localeName: row.localeName };
    },

    /** `locale`: the locale of `input.localeId`, which the caller administers (the call's rule). */
    async give(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      input: NewAward,
      ip: string | null = null,
    ): Promise<Award> {
      input = { ...input, localeId: locale.id };
      const id = await db.transaction(async (tx: Executor) => {
        let recipients: string[];
        if (input.recipientType === 'member') {
          const member = await findLocaleMember(tx, input.localeId, input.memberId!);
          if (!member) {
            throw invalidInput([{ path: 'memberId', message: 'Choose an endorsed member of this locale' }]);
          }
          recipients = member.userId ? [member.userId] : [];
        } else {
          const flock = await findLocaleFlock(tx, input.localeId, input.flockId!);
          if (!flock) throw invalidInput([{ path: 'flockId', message: 'Choose a flock of this locale' }]);
          recipients = flock.leaderUserIds;
        }
        const made = await insertAward(tx, {
          localeId: input.localeId,
          kind: 'manual',
          period: input.period,
          periodStart: input.periodStart,
          recipientType: input.recipientType,
          memberId: input.recipientType === 'member' ? input.memberId! : null,
          flockId: input.recipientType === 'flock' ? input.flockId! : null,
          title: input.title,
          note: input.note?.trim() ? input.note.trim() : null,
          givenBy: actor.userId,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'award.give',
          entityType: 'award',
          entityId: made,
          localeId: input.localeId,
          after: input,
          ip,
        });
        // The awards page of the award's period (and flock), where the recipient finds it and its certificate.
        const [year, month] = input.periodStart.split('-');
        const link =
          `/flock-awards?localeId=${input.localeId}&year=${Number(year)}` +
          (input.period === 'month' ? `&month=${Number(month)}` : '') +
          (input.recipientType === 'flock' ? `&flockId=${input.flockId}` : '');
        await notify(
          tx,
          recipients.map((userId) => ({
            userId,
            kind: 'award.given',
            message:
              input.recipientType === 'member'
                ? `You received an award: ${input.title}.`
                : `Your flock received an award: ${input.title}.`,
            link,
            data: { awardId: made, title: input.title, recipientType: input.recipientType },
            words: { variant: input.recipientType, title: input.title },
          })),
        );
        return made;
      });
      return awardAnswer((await findAward(db, id))!);
    },

    /** `award`: one the caller administers (the call's rule). */
    async remove(
      actor: Actor,
      award: RecordInScope<'award'>,
      ip: string | null = null,
    ): Promise<{ ok: true }> {
      const id = award.id;
      const row = (await findAward(db, id))!;
      if (row.kind !== 'manual') {
        throw conflict('A computed award cannot be removed; compute its period again instead');
      }
      await db.transaction(async (tx) => {
        await deleteAward(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'award.remove',
          entityType: 'award',
          entityId: id,
          localeId: row.localeId,
          before: awardAnswer(row),
          ip,
        });
      });
      return { ok: true };
    },

    /** `locale`: the locale of `input.localeId`, which the caller administers (the call's rule). */
    async compute(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      input: ComputeAwards,
      ip: string | null = null,
    ): Promise<ComputedAwards> {
      input = { ...input, localeId: locale.id };
      const today = await localeToday(db, input.localeId);
      if (today !== null && input.periodStart > today) {
        throw invalidInput([
          {
            path: 'periodStart',
            message: 'This period has not started yet; choose an ended or the current one',
          },
        ]);
      }
      const { ids, computedAt } = await computePeriod(actor.userId, input, ip);
      const made = new Set(ids);
      const rows = await listAwards(db, {
        localeId: input.localeId,
        from: input.periodStart,
        to: periodEnd(input.period, input.periodStart),
        period: input.period,
        after: null,
        limit: 10_000,
      });
      return {
        awards: rows.filter((row) => made.has(row.id)).map(awardAnswer),
        computedAt: computedAt.toISOString(),
      };
    },
  };
}

export type AwardsService = ReturnType<typeof createAwardsService>;
