import type { ServiceScheduleEntry } from '@congregate/contracts';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface UpcomingService extends ServiceScheduleEntry {
  /** Minutes from now until it starts; negative while it is running. */
  minutesUntilStart: number;
  inProgress: boolean;
  /** 0 today, 1 tomorrow, … in the locale's calendar. */
  daysFromToday: number;
  /** The calendar date of this occurrence in the locale, `YYYY-MM-DD`. */
  date: string;
}

interface ZonedNow {
  weekday: number;
  minuteOfDay: number;
  year: number;
  month: number;
  day: number;
}

function zonedNow(now: Date, timeZone: string): ZonedNow {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return zonedNow(now, 'UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: weekdays.indexOf(part('weekday')),
    minuteOfDay: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
  };
}

/**
 * The next occurrence of every service in a locale's weekly schedule, soonest first, computed in
 * the locale's time zone (a service that is running now is included as in progress).
 */
export function upcomingServices(
  schedule: readonly ServiceScheduleEntry[],
  timeZone: string,
  now: Date = new Date(),
): UpcomingService[] {
  const local = zonedNow(now, timeZone);
  const nowInWeek = local.weekday * MINUTES_PER_DAY + local.minuteOfDay;
  return schedule
    .map((entry) => {
      const [hours = 0, minutes = 0] = entry.time.split(':').map(Number);
      const start = entry.day * MINUTES_PER_DAY + hours * 60 + minutes;
      let until = (((start - nowInWeek) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
      const startedAgo = until === 0 ? 0 : MINUTES_PER_WEEK - until;
      const inProgress = startedAgo < entry.durationMinutes;
      if (inProgress) until = -startedAgo;
      const daysFromToday = Math.floor((local.minuteOfDay + until) / MINUTES_PER_DAY);
      const date = new Date(Date.UTC(local.year, local.month - 1, local.day + daysFromToday))
        .toISOString()
        .slice(0, 10);
      return { ...entry, minutesUntilStart: until, inProgress, daysFromToday, date };
    })
    .sort((a, b) => a.minutesUntilStart - b.minutesUntilStart);
}
