import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { emailChangeEn } from './en.ts';

/** Filipino messages of the `validated` page: exactly the English keys. */
export const emailChangeFil: FeatureDictionary<typeof emailChangeEn> = {
  'validated.title': 'Na-validate ang account',
  'validated.intro':
    'Kinukumpirma ng pahinang ito ang bagong email address, o ipinapakita ang kinalabasan ng pasya sa pag-endorso.',
  'validated.explain':
    'Buksan ito mula sa link sa email ng kumpirmasyon para ma-activate ang bagong email address. Dito napupunta ang mga admin pagkatapos mag-endorso, tumanggi o magsama ng rehistro.',
  'validated.home': 'Pumunta sa home page',
  'validated.confirming': 'Kinukumpirma ang iyong bagong email address…',
  'validated.emailDone':
    'Aktibo na ang iyong bagong email address na {email}. Gamitin ito sa pag-sign in mula ngayon.',
  'validated.signIn': 'Mag-sign in',
  'validated.emailInvalid':
    'Hindi wasto ang link na ito: maaaring nag-expire na, nagamit na, o napalitan ng mas bagong kahilingan. Hilingin muli ang pagbabago (Profile → Palitan ang email) o hilingin sa admin ng iyong lokal na magpadala ng bagong link.',
  'validated.emailTaken':
    'May ibang account na gumamit ng email address na ito habang naghihintay, kaya hindi nagawa ang pagbabago. Hilingin muli ang pagbabago gamit ang ibang address.',
  'validated.outcome.endorsed':
    'Endorsadong miyembro na si {name}. Makakapasok siya sa app sa susunod niyang pagbukas ng pahina.',
  'validated.outcome.rejected':
    'Tinanggihan ang rehistro ni {name}. Sinabihan siya ng dahilan sa email at makikita niya ito pag-sign in.',
  'validated.outcome.merged':
    'Naisama ang rehistro ni {name} sa dati nang record ng miyembro. Mag-sign in siya gamit ang sariling account at makikita ang record na iyon.',
  'validated.someone': 'Ang tao',
  'validated.back': 'Bumalik sa pag-endorso',
};
