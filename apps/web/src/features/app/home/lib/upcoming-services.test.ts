import { describe, expect, it } from 'vitest';
import { upcomingServices } from './upcoming-services.ts';

const schedule = [
  { day: 0, time: '09:00', name: 'Sunday worship', durationMinutes: 120 },
  { day: 3, time: '19:00', name: 'Midweek prayer', durationMinutes: 90 },
];

describe('upcomingServices', () => {
  it('orders the next occurrences in the locale time zone', () => {
    // 10:00 UTC on Wednesday 7 January 2026 is 18:00 in Manila.
    const next = upcomingServices(schedule, 'Asia/Manila', new Date('2026-01-07T10:00:00Z'));
    expect(next.map((s) => [s.name, s.minutesUntilStart, s.daysFromToday, s.date])).toEqual([
      ['Midweek prayer', 60, 0, '2026-01-07'],
      ['Sunday worship', 3 * 24 * 60 + 15 * 60, 4, '2026-01-11'],
    ]);
  });

  it('shows a service that is running as in progress', () => {
    const [first] = upcomingServices(schedule, 'Asia/Manila', new Date('2026-01-07T11:30:00Z'));
    expect(first).toMatchObject({ name: 'Midweek prayer', inProgress: true, minutesUntilStart: -30 });
  });

  it('moves a finished service to next week', () => {
    const next = upcomingServices(schedule, 'Asia/Manila', new Date('2026-01-07T13:00:00Z'));
    expect(next.at(-1)).toMatchObject({ name: 'Midweek prayer', daysFromToday: 7, date: '2026-01-14' });
  });

  it('uses the locale time zone, not the device one', () => {
    // Sunday 08:30 in New York is 13:30 UTC: the New York service has not started; in UTC it has ended.
    const now = new Date('2026-01-11T13:30:00Z');
    expect(upcomingServices([schedule[0]!], 'America/New_York', now)[0]).toMatchObject({
      minutesUntilStart: 30,
    });
    expect(upcomingServices([schedule[0]!], 'UTC', now)[0]).toMatchObject({
      inProgress: false,
      daysFromToday: 7,
    });
  });
});
