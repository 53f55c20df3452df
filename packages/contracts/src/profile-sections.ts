import { z } from 'zod';
import {
  civilStatuses,
  countryIdSchema,
  genders,
  idSchema,
  isoDateSchema,
  mobileSchema,
  personNameSchema,
} from './common.ts';
import { addFieldProblem, fieldProblems, type FieldProblem } from './field-problems.ts';
import { LIMITS } from './limits.ts';

/** Field limits of the profile sections, shared by the server, the web forms and the tests. */
export const PROFILE_LIMITS = {
  placeMax: 120,
  officiantMax: 120,
  notesMax: 1000,
  addressLineMax: 120,
  cityMax: 80,
  provinceMax: 80,
  postalCodeMax: 20,
  dutyMax: 120,
  ministryMax: 120,
  skillNameMax: 80,
  skillCategoryMax: 80,
  schoolMax: 160,
  courseMax: 160,
  employerMax: 160,
  positionMax: 120,
  middleNameMax: 80,
  suffixMax: 20,
  nicknameMax: 40,
  emergencyRelationshipMax: 40,
  /** Earliest year a date or year field accepts. */
  yearMin: 1900,
  /** Latest year accepted: the current year plus this many. */
  yearsAhead: 10,
} as const;

export const spiritualKinds = [
  'water_baptism',
  'holy_spirit_baptism',
  'joined',
  'bible_study_completed',
  'dedication',
  'ordination',
  'ministry_assignment',
  'other',
] as const;
export const addressLabels = ['home', 'work', 'other'] as const;
export const relationships = ['spouse', 'child', 'parent', 'sibling', 'guardian', 'other'] as const;
export const skillLevels = ['basic', 'intermediate', 'advanced', 'expert'] as const;
export const educationLevels = [
  'elementary',
  'high_school',
  'vocational',
  'college',
  'postgraduate',
] as const;
export const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Side-menu list sections a member can mark "none to add". */
export const noneToAddSections = [
  'addressBook',
  'familyBackground',
  'educationalBackground',
  'workExperiences',
  'skills',
  'spiritualJourney',
] as const;
export type NoneToAddSection = (typeof noneToAddSections)[number];

/** The latest year a year or date field accepts. */
export const latestYear = (now = new Date()) => now.getUTCFullYear() + PROFILE_LIMITS.yearsAhead;

/**
 * Today's date where the day has begun first (UTC+14): a date someone enters as "today" anywhere
 * in the world is never counted as the future.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const yearInRange = (year: number) => year >= PROFILE_LIMITS.yearMin && year <= latestYear();
const yearRangeMessage = () => `Use a year between ${PROFILE_LIMITS.yearMin} and ${latestYear()}`;

/** An ISO date (`YYYY-MM-DD`) whose year is within the accepted range. */
export const profileDateSchema = isoDateSchema.refine((date) => yearInRange(Number(date.slice(0, 4))), {
  error: yearRangeMessage,
  abort: true,
  params: { problem: 'year_out_of_range' satisfies FieldProblem },
});
/** A date that has already happened (birth, baptism, a job's start). */
export const pastDateSchema = profileDateSchema.refine((date) => date <= latestToday(), {
  message: fieldProblems.date_future,
  params: { problem: 'date_future' satisfies FieldProblem },
});
export const yearSchema = z
  .number()
  .int('Use a whole year')
  .refine(yearInRange, { error: yearRangeMessage, params: { problem: 'year_out_of_range' satisfies FieldProblem } });

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
/** Optional text: absent, null or blank all mean "none" (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullish();

const itemMeta = {
  id: idSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The entry's version: every write raises it; `PUT` and `DELETE` take it back in `If-Match` (412 when stale). */
  version: z.number().int().optional(),
};

// ---- spiritual journey ----

