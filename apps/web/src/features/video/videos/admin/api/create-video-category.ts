import { videoCategoryCalls, type Category, type NewVideoCategory } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../../lib/api/call-api.ts';
import { refreshVideoCategories } from '../lib/refresh-video-categories.ts';

/** `POST categories` (video service): a locale's video category. */
export function postVideoCategory(body: NewVideoCategory): Promise<Category> {
  return callApi(videoCategoryCalls.create, { body });
}

export function useCreateVideoCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVideoCategory,
    onSuccess: () => refreshVideoCategories(queryClient),
  });
}
