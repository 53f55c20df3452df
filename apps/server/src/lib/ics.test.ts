import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText, icsTime } from './ics.ts';

describe('calendar entries (ICS)', () => {
  it('writes times in UTC and escapes text', () => {
    expect(icsTime(new Date('2026-03-01T01:00:00.000Z'))).toBe('20260301T010000Z');
    expect(icsText('Crusade; night 1, Manila\nBring a friend \\ all')).toBe(
      'Crusade\\; night 1\\, Manila\\nBring a friend \\\\ all',
    );
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('makes one VEVENT with CRLF line endings', () => {
    const file = calendarFile({
      uid: 'rsvp-1@congregate',
      title: 'Easter Crusade',
      startsAt: new Date('2026-04-05T10:00:00Z'),
      endsAt: new Date('2026-04-05T13:00:00Z'),
      location: 'Araneta Coliseum, Quezon City',
      url: 'https://church.example/invitation/e/m?rsvp=abc',
      stamp: new Date('2026-03-01T00:00:00Z'),
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n').filter(Boolean)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Congregate//RSVP//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:rsvp-1@congregate',
      'DTSTAMP:20260301T000000Z',
      'DTSTART:20260405T100000Z',
      'DTEND:20260405T130000Z',
      'SUMMARY:Easter Crusade',
      'LOCATION:Araneta Coliseum\\, Quezon City',
      'URL:https://church.example/invitation/e/m?rsvp=abc',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});
