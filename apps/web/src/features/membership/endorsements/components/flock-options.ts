import type { FlockConfig } from '@congregate/contracts';
import type { ComboboxStringGroupData } from '@mantine/core';

/** A "no flock" choice, then the locale's flocks grouped by cluster (the part of the name before the dash). */
export function flockOptions(config: FlockConfig | undefined, noFlock: string): ComboboxStringGroupData {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const flock of config?.flocks ?? []) {
    groups.set(flock.cluster, [...(groups.get(flock.cluster) ?? []), { value: flock.id, label: flock.name }]);
  }
  return [
    { value: '', label: noFlock },
    ...[...groups].map(([group, items]) => ({
      group,
      items: items.sort((a, b) => a.label.localeCompare(b.label)),
    })),
  ];
}
