import { pepStages, type PepStage } from '@congregate/contracts';
import type { PepFilters } from '../api/get-peps.ts';

/** The admin list's filters in the address: `?stage=&flock=&soulWinner=&overdue=1&q=&batch=` (and `locale`). */
export const filterParams = ['stage', 'flock', 'soulWinner', 'overdue', 'q', 'batch'] as const;
export type FilterParam = (typeof filterParams)[number];

const isStage = (value: string | null): value is PepStage =>
  value !== null && (pepStages as readonly string[]).includes(value);

/** The list query of the address's filters, for a locale. */
export function filtersFromParams(params: URLSearchParams, localeId: string | null): PepFilters {
  const stage = params.get('stage');
  const text = (name: FilterParam) => params.get(name)?.trim() || undefined;
  return {
    ...(localeId ? { localeId } : {}),
    ...(isStage(stage) ? { stage } : {}),
    ...(text('flock') ? { flockId: text('flock') } : {}),
    ...(text('soulWinner') ? { soulWinnerId: text('soulWinner') } : {}),
    ...(params.get('overdue') === '1' ? { overdue: 'true' as const } : {}),
    ...(text('q') ? { q: text('q') } : {}),
    ...(text('batch') ? { batchName: text('batch') } : {}),
  };
}

/** Whether any filter (beyond the locale) narrows the list. */
export const hasFilters = (params: URLSearchParams) => filterParams.some((name) => params.get(name));
