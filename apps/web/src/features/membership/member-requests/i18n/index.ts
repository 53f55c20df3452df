import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const memberRequestsEn = {
  'transfer.title': 'Transfer to another locale',
  'transfer.intro':
    'Ask to move your membership to another locale. The admins of both locales look at the request.',
  'transfer.current': 'Current locale: {locale}',
  'transfer.locale': 'New locale',
  'transfer.reason': 'Reason',
  'transfer.reasonHint': 'e.g. we moved to another city',
  'transfer.submit': 'Request the transfer',
  'transfer.recorded':
    'Your request to move to {locale} was recorded. It is waiting for the admins; you stay in your current locale until they accept it.',
  'transfer.sameLocale': 'Choose a locale other than your current one',
  'transfer.localesFailed': 'The list of locales could not be loaded.',
  'transfer.history': 'Transfer requests',
  'transfer.none': 'No transfer requests yet.',
  'transfer.item': '{from} → {to}',
  'email.title': 'Change email',
  'email.intro': 'Your email is also your sign-in name, so an admin confirms the change.',
  'email.current': 'Current email: {email}',
  'email.currentNone': 'No email on record yet.',
  'email.new': 'New email',
  'email.submit': 'Request the change',
  'email.recorded':
    'Your request to change the email to {email} was recorded. It is waiting for the admins; until then, sign in with your current email.',
  'email.same': 'This is already the email on record',
  'email.history': 'Email change requests',
  'email.none': 'No email change requests yet.',
  'requests.requestedAt': 'Requested {date}',
  'status.pending': 'Waiting for the admins',
  'status.accepted': 'Accepted',
  'status.declined': 'Declined',
  'status.cancelled': 'Cancelled',
  'status.confirmed': 'Confirmed',
  'status.expired': 'Expired',
};

const memberRequestsFil: FeatureDictionary<typeof memberRequestsEn> = {
  'transfer.title': 'Lumipat sa ibang lokal',
  'transfer.intro':
    'Humiling na ilipat ang iyong pagkakasapi sa ibang lokal. Titingnan ng mga admin ng dalawang lokal ang kahilingan.',
  'transfer.current': 'Kasalukuyang lokal: {locale}',
  'transfer.locale': 'Bagong lokal',
  'transfer.reason': 'Dahilan',
  'transfer.reasonHint': 'hal. lumipat kami sa ibang lungsod',
  'transfer.submit': 'Hilingin ang paglipat',
  'transfer.recorded':
    'Naitala ang iyong kahilingang lumipat sa {locale}. Naghihintay ito sa mga admin; mananatili ka sa kasalukuyang lokal hanggang tanggapin nila ito.',
  'transfer.sameLocale': 'Pumili ng lokal na iba sa kasalukuyan mo',
  'transfer.localesFailed': 'Hindi ma-load ang listahan ng mga lokal.',
  'transfer.history': 'Mga kahilingang lumipat',
  'transfer.none': 'Wala pang kahilingang lumipat.',
  'transfer.item': '{from} → {to}',
  'email.title': 'Palitan ang email',
  'email.intro':
    'Ang iyong email ay siya ring pangalan mo sa pag-sign in, kaya kinukumpirma ng admin ang pagbabago.',
  'email.current': 'Kasalukuyang email: {email}',
  'email.currentNone': 'Wala pang email sa record.',
  'email.new': 'Bagong email',
  'email.submit': 'Hilingin ang pagbabago',
  'email.recorded':
    'Naitala ang iyong kahilingang palitan ang email ng {email}. Naghihintay ito sa mga admin; hanggang doon, mag-sign in gamit ang kasalukuyang email.',
  'email.same': 'Ito na ang email na nasa record',
  'email.history': 'Mga kahilingang palitan ang email',
  'email.none': 'Wala pang kahilingang palitan ang email.',
  'requests.requestedAt': 'Hiniling noong {date}',
  'status.pending': 'Naghihintay sa mga admin',
  'status.accepted': 'Tinanggap',
  'status.declined': 'Tinanggihan',
  'status.cancelled': 'Kinansela',
  'status.confirmed': 'Nakumpirma',
  'status.expired': 'Nag-expire',
};

export const memberRequestsMessages = { en: memberRequestsEn, fil: memberRequestsFil };
export const useRequestsT = defineFeatureMessages(memberRequestsMessages);
export type RequestsKey = keyof typeof memberRequestsEn;
