import { categoryCalls, type Category, type NewCategory } from '@congregate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { categoryKeys } from '../../query-keys.ts';

/** `POST categories`: a locale's admin makes a category. */
export function postCategory(body: NewCategory): Promise<Category> {
  return callApi(categoryCalls.create, { body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