/** Body of `POST`/`PUT members/{id}/spirituals[/{itemId}]`: a step of the member's spiritual journey. */
export const spiritualBodySchema = z.strictObject({
  kind: z.enum(spiritualKinds),
  date: pastDateSchema,
  place: optionalText(PROFILE_LIMITS.placeMax),
  officiant: optionalText(PROFILE_LIMITS.officiantMax),
  notes: optionalText(PROFILE_LIMITS.notesMax),
});
export type SpiritualBody = z.infer<typeof spiritualBodySchema>;
export const spiritualSchema = z.object({
  ...itemMeta,
  kind: z.enum(spiritualKinds),
  date: isoDateSchema,
  place: z.string().nullable(),
  officiant: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Spiritual = z.infer<typeof spiritualSchema>;
export const spiritualListSchema = z.object({ spirituals: z.array(spiritualSchema) });

// ---- address book ----

/** Body of `POST`/`PUT members/{id}/addresses[/{itemId}]`; `isCurrent: true` un-marks the member's other addresses. */
export const addressBodySchema = z.strictObject({
  label: z.enum(addressLabels),
  line1: requiredText(PROFILE_LIMITS.addressLineMax),
  line2: optionalText(PROFILE_LIMITS.addressLineMax),
  city: requiredText(PROFILE_LIMITS.cityMax),
  province: optionalText(PROFILE_LIMITS.provinceMax),
  postalCode: optionalText(PROFILE_LIMITS.postalCodeMax),
  countryId: countryIdSchema,
  isCurrent: z.boolean().default(false),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export const addressSchema = z.object({
  ...itemMeta,
  label: z.enum(addressLabels),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: countryIdSchema,
  isCurrent: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });

// ---- family background ----

/** Body of `POST members/{id}/relatives` and `PUT members/{id}/relativesGoodman/{itemId}`. */
export const relativeBodySchema = z.strictObject({
  relationship: z.enum(relationships),
  firstName: personNameSchema,
  lastName: personNameSchema,
  birthDate: pastDateSchema.nullish(),
  mobile: mobileSchema.nullish(),
  /** The relative's own member id, when the relative is a member too. */
  memberId: idSchema.nullish(),
});
export type RelativeBody = z.infer<typeof relativeBodySchema>;
export const relativeSchema = z.object({
  ...itemMeta,
  relationship: z.enum(relationships),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoDateSchema.nullable(),
  mobile: z.string().nullable(),
  memberId: idSchema.nullable(),
});
export type Relative = z.infer<typeof relativeSchema>;
export const relativeListSchema = z.object({ relatives: z.array(relativeSchema) });

// ---- job specs (church duties) ----

/** Body of `POST`/`PUT goodman/members/{id}/jobSpecs[/{itemId}]`. */
export const jobSpecBodySchema = z
  .strictObject({
    duty: requiredText(PROFILE_LIMITS.dutyMax),
    ministry: optionalText(PROFILE_LIMITS.ministryMax),
    since: profileDateSchema.nullish(),
    until: profileDateSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.since && body.until && body.until < body.since) {
      addFieldProblem(ctx, 'until', 'date_before_start');
    }
  });
export type JobSpecBody = z.infer<typeof jobSpecBodySchema>;
export const jobSpecSchema = z.object({
  ...itemMeta,
  duty: z.string(),
  ministry: z.string().nullable(),
  since: isoDateSchema.nullable(),
  until: isoDateSchema.nullable(),
});
export type JobSpec = z.infer<typeof jobSpecSchema>;
export const jobSpecListSchema = z.object({ jobSpecs: z.array(jobSpecSchema) });

// ---- skills ----

/** Body of `POST`/`PUT members/{id}/skills[/{itemId}]`. */
export const skillBodySchema = z.strictObject({
  name: requiredText(PROFILE_LIMITS.skillNameMax),
  category: optionalText(PROFILE_LIMITS.skillCategoryMax),
  level: z.enum(skillLevels).nullish(),
});
export type SkillBody = z.infer<typeof skillBodySchema>;
export const skillSchema = z.object({
  ...itemMeta,
  name: z.string(),
  category: z.string().nullable(),
  level: z.enum(skillLevels).nullable(),
});
export type Skill = z.infer<typeof skillSchema>;
export const skillListSchema = z.object({ skills: z.array(skillSchema) });

// ---- educational background ----

/** Body of `POST`/`PUT members/{id}/educations[/{itemId}]`. */
export const educationBodySchema = z
  .strictObject({
    level: z.enum(educationLevels),
    school: requiredText(PROFILE_LIMITS.schoolMax),
    course: optionalText(PROFILE_LIMITS.courseMax),
    yearFrom: yearSchema.nullish(),
    yearTo: yearSchema.nullish(),
    graduated: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.yearFrom != null && body.yearTo != null && body.yearTo < body.yearFrom) {
      addFieldProblem(ctx, 'yearTo', 'year_before_first');
    }
    if (body.graduated && body.yearTo != null && body.yearTo > new Date().getUTCFullYear()) {
      addFieldProblem(ctx, 'yearTo', 'graduation_future');
    }
  });
export type EducationBody = z.infer<typeof educationBodySchema>;
export const educationSchema = z.object({
  ...itemMeta,
  level: z.enum(educationLevels),
  school: z.string(),
  course: z.string().nullable(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  graduated: z.boolean(),
});
export type Education = z.infer<typeof educationSchema>;
/** `GET members/{id}/educations` (the spec's answer holds an `educations` list). */
export const educationListSchema = z.object({ educations: z.array(educationSchema) });

// ---- work experiences ----

/** Body of `POST`/`PUT members/{id}/work-experiences[/{itemId}]`; `current: true` means no `dateTo`. */
export const workExperienceBodySchema = z
  .strictObject({
    employer: requiredText(PROFILE_LIMITS.employerMax),
    position: requiredText(PROFILE_LIMITS.positionMax),
    countryId: countryIdSchema.nullish(),
    dateFrom: pastDateSchema,
    dateTo: profileDateSchema.nullish(),
    current: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.current && body.dateTo) {
      addFieldProblem(ctx, 'dateTo', 'current_job_end');
    } else if (body.dateTo && body.dateTo < body.dateFrom) {
      addFieldProblem(ctx, 'dateTo', 'date_before_start');
    }
  });
export type WorkExperienceBody = z.infer<typeof workExperienceBodySchema>;
export const workExperienceSchema = z.object({
  ...itemMeta,
  employer: z.string(),
  position: z.string(),
  countryId: countryIdSchema.nullable(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema.nullable(),
  current: z.boolean(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;
/** `GET members/{id}/work-experiences` (the spec's answer holds a `works` list). */
export const workExperienceListSchema = z.object({ works: z.array(workExperienceSchema) });

// ---- destinations (locale history, read-only) ----

export const destinationSchema = z.object({
  id: idSchema,
  fromLocaleId: idSchema.nullable(),
  fromLocaleName: z.string().nullable(),
  toLocaleId: idSchema,
  toLocaleName: z.string(),
  movedAt: z.iso.datetime(),
  /** The user who approved the move, and their name when they have a member record. */
  approvedBy: idSchema.nullable(),
  approvedByName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Destination = z.infer<typeof destinationSchema>;
export const destinationListSchema = z.object({ destinations: z.array(destinationSchema) });

// ---- "none to add" ----

export const sectionFlagParams = z.strictObject({ id: idSchema, section: z.enum(noneToAddSections) });
/** Body of `PUT members/{id}/sections/{section}/none-to-add`. */
export const noneToAddBodySchema = z.strictObject({ noneToAdd: z.boolean() });
export const noneToAddSchema = z.object({ section: z.enum(noneToAddSections), noneToAdd: z.boolean() });
export type NoneToAdd = z.infer<typeof noneToAddSchema>;

// ---- personal data ----

/**
 * Body of `PATCH members/updateMemberGoodManApp/{id}`: only the fields sent change; `null` (or blank
 * text) clears a field. The email is not here: it changes only through the admin email-change flow.
 */
export const personalDataBodySchema = z
  .strictObject({
    salutation: optionalText(LIMITS.salutationMax),
    firstName: personNameSchema,
    middleName: optionalText(PROFILE_LIMITS.middleNameMax),
    lastName: personNameSchema,
    suffix: optionalText(PROFILE_LIMITS.suffixMax),
    nickname: optionalText(PROFILE_LIMITS.nicknameMax),
    birthDate: pastDateSchema.nullable(),
    gender: z.enum(genders).nullable(),
    civilStatus: z.enum(civilStatuses).nullable(),
    /** For the flock's wedding anniversaries: kept whenever given, whatever the civil status. */
    weddingDate: pastDateSchema.nullable(),
    mobile: mobileSchema.nullable(),
    /** ISO 3166-1 alpha-2 code of the member's nationality. */
    nationality: countryIdSchema.nullable(),
    bloodType: z.enum(bloodTypes).nullable(),
    emergencyContactName: optionalText(LIMITS.nameMax * 2),
    emergencyContactMobile: mobileSchema.nullable(),
    emergencyContactRelationship: optionalText(PROFILE_LIMITS.emergencyRelationshipMax),
  })
  .partial();
export type PersonalDataBody = z.infer<typeof personalDataBodySchema>;

/**
 * The country whose calling code starts an E.164 number (longest prefix wins), or null when no
 * country in the list has it. The server checks numbers with its country list; forms can do the same.
 */
export function countryOfMobile<C extends { id: string; callingCode: string }>(
  mobile: string,
  countries: readonly C[],
): C | null {
  let best: C | null = null;
  for (const country of countries) {
    if (
      mobile.startsWith(country.callingCode) &&
      (!best || country.callingCode.length > best.callingCode.length)
    ) {
      best = country;
    }
  }
  return best;
}
