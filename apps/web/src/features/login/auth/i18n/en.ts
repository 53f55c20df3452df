/** English messages of the guest welcome and the wait for endorsement (`visitor`, `not-authorized`). */
export const authEn = {
  'visitor.title': 'Welcome, guest!',
  'visitor.intro': 'We are glad you are here. This is what you can do without an account:',
  'visitor.formTitle': 'Fill in the visitor form',
  'visitor.formBody': 'Tell us who you are and who invited you, so that we can welcome you properly.',
  'visitor.formButton': 'Open the visitor form',
  'visitor.registerTitle': 'Become a registered member',
  'visitor.registerBody': 'Create an account; a secretary of your locale endorses it.',
  'visitor.signInTitle': 'Already a member?',
  'visitor.signInBody': 'Sign in to see your profile, attendance and QR card.',
  'notAuthorized.title': 'Your account is waiting for endorsement',
  'notAuthorized.body':
    'Thank you for registering, {name}. Before you can use Congregate, a secretary or admin of {locale} has to confirm that you are a member of the locale.',
  'notAuthorized.bodyAnonymous':
    'Before you can use Congregate, a secretary or admin of your locale has to confirm that you are a member.',
  'notAuthorized.contactTitle': 'Who can endorse you',
  'notAuthorized.localeEmail': 'Locale email',
  'notAuthorized.localePhone': 'Locale phone',
  'notAuthorized.admins': 'Admins of the locale',
  'notAuthorized.noContacts': 'Ask the secretary of your locale to endorse your account.',
  'notAuthorized.signedInAs': 'Signed in as {email}',
  'notAuthorized.checkAgain': 'Check again',
  'notAuthorized.decided': 'Your registration was decided',
  'notAuthorized.continue': 'Continue to Congregate',
  'notAuthorized.stillWaiting': 'Not endorsed yet. Please check again later.',
  'notAuthorized.notSignedIn':
    'You are not signed in. Sign in to check whether your account has been endorsed.',
};
