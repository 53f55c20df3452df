import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const kioskEn = {
  'pair.title': 'Pair this kiosk',
  'pair.intro':
    'Enter the 8-character code a locale admin got when adding this kiosk (on the attendance page). The code works once.',
  'pair.code': 'Pairing code',
  'pair.submit': 'Pair',
  'pair.wrongCode': 'This code is wrong, used or expired. Ask the admin for a new one.',
  'pair.ended': 'This kiosk was signed out (revoked, or paired on another tablet). Pair it again to go on.',
  'pair.waitingKept':
    '{count, plural, one {# check-in made earlier waits on this tablet and is sent} other {# check-ins made earlier wait on this tablet and are sent}} once it is paired.',
  'station.label': 'Check-in kiosk of {locale}',
  'station.fullscreen': 'Full screen',
  'station.exitFullscreen': 'Leave full screen',
  'gathering.now': 'Now: {title}, {start} – {end}',
  'gathering.next': 'Next: {title}, {when}',
  'gathering.none': 'No gathering is scheduled.',
  'camera.title': 'Scan your member card',
  'camera.hint': 'Hold the QR code of your card (or phone) up to the camera.',
  'camera.video': 'Camera view for scanning member cards',
  'camera.starting': 'Starting the camera…',
  'camera.denied': 'The camera is not allowed. Allow it in the browser settings, or find your name below.',
  'camera.unavailable': 'No camera is available. Find your name below.',
  'greeting.welcome': 'Welcome, {name}!',
  'greeting.checkedIn': 'You are checked in.',
  'greeting.already': 'Already checked in at {time}',
  'greeting.invalid': 'This is not a valid member card.',
  'greeting.superseded': 'This card was replaced by a newer one. Please use your new card.',
  'greeting.refused': 'Not recorded: {reason}',
  'greeting.photoAlt': 'Photo of {name}',
  'status.online': 'Online',
  'status.sending': 'Online — sending {count}',
  'status.offline': 'Offline — {count} waiting',
  'status.offlineNone': 'Offline — check-ins are kept on this tablet',
  'problem.no_gathering': 'no gathering was open for check-in',
  'problem.card_reissued': 'this card was replaced by a newer one',
  'problem.card_invalid': 'this is not a valid member card',
  'refused.title': 'Not recorded ({count})',
  'refused.dismiss': 'Dismiss',
  'search.title': 'No card? Find your name',
  'search.label': 'Your name',
  'search.hint': 'Type at least three letters.',
  'search.none': 'No member of this locale matches.',
  'search.pick': 'Check in {name}',
  'face.hintOn': 'Look at the camera to check in by face, or hold up your card.',
  'face.unknown': 'Please scan your card',
  'face.unknownHint': 'Your face was not recognised. Hold up your card, or find your name.',
  'face.on': 'Face check-in on · {count} enrolled',
  'face.loading': 'Starting face check-in…',
  'face.failed': 'Face check-in could not start on this tablet; cards and names work as always.',
  'face.setupTitle': 'Check in by face next time?',
  'face.setupHint': 'Scan this code with your phone to agree and enrol. It is your choice.',
  'face.setupQrAlt': 'QR code of the face check-in page',
  'household.title': 'Check in your household too?',
  'household.hint': 'Tick the members of your household who came with you.',
  'household.already': 'Checked in at {time}',
  'household.submit': 'Check in {count}',
  'household.notNow': 'Not now',
  'problem.not_in_household': 'not of the household of someone checked in here just now',
} as const;

