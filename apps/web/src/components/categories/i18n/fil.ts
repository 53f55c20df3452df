import type { FeatureDictionary } from '../../../lib/i18n/index.ts';
import type { categoriesEn } from './en.ts';

/** Filipino messages of the category picker: exactly the English keys. */
export const categoriesFil: FeatureDictionary<typeof categoriesEn> = {
  none: 'Walang kategorya',
  choose: 'Pumili ng kategorya',
  search: 'Maghanap ng kategorya',
  searchPlaceholder: 'Mag-type para maghanap',
  empty: 'Walang kategoryang tumutugma',
  emptyAll: 'Wala pang kategorya',
  shared: 'pinagsasaluhan',
  newCategory: 'Bagong kategorya',
  newName: 'Pangalan ng bagong kategorya',
  colour: 'Kulay',
  add: 'Idagdag ang kategorya',
  cancel: 'Kanselahin',
  nameRequired: 'Mag-type ng pangalan',
  nameTaken: 'May kategorya nang ganito ang pangalan',
  'color.blue': 'Asul',
  'color.cyan': 'Siyan',
  'color.teal': 'Berdeng-asul',
  'color.green': 'Berde',
  'color.lime': 'Dayap',
  'color.yellow': 'Dilaw',
  'color.orange': 'Kahel',
  'color.red': 'Pula',
  'color.pink': 'Rosas',
  'color.grape': 'Ubas',
  'color.violet': 'Lila',
  'color.indigo': 'Tina',
  'color.gray': 'Abo',
};
