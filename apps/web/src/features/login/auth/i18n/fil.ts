import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { authEn } from './en.ts';

/** Filipino messages of the guest welcome and the wait for endorsement (`visitor`, `not-authorized`). */
export const authFil: FeatureDictionary<typeof authEn> = {
  'visitor.title': 'Maligayang pagdating, bisita!',
  'visitor.intro': 'Natutuwa kaming narito ka. Ito ang magagawa mo kahit walang account:',
  'visitor.formTitle': 'Sagutan ang visitor form',
  'visitor.formBody':
    'Sabihin sa amin kung sino ka at sino ang nag-imbita sa iyo, upang maayos ka naming masalubong.',
  'visitor.formButton': 'Buksan ang visitor form',
  'visitor.registerTitle': 'Maging rehistradong miyembro',
  'visitor.registerBody': 'Gumawa ng account; ine-endorso ito ng kalihim ng iyong lokal.',
  'visitor.signInTitle': 'Miyembro ka na ba?',
  'visitor.signInBody': 'Mag-sign in upang makita ang iyong profile, pagdalo at QR card.',
  'notAuthorized.title': 'Naghihintay ng endorso ang iyong account',
  'notAuthorized.body':
    'Salamat sa pagpaparehistro, {name}. Bago mo magamit ang Congregate, kailangang kumpirmahin ng kalihim o admin ng {locale} na miyembro ka ng lokal.',
  'notAuthorized.bodyAnonymous':
    'Bago mo magamit ang Congregate, kailangang kumpirmahin ng kalihim o admin ng iyong lokal na miyembro ka.',
  'notAuthorized.contactTitle': 'Sino ang maaaring mag-endorso sa iyo',
  'notAuthorized.localeEmail': 'Email ng lokal',
  'notAuthorized.localePhone': 'Telepono ng lokal',
  'notAuthorized.admins': 'Mga admin ng lokal',
  'notAuthorized.noContacts': 'Hilingin sa kalihim ng iyong lokal na i-endorso ang iyong account.',
  'notAuthorized.signedInAs': 'Naka-sign in bilang {email}',
  'notAuthorized.checkAgain': 'Suriin muli',
  'notAuthorized.decided': 'Napagpasyahan na ang iyong pagpaparehistro',
  'notAuthorized.continue': 'Magpatuloy sa Congregate',
  'notAuthorized.stillWaiting': 'Hindi pa na-endorso. Pakisuri muli mamaya.',
  'notAuthorized.notSignedIn':
    'Hindi ka naka-sign in. Mag-sign in upang malaman kung na-endorso na ang iyong account.',
};
