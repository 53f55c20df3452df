/** English messages of the password change (`tabs/change-password`). */
export const passwordChangeEn = {
  'changePassword.title': 'Change password',
  'changePassword.intro':
    'Choose a new password. Other devices signed in to your account will be signed out.',
  'changePassword.current': 'Current password',
  'changePassword.new': 'New password',
  'changePassword.confirm': 'Confirm new password',
  'changePassword.submit': 'Change password',
  'changePassword.success': 'Your password was changed; other sessions were signed out ({count}).',
  'changePassword.wrongCurrent': 'The current password is incorrect',
};
