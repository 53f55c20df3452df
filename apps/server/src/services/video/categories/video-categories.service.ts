import {
  newVideoCategorySchema,
  type Category,
  type CategoryPatch,
  type NewVideoCategory,
  type VideoCategory,
  type VideoCategoryListQuery,
} from '@congregate/contracts';
import { readableLocale } from '../../../access/locale-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { readViewer, videoRowsFor } from '../../../access/video-access.ts';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/errors.ts';
import type { CategoriesService } from '../../groups/categories/categories.service.ts';
import { countVideosByCategory } from './video-categories.repository.ts';

/** A category as the video calls answer it (the record board's entry count left out). */
const withoutEntryCount = ({ entryCount: _entryCount, ...category }: Category): Category => category;

/**
 * The video categories (issue 18): the `video` kind of the one category table, so every rule (who makes,
 * renames and deletes; names unique per locale) is the shared categories service's; this adds how many videos
 * of each the caller may watch.
 */
export function createVideoCategoriesService(
  db: Database,
  { categories }: { categories: CategoriesService },
) {
  return {
    /** The categories of `localeId` (the caller's own without it), a locale whose lists the caller reads. */
    async list(actor: Actor, query: VideoCategoryListQuery): Promise<VideoCategory[]> {
      const localeId = query.localeId ?? actor.localeId;
      if (!localeId) throw new AppError('no_locale', 'You belong to no locale; name one');
      const rows = await categories.list(await readableLocale(db, actor, localeId), 'video');
      const viewer = await readViewer(db, actor);
      const counts = await countVideosByCategory(
        db,
        rows.map((row) => row.id),
        videoRowsFor(actor, viewer, new Date()),
      );
      return rows.map((row) => ({ ...withoutEntryCount(row), videoCount: counts.get(row.id) ?? 0 }));
    },

    /** `locale`: as for the groups' categories (`categoryMaker`). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'> | null,
      input: NewVideoCategory,
    ): Promise<Category> {
      const body = newVideoCategorySchema.parse(input);
      return withoutEntryCount(await categories.create(actor, locale, { ...body, kind: 'video' }));
    },

    /** `category`: one the caller manages (the call's rule); a category of another kind 404. */
    async update(actor: Actor, category: RecordInScope<'category'>, patch: CategoryPatch): Promise<Category> {
      return withoutEntryCount(await categories.update(actor, category, patch, { kind: 'video' }));
    },

    async remove(actor: Actor, category: RecordInScope<'category'>): Promise<{ ok: true }> {
      return categories.remove(actor, category, { kind: 'video' });
    },
  };
}

export type VideoCategoriesService = ReturnType<typeof createVideoCategoriesService>;
