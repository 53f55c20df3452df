import {
  addressLabels,
  educationLevels,
  LIMITS,
  PROFILE_LIMITS,
  profileSectionCalls,
  relationships,
  skillLevels,
  spiritualKinds,
  type ListSectionCalls,
  type ListSectionKey,
  type NoneToAddSection,
} from '@congregate/contracts';
import type { Language } from '../../../../lib/i18n/index.ts';
import { formatDay } from '../../../../lib/format/date.ts';
import type { ProfileMessageKey, ProfileT } from '../i18n/index.ts';
import type { FieldSpec, SectionItem } from './field-spec.ts';

/** One list section of the profile: its calls, form fields and how an entry reads. */
export interface SectionSpec<K extends ListSectionKey = ListSectionKey> {
  /** The section's key, also the key of its list in the GET answer (`{ addresses: [...] }`). */
  id: K;
  calls: ListSectionCalls<K>;
  /** The side-menu section its "none to add" switch (and completeness) belongs to. */
  noneToAdd: NoneToAddSection;
  fields: readonly FieldSpec[];
  /** The entry's name in lists and messages, and a line of details. */
  describe: (
    item: SectionItem,
    t: ProfileT,
    language: Language,
    /** A country's name from its code (`PH` → `Philippines`); without it the code is shown. */
    countryName?: (countryId: string) => string,
  ) => { name: string; details: string; current?: boolean };
}

/**
 * The values a new entry of a section starts with: an address starts at the country of the member's locale
 * (most members live where they worship).
 */
export function newEntryOf(
  section: SectionSpec,
  profile: { locale: { countryId: string } },
): Record<string, unknown> | null {
  return section.id === 'addresses' ? { countryId: profile.locale.countryId } : null;
}

const { sections } = profileSectionCalls;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const joined = (...parts: unknown[]) =>
  parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' · ');
const day = (value: unknown, language: Language) =>
  typeof value === 'string' ? formatDay(value, language) : null;
const option = (group: string, value: unknown): ProfileMessageKey =>
  `option.${group}.${String(value)}` as ProfileMessageKey;
const country = (value: unknown, countryName?: (countryId: string) => string) =>
  typeof value === 'string' && value !== '' ? (countryName?.(value) ?? value) : null;
const span = (from: string | null, to: string | null) =>
  from || to ? `${from ?? '…'} – ${to ?? '…'}` : null;

