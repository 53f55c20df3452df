import { categoryCalls, type Category, type CategoryPatch } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { categoryKeys } from '../../query-keys.ts';

/** `PATCH categories/{id}`: rename or recolour. */
export function patchCategory({ id, patch }: { id: string; patch: CategoryPatch }): Promise<Category> {
  return callApi(categoryCalls.update, { params: { id }, body: patch });
}

/** Lists showing the category's badge (the record board's entries) are refreshed too. */
export function useUpdateCategory(alsoRefresh: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchCategory,
    onSuccess: async () => {
      await Promise.all(
        [categoryKeys.all, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
