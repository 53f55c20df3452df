import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { socialSignInEn } from './en.ts';

/** Filipino messages of social sign-in: exactly the English keys. */
export const socialSignInFil: FeatureDictionary<typeof socialSignInEn> = {
  'provider.fallback': 'ang provider',
  'button.google': 'Mag-sign in gamit ang Google',
  'button.facebook': 'Magpatuloy gamit ang Facebook',
  'buttons.or': 'o',
  'buttons.notReady': 'Hindi pa handa ang mga login provider...',
  'error.title': 'Huminto ang pag-sign in gamit ang provider',
  'error.provider_not_found': 'Hindi nahanap ang login provider',
  'error.not_signed_in': 'Hindi naka-log in',
  'error.providers_not_ready': 'Hindi pa handa ang mga login provider...',
  'error.refresh_not_supported': 'Hindi sinusuportahan ng napiling login provider ang pag-refresh ng token',
  'error.cancelled': 'Kinansela ng user ang pag-login o hindi lubos na nagbigay ng pahintulot.',
  'error.no_provider_user': 'Walang user na kasalukuyang naka-log in gamit ang {provider}',
  'error.state_invalid':
    'Masyadong natagalan ang pag-sign in o dalawang beses itong nabuksan. Pakisubukang muli.',
  'error.browser_mismatch':
    'Sinimulan ang pag-sign in na ito sa ibang browser, kaya walang na-sign in. Kung gusto mong mag-sign in, magsimulang muli rito.',
  'error.provider_answer_invalid':
    'Hindi mapagkakatiwalaan ang sagot mula sa {provider}, kaya walang na-sign in. Pakisubukang muli.',
  'error.email_unverified':
    'Hindi pa beripikado sa {provider} ang iyong e-mail address. Beripikahin muna ito roon, saka subukang muli.',
  'error.identity_taken':
    'Nakakabit na ang sign-in account na iyan sa ibang Congregate account. Mag-sign in na lang sa account na iyon, o gumamit ng iba.',
  'error.account_disabled': 'Naka-disable ang account na ito. Magtanong sa kalihim ng iyong lokal.',
  'pending.loading': 'Kinukuha ang iyong pag-sign in…',
  'pending.gone': 'Hindi na naghihintay ang pag-sign in na ito: nagamit na, nag-expire, o kulang ang link.',
  'pending.startAgain': 'Magsimulang muli',
  'profile.photoAlt': 'Larawan ni {name} mula sa {provider}',
  'confirm.title': 'Ikabit ang iyong {provider} account',
  'confirm.intro': 'May account na may {accountEmail}. Kumpirmahin nang isang beses na sa iyo ito:',
  'confirm.password': 'Password ng iyong Congregate account',
  'confirm.submit': 'Kumpirmahin at mag-sign in',
  'confirm.wrongPassword': 'Mali ang password na iyan. Walang naikabit.',
  'confirm.orEmail': 'Nakalimutan ang password, o nag-sign up nang wala nito?',
  'confirm.emailLink': 'I-email na lang sa akin ang isang link',
  'confirm.emailSent':
    'Nagpadala kami ng link sa {sentTo}. Buksan ito sa device na ito sa loob ng isang oras para mag-sign in.',
  'confirm.cancel': 'Hindi ako ito — bumalik sa pag-sign in',
  'register.title': 'Magparehistro gamit ang {provider}',
  'register.intro':
    'Galing sa {provider} ang iyong pangalan at e-mail. Piliin ang iyong lokal at tanggapin ang kasunduan; {provider} ang gagamitin mo sa pag-sign in.',
  'register.emailHint': 'Beripikado ng {provider}; hindi ito mababago rito.',
  'emailConfirm.title': 'Kumpirmahin ang pagkakabit ng iyong account',
  'emailConfirm.intro':
    'May nag-sign in (sana ikaw) gamit ang isang provider at humiling na ikabit ito sa iyong account. Kung ikaw iyon, kumpirmahin sa ibaba.',
  'emailConfirm.submit': 'Kumpirmahin at mag-sign in',
  'emailConfirm.missing': 'Kulang ang link na ito. Buksan muli ang link mula sa e-mail.',
  'emailConfirm.gone': 'Nagamit na o nag-expire na ang link na ito. Mag-sign in muli gamit ang provider.',
  'emailConfirm.toLogin': 'Pumunta sa pag-sign in',
  'methods.title': 'Mga paraan ng pag-sign in',
  'methods.intro': 'Bukod sa iyong password, makakapag-sign in ka gamit ang mga account na ito.',
  'methods.noPassword':
    'Sa provider ka lang nagsa-sign in. Magtakda ng password sa ibaba para may isa ka pang paraan.',
  'methods.linked': 'Nakakabit bilang {email} mula {date}',
  'methods.notLinked': 'Hindi nakakabit',
  'methods.link': 'Ikabit ang {provider}',
  'methods.unlink': 'Tanggalin',
  'methods.unlinkLabel': 'Tanggalin ang {provider}',
  'methods.unlinkTitle': 'Tanggalin ang {provider}?',
  'methods.unlinkBody':
    'Hindi ka na makakapag-sign in gamit ang {provider} ({email}). Maaari mo itong ikabit muli mamaya.',
  'methods.unlinked': 'Natanggal na ang {provider}.',
  'methods.justLinked': 'Nakakabit na ang {provider}.',
  'methods.lastMethod':
    'Ang {provider} lang ang paraan mo ng pag-sign in. Magtakda muna ng password, saka ito tanggalin.',
  'methods.loadFailed': 'Hindi makuha ang iyong mga paraan ng pag-sign in.',
  'setPassword.title': 'Magtakda ng password',
  'setPassword.intro':
    'Wala pang password ang iyong account. Magtakda ng isa para makapag-sign in din gamit ang iyong e-mail.',
  'setPassword.submit': 'Itakda ang password',
};
