import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { legalEn } from './en.ts';

/** Filipino texts of the data privacy agreement and the disclaimer. */
export const legalFil: FeatureDictionary<typeof legalEn> = {
  'privacy.title': 'Kasunduan sa data privacy',
  'privacy.intro':
    'Iniingatan ng Congregate ang mga talaan ng pagiging kasapi sa iglesya. Ipinapaliwanag ng kasunduang ito kung ano ang iniingatan namin tungkol sa iyo, bakit, at ano ang maaari mong hilingin sa amin.',
  'privacy.collectTitle': 'Ano ang iniingatan namin',
  'privacy.collect':
    'Ang iyong pangalan, contact details, petsa ng kapanganakan, kasarian, civil status, mga address, larawan, pamilya, pag-aaral, trabaho, kasanayan at espirituwal na paglalakbay ayon sa iyong inilagay; ang iyong lokal at kawan; ang iyong pagdalo at check-in; at ang talaan ng iyong mga handog.',
  'privacy.useTitle': 'Bakit namin ito iniingatan',
  'privacy.use':
    'Upang makilala at maalagaan ang aming mga miyembro: upang i-endorso ang iyong pagiging kasapi, upang maalagaan ka ng iyong lider ng kawan at mga admin ng lokal, upang itala ang pagdalo, upang imbitahan ka sa mga pagtitipon at event, at upang ingatan ang mga talaan ng handog na hinihingi ng batas.',
  'privacy.shareTitle': 'Sino ang nakakakita nito',
  'privacy.share':
    'Ang mga taong kailangan lamang ng iyong tungkulin sa iglesya: ang mga admin at kalihim ng iyong lokal, ang iyong lider ng kawan, at ang mga finance officer para sa mga handog. Ang ibang miyembro ay nakakakita lamang ng pinili mong ipakita. Hindi namin ibinebenta o ibinabahagi ang iyong data para sa advertising.',
  'privacy.rightsTitle': 'Ang iyong mga karapatan',
  'privacy.rights':
    'Maaari mong tingnan at itama ang iyong data anumang oras sa app, humingi ng kopya nito, bawiin ang mga pahintulot na ibinigay mo (halimbawa ang face recognition) at hilingin na burahin ang iyong account. Iniingatan ang mga talaan ng handog hangga’t hinihingi ng batas.',
  'privacy.securityTitle': 'Paano namin ito pinoprotektahan',
  'privacy.security':
    'Ang iyong password ay iniimbak lamang bilang matibay na hash. Ang iyong session ay nasa ligtas na cookie, at walang lihim na iniimbak sa device na ito. Itinatala ang bawat pagbabagong ginagawa ng admin sa iyong talaan.',
  'privacy.contact': 'May tanong? Magtanong sa kalihim ng iyong lokal.',
  'disclaimer.title': 'Paunawa',
  'disclaimer.intro': 'Pakibasa ito bago ka magparehistro.',
  'disclaimer.accuracyTitle': 'Ang iyong impormasyon',
  'disclaimer.accuracy':
    'Ikaw ang may pananagutan sa impormasyong inilalagay mo. Ilagay lamang ang totoo at ang handa mong ibahagi sa iyong iglesya.',
  'disclaimer.contentTitle': 'Nilalaman',
  'disclaimer.content':
    'Ang mga video, mensahe at event sa app ay ibinabahagi para sa espirituwal na paglago ng mga miyembro. Hindi ito maaaring kopyahin o ilathala sa iba nang walang pahintulot.',
  'disclaimer.availabilityTitle': 'Pagkakaroon',
  'disclaimer.availability':
    'Ibinibigay ang app nang ganito. Sinisikap naming panatilihin itong gumagana at tama, ngunit hindi namin maipapangako na wala itong patid o mali.',
  'disclaimer.conductTitle': 'Pag-uugali',
  'disclaimer.conduct':
    'Gamitin ang app nang may paggalang sa iba. Maaaring suspindihin ng mga admin ng lokal ang mga account na inaabuso.',
  'disclaimer.givingTitle': 'Pagbibigay',
  'disclaimer.giving':
    'Kusang-loob ang mga handog na ibinibigay sa app. Ang mga resibo at statement ay inilalabas ng mga finance officer ng iyong lokal.',
};
