import { auditActions, type AuditAction, type AuditedList } from '@congregate/contracts';
import { useCallback } from 'react';
import { useAuditT, type AuditKey } from '../i18n/index.ts';

/** Every action the server writes (the contracts' list), for the action filter. */
export { auditActions };

type AuditTranslate = (key: AuditKey, params?: Record<string, string | number>) => string;

/** Actions with a name of their own; the list-entry changes (`member.addresses.create`) are worded below. */
const labelKeys: Partial<Record<AuditAction, AuditKey>> = {
  'member.endorse': 'action.endorse',
  'member.reject': 'action.reject',
  'member.merge': 'action.merge',
  'member.transfer.request': 'action.transferRequest',
  'member.transfer.accept': 'action.transferAccept',
  'member.transfer.decline': 'action.transferDecline',
  'member.email_change.request': 'action.emailChangeRequest',
  'member.email_change.confirm': 'action.emailChangeConfirm',
  'member.personal_data.update': 'action.personalDataUpdate',
  'member.placement': 'action.placement',
  'member.photo.update': 'action.photoUpdate',
  'member.photo.delete': 'action.photoDelete',
  'member.section_flag.update': 'action.sectionFlagUpdate',
  'member.document.upload': 'action.documentUpload',
  'member.document.delete': 'action.documentDelete',
  'member.signature.save': 'action.signatureSave',
  'member.signature.delete': 'action.signatureDelete',
  'member.card.view': 'action.cardView',
  'member.card.reissue': 'action.cardReissue',
  'member.import': 'action.import',
  'member.import.update': 'action.importUpdate',
  'role.grant': 'action.roleGrant',
  'role.revoke': 'action.roleRevoke',
  'locale.settings': 'action.localeSettings',
};

const entryKeys: Record<AuditedList, AuditKey> = {
  spirituals: 'entry.spirituals',
  addresses: 'entry.addresses',
  relatives: 'entry.relatives',
  jobSpecs: 'entry.jobSpecs',
  skills: 'entry.skills',
  educations: 'entry.educations',
  works: 'entry.works',
};

const changeKeys: Record<string, AuditKey> = {
  create: 'action.entryCreate',
  update: 'action.entryUpdate',
  delete: 'action.entryDelete',
};

/**
 * An action's name in the chosen language ("Imported a member", "Added an address"). An action this web app
 * does not know yet (a newer server) is put in words from its code, never shown as `member.x.y`.
 */
export function actionLabel(at: AuditTranslate, action: string): string {
  const key = (labelKeys as Record<string, AuditKey | undefined>)[action];
  if (key) return at(key);
  const [scope, list, change] = action.split('.');
  const entry = list ? (entryKeys as Record<string, AuditKey | undefined>)[list] : undefined;
  const changeKey = change ? changeKeys[change] : undefined;
  if (scope === 'member' && entry && changeKey) return at(changeKey, { entry: at(entry) });
  const words = action.split('.').map((part) => part.replaceAll('_', ' ').trim());
  const sentence = words.filter(Boolean).join(' · ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** `actionLabel` in the current language. */
export function useActionLabel(): (action: string) => string {
  const at = useAuditT();
  return useCallback((action: string) => actionLabel(at, action), [at]);
}
