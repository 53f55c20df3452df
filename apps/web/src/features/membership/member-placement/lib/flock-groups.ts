import type { Flock } from '@congregate/contracts';
import { foldText } from '../../../../lib/format/fold-text.ts';

export interface FlockGroup {
  cluster: string;
  flocks: Flock[];
}

/**
 * The flocks grouped by cluster (the part of the name before the first dash, as the server computes it),
 * clusters and flocks by name, keeping those whose name contains `filter` (case and accents ignored).
 */
export function groupFlocks(flocks: readonly Flock[], filter = ''): FlockGroup[] {
  const wanted = foldText(filter.trim());
  const groups = new Map<string, Flock[]>();
  for (const flock of flocks) {
    if (wanted && !foldText(flock.name).includes(wanted)) continue;
    groups.set(flock.cluster, [...(groups.get(flock.cluster) ?? []), flock]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
    .map(([cluster, items]) => ({
      cluster,
      flocks: items.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    }));
}
