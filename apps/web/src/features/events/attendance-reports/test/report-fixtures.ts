// Answers of the attendance report calls for the reports' tests, checked against their contracts.
import {
  attendanceSummarySchema,
  flockReportSchema,
  localeTrendSchema,
  rolePermissions,
  type AttendanceSummary,
  type FlockReport,
  type LocaleTrend,
  type UserAccess,
} from '@congregate/contracts';
import { ids, makeUserAccess } from '../../../../test/fake-server.ts';

/** Three weeks: 2, 9 and 16 March 2026. */
export const weeks = [
  { start: '2026-03-02', end: '2026-03-08', gatherings: 2, present: 120, firstTimers: 3 },
  { start: '2026-03-09', end: '2026-03-15', gatherings: 2, present: 131, firstTimers: 5 },
  { start: '2026-03-16', end: '2026-03-22', gatherings: 1, present: 97, firstTimers: 0 },
];

export function localeTrend(overrides: Partial<LocaleTrend> = {}): LocaleTrend {
  return localeTrendSchema.parse({
    localeId: ids.locale,
    period: 'week',
    from: '2026-03-02',
    to: '2026-03-22',
    periods: weeks,
    byService: [
      { title: 'Sunday worship', present: [100, 110, 97], total: 307 },
      { title: 'Prayer meeting', present: [20, 21, 0], total: 41 },
    ],
    byCluster: [
      { cluster: 'C1', present: [70, 75, 60], total: 205 },
      { cluster: 'No Cluster', present: [50, 56, 37], total: 143 },
    ],
    ...overrides,
  });
}

export const monthTrend = (): LocaleTrend =>
  localeTrend({
    period: 'month',
    from: '2026-03-01',
    to: '2026-03-31',
    periods: [{ start: '2026-03-01', end: '2026-03-31', gatherings: 9, present: 512, firstTimers: 11 }],
    byService: [{ title: 'Sunday worship', present: [512], total: 512 }],
    byCluster: [{ cluster: 'C1', present: [512], total: 512 }],
  });

export const hopeFlockId = '45454545-4545-4545-8545-454545454545';

/** A summary of Quezon City by cluster, or of cluster C1 by flock, or of a flock by member. */
export function summary(query: { scope: string; cluster?: string; period?: string }): AttendanceSummary {
  const base = {
    id: ids.locale,
    cluster: null,
    period: query.period ?? 'week',
    from: '2026-03-02',
    to: '2026-03-22',
    periods: weeks,
    truncated: false,
  };
  if (query.scope === 'cluster')
    return attendanceSummarySchema.parse({
      ...base,
      scope: 'cluster',
      cluster: query.cluster,
      name: query.cluster,
      rows: [
        { id: ids.flock, name: 'C1-Joy', present: [40, 45, 30], firstTimers: [1, 0, 0], total: 115 },
        { id: null, name: '', present: [2, 0, 1], firstTimers: [0, 0, 0], total: 3 },
      ],
    });
  if (query.scope === 'flock')
    return attendanceSummarySchema.parse({
      ...base,
      scope: 'flock',
      id: ids.flock,
      name: 'C1-Joy',
      periods: weeks.map((w) => ({ ...w, present: 2, firstTimers: 0 })),
      rows: [
        {
          id: '81818181-8181-4181-8181-818181818181',
          name: 'Ana Reyes',
          present: [1, 1, 1],
          firstTimers: [0, 0, 0],
          total: 3,
        },
        {
          id: '82828282-8282-4282-8282-828282828282',
          name: 'Carla Lim',
          present: [1, 1, 0],
          firstTimers: [0, 0, 0],
          total: 2,
        },
      ],
    });
  return attendanceSummarySchema.parse({
    ...base,
    scope: 'locale',
    name: 'Quezon City',
    rows: [
      { id: null, name: 'C1', present: [70, 75, 60], firstTimers: [1, 2, 0], total: 205 },
      { id: null, name: 'No Cluster', present: [50, 56, 37], firstTimers: [2, 3, 0], total: 143 },
    ],
  });
}

export const flockReport: FlockReport = flockReportSchema.parse({
  flock: { id: ids.flock, name: 'C1-Joy', cluster: 'C1', localeId: ids.locale },
  from: '2026-03-16',
  to: '2026-03-22',
  gatherings: [],
  present: [],
  absent: [],
  careSince: '2026-02-23',
  careList: [
    {
      id: '82828282-8282-4282-8282-828282828282',
      displayName: 'Carla Lim',
      photo: null,
      lastAttendedOn: '2026-02-15',
    },
  ],
});

/** A flock leader of C1-Joy (`ids.flock`). */
export function leaderAccess(): UserAccess {
  return {
    ...makeUserAccess(false),
    roles: [
      { role: 'member', scopeType: 'self', scopeId: null, scopeName: null },
      { role: 'flock_leader', scopeType: 'flock', scopeId: ids.flock, scopeName: 'C1-Joy' },
    ],
    permissions: [...rolePermissions.flock_leader],
  };
}
