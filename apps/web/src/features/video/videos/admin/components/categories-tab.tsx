import type { VideoCategory } from '@congregate/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CategoryForm, CategoryManager } from '../../../../../components/categories/category-manager.tsx';
import { useVideoCategories } from '../../../../../lib/video/api/list-video-categories.ts';
import { useCreateVideoCategory } from '../api/create-video-category.ts';
import { useRemoveVideoCategory } from '../api/remove-video-category.ts';
import { useUpdateVideoCategory } from '../api/update-video-category.ts';
import { useVideosAdminT } from '../i18n/index.ts';

/**
 * The locale's video categories (and the shared ones) with how many videos each has: add, rename, recolour,
 * delete (asks first; its videos stay without one). Shared ones change only for super admins.
 */
export function CategoriesTab({
  localeId,
  superAdmin,
  onOutcome,
}: {
  localeId: string;
  superAdmin: boolean;
  onOutcome: (message: string) => void;
}) {
  const vt = useVideosAdminT();
  const categories = useVideoCategories(localeId);
  const create = useCreateVideoCategory();
  const update = useUpdateVideoCategory();
  const remove = useRemoveVideoCategory();
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <CategoryForm
          key={localeId}
          category={null}
          label={vt('categories.new')}
          submitLabel={vt('categories.add')}
          nameRequired={vt('categories.nameRequired')}
          nameTaken={vt('categories.nameTaken')}
          save={(values) => create.mutateAsync({ localeId, ...values })}
          pending={create.isPending}
          onSaved={(made) => onOutcome(vt('categories.added', { name: made.name }))}
          clearOnSave
        />
      </Paper>
      {problem && (
        <Text c="red" role="alert">
          {problem}
        </Text>
      )}
      <CategoryManager<VideoCategory>
        categories={categories}
        changeable={(category) => category.localeId !== null || superAdmin}
        update={update}
        remove={remove}
        titled
        texts={{
          name: vt('categories.name'),
          save: vt('categories.save'),
          cancel: vt('categories.cancel'),
          nameRequired: vt('categories.nameRequired'),
          nameTaken: vt('categories.nameTaken'),
          empty: vt('categories.empty'),
          count: (category) =>
            category.videoCount === 1
              ? vt('categories.videosOne')
              : vt('categories.videos', { count: category.videoCount }),
          shared: vt('categories.shared'),
          rename: (name) => vt('categories.rename', { name }),
          delete: (name) => vt('categories.delete', { name }),
          deleteTitle: (category) => vt('categories.deleteTitle', { name: category.name }),
          deleteBody: () => vt('categories.deleteBody'),
          deleteConfirm: vt('categories.deleteConfirm'),
          saved: (category) => vt('categories.saved', { name: category.name }),
          deleted: (category) => vt('categories.deleted', { name: category.name }),
        }}
        onOutcome={onOutcome}
        onRefused={setProblem}
        onStart={() => setProblem(null)}
      />
    </Stack>
  );
}
