import { z } from 'zod';
import { civilStatuses, genders, idSchema, memberTypes, userTypes } from './common.ts';
import { bloodTypes, noneToAddSections, type NoneToAddSection } from './profile-sections.ts';

export const memberSchema = z.object({
  id: idSchema,
  /** The member number people see, e.g. `M0000123`. */
  customId: z.string(),
  userId: idSchema.nullable(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  type: z.enum(memberTypes),
  /** Id of the member's locale. */
  currentLocale: idSchema,
  currentLocaleName: z.string(),
  endorsed: z.boolean(),
  endorsedBy: idSchema.nullable(),
  endorsedAt: z.iso.datetime().nullable(),
  photo: z.string().nullable(),
  flockId: idSchema.nullable(),
  flockName: z.string().nullable(),
  cluster: z.string(),
  birthDate: z.iso.date().nullable(),
  gender: z.enum(genders).nullable(),
  mobile: z.string().nullable(),
  civilStatus: z.enum(civilStatuses).nullable(),
  /** Optional so that answers of older servers still parse. */
  weddingDate: z.iso.date().nullable().optional(),
  middleName: z.string().nullable(),
  suffix: z.string().nullable(),
  nickname: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code. */
  nationality: z.string().nullable(),
  bloodType: z.enum(bloodTypes).nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactMobile: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  /**
   * The member record's version: every write raises it. Reads send it as the `ETag` too; personal data and
   * placement take it back in `If-Match` (412 when someone changed the record since). Optional so that
   * answers of older servers and copies stored before it still parse.
   */
  version: z.number().int().optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** Side-menu sections (spec section 2) and whether each is complete (DESIGN.md section 5). */
export const profileSections = [
  'personalData',
  'profilePhoto',
  'addressBook',
  'familyBackground',
  'educationalBackground',
  'workExperiences',
  'skills',
  'myAttendance',
  'changePassword',
  'spiritualJourney',
] as const;
export type ProfileSection = (typeof profileSections)[number];
export const completenessSchema = z.record(z.enum(profileSections), z.boolean());
export type Completeness = z.infer<typeof completenessSchema>;

/** Who endorses a pending registration and how to reach them. */
export const endorsementContactSchema = z.object({
  localeName: z.string(),
  localeEmail: z.string().nullable(),
  localePhone: z.string().nullable(),
  /**
   * The locale admins by name only: a registrant reaches them through the office e-mail and phone above.
   * `email` is no longer sent (an admin's address is their sign-in name); it stays optional so answers of
   * older servers still parse.
   */
  admins: z.array(z.object({ name: z.string(), email: z.string().optional() })),
  /** Set when an admin turned the registration down (the reason is shown on not-authorized). */
  rejection: z.object({ reason: z.string(), rejectedAt: z.iso.datetime() }).nullable().default(null),
});

/** `GET members/myProfile`. */
export const profileSchema = z.object({
  member: memberSchema,
  userType: z.enum(userTypes),
  locale: z.object({ id: idSchema, name: z.string(), countryId: z.string(), timeZone: z.string() }),
  completeness: completenessSchema,
  /**
   * Which list sections the member marked "none to add" (the side-menu switch state). The server always
   * sends it; the default (all off) lets clients read answers from servers older than the field.
   */
  noneToAdd: z
    .record(z.enum(noneToAddSections), z.boolean())
    .default(() => Object.fromEntries(noneToAddSections.map((s) => [s, false])) as Record<NoneToAddSection, boolean>),
  /** Present only while the member is not endorsed. */
  endorsement: endorsementContactSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `GET members/profileByMemberIdNoAuth/{id}`: only what a public invitation page shows. */
export const publicProfileSchema = z.strictObject({
  id: idSchema,
  displayName: z.string(),
  photo: z.string().nullable(),
  localeName: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