export const spiritualSection: SectionSpec<'spirituals'> = {
  id: 'spirituals',
  calls: sections.spirituals,
  noneToAdd: 'spiritualJourney',
  fields: [
    {
      name: 'kind',
      kind: 'select',
      label: 'field.kind',
      required: true,
      options: spiritualKinds,
      optionGroup: 'kind',
    },
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

export const addressSection: SectionSpec<'addresses'> = {
  id: 'addresses',
  calls: sections.addresses,
  noneToAdd: 'addressBook',
  fields: [
    {
      name: 'label',
      kind: 'select',
      label: 'field.label',
      required: true,
      options: addressLabels,
      optionGroup: 'label',
    },
    { name: 'countryId', kind: 'country', label: 'field.country', required: true, autoComplete: 'country' },
    {
      name: 'line1',
      kind: 'text',
      label: 'field.line1',
      required: true,
      maxLength: PROFILE_LIMITS.addressLineMax,
      autoComplete: 'address-line1',
      wide: true,
    },
    {
      name: 'line2',
      kind: 'text',
      label: 'field.line2',
      maxLength: PROFILE_LIMITS.addressLineMax,
      autoComplete: 'address-line2',
      wide: true,
    },
    {
      name: 'city',
      kind: 'text',
      label: 'field.city',
      required: true,
      maxLength: PROFILE_LIMITS.cityMax,
      autoComplete: 'address-level2',
    },
    {
      name: 'province',
      kind: 'text',
      label: 'field.province',
      maxLength: PROFILE_LIMITS.provinceMax,
      autoComplete: 'address-level1',
    },
    {
      name: 'postalCode',
      kind: 'text',
      label: 'field.postalCode',
      maxLength: PROFILE_LIMITS.postalCodeMax,
      autoComplete: 'postal-code',
    },
    { name: 'isCurrent', kind: 'switch', label: 'field.isCurrent', wide: true },
  ],
  describe: (item, t, _language, countryName) => ({
    name: `${t(option('label', item.label))}: ${str(item.line1)}`,
    details: joined(
      item.line2,
      item.city,
      item.province,
      item.postalCode,
      country(item.countryId, countryName),
    ),
    current: item.isCurrent === true,
  }),
};

export const relativeSection: SectionSpec<'relatives'> = {
  id: 'relatives',
  calls: sections.relatives,
  noneToAdd: 'familyBackground',
  fields: [
    {
      name: 'relationship',
      kind: 'select',
      label: 'field.relationship',
      required: true,
      options: relationships,
      optionGroup: 'relationship',
      wide: true,
    },
    { name: 'firstName', kind: 'text', label: 'field.firstName', required: true, maxLength: LIMITS.nameMax },
    { name: 'lastName', kind: 'text', label: 'field.lastName', required: true, maxLength: LIMITS.nameMax },
    { name: 'birthDate', kind: 'date', label: 'field.birthDate' },
    {
      name: 'mobile',
      kind: 'mobile',
      label: 'field.mobile',
      hint: 'field.mobileHint',
      maxLength: LIMITS.mobileMax,
    },
  ],
  describe: (item, t, language) => ({
    name: `${str(item.firstName)} ${str(item.lastName)}`.trim(),
    details: joined(t(option('relationship', item.relationship)), day(item.birthDate, language), item.mobile),
  }),
};

export const jobSpecSection: SectionSpec<'jobSpecs'> = {
  id: 'jobSpecs',
  calls: sections.jobSpecs,
  noneToAdd: 'familyBackground',
  fields: [
    { name: 'duty', kind: 'text', label: 'field.duty', required: true, maxLength: PROFILE_LIMITS.dutyMax },
    { name: 'ministry', kind: 'text', label: 'field.ministry', maxLength: PROFILE_LIMITS.ministryMax },
    { name: 'since', kind: 'date', label: 'field.since' },
    { name: 'until', kind: 'date', label: 'field.until' },
  ],
  describe: (item, t, language) => ({
    name: str(item.duty),
    details: joined(
      item.ministry,
      span(day(item.since, language), day(item.until, language) ?? (item.since ? t('list.present') : null)),
    ),
  }),
};

export const skillSection: SectionSpec<'skills'> = {
  id: 'skills',
  calls: sections.skills,
  noneToAdd: 'skills',
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: 'field.skillName',
      required: true,
      maxLength: PROFILE_LIMITS.skillNameMax,
      wide: true,
    },
    { name: 'category', kind: 'text', label: 'field.category', maxLength: PROFILE_LIMITS.skillCategoryMax },
    {
      name: 'level',
      kind: 'select',
      label: 'field.skillLevel',
      options: skillLevels,
      optionGroup: 'skillLevel',
    },
  ],
  describe: (item, t) => ({
    name: str(item.name),
    details: joined(item.category, item.level ? t(option('skillLevel', item.level)) : null),
  }),
};

export const educationSection: SectionSpec<'educations'> = {
  id: 'educations',
  calls: sections.educations,
  noneToAdd: 'educationalBackground',
  fields: [
    {
      name: 'level',
      kind: 'select',
      label: 'field.educationLevel',
      required: true,
      options: educationLevels,
      optionGroup: 'educationLevel',
    },
    {
      name: 'school',
      kind: 'text',
      label: 'field.school',
      required: true,
      maxLength: PROFILE_LIMITS.schoolMax,
    },
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
      span(
        item.yearFrom == null ? null : String(item.yearFrom),
        item.yearTo == null ? null : String(item.yearTo),
      ),
      item.graduated === true ? t('list.graduated') : null,
    ),
  }),
};

export const workSection: SectionSpec<'works'> = {
  id: 'works',
  calls: sections.works,
  noneToAdd: 'workExperiences',
  fields: [
    {
      name: 'employer',
      kind: 'text',
      label: 'field.employer',
      required: true,
      maxLength: PROFILE_LIMITS.employerMax,
      autoComplete: 'organization',
    },
    {
      name: 'position',
      kind: 'text',
      label: 'field.position',
      required: true,
      maxLength: PROFILE_LIMITS.positionMax,
      autoComplete: 'organization-title',
    },
    { name: 'countryId', kind: 'country', label: 'field.country', wide: true },
    { name: 'dateFrom', kind: 'date', label: 'field.dateFrom', required: true },
    { name: 'dateTo', kind: 'date', label: 'field.dateTo' },
    { name: 'current', kind: 'switch', label: 'field.current', wide: true },
  ],
  describe: (item, t, language, countryName) => ({
    name: `${str(item.position)}, ${str(item.employer)}`,
    details: joined(
      country(item.countryId, countryName),
      span(
        day(item.dateFrom, language),
        item.current === true ? t('list.present') : day(item.dateTo, language),
      ),
    ),
    current: item.current === true,
  }),
};
