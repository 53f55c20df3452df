import { defineFeatureMessages } from '../../../lib/i18n/index.ts';
import { categoriesEn, type CategoriesKey } from './en.ts';
import { categoriesFil } from './fil.ts';

export const categoriesMessages = { en: categoriesEn, fil: categoriesFil };
export const useCategoriesT = defineFeatureMessages(categoriesMessages);
export type { CategoriesKey };
