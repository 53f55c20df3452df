import { defineFeatureMessages, type FeatureDictionary } from '../../../../lib/i18n/index.ts';

export const faceEnrolmentEn = {
  'page.intro':
    'Check in at your church’s kiosk by looking at its camera, without your card. It is your choice: you can use your card or your name at the kiosk as always.',
  'page.forMember': 'Face check-in for {name}, in person',
  'page.inPersonHint':
    'Hand the screen to {name}: they read the text below and tick the box themselves. You are recorded as the person who took their consent.',
  'status.title': 'Your face check-in',
  'status.memberTitle': 'Face check-in',
  'status.enrolled': 'On since {date} ({captures, plural, one {# capture} other {# captures}}).',
  'status.enrolledInPerson':
    'On since {date} ({captures, plural, one {# capture} other {# captures}}), taken in person by an admin.',
  'status.notEnrolled': 'Off. No face descriptors are kept for you.',
  'status.oldConsent':
    'The consent text has changed since you agreed. Read it again and enrol again to keep face check-in, or withdraw.',
  'consent.title': 'What you agree to',
  'consent.what':
    'What is kept: three sets of 1,024 numbers (face descriptors) computed on this device from your captures. Your photos are never sent or kept; they stay on this screen until you leave it.',
  'consent.who':
    'Who uses them: only the check-in kiosks of your own locale, to recognise you when you look at their camera. They are never shown to people, exported, or shared with another locale.',
  'consent.howLong':
    'How long: until you withdraw, or your membership ends. If you move to another locale, its kiosks use them instead.',
  'consent.withdraw':
    'How to withdraw: on this page, at any time. The numbers are deleted from the server at once and from every kiosk within a minute.',
  'consent.fallback':
    'If the kiosk is not sure it is you, it asks for your card. Members who did not agree are never identified by face.',
  'consent.agree': 'I have read this and agree to face check-in',
  'consent.agreeFor': '{name} has read this and agrees to face check-in',
  'consent.required': 'Tick the box to agree before taking captures. Nothing is computed before you agree.',
  'capture.title': 'Three captures of your face',
  'capture.hint':
    'Face the camera in good light, one person only, without sunglasses. Or choose three clear photos of your face.',
  'capture.useCamera': 'Use the camera',
  'capture.upload': 'Choose photos',
  'capture.uploadLabel': 'Photos of your face',
  'capture.take': 'Take capture {n} of 3',
  'capture.video': 'Camera view for face captures',
  'capture.starting': 'Starting the camera…',
  'capture.denied': 'The camera is not allowed. Allow it in the browser settings, or choose photos instead.',
  'capture.unavailable': 'No camera is available on this device. Choose photos instead.',
  'capture.loading': 'Preparing face recognition on this device…',
  'capture.loadFailed': 'Face recognition could not start on this device. Try again, or use another device.',
  'capture.retry': 'Try again',
  'capture.checking': 'Checking the capture…',
  'capture.ok': 'Capture {n}: a clear face',
  'capture.remove': 'Remove capture {n}',
  'capture.thumbAlt': 'Capture {n}',
  'capture.problem.no-face': 'No face found. Face the camera in good light.',
  'capture.problem.several-faces': 'More than one face. Only you should be in the picture.',
  'capture.problem.unclear': 'The face is not clear enough. Try better light and hold still.',
  'capture.problem.too-small': 'The face is too small. Come closer.',
  'capture.problem.spoof':
    'This looks like a photo of a screen or a print. Use a live capture or a real photo.',
  'capture.problem.unreadable': 'This file could not be read as a picture.',
  'capture.count': '{count} of 3 captures ready',
  'save.button': 'Turn on face check-in',
  'save.saved': 'Face check-in is on. Look at the kiosk’s camera next time you come.',
  'save.failed': 'Face check-in could not be saved',
  'withdraw.button': 'Withdraw consent and delete',
  'withdraw.title': 'Withdraw consent?',
  'withdraw.body':
    'The face descriptors are deleted from the server now and from every kiosk within a minute. Check in with your card or name from then on. You can enrol again later.',
  'withdraw.confirm': 'Withdraw and delete',
  'withdraw.done': 'Face check-in is off, and the descriptors are deleted.',
  'withdraw.failed': 'Could not withdraw',
  notEndorsed: 'Face check-in opens once your membership is endorsed.',
} as const;

