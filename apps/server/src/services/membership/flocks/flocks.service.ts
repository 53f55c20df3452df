import type { FlockConfig, FlockInfo } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import { administers } from '../../../access/scope.ts';
import {
  countFlockMembers,
  findFlock,
  findFlockLeaders,
  findLocaleName,
  listFlocksOfLocale,
} from './flocks.repository.ts';

export function createFlocksService(db: Database) {
  return {
    /** A flock with its locale (and district): for the features that place members in flocks. */
    find: (flockId: string, executor: Executor = db) => findFlock(executor, flockId),

    /** Public: the flock names of a locale, for the registration and invitation pages. */
    async flockConfig(localeId: string): Promise<FlockConfig> {
      const localeName = await findLocaleName(db, localeId);
      if (localeName === null) throw notFound('The locale');
      const flockRows = await listFlocksOfLocale(db, localeId);
      const clusters = new Map<string, string[]>();
      for (const flock of flockRows)
        clusters.set(flock.cluster, [...(clusters.get(flock.cluster) ?? []), flock.name]);
      return {
        localeId,
        localeName,
        flocks: flockRows,
        clusters: [...clusters].map(([name, names]) => ({ name, flocks: names })),
      };
    },

    /** A flock with its size and leaders: for members of its locale and admins over it. */
    async flockInfo(actor: Actor, flockId: string): Promise<FlockInfo> {
      const flock = await findFlock(db, flockId);
      if (!flock) throw notFound('The flock');
      const sameLocale = actor.endorsed && actor.localeId === flock.localeId;
      if (!sameLocale && !administers(actor, { id: flock.localeId, districtId: flock.districtId })) {
        throw forbidden('This flock is outside your locale');
      }
      const [memberCount, leaders] = await Promise.all([
        countFlockMembers(db, flockId),
        findFlockLeaders(db, flockId),
      ]);
      return {
        id: flock.id,
        localeId: flock.localeId,
        name: flock.name,
        cluster: flock.cluster,
        localeName: flock.localeName,
        memberCount,
        leaders: leaders.map((l) => ({
          memberId: l.memberId,
          name: `${l.firstName} ${l.lastName}`,
          position: l.position,
        })),
      };
    },
  };
}
export type FlocksService = ReturnType<typeof createFlocksService>;
