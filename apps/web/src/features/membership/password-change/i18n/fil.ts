import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { passwordChangeEn } from './en.ts';

/** Filipino messages of the password change (`tabs/change-password`). */
export const passwordChangeFil: FeatureDictionary<typeof passwordChangeEn> = {
  'changePassword.title': 'Palitan ang password',
  'changePassword.intro':
    'Pumili ng bagong password. Masa-sign out ang ibang device na naka-sign in sa iyong account.',
  'changePassword.current': 'Kasalukuyang password',
  'changePassword.new': 'Bagong password',
  'changePassword.confirm': 'Kumpirmahin ang bagong password',
  'changePassword.submit': 'Palitan ang password',
  'changePassword.success': 'Napalitan ang iyong password; na-sign out ang ibang session ({count}).',
  'changePassword.wrongCurrent': 'Mali ang kasalukuyang password',
};
