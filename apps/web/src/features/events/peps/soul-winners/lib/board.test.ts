import { describe, expect, it } from 'vitest';
import { periodDays, rankFlocks, rankSoulWinners, type BoardRow } from './board.ts';

const row = (name: string, invited: number, baptized: number): BoardRow => ({
  member: { id: crypto.randomUUID(), displayName: name, photo: null },
  flock: null,
  invited,
  attended: 0,
  studying: 0,
  baptized,
});

describe('the soul winners’ board', () => {
  it('ranks by baptized, then invited, then name', () => {
    const ranked = rankSoulWinners([
      row('Carla', 9, 0),
      row('Ben', 2, 2),
      row('Ana', 5, 2),
      row('Dan', 9, 0),
      row('Eve', 1, 3),
    ]);
    expect(ranked.map((r) => r.member.displayName)).toEqual(['Eve', 'Ana', 'Ben', 'Carla', 'Dan']);
  });

  it('puts the members without a flock last', () => {
    const counts = { invited: 1, attended: 0, studying: 0, baptized: 0 };
    const ranked = rankFlocks([
      { flock: null, ...counts, baptized: 5 },
      { flock: { id: 'a', name: 'Joy' }, ...counts },
      { flock: { id: 'b', name: 'Hope' }, ...counts, baptized: 1 },
    ]);
    expect(ranked.map((r) => r.flock?.name ?? null)).toEqual(['Hope', 'Joy', null]);
  });

  it('knows this month, the last three months and this year', () => {
    const today = new Date(2026, 2, 15);
    expect(periodDays('month', today)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(periodDays('quarter', today)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(periodDays('year', new Date(2026, 1, 2))).toEqual({ from: '2026-01-01', to: '2026-02-02' });
    expect(periodDays('quarter', new Date(2026, 0, 31))).toEqual({ from: '2025-11-01', to: '2026-01-31' });
  });
});
