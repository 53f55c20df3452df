import type { Category, CategoryKind, CategoryPatch, NewCategory } from '@congregate/contracts';
import { newCategorySchema } from '@congregate/contracts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import {
  deleteCategory,
  findCategory,
  findSameName,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryRow,
} from './categories.repository.ts';

const answer = (row: Omit<CategoryRow, 'districtId'> & { entryCount?: number }): Category => ({
  id: row.id,
  kind: row.kind,
  localeId: row.localeId,
  name: row.name,
  color: row.color,
  ...(row.entryCount === undefined ? {} : { entryCount: row.entryCount }),
});

/**
 * The one category picker's categories (`category-popover`): each locale's own and the shared ones, per kind
 * (record board; videos later). Names are unique per kind and locale, case ignored.
 */
export function createCategoriesService(db: Database) {
  /**
   * The category the call's rule let the caller manage (admins over its locale; a shared one, super admins),
   * locked in `tx` for the change. `kind`: only a category of that kind (the video service's calls); another
   * kind is 404 to its managers.
   */
  async function lockManaged(
    tx: Executor,
    category: RecordInScope<'category'>,
    kind?: CategoryKind,
  ): Promise<CategoryRow> {
    const row = await findCategory(tx, category.id, true);
    if (!row || (kind !== undefined && row.kind !== kind)) throw notFound('The category');
    return row;
  }

  async function refuseSameName(
    tx: Executor,
    kind: CategoryKind,
    localeId: string | null,
    name: string,
    id: string | null,
  ) {
    if (await findSameName(tx, kind, localeId, name, id)) {
      throw conflict(`There is already a category named “${name}”`);
    }
  }

  return {
    /** `locale`: one whose lists the caller reads (the call's rule, or `readableLocale`). */
    async list(locale: RecordInScope<'locale'>, kind: CategoryKind): Promise<Category[]> {
      return (await listCategories(db, kind, locale.id)).map(answer);
    },

    /**
     * A category the entries of a locale may carry: the locale's own or a shared one of the kind, else null.
     * `localeId` null (a video for a district or everyone): only a shared one. For the record board's and the
     * videos' checks.
     */
    async usableIn(tx: Executor, id: string, kind: CategoryKind, localeId: string | null) {
      const row = await findCategory(tx, id);
      return row && row.kind === kind && (row.localeId === null || row.localeId === localeId) ? row : null;
    },

    /** `locale`: the locale of `input.localeId` the caller administers, null for a shared one (`categoryMaker`). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'> | null,
      input: NewCategory,
    ): Promise<Category> {
      const body = newCategorySchema.parse({ ...input, localeId: locale?.id ?? null });
      return db.transaction(async (tx) => {
        await refuseSameName(tx, body.kind, body.localeId, body.name, null);
        const id = await insertCategory(tx, { ...body, createdBy: actor.userId });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'category.create',
          entityType: 'category',
          entityId: id,
          localeId: body.localeId,
          after: body,
        });
        return answer({ id, ...body, entryCount: 0 });
      });
    },

    /** `category`: one the caller manages (the call's rule). */
    async update(
      actor: Actor,
      category: RecordInScope<'category'>,
      patch: CategoryPatch,
      options: { kind?: CategoryKind } = {},
    ): Promise<Category> {
      const id = category.id;
      return db.transaction(async (tx) => {
        const row = await lockManaged(tx, category, options.kind);
        if (patch.name !== undefined) await refuseSameName(tx, row.kind, row.localeId, patch.name, id);
        await updateCategory(tx, id, patch);
        const after = { ...row, ...patch };
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'category.update',
          entityType: 'category',
          entityId: id,
          localeId: row.localeId,
          before: { name: row.name, color: row.color },
          after: { name: after.name, color: after.color },
        });
        return answer(after);
      });
    },

    /** `category`: one the caller manages (the call's rule). */
    async remove(
      actor: Actor,
      category: RecordInScope<'category'>,
      options: { kind?: CategoryKind } = {},
    ): Promise<{ ok: true }> {
      const id = category.id;
      await db.transaction(async (tx) => {
        const row = await lockManaged(tx, category, options.kind);
        await deleteCategory(tx, id);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          localeId: row.localeId,
          before: { kind: row.kind, name: row.name, color: row.color },
        });
      });
      return { ok: true };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
