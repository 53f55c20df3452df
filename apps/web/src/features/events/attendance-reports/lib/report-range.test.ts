import { describe, expect, it } from 'vitest';
import { rangeFromParams, rangeStart } from './report-range.ts';

describe('report ranges', () => {
  it('starts a span of weeks on a Monday and a span of months on the 1st', () => {
    // Wednesday 25 March 2026.
    expect(rangeStart('week', 1, '2026-03-25')).toBe('2026-03-23');
    expect(rangeStart('week', 26, '2026-03-25')).toBe('2025-09-29');
    expect(rangeStart('month', 18, '2026-03-25')).toBe('2024-10-01');
  });

  it('leaves the default span to the server and ignores spans it does not offer', () => {
    expect(rangeFromParams(new URLSearchParams('period=month'), '2026-03-25').range).toEqual({
      period: 'month',
    });
    expect(rangeFromParams(new URLSearchParams('period=year&span=999'), '2026-03-25')).toEqual({
      period: 'week',
      span: 12,
      range: { period: 'week' },
    });
    expect(rangeFromParams(new URLSearchParams('span=52'), '2026-03-25').range).toEqual({
      period: 'week',
      from: '2025-03-31',
    });
  });
});
