import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
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
    'Mga column: {columns}. Kailangan: {required}. Petsa bilang YYYY-MM-DD; lokal ayon sa pangalan o id; kawan ayon sa pangalan sa loob ng lokal. Ang row na may dati nang member id ay nag-a-update sa miyembrong iyon.',
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
  'upload.col.row': 'Row',
  'upload.col.column': 'Column',
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
};
