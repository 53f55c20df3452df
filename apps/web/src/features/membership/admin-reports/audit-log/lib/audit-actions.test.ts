import { auditActions } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { auditEn, type AuditKey } from '../i18n/en.ts';
import { auditFil } from '../i18n/fil.ts';
import { actionLabel } from './audit-actions.ts';

const translator =
  (dictionary: Record<string, string>) => (key: AuditKey, params?: Record<string, string | number>) =>
    dictionary[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name]));

const en = translator(auditEn);
const fil = translator(auditFil);

describe('audit actions', () => {
  it('names every action the server writes, in English and Filipino, never by its code', () => {
    for (const action of auditActions) {
      for (const at of [en, fil]) {
        const label = actionLabel(at, action);
        expect(label, action).not.toMatch(/[._]|undefined|\{/);
        expect(label.length, action).toBeGreaterThan(3);
      }
    }
  });

  it('reads as people say it', () => {
    expect(actionLabel(en, 'member.import')).toBe('Imported a member');
    expect(actionLabel(en, 'member.addresses.create')).toBe('Added an address');
    expect(actionLabel(fil, 'member.skills.delete')).toBe('Nagbura ng kasanayan');
    expect(actionLabel(en, 'member.placement')).toBe('Changed a member’s flock or type');
  });

  it('words an action it does not know yet instead of showing the code', () => {
    expect(actionLabel(en, 'member.household.link_up')).toBe('Member · household · link up');
  });
});
