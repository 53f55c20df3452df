/** English messages of the notice page (`generic-modal`). */
export const noticesEn = {
  'notice.rsvp-cancelled.title': 'RSVP cancelled',
  'notice.rsvp-cancelled.body': 'The RSVP is cancelled and its seats went to the waiting list.',
  'notice.event-cancelled.title': 'Event cancelled',
  'notice.event-cancelled.body':
    'The event is cancelled. Guests with an e-mail address were told, and their QR codes no longer admit them.',
  'notice.event-deleted.title': 'Event deleted',
  'notice.event-deleted.body': 'The event is deleted. Nobody had RSVP’d to it.',
  'notice.saved.title': 'Saved',
  'notice.saved.body': 'Your changes are saved.',
  'notice.unknown.title': 'Nothing to show',
  'notice.unknown.body': 'This page has no message for you. Go back home to carry on.',
  'notice.continue': 'Continue',
  'notice.home': 'Go home',
} as const;

export type NoticesKey = keyof typeof noticesEn;
