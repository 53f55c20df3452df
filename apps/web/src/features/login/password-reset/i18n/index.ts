import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const passwordResetEn = {
  'reset.requestTitle': 'Forgot your password?',
  'reset.requestIntro': 'Enter the email of your account. We will send you a link to choose a new password.',
  'reset.email': 'Email',
  'reset.send': 'Send the reset link',
  'reset.sent':
    'If an account uses {email}, a link to reset its password is on its way. The link works for {minutes, plural, one {# minute} other {# minutes}}. Check your spam folder too.',
  'reset.setTitle': 'Choose a new password',
  'reset.setIntro': 'Enter your new password twice.',
  'reset.newPassword': 'New password',
  'reset.confirm': 'Confirm new password',
  'reset.submit': 'Set the new password',
  'reset.done': 'Your password was changed. Sign in with the new password.',
  'reset.invalidLink': 'This reset link is invalid or has expired. Ask for a new one.',
  'reset.askAgain': 'Ask for a new link',
  'reset.backToSignIn': 'Back to sign in',
};

const passwordResetFil: FeatureDictionary<typeof passwordResetEn> = {
  'reset.requestTitle': 'Nakalimutan ang password?',
  'reset.requestIntro':
    'Ilagay ang email ng iyong account. Padadalhan ka namin ng link para pumili ng bagong password.',
  'reset.email': 'Email',
  'reset.send': 'Ipadala ang reset link',
  'reset.sent':
    'Kung may account na gumagamit ng {email}, papunta na ang link para i-reset ang password nito. Gumagana ang link nang {minutes} minuto. Tingnan din ang spam folder.',
  'reset.setTitle': 'Pumili ng bagong password',
  'reset.setIntro': 'Ilagay nang dalawang beses ang bagong password.',
  'reset.newPassword': 'Bagong password',
  'reset.confirm': 'Kumpirmahin ang bagong password',
  'reset.submit': 'Itakda ang bagong password',
  'reset.done': 'Napalitan na ang iyong password. Mag-sign in gamit ang bagong password.',
  'reset.invalidLink': 'Hindi wasto o nag-expire na ang reset link na ito. Humingi ng bago.',
  'reset.askAgain': 'Humingi ng bagong link',
  'reset.backToSignIn': 'Bumalik sa sign in',
};

export const passwordResetMessages = { en: passwordResetEn, fil: passwordResetFil };
export const useResetT = defineFeatureMessages(passwordResetMessages);
