import {
  categorySchema,
  recordEntrySchema,
  type Category,
  type RecordBoardSettings,
  type RecordEntry,
  type RecordEntrySummary,
} from '@congregate/contracts';
import { ids } from '../../../../test/fake-server.ts';

let serial = 0;
const nextId = (prefix: string) => {
  serial += 1;
  return `${prefix}-${prefix.slice(0, 4)}-4${prefix.slice(0, 3)}-8${prefix.slice(0, 3)}-${String(serial).padStart(12, '0')}`;
};

export const minutes: Category = categorySchema.parse({
  id: 'c0c0c0c0-c0c0-4c0c-8c0c-000000000001',
  kind: 'record-board',
  localeId: ids.locale,
  name: 'Minutes of Meetings',
  color: 'teal',
  entryCount: 1,
});
export const forms: Category = categorySchema.parse({
  id: 'c0c0c0c0-c0c0-4c0c-8c0c-000000000002',
  kind: 'record-board',
  localeId: ids.locale,
  name: 'Forms',
  color: 'gray',
  entryCount: 0,
});

/** A whole entry of the demo locale (a new id each time unless given). */
export function makeEntry(overrides: Partial<RecordEntry> = {}): RecordEntry {
  return recordEntrySchema.parse({
    id: nextId('e0e0e0e0'),
    localeId: ids.locale,
    title: 'Council meeting — minutes',
    category: { id: minutes.id, name: minutes.name, color: minutes.color },
    entryDate: '2026-02-20',
    excerpt: 'Present: the pastor',
    authorName: 'Sec Retary',
    attachmentCount: 0,
    createdAt: '2026-02-20T02:00:00.000Z',
    updatedAt: '2026-02-20T02:00:00.000Z',
    body: 'Present: the pastor',
    attachments: [],
    canEdit: false,
    ...overrides,
  });
}

export const summaryOf = (entry: RecordEntry): RecordEntrySummary => {
  const { localeId: _l, body: _b, attachments: _a, canEdit: _c, ...summary } = entry;
  return summary;
};

export const settingsFor = (overrides: Partial<RecordBoardSettings> = {}): RecordBoardSettings => ({
  localeId: ids.locale,
  whoMayPost: 'admins',
  label: 'Records Board',
  canPost: false,
  canManage: false,
  ...overrides,
});
