import {
  addressBodySchema,
  addressLabels,
  addressListSchema,
  addressSchema,
  educationBodySchema,
  educationLevels,
  educationListSchema,
  educationSchema,
  jobSpecBodySchema,
  jobSpecListSchema,
  jobSpecSchema,
  LIMITS,
  PROFILE_LIMITS,
  relationships,
  relativeBodySchema,
  relativeListSchema,
  relativeSchema,
  skillBodySchema,
  skillLevels,
  skillListSchema,
  skillSchema,
  spiritualBodySchema,
  spiritualKinds,
  spiritualListSchema,
  spiritualSchema,
  workExperienceBodySchema,
  workExperienceListSchema,
  workExperienceSchema,
  type NoneToAddSection,
} from '@congregate/contracts';
import type { z } from 'zod';
import type { Language } from '../../../lib/i18n/index.ts';
import { formatDay } from '../../../lib/format/date.ts';
import type { ProfileMessageKey, ProfileT } from '../i18n/index.ts';
import type { BodySchema, FieldSpec, SectionItem } from './field-spec.ts';

export type SectionId = 'spirituals' | 'addresses' | 'relatives' | 'jobSpecs' | 'skills' | 'educations' | 'works';

/** One list section of the profile: its calls (spec paths), contract schemas, form fields and how an entry reads. */
export interface SectionSpec {
  id: SectionId;
  /** Key of the list in the GET answer. */
  listKey: string;
  listSchema: z.ZodType;
  /** One entry, as POST and PUT answer it. */
  itemSchema: z.ZodType;
  bodySchema: BodySchema;
  paths: {
    list: (memberId: string) => string;
    create: (memberId: string) => string;
    entry: (memberId: string, itemId: string) => string;
  };
  /** The side-menu section its "none to add" switch (and completeness) belongs to. */
  noneToAdd: NoneToAddSection;
  fields: readonly FieldSpec[];
  /** The entry's name in lists and messages, and a line of details. */
  describe: (item: SectionItem, t: ProfileT, language: Language) => { name: string; details: string; current?: boolean };
}

const m = (memberId: string) => `members/${encodeURIComponent(memberId)}`;
const e = (itemId: string) => encodeURIComponent(itemId);
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const joined = (...parts: unknown[]) => parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' · ');
const day = (value: unknown, language: Language) => (typeof value === 'string' ? formatDay(value, language) : null);
const option = (group: string, value: unknown): ProfileMessageKey => `option.${group}.${String(value)}` as ProfileMessageKey;
const span = (from: string | null, to: string | null) => (from || to ? `${from ?? '…'} – ${to ?? '…'}` : null);

export const spiritualSection: SectionSpec = {
  id: 'spirituals',
  listKey: 'spirituals',
  listSchema: spiritualListSchema,
  itemSchema: spiritualSchema,
  bodySchema: spiritualBodySchema as BodySchema,
  paths: {
    list: (id) => `${m(id)}/spirituals`,
    create: (id) => `${m(id)}/spirituals`,
    entry: (id, itemId) => `${m(id)}/spirituals/${e(itemId)}`,
  },
  noneToAdd: 'spiritualJourney',
  fields: [
    { name: 'kind', kind: 'select', label: 'field.kind', required: true, options: spiritualKinds, optionGroup: 'kind' },
    { name: 'date', kind: 'date', label: 'field.date', required: true },
    { name: 'place', kind: 'text', label: 'field.place', maxLength: PROFILE_LIMITS.placeMax },
    { name: 'officiant', kind: 'text', label: 'field.officiant', maxLength: PROFILE_LIMITS.officiantMax },
    { name: 'notes', kind: 'textarea', label: 'field.notes', maxLength: PROFILE_LIMITS.notesMax, wide: true },
  ],
  describe: (item, t, language) => ({
    name: t(option('kind', item.kind)),
    details: joined(day(item.date, language), item.place, item.officiant),
  }),
};

