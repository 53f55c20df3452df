import { NO_CLUSTER } from '@congregate/contracts';
import type { MessageKey, MessageParams } from '../i18n/index.ts';

/**
 * A cluster's name as people read it: the server names the members without a flock (or with a flock name
 * without a prefix) `No Cluster`, which is a code here, shown in the person's language.
 */
export function clusterName(t: (key: MessageKey, params?: MessageParams) => string, cluster: string): string {
  return cluster === NO_CLUSTER ? t('cluster.none') : cluster;
}
