import { categoryCalls, type Category, type CategoryKind } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { categoryKeys } from '../../query-keys.ts';

/** `GET categories?kind&localeId`: the locale's categories of a kind and the shared ones, by name. */
export function fetchCategories(kind: CategoryKind, localeId: string): Promise<Category[]> {
  return callApi(categoryCalls.list, { query: { kind, localeId } });
}

export function categoriesQueryOptions(kind: CategoryKind, localeId: string) {
  return queryOptions({
    queryKey: categoryKeys.list(kind, localeId),
    queryFn: () => fetchCategories(kind, localeId),
  });
}

export function useCategories(kind: CategoryKind, localeId: string | null) {
  return useQuery({ ...categoriesQueryOptions(kind, localeId ?? ''), enabled: Boolean(localeId) });
}
