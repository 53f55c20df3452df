/**
 * What notices are about (issue 16). A notice's `kind` says what happened; its topic (the kind's family)
 * is what a person chooses channels for in their preferences.
 */
export const notificationTopics = [
  'endorsement',
  'transfer',
  'rsvp',
  'pep',
  'celebrants',
  'award',
  'event-reminder',
  'announcement',
  'group',
  'giving',
  'family',
  'account',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** Topics a person may turn off; `account` notices (e-mail changed, role granted) are security notices, always sent. */
export const configurableTopics = notificationTopics.filter((t) => t !== 'account') as Exclude<
  NotificationTopic,
  'account'
>[];

export const notificationChannels = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export type ChannelChoice = Record<NotificationChannel, boolean>;

/** Every kind of notice the app writes, with its topic. */
export const notificationKinds = {
  'endorsement.requested': 'endorsement',
  'endorsement.accepted': 'endorsement',
  'endorsement.rejected': 'endorsement',
  'transfer.requested': 'transfer',
  'transfer.accepted': 'transfer',
  'transfer.declined': 'transfer',
  'account.email-changed': 'account',
  'account.role-granted': 'account',
  'rsvp.new': 'rsvp',
  'visitor.new': 'rsvp',
  'pep.visitor': 'pep',
  'pep.follow-up-assigned': 'pep',
  'pep.follow-up-overdue': 'pep',
  'celebrants.today': 'celebrants',
  'award.given': 'award',
  'event.reminder': 'event-reminder',
  'announcement.sent': 'announcement',
  'join.requested': 'group',
  'join.accepted': 'group',
  'join.declined': 'group',
  'giving.gift-received': 'giving',
  'giving.recurring-failed': 'giving',
  'giving.statement-ready': 'giving',
  'household.request': 'family',
  'household.accepted': 'family',
  'household.declined': 'family',
  'family.request': 'family',
  'family.accepted': 'family',
  'family.declined': 'family',
} as const satisfies Record<string, NotificationTopic>;
export type NotificationKind = keyof typeof notificationKinds;

/** The topic of a kind; kinds written before a kind was listed here count as announcements. */
export function topicOfKind(kind: string): NotificationTopic {
  return (notificationKinds as Record<string, NotificationTopic>)[kind] ?? 'announcement';
}

/**
 * Channels a topic uses until the person chooses: everything in the app; e-mail for what changes their
 * standing or needs an answer; push (on the devices they subscribed) for what is timely.
 */
export const defaultNotificationChannels: Record<NotificationTopic, ChannelChoice> = {
  endorsement: { inApp: true, email: true, push: true },
  transfer: { inApp: true, email: true, push: true },
  rsvp: { inApp: true, email: false, push: true },
  pep: { inApp: true, email: false, push: true },
  celebrants: { inApp: true, email: false, push: false },
  award: { inApp: true, email: true, push: true },
  'event-reminder': { inApp: true, email: true, push: true },
  announcement: { inApp: true, email: true, push: true },
  group: { inApp: true, email: false, push: true },
  giving: { inApp: true, email: true, push: false },
  family: { inApp: true, email: true, push: true },
  account: { inApp: true, email: true, push: false },
};

/** Who an announcement goes to: the whole locale, a cluster of flocks, one flock or one group. */
export const announcementAudiences = ['locale', 'cluster', 'flock', 'group'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];
