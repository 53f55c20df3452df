/** One field of an audit entry: its value before and after the change. */
export interface DiffRow {
  /** Dotted path of the field, e.g. `member.flockId` or `roles[0]`; empty for a whole value. */
  path: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Leaf values of a JSON value by path; empty objects and arrays are leaves too. */
function flatten(value: unknown, path: string, into: Map<string, string | null>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else if (Array.isArray(value) && value.length > 0) {
    value.forEach((inner, index) => flatten(inner, `${path}[${index}]`, into));
  } else {
    into.set(path, shown(value));
  }
}

/**
 * The values of an audit entry side by side, one row per field, the changed ones marked: what the
 * audit-log page shows when an entry is opened. A side that is absent (a creation, a deletion) is null.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const old = new Map<string, string | null>();
  const now = new Map<string, string | null>();
  if (before !== null && before !== undefined) flatten(before, '', old);
  if (after !== null && after !== undefined) flatten(after, '', now);
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.map((path) => {
    const b = old.get(path) ?? null;
    const a = now.get(path) ?? null;
    return { path, before: b, after: a, changed: b !== a };
  });
}
