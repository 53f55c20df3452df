/** The list sections whose entries an admin's change is audited for (`member.<list>.create` …). */
const auditedLists = [
  'spirituals',
  'addresses',
  'relatives',
  'jobSpecs',
  'skills',
  'educations',
  'works',
] as const;
const listChanges = ['create', 'update', 'delete'] as const;

/**
 * Every action the audit log records (`audit_log.action`). The server writes only these (its `writeAudit`
 * takes an `AuditAction`), and the web names each one in every language, so no entry shows a bare code.
 */
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
  'member.placement',
  'member.photo.update',
  'member.photo.delete',
  'member.section_flag.update',
  ...auditedLists.flatMap((list) => listChanges.map((change) => `member.${list}.${change}` as const)),
  'member.document.upload',
  'member.document.delete',
  'member.signature.save',
  'member.signature.delete',
  'member.card.view',
  'member.card.reissue',
  'member.import',
  'member.import.update',
  'role.grant',
  'role.revoke',
  'gathering.create',
  'gathering.update',
  'gathering.delete',
  'gathering.cancel',
  'checkin.create',
  'checkin.delete',
  'checkin.flock_attendance',
  'kiosk.create',
  'kiosk.pairing_code',
  'kiosk.revoke',
  'kiosk.update',
  'face.enrol',
  'face.withdraw',
  'event.create',
  'event.update',
  'event.delete',
  'event.cancel',
  'rsvp.update',
  'rsvp.on-behalf',
  'pep.update',
  'pep.delete',
  'pep.bulk',
  'pep.baptize',
  'pep.convert',
  'qr_location.create',
  'qr_location.delete',
  'locale.settings',
] as const;

export type AuditAction = (typeof auditActions)[number];
export type AuditedList = (typeof auditedLists)[number];

export function isAuditAction(action: string): action is AuditAction {
  return (auditActions as readonly string[]).includes(action);
}
