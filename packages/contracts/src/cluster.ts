export const NO_CLUSTER = 'No Cluster';

/** The cluster of a flock is the part of its name before the first dash (spec section 4). */
export function clusterOf(flockName: string | null | undefined): string {
  const name = flockName?.trim();
  if (!name) return NO_CLUSTER;
  const prefix = name.split('-', 1)[0]!.trim();
  return prefix === '' ? NO_CLUSTER : prefix;
}