const faceEnrolmentFil: FeatureDictionary<typeof faceEnrolmentEn> = {
  'page.intro':
    'Mag-check in sa kiosk ng iyong simbahan sa pagtingin sa camera nito, nang walang card. Ikaw ang pipili: magagamit mo pa rin ang iyong card o pangalan sa kiosk gaya ng dati.',
  'page.forMember': 'Face check-in para kay {name}, nang personal',
  'page.inPersonHint':
    'Iabot ang screen kay {name}: babasahin niya ang teksto sa ibaba at siya mismo ang magtsi-tsek ng kahon. Ikaw ang itatalang kumuha ng kanyang pahintulot.',
  'status.title': 'Ang iyong face check-in',
  'status.memberTitle': 'Check-in gamit ang mukha',
  'status.enrolled': 'Bukas mula {date} ({captures} kuha).',
  'status.enrolledInPerson': 'Bukas mula {date} ({captures} kuha), kinuha nang personal ng isang admin.',
  'status.notEnrolled': 'Sarado. Walang face descriptor na itinatago para sa iyo.',
  'status.oldConsent':
    'Nagbago ang teksto ng pahintulot mula nang pumayag ka. Basahin itong muli at mag-enrol muli para manatili ang face check-in, o bawiin ito.',
  'consent.title': 'Ang sinasang-ayunan mo',
  'consent.what':
    'Ang itinatago: tatlong pangkat ng 1,024 na numero (face descriptors) na kinuwenta sa device na ito mula sa iyong mga kuha. Hindi kailanman ipinapadala o itinatago ang iyong mga larawan; nananatili sila sa screen na ito hanggang umalis ka.',
  'consent.who':
    'Sino ang gumagamit: ang mga check-in kiosk lamang ng sarili mong lokal, para makilala ka kapag tumingin ka sa camera nila. Hindi sila ipinapakita sa tao, hindi ine-export, at hindi ibinabahagi sa ibang lokal.',
  'consent.howLong':
    'Gaano katagal: hanggang bawiin mo, o matapos ang iyong pagiging miyembro. Kung lilipat ka sa ibang lokal, ang mga kiosk doon na ang gagamit nito.',
  'consent.withdraw':
    'Paano bawiin: sa pahinang ito, anumang oras. Agad na binubura ang mga numero sa server at sa bawat kiosk sa loob ng isang minuto.',
  'consent.fallback':
    'Kung hindi sigurado ang kiosk na ikaw iyon, hihingin nito ang iyong card. Ang mga miyembrong hindi pumayag ay hindi kailanman kinikilala sa mukha.',
  'consent.agree': 'Nabasa ko ito at pumapayag ako sa face check-in',
  'consent.agreeFor': 'Nabasa ito ni {name} at pumapayag siya sa face check-in',
  'consent.required':
    'Tsekan ang kahon para pumayag bago kumuha. Walang kinukuwenta hangga’t hindi ka pumapayag.',
  'capture.title': 'Tatlong kuha ng iyong mukha',
  'capture.hint':
    'Humarap sa camera sa maliwanag na lugar, isang tao lamang, walang sunglasses. O pumili ng tatlong malinaw na larawan ng iyong mukha.',
  'capture.useCamera': 'Gamitin ang camera',
  'capture.upload': 'Pumili ng mga larawan',
  'capture.uploadLabel': 'Mga larawan ng iyong mukha',
  'capture.take': 'Kunin ang kuha {n} ng 3',
  'capture.video': 'View ng camera para sa mga kuha ng mukha',
  'capture.starting': 'Binubuksan ang camera…',
  'capture.denied':
    'Hindi pinapayagan ang camera. Payagan ito sa settings ng browser, o pumili na lang ng mga larawan.',
  'capture.unavailable': 'Walang camera sa device na ito. Pumili na lang ng mga larawan.',
  'capture.loading': 'Inihahanda ang face recognition sa device na ito…',
  'capture.loadFailed':
    'Hindi mapagana ang face recognition sa device na ito. Subukang muli, o gumamit ng ibang device.',
  'capture.retry': 'Subukang muli',
  'capture.checking': 'Sinusuri ang kuha…',
  'capture.ok': 'Kuha {n}: malinaw na mukha',
  'capture.remove': 'Alisin ang kuha {n}',
  'capture.thumbAlt': 'Kuha {n}',
  'capture.problem.no-face': 'Walang nakitang mukha. Humarap sa camera sa maliwanag na lugar.',
  'capture.problem.several-faces': 'Higit sa isang mukha. Ikaw lang dapat ang nasa larawan.',
  'capture.problem.unclear': 'Hindi sapat na malinaw ang mukha. Subukan sa mas maliwanag at huwag gumalaw.',
  'capture.problem.too-small': 'Masyadong maliit ang mukha. Lumapit pa.',
  'capture.problem.spoof':
    'Mukhang larawan ito ng screen o ng print. Gumamit ng live na kuha o tunay na larawan.',
  'capture.problem.unreadable': 'Hindi mabasa ang file na ito bilang larawan.',
  'capture.count': '{count} sa 3 kuha ang handa',
  'save.button': 'Buksan ang face check-in',
  'save.saved': 'Bukas na ang face check-in. Tumingin sa camera ng kiosk sa susunod mong pagdalo.',
  'save.failed': 'Hindi ma-save ang face check-in',
  'withdraw.button': 'Bawiin ang pahintulot at burahin',
  'withdraw.title': 'Bawiin ang pahintulot?',
  'withdraw.body':
    'Buburahin ngayon ang mga face descriptor sa server at sa bawat kiosk sa loob ng isang minuto. Mag-check in gamit ang iyong card o pangalan mula ngayon. Maaari kang mag-enrol muli mamaya.',
  'withdraw.confirm': 'Bawiin at burahin',
  'withdraw.done': 'Sarado na ang face check-in, at nabura na ang mga descriptor.',
  'withdraw.failed': 'Hindi mabawi',
  notEndorsed: 'Magbubukas ang face check-in kapag na-endorse na ang iyong pagiging miyembro.',
};

export const faceEnrolmentMessages = { en: faceEnrolmentEn, fil: faceEnrolmentFil };
export const useFaceEnrolmentT = defineFeatureMessages(faceEnrolmentMessages);
export type FaceEnrolmentKey = keyof typeof faceEnrolmentEn;
