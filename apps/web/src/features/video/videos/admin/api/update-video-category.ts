import { videoCategoryCalls, type Category, type CategoryPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { refreshVideoCategories } from '../lib/refresh-video-categories.ts';

/** `PATCH categories/{id}` (video service): rename or recolour. */
export function patchVideoCategory({ id, patch }: { id: string; patch: CategoryPatch }): Promise<Category> {
  return callApi(videoCategoryCalls.update, { params: { id }, body: patch });
}

export function useUpdateVideoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchVideoCategory,
    onSuccess: () => refreshVideoCategories(queryClient),
  });
}
