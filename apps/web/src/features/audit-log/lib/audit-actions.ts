import { useAuditT, type AuditKey } from '../i18n/index.ts';

/** The audit actions the server writes today, for the action filter (others still show by their code). */
export const auditActions = [
  'member.endorse',
  'member.reject',
  'member.merge',
  'member.transfer.request',
  'member.transfer.accept',
  'member.transfer.decline',
  'member.email_change.request',
  'member.email_change.confirm',
  'member.personal_data.update',
  'member.section_flag.update',
  'member.document.upload',
  'member.document.delete',
  'member.signature.save',
  'member.signature.delete',
  'member.card.view',
  'member.card.reissue',
  'role.grant',
  'role.revoke',
] as const;

const labelKeys: Record<(typeof auditActions)[number], AuditKey> = {
  'member.endorse': 'action.endorse',
  'member.reject': 'action.reject',
  'member.merge': 'action.merge',
  'member.transfer.request': 'action.transferRequest',
  'member.transfer.accept': 'action.transferAccept',
  'member.transfer.decline': 'action.transferDecline',
  'member.email_change.request': 'action.emailChangeRequest',
  'member.email_change.confirm': 'action.emailChangeConfirm',
  'member.personal_data.update': 'action.personalDataUpdate',
  'member.section_flag.update': 'action.sectionFlagUpdate',
  'member.document.upload': 'action.documentUpload',
  'member.document.delete': 'action.documentDelete',
  'member.signature.save': 'action.signatureSave',
  'member.signature.delete': 'action.signatureDelete',
  'member.card.view': 'action.cardView',
  'member.card.reissue': 'action.cardReissue',
  'role.grant': 'action.roleGrant',
  'role.revoke': 'action.roleRevoke',
};

/** An action's name in the chosen language; an action this page does not know shows its code. */
export function useActionLabel(): (action: string) => string {
  const at = useAuditT();
  return (action) => {
    const key = (labelKeys as Record<string, AuditKey | undefined>)[action];
    return key ? at(key) : action;
  };
}