export const addressSection: SectionSpec = {
  id: 'addresses',
  listKey: 'addresses',
  listSchema: addressListSchema,
  itemSchema: addressSchema,
  bodySchema: addressBodySchema as BodySchema,
  paths: {
    list: (id) => `${m(id)}/addresses`,
    create: (id) => `${m(id)}/addresses`,
    entry: (id, itemId) => `${m(id)}/addresses/${e(itemId)}`,
  },
  noneToAdd: 'addressBook',
  fields: [
    { name: 'label', kind: 'select', label: 'field.label', required: true, options: addressLabels, optionGroup: 'label' },
    { name: 'countryId', kind: 'country', label: 'field.country', required: true, autoComplete: 'country' },
    { name: 'line1', kind: 'text', label: 'field.line1', required: true, maxLength: PROFILE_LIMITS.addressLineMax, autoComplete: 'address-line1', wide: true },
    { name: 'line2', kind: 'text', label: 'field.line2', maxLength: PROFILE_LIMITS.addressLineMax, autoComplete: 'address-line2', wide: true },
    { name: 'city', kind: 'text', label: 'field.city', required: true, maxLength: PROFILE_LIMITS.cityMax, autoComplete: 'address-level2' },
    { name: 'province', kind: 'text', label: 'field.province', maxLength: PROFILE_LIMITS.provinceMax, autoComplete: 'address-level1' },
    { name: 'postalCode', kind: 'text', label: 'field.postalCode', maxLength: PROFILE_LIMITS.postalCodeMax, autoComplete: 'postal-code' },
    { name: 'isCurrent', kind: 'switch', label: 'field.isCurrent', wide: true },
  ],
  describe: (item, t) => ({
    name: `${t(option('label', item.label))}: ${str(item.line1)}`,
    details: joined(item.line2, item.city, item.province, item.postalCode, item.countryId),
    current: item.isCurrent === true,
  }),
};

export const relativeSection: SectionSpec = {
  id: 'relatives',
  listKey: 'relatives',
  listSchema: relativeListSchema,
  itemSchema: relativeSchema,
  bodySchema: relativeBodySchema as BodySchema,
  paths: {
    list: (id) => `goodman/${m(id)}/relatives`,
    create: (id) => `${m(id)}/relatives`,
    entry: (id, itemId) => `${m(id)}/relativesGoodman/${e(itemId)}`,
  },
  noneToAdd: 'familyBackground',
  fields: [
    { name: 'relationship', kind: 'select', label: 'field.relationship', required: true, options: relationships, optionGroup: 'relationship', wide: true },
    { name: 'firstName', kind: 'text', label: 'field.firstName', required: true, maxLength: LIMITS.nameMax },
    { name: 'lastName', kind: 'text', label: 'field.lastName', required: true, maxLength: LIMITS.nameMax },
    { name: 'birthDate', kind: 'date', label: 'field.birthDate' },
    { name: 'mobile', kind: 'mobile', label: 'field.mobile', hint: 'field.mobileHint', maxLength: LIMITS.mobileMax },
  ],
  describe: (item, t, language) => ({
    name: `${str(item.firstName)} ${str(item.lastName)}`.trim(),
    details: joined(t(option('relationship', item.relationship)), day(item.birthDate, language), item.mobile),
  }),
};

export const jobSpecSection: SectionSpec = {
  id: 'jobSpecs',
  listKey: 'jobSpecs',
  listSchema: jobSpecListSchema,
  itemSchema: jobSpecSchema,
  bodySchema: jobSpecBodySchema as BodySchema,
  paths: {
    list: (id) => `goodman/${m(id)}/jobSpecs`,
    create: (id) => `goodman/${m(id)}/jobSpecs`,
    entry: (id, itemId) => `goodman/${m(id)}/jobSpecs/${e(itemId)}`,
  },
  noneToAdd: 'familyBackground',
  fields: [
    { name: 'duty', kind: 'text', label: 'field.duty', required: true, maxLength: PROFILE_LIMITS.dutyMax },
    { name: 'ministry', kind: 'text', label: 'field.ministry', maxLength: PROFILE_LIMITS.ministryMax },
    { name: 'since', kind: 'date', label: 'field.since' },
    { name: 'until', kind: 'date', label: 'field.until' },
  ],
  describe: (item, t, language) => ({
    name: str(item.duty),
    details: joined(item.ministry, span(day(item.since, language), day(item.until, language) ?? (item.since ? t('list.present') : null))),
  }),
};

