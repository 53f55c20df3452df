import { categoryCalls } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { categoryKeys } from '../../query-keys.ts';

/** `DELETE categories/{id}`: its entries stay, without a category. */
export function deleteCategory(id: string): Promise<{ ok: true }> {
  return callApi(categoryCalls.remove, { params: { id } });
}

/** Lists showing the category's badge (the record board's entries) are refreshed too. */
export function useRemoveCategory(alsoRefresh: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      await Promise.all(
        [categoryKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
