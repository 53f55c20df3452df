/**
 * English messages of the notifications (`notification-modal`, `notification-settings`). The bell's and the
 * toast's are the shell's (`shell.notifications…`): the bell is on every signed-in page.
 */
export const notificationsEn = {
  'list.title': 'Notifications',
  'list.unread': 'Unread',
  'list.delete': 'Delete notification',
  'list.markAll': 'Mark all as read',
  'list.settings': 'Notification settings',
  'list.justNow': 'just now',
  'list.actionFailed': 'That did not work. Try again.',
  'empty.title': 'No notifications yet.',
  'empty.body':
    'You will hear here when something needs you: an endorsement, a transfer, an RSVP from your invitation, an award or an announcement.',
  'settings.intro':
    'Choose how you hear about each kind of news. Push reaches the devices where you turned it on.',
  'settings.topic': 'About',
  'settings.inApp': 'In the app',
  'settings.email': 'E-mail',
  'settings.push': 'Push',
  'settings.switch.inApp': '{topic} in the app',
  'settings.switch.email': '{topic} by e-mail',
  'settings.switch.push': '{topic} by push',
  'settings.locked': 'Always sent in the app and by e-mail: these keep your account safe.',
  'settings.save': 'Save',
  'settings.saved': 'Saved',
  'settings.saveFailed': 'Could not save your choices. Try again.',
  'settings.back': 'Notifications',
  'topic.endorsement': 'Endorsement',
  'topic.transfer': 'Transfers',
  'topic.rsvp': 'RSVPs and visitors from my invitations',
  'topic.pep': 'PEP follow-ups',
  'topic.celebrants': 'Celebrants of my flock',
  'topic.award': 'Awards',
  'topic.event-reminder': 'Event reminders',
  'topic.announcement': 'Announcements',
  'topic.group': 'Groups',
  'topic.giving': 'Giving and receipts',
  'topic.family': 'Household and family',
  'topic.account': 'Account and security',
} as const;

export type NotificationsKey = keyof typeof notificationsEn;
