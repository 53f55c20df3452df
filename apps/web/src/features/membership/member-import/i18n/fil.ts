import type { FeatureDictionary } from '../../../../lib/i18n/index.ts';
import type { importEn } from './en.ts';

/** Filipino messages of the member import page (`manage-members-upload`): exactly the English keys. */
export const importFil: FeatureDictionary<typeof importEn> = {
  'notAllowed.title': 'Hindi para sa iyong account',
  'notAllowed.manage':
    'Ang pamamahala ng mga miyembro ay para sa mga admin ng lokal, distrito at super admin. Kung sa tingin mo ay dapat kang may access, magtanong sa admin ng iyong lokal.',
  'upload.title': 'Mag-upload ng mga miyembro',
  'upload.intro':
    'Magdagdag o mag-update ng maraming miyembro nang sabay mula sa CSV o Excel (XLSX) na file. Sinusuri muna ang file; walang isusulat hangga’t hindi ka nag-i-import.',
  'upload.template': 'I-download ang template',
  'upload.templateHint':
    'Mga column: {columns}. Kailangan: {required}. Petsa bilang YYYY-MM-DD; lokal ayon sa pangalan o id; kawan ayon sa pangalan sa loob ng lokal. Ang row na may dati nang Member ID ay nag-a-update sa miyembrong iyon; ang row na wala nito ay nagdaragdag ng bagong miyembro, na bibigyan ng numero ng Congregate.',
  'upload.templateFailed': 'Hindi ma-download ang template: {message}',
  'upload.file': 'File',
  'upload.filePlaceholder': 'Pumili ng .csv o .xlsx na file',
  'upload.fileHint': 'CSV (UTF-8) o XLSX, hanggang {size}.',
  'upload.wrongType': 'Pumili ng CSV o XLSX na file (ito ay “{name}”).',
  'upload.tooLarge': 'Ang file na ito ay {size}; ang limitasyon ay {max}.',
  'upload.empty': 'Walang laman ang file na ito.',
  'upload.checking': 'Sinusuri ang file…',
  'upload.importing': 'Nag-i-import…',
  'upload.report': 'Pagsusuri ng {file}',
  'upload.rows': 'Mga row',
  'upload.valid': 'Wasto',
  'upload.invalid': 'May mali',
  'upload.errors': 'Mga mali',
  'upload.errorsIntro': 'Itama ang mga ito sa file at suriin muli, o i-import lamang ang mga wastong row.',
  'upload.errorsCapped': 'Ang unang {count} mali lamang ang nakalista.',
  'upload.col.row': 'Hilera',
  'upload.col.column': 'Kolum',
  'upload.col.message': 'Problema',
  'upload.wholeRow': '(buong row)',
  'upload.allValid': 'Wasto ang lahat ng row.',
  'upload.noneValid': 'Walang row na maaaring i-import. Itama ang file at suriin muli.',
  'upload.importAll': 'I-import ang {count} row',
  'upload.importAllOne': 'I-import ang 1 row',
  'upload.importValid': 'I-import lamang ang {count} wastong row',
  'upload.importValidOne': 'I-import lamang ang 1 wastong row',
  'upload.partialTitle': 'I-import lamang ang mga wastong row?',
  'upload.partialBody':
    '{valid} sa {rows} row ang i-import; lalaktawan ang {invalid} row na may mali. Maaari mo silang i-import mamaya mula sa naitamang file.',
  'upload.refused': 'Walang na-import: may mga mali ang file.',
  'upload.result': 'Tapos na ang pag-import',
  'upload.created': 'Nalikha',
  'upload.updated': 'Na-update',
  'upload.skipped': 'Nilaktawan',
  'upload.another': 'Mag-upload ng ibang file',
  'upload.toManage': 'Tingnan ang mga miyembro',
  'upload.summary': 'Ang gagawin ng pag-import ng file na ito',
  'upload.toCreate': 'Mga bagong miyembro',
  'upload.toUpdate': 'Mga ia-update na miyembro',
  'upload.unchanged': 'Walang pagbabago',
  'upload.toNumber':
    '{count} bagong row ang walang Member ID: bibigyan ng Congregate ang bawat isa ng susunod na member number. Ang row na walang Member ID ay nagdaragdag ng bagong miyembro sa tuwing ii-import ang file.',
  'upload.toNumberOne':
    '1 bagong row ang walang Member ID: bibigyan ito ng Congregate ng susunod na member number. Ang row na walang Member ID ay nagdaragdag ng bagong miyembro sa tuwing ii-import ang file.',
  'upload.warnings': 'Suriin ang mga row na ito',
  'upload.warningsIntro': 'Maaaring i-import ang mga row na ito, pero baka hindi sa paraang inaasahan mo.',
  'upload.numbered': 'Mga ibinigay na member number',
  'upload.numberedIntro':
    'Isulat ang mga numerong ito sa iyong file: ang row na may Member ID ay mag-a-update sa miyembrong iyon sa susunod.',
  'upload.col.customId': 'ID ng miyembro',
  'issue.didYouMean': '“{suggestion}” ba ang ibig mong sabihin?',
  'issue.file_empty': 'Walang laman ang file: dapat pangalanan ng unang row nito ang mga column ({columns}).',
  'issue.file_unreadable':
    'Hindi naisara ang isang value na may panipi sa row {row}, kaya hindi mabasa ang mga row pagkatapos nito.',
  'issue.unknown_column': 'Hindi namin kilalang column ang “{value}”. Ang mga column ay: {columns}.',
  'issue.repeated_column': 'Higit sa isang beses lumalabas ang column na “{value}”.',
  'issue.missing_column': 'Walang column na “{column}” ang file.',
  'issue.required': 'Walang laman ang cell na ito, at kailangan ito ng bawat row.',
  'issue.too_long': 'Masyadong mahaba ang “{value}”: hanggang {max} character lamang.',
  'issue.not_a_member_number':
    'Hindi member number ang “{value}”: gumamit ng mga titik at numero, na may - _ . o / sa loob.',
  'issue.not_an_email': 'Hindi e-mail address ang “{value}”.',
  'issue.not_a_mobile':
    'Hindi mobile number ang “{value}”: isulat ito kasama ang country code, gaya ng +639171234567.',
  'issue.unknown_calling_code': 'Hindi nagsisimula ang “{value}” sa calling code ng isang bansa.',
  'issue.not_a_date': 'Hindi petsa ang “{value}”: isulat ito bilang YYYY-MM-DD, gaya ng 1990-05-14.',
  'issue.year_out_of_range':
    'Hindi petsa ng kapanganakan ang “{value}”: ang taon ay dapat nasa pagitan ng {min} at {max}.',
  'issue.date_in_future': 'Nasa hinaharap pa ang “{value}”.',
  'issue.not_a_gender': 'Hindi kasarian ang “{value}”: isulat ang isa sa {allowed}.',
  'issue.not_a_member_type': 'Hindi uri ng miyembro ang “{value}”: isulat ang isa sa {allowed}.',
  'issue.repeated_member_number': 'Ang “{value}” ay Member ID na ng row {firstRow}.',
  'issue.repeated_email': 'Ang “{value}” ay e-mail na ng row {firstRow}.',
  'issue.not_your_locale': 'Ang “{value}” ay hindi isa sa iyong mga lokal.',
  'issue.unknown_flock': 'Ang “{value}” ay hindi kawan ng {locale}.',
  'issue.member_not_yours': 'Ang “{value}” ay Member ID ng isang tao sa labas ng iyong mga lokal.',
  'issue.member_of_other_locale':
    'Kabilang ang miyembrong ito sa {locale}: ilipat siya sa pamamagitan ng transfer, hindi ng import.',
  'issue.email_of_account':
    'May account ang miyembrong ito: palitan ang kanyang e-mail sa pagpapalit ng e-mail, hindi sa import.',
  'issue.email_taken': 'Ginagamit na ng ibang miyembro o account ang “{value}”.',
  'issue.generated_member_number':
    'Mukhang numerong ibinibigay ng Congregate ang “{value}”: iwanang walang laman ang cell at ibibigay ng Congregate ang susunod.',
  'issue.possible_duplicate':
    'Si {name} ({customId}) ay may parehong pangalan at petsa ng kapanganakan sa lokal na ito: kung wala ang kanyang member number, magdaragdag ang row na ito ng isa pang miyembro.',
  'issue.repeated_person':
    'Parehong pangalan at petsa ng kapanganakan ng row {firstRow}: parehong magdaragdag ng miyembro ang dalawang row.',
};
