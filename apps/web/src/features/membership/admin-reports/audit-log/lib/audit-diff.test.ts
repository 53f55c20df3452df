import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('lines up nested fields and marks what changed', () => {
    expect(auditDiff({ a: 1, b: { c: 'x', d: [1, 2] } }, { a: 1, b: { c: 'y', d: [1] }, e: true })).toEqual([
      { path: 'a', before: '1', after: '1', changed: false },
      { path: 'b.c', before: 'x', after: 'y', changed: true },
      { path: 'b.d[0]', before: '1', after: '1', changed: false },
      { path: 'b.d[1]', before: '2', after: null, changed: true },
      { path: 'e', before: null, after: 'true', changed: true },
    ]);
  });

  it('handles a creation, a deletion and plain values', () => {
    expect(auditDiff(null, { role: 'kiosk' })).toEqual([
      { path: 'role', before: null, after: 'kiosk', changed: true },
    ]);
    expect(auditDiff({ role: 'kiosk' }, null)).toEqual([
      { path: 'role', before: 'kiosk', after: null, changed: true },
    ]);
    expect(auditDiff('old@example.org', 'new@example.org')).toEqual([
      { path: '', before: 'old@example.org', after: 'new@example.org', changed: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ tags: [] }, { tags: ['a'] })).toEqual([
      { path: 'tags', before: '[]', after: null, changed: true },
      { path: 'tags[0]', before: null, after: 'a', changed: true },
    ]);
  });
});
