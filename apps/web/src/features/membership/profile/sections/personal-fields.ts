import { bloodTypes, civilStatuses, genders, LIMITS, PROFILE_LIMITS } from '@congregate/contracts';
import type { ProfileMessageKey } from '../i18n/index.ts';
import type { FieldSpec } from './field-spec.ts';

/** Every personal-data field a member edits (the email changes only through a request). */
export const personalFields: readonly FieldSpec[] = [
  {
    name: 'salutation',
    kind: 'text',
    label: 'field.salutation',
    maxLength: LIMITS.salutationMax,
    autoComplete: 'honorific-prefix',
  },
  {
    name: 'firstName',
    kind: 'text',
    label: 'field.firstName',
    required: true,
    maxLength: LIMITS.nameMax,
    autoComplete: 'given-name',
  },
  {
    name: 'middleName',
    kind: 'text',
    label: 'field.middleName',
    maxLength: PROFILE_LIMITS.middleNameMax,
    autoComplete: 'additional-name',
  },
  {
    name: 'lastName',
    kind: 'text',
    label: 'field.lastName',
    required: true,
    maxLength: LIMITS.nameMax,
    autoComplete: 'family-name',
  },
  {
    name: 'suffix',
    kind: 'text',
    label: 'field.suffix',
    maxLength: PROFILE_LIMITS.suffixMax,
    autoComplete: 'honorific-suffix',
  },
  {
    name: 'nickname',
    kind: 'text',
    label: 'field.nickname',
    maxLength: PROFILE_LIMITS.nicknameMax,
    autoComplete: 'nickname',
  },
  { name: 'birthDate', kind: 'date', label: 'field.birthDate', autoComplete: 'bday' },
  { name: 'gender', kind: 'select', label: 'field.gender', options: genders, optionGroup: 'gender' },
  {
    name: 'civilStatus',
    kind: 'select',
    label: 'field.civilStatus',
    options: civilStatuses,
    optionGroup: 'civilStatus',
  },
  // Kept whenever given (a flock's wedding anniversaries): not tied to the civil status chosen.
  { name: 'weddingDate', kind: 'date', label: 'field.weddingDate' },
  { name: 'nationality', kind: 'country', label: 'field.nationality' },
  { name: 'bloodType', kind: 'select', label: 'field.bloodType', options: bloodTypes },
  {
    name: 'mobile',
    kind: 'mobile',
    label: 'field.mobile',
    hint: 'field.mobileHint',
    maxLength: LIMITS.mobileMax,
  },
  {
    name: 'emergencyContactName',
    kind: 'text',
    label: 'field.emergencyContactName',
    maxLength: LIMITS.nameMax * 2,
  },
  {
    name: 'emergencyContactMobile',
    kind: 'mobile',
    label: 'field.emergencyContactMobile',
    hint: 'field.mobileHint',
    maxLength: LIMITS.mobileMax,
  },
  {
    name: 'emergencyContactRelationship',
    kind: 'text',
    label: 'field.emergencyContactRelationship',
    maxLength: PROFILE_LIMITS.emergencyRelationshipMax,
  },
];

export const personalHeadings: Record<string, ProfileMessageKey> = {
  salutation: 'personal.names',
  birthDate: 'personal.about',
  mobile: 'personal.contact',
  emergencyContactName: 'personal.emergency',
};
