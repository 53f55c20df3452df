/** English messages of web push (the switch on the notification settings page). */
export const pushEn = {
  'push.title': 'Push notifications',
  'push.switch': 'Push notifications on this device',
  'push.description':
    'Your notices pop up on this device even when Congregate is closed, for the topics where push is on.',
  'push.unsupported':
    'This browser cannot receive push notifications. On an iPhone or iPad, add Congregate to your Home Screen first (Share, then “Add to Home Screen”) and open it from there.',
  'push.denied':
    'Notifications are blocked for Congregate in this browser. Allow them in the browser’s site settings (the lock icon next to the address), then turn the switch on again.',
  'push.dismissed': 'Push stays off: the browser was not allowed to show notifications.',
  'push.on': 'Push notifications are on for this device.',
  'push.off': 'Push notifications are off for this device.',
  'push.failed': 'Push notifications could not be changed. Check your connection and try again.',
} as const;
export type PushKey = keyof typeof pushEn;
