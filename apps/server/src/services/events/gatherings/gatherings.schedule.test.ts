import { describe, expect, it } from 'vitest';
import { localDate, occurrencesBetween, zonedTimeToUtc } from './gatherings.schedule.ts';

const sunday9 = [{ day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 }];

describe('weekly schedule occurrences', () => {
  it('keeps 9:00 on the wall clock across the spring-forward week in New York', () => {
    const found = occurrencesBetween(
      sunday9,
      'America/New_York',
      new Date('2025-03-01T00:00:00Z'),
      new Date('2025-03-20T00:00:00Z'),
    );
    expect(found.map((o) => o.startsAt.toISOString())).toEqual([
      '2025-03-02T14:00:00.000Z', // EST, UTC-5
      '2025-03-09T13:00:00.000Z', // the day clocks go forward: EDT, UTC-4
      '2025-03-16T13:00:00.000Z',
    ]);
    expect(found.map((o) => o.slot)).toEqual(['2025-03-02 09:00', '2025-03-09 09:00', '2025-03-16 09:00']);
    expect(found[1]!.endsAt.toISOString()).toBe('2025-03-09T15:00:00.000Z');
  });

  it('keeps 9:00 across the fall-back week', () => {
    const found = occurrencesBetween(
      sunday9,
      'America/New_York',
      new Date('2025-10-26T00:00:00Z'),
      new Date('2025-11-10T00:00:00Z'),
    );
    expect(found.map((o) => o.startsAt.toISOString())).toEqual([
      '2025-10-26T13:00:00.000Z',
      '2025-11-02T14:00:00.000Z',
      '2025-11-09T14:00:00.000Z',
    ]);
  });

  it('puts Sunday 8:00 in Tokyo on Saturday in UTC', () => {
    const found = occurrencesBetween(
      [{ day: 0, time: '08:00', name: 'Early Service', durationMinutes: 60 }],
      'Asia/Tokyo',
      new Date('2025-06-06T00:00:00Z'),
      new Date('2025-06-09T00:00:00Z'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.startsAt.toISOString()).toBe('2025-06-07T23:00:00.000Z');
    expect(found[0]!.startsAt.getUTCDay()).toBe(6);
    expect(found[0]!.slot).toBe('2025-06-08 08:00');
  });

  it('reads a time the clocks skip an hour later, and a doubled time as its first happening', () => {
    expect(zonedTimeToUtc('2025-03-09', '02:30', 'America/New_York').toISOString()).toBe(
      '2025-03-09T07:30:00.000Z',
    );
    expect(zonedTimeToUtc('2025-11-02', '01:30', 'America/New_York').toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('answers the local calendar date', () => {
    expect(localDate(new Date('2025-06-07T23:00:00Z'), 'Asia/Tokyo')).toBe('2025-06-08');
    expect(localDate(new Date('2025-06-07T23:00:00Z'), 'America/New_York')).toBe('2025-06-07');
  });

  it('answers nothing without a schedule or for an empty range', () => {
    expect(occurrencesBetween([], 'Asia/Manila', new Date(0), new Date())).toEqual([]);
    expect(occurrencesBetween(sunday9, 'Asia/Manila', new Date(1000), new Date(1000))).toEqual([]);
  });
});
