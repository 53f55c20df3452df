import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common.ts';

/** Limits of the attendance reports. */
export const ATTENDANCE_REPORT_LIMITS = {
  /** A report covers at most this many days (`from` to `to`, both included): two years. */
  maxRangeDays: 731,
  /** Weeks of `attendance/me`. */
  myWeeks: 12,
  /** A member is on the care list after this many of the locale's gathering weeks with no check-in. */
  careAbsentWeeks: 3,
  /** Rows of a summary (locales, clusters, flocks or members), and members of a flock report. */
  rowsMax: 500,
  /** Services (gathering titles) and clusters of a trend, the largest first. */
  seriesMax: 50,
} as const;

/** How a report groups days: ISO weeks (Monday to Sunday) or calendar months, on the locale's wall clock. */
export const reportPeriods = ['week', 'month'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

/** The level a summary is about; its rows are one level down (district → locales → clusters → flocks → members). */
export const reportScopes = ['district', 'locale', 'cluster', 'flock'] as const;
export type ReportScope = (typeof reportScopes)[number];

/** A person in a report: the member's name and photo only. */
export const reportMemberSchema = z.object({
  id: idSchema,
  displayName: z.string(),
  photo: z.string().nullable(),
});

/** `GET attendance/me`, one week: how many of the locale's gatherings the member came to. */
export const myAttendanceWeekSchema = z.object({
  /** Monday. */
  start: isoDateSchema,
  /** Sunday. */
  end: isoDateSchema,
  attended: z.number().int(),
  /** The member's locale's gatherings that week that have started (not cancelled). */
  gatherings: z.number().int(),
});

/** `GET attendance/me`: the signed-in member's streak, last twelve weeks and totals. */
export const myAttendanceSummarySchema = z.object({
  memberId: idSchema,
  /** Weeks are read on this locale's clock (the member's locale). */
  localeId: idSchema,
  /** Consecutive weeks with a check-in, up to this week (a week not over yet breaks nothing). */
  streakWeeks: z.number().int(),
  attendedThisWeek: z.boolean(),
  /** Oldest first, this week last. */
  weeks: z.array(myAttendanceWeekSchema),
  totals: z.object({
    checkIns: z.number().int(),
    /** Check-ins in the twelve weeks shown. */
    inWeeksShown: z.number().int(),
    firstCheckInOn: isoDateSchema.nullable(),
    lastCheckInOn: isoDateSchema.nullable(),
  }),
});
export type MyAttendanceSummary = z.infer<typeof myAttendanceSummarySchema>;

/** `GET attendance/flocks/{flockId}?gatheringId=|week=`: one gathering, or one week (default: the latest). */
export const flockReportQuerySchema = z
  .strictObject({
    gatheringId: idSchema.optional(),
    /** Any day of the week wanted (locale clock). */
    week: isoDateSchema.optional(),
  })
  .refine((q) => !(q.gatheringId && q.week), { message: 'Give a gathering or a week, not both' });

const reportGatheringSchema = z.object({
  id: idSchema,
  title: z.string(),
  startsAt: z.iso.datetime(),
});

/**
 * The member's mobile on the absent and care-list rows, so the flock's leader (or an admin over its locale, the
 * only readers of a flock report) can call or message them; null when none is recorded. Optional: an older
 * server leaves it out.
 */
const careMobile = z.string().nullable().optional();
/**
 * The member's first name on the absent and care-list rows, for a short "who to call" (home's leader card).
 * Optional: an older server leaves it out (then `displayName` stands in).
 */
const careFirstName = z.string().optional();

/** A flock's attendance for a gathering or a week, with its care list. */
export const flockReportSchema = z.object({
  flock: z.object({ id: idSchema, name: z.string(), cluster: z.string(), localeId: idSchema }),
  /** The days covered (one day for a gathering). */
  from: isoDateSchema,
  to: isoDateSchema,
  /** The gatherings counted (started, not cancelled), oldest first. */
  gatherings: z.array(reportGatheringSchema),
  /** The flock's endorsed members who came, with how many of those gatherings. */
  present: z.array(reportMemberSchema.extend({ attended: z.number().int() })),
  absent: z.array(
    reportMemberSchema.extend({
      lastAttendedOn: isoDateSchema.nullable(),
      mobile: careMobile,
      firstName: careFirstName,
    }),
  ),
  /**
   * Members with no check-in since `careSince`, the first day of the locale's last three gathering weeks before
   * this one (null when the locale has fewer: no list yet). Whatever gathering or week is asked for, it is now.
   */
  careSince: isoDateSchema.nullable(),
  careList: z.array(
    reportMemberSchema.extend({
      lastAttendedOn: isoDateSchema.nullable(),
      mobile: careMobile,
      firstName: careFirstName,
    }),
  ),
});
export type FlockReport = z.infer<typeof flockReportSchema>;

/** A period's totals. */
export const reportPeriodSchema = z.object({
  /** First day (a Monday, or the 1st). */
  start: isoDateSchema,
  /** Last day (a Sunday, or the month's end). */
  end: isoDateSchema,
  /** Gatherings held (not cancelled) that started in it. */
  gatherings: z.number().int(),
  /** Check-ins (a person at two gatherings counts twice). */
  present: z.number().int(),
  /** Check-ins that were the person's first ever. */
  firstTimers: z.number().int(),
});
export type ReportPeriodTotals = z.infer<typeof reportPeriodSchema>;

const rangeQuery = {
  period: z.enum(reportPeriods).default('week'),
  /** Default: twelve weeks (or months) back, from the start of that period. */
  from: isoDateSchema.optional(),
  /** Default: today on the locale's clock (UTC for a district). */
  to: isoDateSchema.optional(),
};

/** `GET attendance/locales/{localeId}/trend?period&from&to`. */
export const localeTrendQuerySchema = z.strictObject(rangeQuery);

/** One line of a chart: a value per period, in the order of `periods`. */
const seriesSchema = z.object({ present: z.array(z.number().int()), total: z.number().int() });

export const localeTrendSchema = z.object({
  localeId: idSchema,
  period: z.enum(reportPeriods),
  from: isoDateSchema,
  to: isoDateSchema,
  periods: z.array(reportPeriodSchema),
  /** By gathering title (the schedule's service names, ad-hoc titles), the largest first. */
  byService: z.array(seriesSchema.extend({ title: z.string() })),
  /** By the cluster the people's flock was in, the largest first. */
  byCluster: z.array(seriesSchema.extend({ cluster: z.string() })),
});
export type LocaleTrend = z.infer<typeof localeTrendSchema>;

/** `GET attendance/summary?scope&id&cluster&period&from&to`. */
export const attendanceSummaryQuerySchema = z
  .strictObject({
    scope: z.enum(reportScopes),
    /** The district, locale or flock; for a cluster, its locale. */
    id: idSchema,
    /** The cluster's name (scope `cluster` only). */
    cluster: z.string().trim().min(1).max(120).optional(),
    ...rangeQuery,
  })
  .refine((q) => (q.scope === 'cluster') === (q.cluster !== undefined), {
    message: 'A cluster summary names its cluster (and only it)',
    path: ['cluster'],
  });
export type AttendanceSummaryQuery = z.infer<typeof attendanceSummaryQuerySchema>;

/**
 * A row one level down: a locale, a cluster (id null), a flock or a member. In a cluster's rows, id null with an
 * empty name is the people of no flock there, and an id with an empty name a flock since removed.
 */
export const attendanceSummaryRowSchema = z.object({
  id: idSchema.nullable(),
  name: z.string(),
  present: z.array(z.number().int()),
  firstTimers: z.array(z.number().int()),
  total: z.number().int(),
});

export const attendanceSummarySchema = z.object({
  scope: z.enum(reportScopes),
  id: idSchema,
  cluster: z.string().nullable(),
  /** The district's, locale's or flock's name (the cluster's for a cluster). */
  name: z.string(),
  period: z.enum(reportPeriods),
  from: isoDateSchema,
  to: isoDateSchema,
  periods: z.array(reportPeriodSchema),
  /** By name. */
  rows: z.array(attendanceSummaryRowSchema),
  /** More rows than `ATTENDANCE_REPORT_LIMITS.rowsMax` (the rest are left out). */
  truncated: z.boolean(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;