const kioskFil: FeatureDictionary<typeof kioskEn> = {
  'pair.title': 'I-pair ang kiosk na ito',
  'pair.intro':
    'Ilagay ang 8-character na code na nakuha ng admin ng lokal nang idagdag ang kiosk na ito (sa pahina ng pagdalo). Isang beses lang gumagana ang code.',
  'pair.code': 'Code ng pagpapares',
  'pair.submit': 'I-pair',
  'pair.wrongCode': 'Mali, nagamit na o expired ang code na ito. Humingi ng bago sa admin.',
  'pair.ended':
    'Na-sign out ang kiosk na ito (binawi, o na-pair sa ibang tablet). I-pair itong muli para magpatuloy.',
  'pair.waitingKept':
    '{count} check-in na ginawa kanina ang naghihintay sa tablet na ito at ipapadala kapag na-pair na.',
  'station.label': 'Check-in kiosk ng {locale}',
  'station.fullscreen': 'Buong screen',
  'station.exitFullscreen': 'Umalis sa full screen',
  'gathering.now': 'Ngayon: {title}, {start} – {end}',
  'gathering.next': 'Susunod: {title}, {when}',
  'gathering.none': 'Walang nakatakdang pagtitipon.',
  'camera.title': 'I-scan ang iyong kard ng miyembro',
  'camera.hint': 'Itapat sa camera ang QR code ng iyong card (o telepono).',
  'camera.video': 'View ng camera para sa pag-scan ng kard ng miyembro',
  'camera.starting': 'Binubuksan ang camera…',
  'camera.denied':
    'Hindi pinapayagan ang camera. Payagan ito sa settings ng browser, o hanapin ang iyong pangalan sa ibaba.',
  'camera.unavailable': 'Walang camera. Hanapin ang iyong pangalan sa ibaba.',
  'greeting.welcome': 'Maligayang pagdating, {name}!',
  'greeting.checkedIn': 'Naka-check in ka na.',
  'greeting.already': 'Naka-check in na noong {time}',
  'greeting.invalid': 'Hindi ito wastong kard ng miyembro.',
  'greeting.superseded': 'Napalitan na ang card na ito ng mas bago. Pakigamit ang iyong bagong card.',
  'greeting.refused': 'Hindi naitala: {reason}',
  'greeting.photoAlt': 'Larawan ni {name}',
  'status.online': 'Online',
  'status.sending': 'Online — ipinapadala ang {count}',
  'status.offline': 'Offline — {count} ang naghihintay',
  'status.offlineNone': 'Offline — nakatago sa tablet na ito ang mga check-in',
  'problem.no_gathering': 'walang bukas na pagtitipon para sa check-in',
  'problem.card_reissued': 'napalitan na ang card na ito ng mas bago',
  'problem.card_invalid': 'hindi ito wastong kard ng miyembro',
  'refused.title': 'Hindi naitala ({count})',
  'refused.dismiss': 'Isara',
  'search.title': 'Walang card? Hanapin ang iyong pangalan',
  'search.label': 'Iyong pangalan',
  'search.hint': 'Mag-type ng hindi bababa sa tatlong letra.',
  'search.none': 'Walang miyembro ng lokal na ito ang tugma.',
  'search.pick': 'I-check in si {name}',
  'face.hintOn': 'Tumingin sa camera para mag-check in gamit ang mukha, o itapat ang iyong card.',
  'face.unknown': 'Pakiscan ang iyong card',
  'face.unknownHint': 'Hindi nakilala ang iyong mukha. Itapat ang iyong card, o hanapin ang iyong pangalan.',
  'face.on': 'Bukas ang face check-in · {count} naka-enrol',
  'face.loading': 'Sinisimulan ang face check-in…',
  'face.failed': 'Hindi mapagana ang face check-in sa tablet na ito; gumagana pa rin ang card at pangalan.',
  'face.setupTitle': 'Mag-check in gamit ang mukha sa susunod?',
  'face.setupHint':
    'I-scan ang code na ito gamit ang iyong telepono para pumayag at mag-enrol. Ikaw ang pipili.',
  'face.setupQrAlt': 'QR code ng pahina ng face check-in',
  'household.title': 'I-check in din ang iyong sambahayan?',
  'household.hint': 'Lagyan ng tsek ang mga kasambahay mong kasama mo ngayon.',
  'household.already': 'Naka-check in noong {time}',
  'household.submit': 'I-check in ang {count}',
  'household.notNow': 'Hindi muna',
  'problem.not_in_household': 'hindi kasambahay ng sinumang kaka-check in dito',
};

export const kioskMessages = { en: kioskEn, fil: kioskFil };
export const useKioskT = defineFeatureMessages(kioskMessages);

const problemKeys = {
  no_gathering: 'problem.no_gathering',
  card_reissued: 'problem.card_reissued',
  card_invalid: 'problem.card_invalid',
  not_in_household: 'problem.not_in_household',
} as const;

/** Why the server refused a scan, in the kiosk's language when the reason is a known one (else the server's words). */
export function useProblemText(): (problem: { code: string; message: string } | undefined) => string {
  const kt = useKioskT();
  return (problem) => {
    if (!problem) return '';
    const key = problemKeys[problem.code as keyof typeof problemKeys];
    return key ? kt(key) : problem.message;
  };
}
