/** English messages of the app's notice and image pages (`generic-modal`, `image-modal`). */
export const dialogsEn = {
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
  'image.alt': 'Picture',
  'image.refused':
    'This picture cannot be shown here: only pictures stored in Congregate open in this viewer.',
  'image.missing': 'No picture was given to show.',
} as const;

export type DialogsKey = keyof typeof dialogsEn;
