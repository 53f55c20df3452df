import type {
  Batch,
  BatchDetail,
  BatchPage,
  BatchStatus,
  BatchUpdate,
  NewBatch,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import {
  activeLocaleFundIds,
  batchKeys,
  batchLines,
  closeBatch,
  findBatch,
  findLocale,
  insertBatch,
  listBatches,
  localeMemberIds,
  replaceLines,
  updateBatch,
  type BatchLineRow,
  type BatchLineValues,
  type BatchRow,
} from './batches.repository.ts';

function batchAnswer(row: BatchRow): Batch {
  return {
    id: row.id,
    localeId: row.localeId,
    serviceDate: row.serviceDate,
    label: row.label,
    currency: row.currency,
    countedTotalMinor: row.countedTotalMinor,
    linesTotalMinor: row.linesTotalMinor,
    differenceMinor: row.countedTotalMinor - row.linesTotalMinor,
    lineCount: row.lineCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedByName: row.closedByName,
  };
}

const lineAnswer = (line: BatchLineRow) => ({
  id: line.id,
  memberId: line.memberId,
  donorName:
    line.memberId === null
      ? 'Anonymous'
      : `${line.firstName ?? ''} ${line.lastName ?? ''}`.trim() || 'Anonymous',
  fundId: line.fundId,
  fundName: line.fundName,
  amountMinor: line.amountMinor,
  method: line.method,
  chequeNumber: line.chequeNumber,
});

const batchClosed = () => new AppError('batch_closed', 'This batch is closed; it cannot be changed');

/**
 * Batches (issue 17): a service's cash and cheque envelopes, counted by finance, kept open and corrected until
 * they balance against the total counted in the room; closing makes one manual gift per envelope.
 * Finance (`manage`) writes them; locale admins (`view`) read them.
 */
export function createBatchesService(db: Database) {
  /** The batch's row, locked for the rest of the transaction (its access was checked by the call's rule). */
  async function lockedBatch(tx: Executor, id: string) {
    const row = await findBatch(tx, id, { lock: true });
    if (!row) throw notFound('The batch');
    return row;
  }

  /** The lines as stored, after checking every fund is an active fund and every member one of the locale. */
  async function checkedLines(
    tx: Executor,
    localeId: string,
    lines: NewBatch['lines'],
  ): Promise<BatchLineValues[]> {
    const funds = await activeLocaleFundIds(tx, localeId, [...new Set(lines.map((l) => l.fundId))]);
    const memberIds = [...new Set(lines.flatMap((l) => (l.memberId ? [l.memberId] : [])))];
    const members = await localeMemberIds(tx, localeId, memberIds);
    lines.forEach((line, index) => {
      if (!funds.has(line.fundId)) {
        throw new AppError('fund_not_available', 'Choose an active fund of the batch’s locale', {
          issues: [{ path: `lines.${index}.fundId`, message: 'Choose an active fund of this locale' }],
        });
      }
      if (line.memberId && !members.has(line.memberId)) {
        throw new AppError('member_outside_locale', 'Choose a member of the batch’s locale', {
          issues: [{ path: `lines.${index}.memberId`, message: 'Choose a member of this locale' }],
        });
      }
    });
    return lines.map((line) => ({
      memberId: line.memberId ?? null,
      fundId: line.fundId,
      amountMinor: line.amountMinor,
      method: line.method,
      chequeNumber: line.method === 'cheque' && line.chequeNumber ? line.chequeNumber : null,
    }));
  }

  async function detail(tx: Executor, id: string): Promise<BatchDetail> {
    const row = await findBatch(tx, id);
    if (!row) throw notFound('The batch');
    return { ...batchAnswer(row), lines: (await batchLines(tx, id)).map(lineAnswer) };
  }

  return {
    /** A batch of `place` (the locale its rule let finance manage). */
    async create(
      actor: Actor,
      place: RecordInScope<'locale'>,
      input: Omit<NewBatch, 'localeId'>,
      ip: string | null = null,
    ): Promise<BatchDetail> {
      const locale = await findLocale(db, place.id);
      if (!locale) throw notFound('The locale');
      return db.transaction(async (tx) => {
        const lines = await checkedLines(tx, locale.id, input.lines);
        const id = await insertBatch(tx, {
          localeId: locale.id,
          serviceDate: input.serviceDate,
          label: input.label,
          currency: locale.currency,
          countedTotalMinor: input.countedTotalMinor,
          createdBy: actor.userId,
        });
        await replaceLines(tx, id, lines);
        const made = await detail(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'batch.create',
          entityType: 'gift_batch',
          entityId: id,
          localeId: locale.id,
          after: made,
          ip,
        });
        return made;
      });
    },

    async list(
      locale: RecordInScope<'locale'>,
      query: { status?: BatchStatus; cursor?: string; limit: number },
    ): Promise<BatchPage> {
      const cursor = batchKeys.read(query.cursor);
      const after = cursor ? { serviceDate: cursor[0], id: cursor[1] } : null;
      const rows = await listBatches(
        db,
        { localeId: locale.id, status: query.status },
        after,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      return {
        items: page.map(batchAnswer),
        nextCursor: batchKeys.next(rows, query.limit, (row) => [row.serviceDate, row.id]),
      };
    },

    async get(batch: RecordInScope<'gift-batch'>): Promise<BatchDetail> {
      return detail(db, batch.id);
    },

    /** Replaces an open batch's date, label, counted total and lines whole. */
    async update(
      actor: Actor,
      batch: RecordInScope<'gift-batch'>,
      input: BatchUpdate,
      ip: string | null = null,
    ): Promise<BatchDetail> {
      const id = batch.id;
      return db.transaction(async (tx) => {
        const row = await lockedBatch(tx, id);
        if (row.status === 'closed') throw batchClosed();
        const before = await detail(tx, id);
        const lines = await checkedLines(tx, row.localeId, input.lines);
        await updateBatch(tx, id, input);
        await replaceLines(tx, id, lines);
        const after = await detail(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'batch.update',
          entityType: 'gift_batch',
          entityId: id,
          localeId: row.localeId,
          before,
          after,
          ip,
        });
        return after;
      });
    },

    /** Closes a batch whose lines add up to its counted total: its lines become gifts, in one transaction. */
    async close(
      actor: Actor,
      batch: RecordInScope<'gift-batch'>,
      ip: string | null = null,
    ): Promise<BatchDetail> {
      const id = batch.id;
      return db.transaction(async (tx) => {
        const row = await lockedBatch(tx, id);
        if (row.status === 'closed') throw batchClosed();
        if (row.lineCount === 0) throw new AppError('batch_empty', 'This batch has no envelopes to close');
        const differenceMinor = row.countedTotalMinor - row.linesTotalMinor;
        if (differenceMinor !== 0) {
          throw new AppError(
            'batch_unbalanced',
            'The envelopes do not add up to the counted total; correct them before closing',
            { differenceMinor },
          );
        }
        const gifts = await closeBatch(tx, id, actor.userId);
        const closed = await detail(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'batch.close',
          entityType: 'gift_batch',
          entityId: id,
          localeId: row.localeId,
          after: {
            gifts,
            countedTotalMinor: row.countedTotalMinor,
            currency: row.currency,
            serviceDate: row.serviceDate,
          },
          ip,
        });
        return closed;
      });
    },
  };
}

export type BatchesService = ReturnType<typeof createBatchesService>;
