/** English messages of the e-mail outbox (`admin-email-outbox`). */
export const emailOutboxEn = {
  'page.title': 'E-mail outbox',
  'page.intro':
    'Every e-mail Congregate sends waits here until it is sent. A failed one is tried again for about two hours; then it stays failed until you send it again.',
  'notAllowed.title': 'Not available for your account',
  'notAllowed.body': 'Only a super admin looks after the e-mail outbox.',
  'counts.title': 'E-mails by state',
  'state.queued': 'Waiting',
  'state.failed': 'Failed',
  'state.sent': 'Sent',
  'filter.label': 'Show',
  'filter.all': 'All e-mails',
  'list.title': 'E-mails',
  'list.to': 'To {to}',
  'list.purpose': 'Why: {purpose}',
  'list.tries': 'Tries: {count}',
  'list.lastError': 'Last error: {error}',
  'list.queuedAt': 'Queued {when}',
  'list.sentAt': 'Sent {when}',
  'list.failedAt': 'Gave up {when}',
  'list.retry': 'Send again',
  'list.retryLabel': 'Send again: {subject} to {to}',
  'list.retried': 'The e-mail to {to} is queued again.',
  'list.retryFailed': 'The e-mail could not be queued again. Try once more.',
  'empty.all':
    'No e-mails yet. Password resets, RSVP confirmations and notifications show here while they wait, when they fail, and for a week once sent.',
  'empty.queued': 'Nothing is waiting: every e-mail has gone out.',
  'empty.failed': 'No e-mail failed. If one does, it shows here with the error, and you can send it again.',
  'empty.sent': 'No e-mail was sent in the last week.',
} as const;
export type EmailOutboxKey = keyof typeof emailOutboxEn;