export const skillSection: SectionSpec = {
  id: 'skills',
  listKey: 'skills',
  listSchema: skillListSchema,
  itemSchema: skillSchema,
  bodySchema: skillBodySchema as BodySchema,
  paths: {
    list: (id) => `${m(id)}/skills`,
    create: (id) => `${m(id)}/skills`,
    entry: (id, itemId) => `${m(id)}/skills/${e(itemId)}`,
  },
  noneToAdd: 'skills',
  fields: [
    { name: 'name', kind: 'text', label: 'field.skillName', required: true, maxLength: PROFILE_LIMITS.skillNameMax, wide: true },
    { name: 'category', kind: 'text', label: 'field.category', maxLength: PROFILE_LIMITS.skillCategoryMax },
    { name: 'level', kind: 'select', label: 'field.skillLevel', options: skillLevels, optionGroup: 'skillLevel' },
  ],
  describe: (item, t) => ({
    name: str(item.name),
    details: joined(item.category, item.level ? t(option('skillLevel', item.level)) : null),
  }),
};

export const educationSection: SectionSpec = {
  id: 'educations',
  listKey: 'educations',
  listSchema: educationListSchema,
  itemSchema: educationSchema,
  bodySchema: educationBodySchema as BodySchema,
  paths: {
    list: (id) => `${m(id)}/educations`,
    create: (id) => `${m(id)}/educations`,
    entry: (id, itemId) => `${m(id)}/educations/${e(itemId)}`,
  },
  noneToAdd: 'educationalBackground',
  fields: [
    { name: 'level', kind: 'select', label: 'field.educationLevel', required: true, options: educationLevels, optionGroup: 'educationLevel' },
    { name: 'school', kind: 'text', label: 'field.school', required: true, maxLength: PROFILE_LIMITS.schoolMax },
    { name: 'course', kind: 'text', label: 'field.course', maxLength: PROFILE_LIMITS.courseMax, wide: true },
    { name: 'yearFrom', kind: 'year', label: 'field.yearFrom' },
    { name: 'yearTo', kind: 'year', label: 'field.yearTo' },
    { name: 'graduated', kind: 'switch', label: 'field.graduated', wide: true },
  ],
  describe: (item, t) => ({
    name: str(item.school),
    details: joined(
      t(option('educationLevel', item.level)),
      item.course,
      span(item.yearFrom == null ? null : String(item.yearFrom), item.yearTo == null ? null : String(item.yearTo)),
      item.graduated === true ? t('list.graduated') : null,
    ),
  }),
};

export const workSection: SectionSpec = {
  id: 'works',
  listKey: 'works',
  listSchema: workExperienceListSchema,
  itemSchema: workExperienceSchema,
  bodySchema: workExperienceBodySchema as BodySchema,
  paths: {
    list: (id) => `${m(id)}/work-experiences`,
    create: (id) => `${m(id)}/work-experiences`,
    entry: (id, itemId) => `${m(id)}/work-experiences/${e(itemId)}`,
  },
  noneToAdd: 'workExperiences',
  fields: [
    { name: 'employer', kind: 'text', label: 'field.employer', required: true, maxLength: PROFILE_LIMITS.employerMax, autoComplete: 'organization' },
    { name: 'position', kind: 'text', label: 'field.position', required: true, maxLength: PROFILE_LIMITS.positionMax, autoComplete: 'organization-title' },
    { name: 'countryId', kind: 'country', label: 'field.country', wide: true },
    { name: 'dateFrom', kind: 'date', label: 'field.dateFrom', required: true },
    { name: 'dateTo', kind: 'date', label: 'field.dateTo' },
    { name: 'current', kind: 'switch', label: 'field.current', wide: true },
  ],
  describe: (item, t, language) => ({
    name: `${str(item.position)}, ${str(item.employer)}`,
    details: joined(item.countryId, span(day(item.dateFrom, language), item.current === true ? t('list.present') : day(item.dateTo, language))),
    current: item.current === true,
  }),
};

export const sectionSpecs: Record<SectionId, SectionSpec> = {
  spirituals: spiritualSection,
  addresses: addressSection,
  relatives: relativeSection,
  jobSpecs: jobSpecSection,
  skills: skillSection,
  educations: educationSection,
  works: workSection,
};
