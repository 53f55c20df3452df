import type {
  Category,
  CategoryKind,
  CategoryListQuery,
  CategoryPatch,
  NewCategory,
} from '@congregate/contracts';
import { newCategorySchema } from '@congregate/contracts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { administers, outsideScope } from '../../../access/scope.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { isSuperAdmin, type Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import {
  deleteCategory,
  findCategory,
  findSameName,
  insertCategory,
  listCategories,
  updateCategory,
  type CategoryRow,
} from './categories.repository.ts';

/** Reads a locale's lists (categories, the record board): endorsed members of the locale and admins over it. */
export const readsLocale = (actor: Actor, locale: { id: string; districtId: string | null }) =>
  administers(actor, locale) || (actor.endorsed && actor.localeId === locale.id);

const answer = (row: Omit<CategoryRow, 'districtId'> & { entryCount?: number }): Category => ({
  id: row.id,
  kind: row.kind,
  localeId: row.localeId,
  name: row.name,
  color: row.color,
  ...(row.entryCount === undefined ? {} : { entryCount: row.entryCount }),
});

/** Who changes a category: admins over its locale; a shared one (no locale), super admins only. */
function managesCategory(actor: Actor, row: Pick<CategoryRow, 'localeId' | 'districtId'>): boolean {
  return row.localeId === null
    ? isSuperAdmin(actor)
    : administers(actor, { id: row.localeId, districtId: row.districtId });
}

/**
 * The one category picker's categories (`category-popover`): each locale's own and the shared ones, per kind
 * (record board; videos later). Names are unique per kind and locale, case ignored.
 */
export function createCategoriesService(db: Database) {
  /** `kind`: only a category of that kind (the video service's calls); another kind is 404 to its managers. */
  async function requireManaged(
    actor: Actor,
    id: string,
    tx: Executor,
    kind?: CategoryKind,
  ): Promise<CategoryRow> {
    const row = await findCategory(tx, id, tx !== db);
    if (!row || !managesCategory(actor, row)) {
      throw outsideScope(actor, row !== null, 'The category', 'This category is outside your scope');
    }
    if (kind !== undefined && row.kind !== kind) throw notFound('The category');
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
    async list(actor: Actor, query: CategoryListQuery): Promise<Category[]> {
      const locale = await findLocaleRef(db, query.localeId);
      if (!locale || !readsLocale(actor, locale)) {
        throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
      }
      return (await listCategories(db, query.kind, query.localeId)).map(answer);
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

    async create(actor: Actor, input: NewCategory): Promise<Category> {
      const body = newCategorySchema.parse(input);
      if (body.localeId === null) {
        if (!isSuperAdmin(actor)) throw forbidden('Only a super admin makes a category every locale shares');
      } else {
        const locale = await findLocaleRef(db, body.localeId);
        if (!locale || !administers(actor, locale)) {
          throw outsideScope(actor, locale !== null, 'The locale', 'This locale is outside your scope');
        }
      }
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

    async update(
      actor: Actor,
      id: string,
      patch: CategoryPatch,
      options: { kind?: CategoryKind } = {},
    ): Promise<Category> {
      await requireManaged(actor, id, db, options.kind);
      return db.transaction(async (tx) => {
        const row = await requireManaged(actor, id, tx, options.kind);
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

    async remove(actor: Actor, id: string, options: { kind?: CategoryKind } = {}): Promise<{ ok: true }> {
      await requireManaged(actor, id, db, options.kind);
      await db.transaction(async (tx) => {
        const row = await requireManaged(actor, id, tx, options.kind);
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
