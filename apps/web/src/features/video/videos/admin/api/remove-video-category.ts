import { videoCategoryCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { refreshVideoCategories } from '../lib/refresh-video-categories.ts';

/** `DELETE categories/{id}` (video service): its videos stay, without a category. */
export function deleteVideoCategory(id: string): Promise<{ ok: true }> {
  return callApi(videoCategoryCalls.remove, { params: { id } });
}

export function useRemoveVideoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoCategory,
    onSuccess: () => refreshVideoCategories(queryClient),
  });
}
